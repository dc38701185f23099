/**
 * `npm run vitals`: how fast the site is for real visitors (issue 21). The 75th percentile (each network counted once
 * a day, issue 51), count and networks of LCP, INP, CLS, FCP and TTFB per route type over a period, rated good /
 * needs improvement / poor with Google's thresholds, and notes on stderr: route types whose figures came mostly from
 * few networks, days and minutes whose budget was spent.
 *
 *   npm run vitals                           # last 7 days, table
 *   npm run vitals -- --since 24h --format csv > vitals.csv
 *   npm run vitals -- --format json          # [{ route, metric, count, networks, p75, rating }]
 */
import { startupFailureMessage } from "../server/database/role-requirements";
import { summarizeVitals } from "../server/vitals/vitals";
import { formatVitals, parseVitalsArgs, VITALS_USAGE, vitalsFootnote } from "../server/vitals/vitals-summary";
import { openSiteDatabase } from "./site-database";

async function main(): Promise<void> {
  const options = parseVitalsArgs(process.argv.slice(2));
  if (options === "help") {
    console.log(VITALS_USAGE);
    return;
  }
  const db = await openSiteDatabase();
  try {
    const summary = await summarizeVitals(db, new Date(Date.now() - options.sinceMs));
    process.stdout.write(formatVitals(summary.rows, options.format));
    // The summary goes to stderr so `--format csv > vitals.csv` stays a clean file.
    console.error(vitalsFootnote(summary, options.sinceLabel, db.location));
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error && error.name === "Error" ? error.message : startupFailureMessage(error));
  process.exitCode = 1;
});
