import { parseSince, type OutputFormat } from "../logging/command-line-output";

/**
 * The options of `npm run leads` (scripts/leads.ts); its rows are written by command-line-output.ts.
 */

export type LeadsFormat = OutputFormat;
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

export function parseLeadsArgs(argv: readonly string[]): LeadsCliOptions | "help" {
  const options: LeadsCliOptions = {
    format: "table",
    sinceMs: parseSince("7d"),
    sinceLabel: "7d",
    limit: 500,
    kind: "prospects",
  };
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
