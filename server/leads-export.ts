import { csvText } from "../app/lib/csv";

/**
 * Formatting for `npm run leads` (scripts/leads.ts). Pure: parsing the options, and turning rows into a
 * table, CSV or JSON. The rows come from anonymous visitors, so CSV cells that a spreadsheet would run
 * as a formula are defused, and the table strips control characters that could rewrite the terminal.
 */

export type LeadsFormat = "table" | "csv" | "json";
/** undelivered: Slack announcements not delivered (pending or failed). requeue-failed: an action, not a listing. */
export type LeadsKind = "prospects" | "subscribers" | "undelivered" | "requeue-failed";

export interface LeadsCliOptions {
  format: LeadsFormat;
  /** How far back to look, in milliseconds. */
  sinceMs: number;
  /** The original --since text, for the summary line. */
  sinceLabel: string;
  limit: number;
  kind: LeadsKind;
}

export const LEADS_USAGE = `Usage: npm run leads -- [--since 7d] [--format table|csv|json] [--limit 500] [--subscribers]
       npm run leads -- --undelivered [--format ...] [--limit 500]
       npm run leads -- --requeue-failed

  --since           how far back: 90m, 24h, 7d, 4w (default 7d)
  --format          table (default), csv or json
  --limit           at most this many rows, newest first (default 500)
  --subscribers     newsletter and tools-gate emails instead of prospects
  --undelivered     Slack announcements not delivered yet: pending (still retried) or failed (given up), oldest first
  --requeue-failed  queue the failed announcements again (after fixing SLACK_WEBHOOK_URL); the site delivers them

Reads the site's database: DATABASE_URL if set, otherwise PGlite under DATA_DIR (default ./data).`;

const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 } as const;

export function parseSince(text: string): number {
  const match = /^(\d+)\s*([mhdw])$/i.exec(text.trim());
  if (!match) throw new Error(`--since must look like 90m, 24h, 7d or 4w (got "${text}")`);
  const amount = Number(match[1]);
  const unit = (match[2] ?? "d").toLowerCase() as keyof typeof UNIT_MS;
  if (amount <= 0) throw new Error("--since must be greater than zero");
  return amount * UNIT_MS[unit];
}

export function parseLeadsArgs(argv: readonly string[]): LeadsCliOptions | "help" {
  const options: LeadsCliOptions = { format: "table", sinceMs: parseSince("7d"), sinceLabel: "7d", limit: 500, kind: "prospects" };
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? "";
    const [flag, inlineValue] = argument.includes("=") ? argument.split(/=(.*)/s, 2) : [argument, undefined];
    const value = () => {
      const next = inlineValue ?? argv[++index];
      if (next === undefined || next === "") throw new Error(`${flag} needs a value`);
      return next;
    };
    switch (flag) {
      case "--help":
      case "-h":
        return "help";
      case "--format": {
        const format = value();
        if (format !== "table" && format !== "csv" && format !== "json") {
          throw new Error(`--format must be table, csv or json (got "${format}")`);
        }
        options.format = format;
        break;
      }
      case "--since": {
        const since = value();
        options.sinceMs = parseSince(since);
        options.sinceLabel = since;
        break;
      }
      case "--limit": {
        const limit = Number(value());
        if (!Number.isInteger(limit) || limit <= 0) throw new Error("--limit must be a positive whole number");
        options.limit = limit;
        break;
      }
      case "--subscribers":
        options.kind = "subscribers";
        break;
      case "--undelivered":
        options.kind = "undelivered";
        break;
      case "--requeue-failed":
        options.kind = "requeue-failed";
        break;
      default:
        throw new Error(`Unknown option "${argument}"\n\n${LEADS_USAGE}`);
    }
  }
  return options;
}

export type LeadRow = Record<string, unknown>;

function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/**
 * RFC 4180 CSV through the site's one writer (app/lib/csv.ts). Every cell is visitors' text, so one that
 * starts with = + - @ (or tab/CR), a phone number such as "+1" included, gets the apostrophe that makes a
 * spreadsheet show it as text instead of running it ("CSV injection").
 */
export function toCsv(rows: readonly LeadRow[], columns: readonly string[]): string {
  return csvText([columns, ...rows.map((row) => columns.map((column) => cellText(row[column])))], { defuseNumbers: true });
}

export function toJson(rows: readonly LeadRow[], columns: readonly string[]): string {
  const picked = rows.map((row) => Object.fromEntries(columns.map((column) => [column, row[column] ?? null])));
  return `${JSON.stringify(picked, null, 2)}\n`;
}

/** Control characters (including ANSI escapes) shown as spaces, so a crafted name cannot repaint the terminal. */
function printable(text: string): string {
  let result = "";
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    result += code < 0x20 || (code >= 0x7f && code < 0xa0) ? " " : character;
  }
  return result;
}

/** A fixed-width text table; long cells are cut to `maxCellWidth` with an ellipsis (a UUID, 36, fits). */
export function toTable(rows: readonly LeadRow[], columns: readonly string[], maxCellWidth = 36): string {
  const cells = rows.map((row) =>
    columns.map((column) => {
      const characters = Array.from(printable(cellText(row[column])));
      return characters.length > maxCellWidth ? `${characters.slice(0, maxCellWidth - 1).join("")}…` : characters.join("");
    }),
  );
  const widths = columns.map((column, index) =>
    Math.max(column.length, ...cells.map((row) => Array.from(row[index] ?? "").length)),
  );
  const pad = (text: string, width: number) => text + " ".repeat(Math.max(0, width - Array.from(text).length));
  const line = (values: readonly string[]) => values.map((value, index) => pad(value, widths[index] ?? 0)).join("  ").trimEnd();
  return [line(columns), line(widths.map((width) => "-".repeat(width))), ...cells.map(line)].join("\n") + "\n";
}

export function formatLeads(rows: readonly LeadRow[], columns: readonly string[], format: LeadsFormat): string {
  if (format === "csv") return toCsv(rows, columns);
  if (format === "json") return toJson(rows, columns);
  return toTable(rows, columns);
}
