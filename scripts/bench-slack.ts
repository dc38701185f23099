/**
 * `npm run bench:slack [-- --leads 1000 --runs 3]`: how long a backlog of queued leads takes to reach
 * Slack. Stores N prospects with no webhook running, then starts the real delivery worker (production
 * timings) against a local fake Slack that enforces Slack's rate limit of one message per second per
 * webhook (429 + Retry-After otherwise). Checks that every prospect was announced exactly once.
 *
 * `npm run bench:slack -- --outage [--leads 100]`: a Slack outage in real time, with the worker running
 * throughout at production timings: Slack answers 500 for 60 s, then 429 with Retry-After for 20 s, then
 * 410 for 20 s, then accepts again; the leads arrive evenly over those 100 s. Prints how many were
 * announced, failed or announced twice, and how long after Slack recovered the last one was announced.
 *
 * Embedded PGlite (in memory); with DATABASE_URL, that PostgreSQL server in a throwaway schema.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { prospectInsertSchema } from "~/leads/schema";
import { openDatabase, type Database } from "../server/database/open-database";
import { insertProspect } from "../server/leads/leads-store";
import { createSlackOutbox } from "../server/slack/slack-outbox";
import { startFakeSlack, type FakeSlack } from "../server/test-support/fake-slack";
import { validProspect } from "../server/test-support/test-api";

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

const outageMode = process.argv.includes("--outage");
const leads = argument("leads", outageMode ? 100 : 1000);
const runs = argument("runs", outageMode ? 1 : 3);
const databaseUrl = process.env.DATABASE_URL?.trim() || null;

async function openBenchDatabase(): Promise<{ db: Database; drop(): Promise<void> }> {
  if (!databaseUrl) {
    const db = await openDatabase({ inMemory: true });
    return { db, drop: () => db.close() };
  }
  const schema = `bench_slack_${randomBytes(4).toString("hex")}`;
  const db = await openDatabase({ databaseUrl, schema });
  return {
    db,
    async drop() {
      await db.close();
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}

/** Times each prospect was announced, by id. */
function announcementsById(slack: FakeSlack): Map<string, number> {
  const announced = new Map<string, number>();
  for (const message of slack.delivered) {
    for (const match of JSON.stringify(message).matchAll(/prospect ([0-9a-f-]{36})/g)) {
      const id = match[1] as string;
      announced.set(id, (announced.get(id) ?? 0) + 1);
    }
  }
  return announced;
}

/** The outage Slack goes through, by seconds since the start. */
const OUTAGE = { serverErrorsUntilS: 60, rateLimitedUntilS: 80, refusedUntilS: 100 } as const;

async function outageRun(): Promise<void> {
  const { db, drop } = await openBenchDatabase();
  const started = Date.now();
  const elapsedS = () => (Date.now() - started) / 1000;
  const slack = await startFakeSlack({
    minIntervalMs: 1_000,
    respond: () => {
      const at = elapsedS();
      if (at < OUTAGE.serverErrorsUntilS) return { status: 500, body: "internal_error" };
      if (at < OUTAGE.rateLimitedUntilS)
        return {
          status: 429,
          headers: { "retry-after": String(Math.ceil(OUTAGE.rateLimitedUntilS - at)) },
          body: "rate_limited",
        };
      if (at < OUTAGE.refusedUntilS) return { status: 410, body: "channel_is_archived" };
      return null;
    },
  });
  const worker = createSlackOutbox({ db, webhookUrl: slack.url, logger: { info() {}, warn() {}, error() {} } });
  try {
    worker.start();
    // The leads arrive evenly over the outage; the API nudges the worker after each insert, as here.
    for (let lead = 0; lead < leads; lead += 1) {
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, started + (lead * OUTAGE.refusedUntilS * 1000) / leads - Date.now())),
      );
      await insertProspect(db, prospectInsertSchema.parse(validProspect()), "contact_popup", null);
      worker.nudge();
    }
    const { rows } = await db.query<{ id: string }>("select id from prospects");
    let lastAnnouncedS = 0;
    while ((await worker.pendingCount()) > 0) {
      if (elapsedS() > OUTAGE.refusedUntilS + 600) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    lastAnnouncedS = elapsedS();
    const { rows: failed } = await db.query<{ n: number }>(
      "select count(*)::int as n from slack_outbox where failed_at is not null",
    );
    const announced = announcementsById(slack);
    const missing = rows.filter((row) => !announced.has(row.id)).length;
    const twice = [...announced.values()].filter((count) => count > 1).length;
    const answers = slack.requests.length - slack.delivered.length;
    console.log(
      `outage (500 for ${OUTAGE.serverErrorsUntilS} s, 429 with Retry-After until ${OUTAGE.rateLimitedUntilS} s, 410 until ${OUTAGE.refusedUntilS} s; ${databaseUrl ? "PostgreSQL" : "PGlite"}): ` +
        `${rows.length} leads submitted during it, ${rows.length - missing} announced, ${failed[0]?.n ?? 0} marked failed, ${twice} announced twice; ` +
        `${answers} posts refused during the outage; the last lead was announced ${(lastAnnouncedS - OUTAGE.refusedUntilS).toFixed(1)} s after Slack recovered`,
    );
    if (missing > 0 || twice > 0 || (failed[0]?.n ?? 0) > 0)
      throw new Error("Every lead must be announced exactly once, and none marked failed");
  } finally {
    await worker.stop();
    await slack.close();
    await drop();
  }
}

async function run(index: number): Promise<number> {
  const { db, drop } = await openBenchDatabase();
  const slack = await startFakeSlack({ minIntervalMs: 1_000 });
  try {
    const ids = new Set<string>();
    for (let lead = 0; lead < leads; lead += 1) {
      await insertProspect(db, prospectInsertSchema.parse(validProspect()), "contact_popup", null);
    }
    const { rows } = await db.query<{ id: string }>("select id from prospects");
    for (const row of rows) ids.add(row.id);

    const started = Date.now();
    const worker = createSlackOutbox({ db, webhookUrl: slack.url });
    worker.start();
    while ((await worker.pendingCount()) > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    const seconds = (Date.now() - started) / 1000;
    await worker.stop();

    const announced = announcementsById(slack);
    const missing = [...ids].filter((id) => !announced.has(id)).length;
    const twice = [...announced.values()].filter((count) => count > 1).length;
    const rateLimited = slack.requests.length - slack.delivered.length;
    console.log(
      `run ${index}: ${leads} leads announced in ${seconds.toFixed(1)} s, ${slack.delivered.length} messages, ` +
        `${rateLimited} answered 429, ${missing} missing, ${twice} announced twice`,
    );
    if (missing > 0 || twice > 0) throw new Error("Every lead must be announced exactly once");
    return seconds;
  } finally {
    await slack.close();
    await drop();
  }
}

if (outageMode) {
  for (let index = 1; index <= runs; index += 1) await outageRun();
  process.exit(0);
}
const times: number[] = [];
for (let index = 1; index <= runs; index += 1) times.push(await run(index));
const sorted = [...times].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
console.log(
  `median of ${runs} runs: ${median.toFixed(1)} s for ${leads} queued leads (${databaseUrl ? "PostgreSQL" : "PGlite"}, fake Slack at 1 message/s)`,
);
