/**
 * `npm run bench:slack [-- --leads 1000 --runs 3]`: how long a backlog of queued leads takes to reach
 * Slack. Stores N prospects with no webhook running, then starts the real delivery worker (production
 * timings) against a local fake Slack that enforces Slack's rate limit of one message per second per
 * webhook (429 + Retry-After otherwise). Checks that every prospect was announced exactly once.
 * Embedded PGlite (in memory); with DATABASE_URL, that PostgreSQL server in a throwaway schema.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { prospectInsertSchema } from "../app/leads/schema";
import { openDatabase, type Database } from "../server/db.server";
import { insertProspect } from "../server/leads-store.server";
import { createSlackOutbox } from "../server/slack-outbox.server";
import { startFakeSlack } from "../server/test-support/fake-slack";
import { validProspect } from "../server/test-support/test-api";

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

const leads = argument("leads", 1000);
const runs = argument("runs", 3);
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

    const announced = new Map<string, number>();
    for (const message of slack.delivered) {
      for (const match of JSON.stringify(message).matchAll(/prospect ([0-9a-f-]{36})/g)) {
        const id = match[1] as string;
        announced.set(id, (announced.get(id) ?? 0) + 1);
      }
    }
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

const times: number[] = [];
for (let index = 1; index <= runs; index += 1) times.push(await run(index));
const sorted = [...times].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
console.log(
  `median of ${runs} runs: ${median.toFixed(1)} s for ${leads} queued leads (${databaseUrl ? "PostgreSQL" : "PGlite"}, fake Slack at 1 message/s)`,
);
