/**
 * One server instance's Slack delivery worker, as a process of its own, for the multi-instance test
 * (slack-outbox-instances.integration.test.ts). The real worker, with short timings; killed with SIGKILL.
 *
 * Environment: WORKER_DATABASE_URL, WORKER_SCHEMA (optional), WORKER_WEBHOOK_URL, WORKER_LEASE_MS, WORKER_BATCH_SIZE.
 */
import { openDatabase } from "../database/open-database";
import { createSlackOutbox } from "../slack/slack-outbox";

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const db = await openDatabase({
  databaseUrl: env("WORKER_DATABASE_URL"),
  ...(process.env.WORKER_SCHEMA ? { schema: process.env.WORKER_SCHEMA } : {}),
  poolSize: 2,
  migrate: false,
});
const leaseMs = Number(env("WORKER_LEASE_MS"));
const worker = createSlackOutbox({
  db,
  webhookUrl: env("WORKER_WEBHOOK_URL"),
  // Only its warnings (a lease that expired, a claim taken over): they explain a failing run.
  logger: {
    info() {},
    warn: (...args: unknown[]) => console.error(...args),
    error: (...args: unknown[]) => console.error(...args),
  },
  pollIntervalMs: 50,
  leaseMs,
  requestTimeoutMs: Math.floor(leaseMs / 3),
  minIntervalBetweenPostsMs: 0,
  batchSize: Number(env("WORKER_BATCH_SIZE")),
  backoff: { baseMs: 50, capMs: 200 },
});
worker.start();
process.stdout.write("ready\n");
process.on("SIGTERM", () => {
  void worker
    .stop()
    .then(() => db.close())
    .then(() => process.exit(0));
});
// Keep the process alive: the worker's own timers are unref'd.
setInterval(() => undefined, 60_000);
