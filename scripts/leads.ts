/**
 * `npm run leads`: recent prospects (or newsletter/tools subscribers) from the database the site uses,
 * as a table, CSV or JSON. Uses the server's privileged connection, never the anonymous role.
 *
 *   npm run leads                          # last 7 days, table
 *   npm run leads -- --since 24h --format csv > leads.csv
 *   npm run leads -- --subscribers --format json
 *   npm run leads -- --undelivered               # Slack announcements pending or failed (ids and times)
 *   npm run leads -- --requeue-failed            # queue failed announcements again
 */
import type { Database } from "../server/database/open-database";
import { startupFailureMessage } from "../server/database/role-requirements";
import { LEADS_USAGE, parseLeadsArgs, type LeadsCliOptions } from "../server/leads/leads-export";
import { listUndeliveredAnnouncements, requeueFailedAnnouncements } from "../server/leads/leads-store";
import { formatRows } from "../server/logging/command-line-output";
import { openSiteDatabase } from "./site-database";

const PROSPECT_COLUMNS = [
  "created_at",
  "first_name",
  "last_name",
  "email",
  "company",
  "source",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "landing_page",
  "referrer",
  "conversion_page",
  "amazon_marketplace",
  "monthly_orders_band",
  "slack",
  "message",
];
/** JSON is for machines: it also gets the ids and the attribution that has no column. */
const PROSPECT_JSON_COLUMNS = ["id", ...PROSPECT_COLUMNS, "extra_attribution"];
const UNDELIVERED_COLUMNS = [
  "prospect_id",
  "received_at",
  "status",
  "attempts",
  "next_attempt_at",
  "failed_at",
  "last_error",
];
const SUBSCRIBER_COLUMNS = [
  "created_at",
  "email",
  "list",
  "source_page",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "landing_page",
  "referrer",
];

async function readRows(db: Database, options: LeadsCliOptions): Promise<Record<string, unknown>[]> {
  if (options.kind === "undelivered")
    return (await listUndeliveredAnnouncements(db, options.limit)) as unknown as Record<string, unknown>[];
  const since = new Date(Date.now() - options.sinceMs);
  if (options.kind === "subscribers") {
    const { rows } = await db.query(
      `select ${SUBSCRIBER_COLUMNS.join(", ")} from email_signups
        where created_at >= $1 order by created_at desc limit $2`,
      [since, options.limit],
    );
    return rows;
  }
  const { rows } = await db.query(
    `select p.id, p.created_at, p.first_name, p.last_name, p.email, p.company, p.source, p.utm_source, p.utm_medium,
            p.utm_campaign, p.landing_page, p.referrer, p.conversion_page, p.amazon_marketplace, p.monthly_orders_band,
            case when o.delivered_at is not null then 'posted' when o.prospect_id is null then 'n/a' else 'pending' end as slack,
            p.message, p.extra_attribution
       from prospects p left join slack_outbox o on o.prospect_id = p.id
      where p.created_at >= $1
      order by p.created_at desc
      limit $2`,
    [since, options.limit],
  );
  return rows;
}

async function main(): Promise<void> {
  const options = parseLeadsArgs(process.argv.slice(2));
  if (options === "help") {
    console.log(LEADS_USAGE);
    return;
  }
  if (options.kind === "requeue-failed") {
    // A write: never on a snapshot copy, which the running site would not see.
    const db = await openSiteDatabase({ forWriting: true });
    try {
      const requeued = await requeueFailedAnnouncements(db);
      console.log(
        `Queued ${requeued} failed Slack announcement(s) again in ${db.location}; the site delivers them at its next sweep (within 15 s).`,
      );
    } finally {
      await db.close();
    }
    return;
  }
  const db = await openSiteDatabase();
  try {
    const rows = await readRows(db, options);
    const columns =
      options.kind === "subscribers"
        ? SUBSCRIBER_COLUMNS
        : options.kind === "undelivered"
          ? UNDELIVERED_COLUMNS
          : options.format === "json"
            ? PROSPECT_JSON_COLUMNS
            : PROSPECT_COLUMNS;
    process.stdout.write(formatRows(rows, columns, options.format));
    // The summary goes to stderr so `--format csv > leads.csv` stays a clean file.
    console.error(
      options.kind === "undelivered"
        ? `${rows.length} undelivered Slack announcement(s) (oldest first, at most ${options.limit}) in ${db.location}. Failed ones: fix SLACK_WEBHOOK_URL, then npm run leads -- --requeue-failed.`
        : `${rows.length} ${options.kind} in the last ${options.sinceLabel} (newest first, at most ${options.limit}) from ${db.location}.`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  // Usage mistakes, a locked database, an unreachable server: the message says it all.
  console.error(error instanceof Error && error.name === "Error" ? error.message : startupFailureMessage(error));
  process.exitCode = 1;
});
