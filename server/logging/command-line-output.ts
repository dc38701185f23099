import { csvText } from "~/lib/csv";

/**
 * What the command-line tools (`npm run leads`, `npm run vitals`) share: reading `--since`, and writing rows as a
 * table, CSV or JSON. Pure. The rows may hold anonymous visitors' text, so CSV cells that a spreadsheet would run
 * as a formula are defused, and the table strips control characters that could rewrite the terminal.
 */

export type OutputFormat = "table" | "csv" | "json";

const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 } as const;

export function parseSince(text: string): number {
  const match = /^(\d+)\s*([mhdw])$/i.exec(text.trim());
  if (!match) throw new Error(`--since must look like 90m, 24h, 7d or 4w (got "${text}")`);
  const amount = Number(match[1]);
  const unit = (match[2] ?? "d").toLowerCase() as keyof typeof UNIT_MS;
  if (amount <= 0) throw new Error("--since must be greater than zero");
  return amount * UNIT_MS[unit];
}

export type OutputRow = Record<string, unknown>;

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
export function toCsv(rows: readonly OutputRow[], columns: readonly string[]): string {
  return csvText([columns, ...rows.map((row) => columns.map((column) => cellText(row[column])))], {
    defuseNumbers: true,
  });
}

export function toJson(rows: readonly OutputRow[], columns: readonly string[]): string {
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
export function toTable(rows: readonly OutputRow[], columns: readonly string[], maxCellWidth = 36): string {
  const cells = rows.map((row) =>
    columns.map((column) => {
      const characters = Array.from(printable(cellText(row[column])));
      return characters.length > maxCellWidth
        ? `${characters.slice(0, maxCellWidth - 1).join("")}…`
        : characters.join("");
    }),
  );
  const widths = columns.map((column, index) =>
    Math.max(column.length, ...cells.map((row) => Array.from(row[index] ?? "").length)),
  );
  const pad = (text: string, width: number) => text + " ".repeat(Math.max(0, width - Array.from(text).length));
  const line = (values: readonly string[]) =>
    values
      .map((value, index) => pad(value, widths[index] ?? 0))
      .join("  ")
      .trimEnd();
  return [line(columns), line(widths.map((width) => "-".repeat(width))), ...cells.map(line)].join("\n") + "\n";
}

export function formatRows(rows: readonly OutputRow[], columns: readonly string[], format: OutputFormat): string {
  if (format === "csv") return toCsv(rows, columns);
  if (format === "json") return toJson(rows, columns);
  return toTable(rows, columns);
}
