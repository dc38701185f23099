import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEADS_API_PATHS } from "~/leads/endpoints";
import { createSlackOutbox } from "../slack/slack-outbox";
import { provisionDatabase, type ProvisionedDatabase } from "../test-support/database-roles";
import { startFakeSlack, type FakeSlack } from "../test-support/fake-slack";
import { freePort } from "../test-support/free-port";
import { startTestApi, validProspect, type TestApi } from "../test-support/test-api";
import { openDatabase, type Database } from "./open-database";

/**
 * The site behind a transaction-mode connection pooler, as on Supabase's transaction pooler (Supavisor, port
 * 6543) or PgBouncer: each transaction may run on a different server connection, so nothing may rely on
 * session state, and named prepared statements (which live on one server connection) are refused or collide.
 * Debian's PgBouncer 1.18 in transaction mode sits between the site and the test PostgreSQL, with fewer server
 * connections than the site's pool, and the site connects through it as Supabase's ordinary owner role:
 * migrations on start, concurrent lead inserts of every kind, and the Slack outbox all go through the pooler.
 * Needs TEST_DATABASE_URL and /usr/sbin/pgbouncer (.ci/run installs it).
 */
const PGBOUNCER = "/usr/sbin/pgbouncer";
const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim() || null;
const skipReason = !testDatabaseUrl
  ? "TEST_DATABASE_URL is not set"
  : !existsSync(PGBOUNCER)
    ? `${PGBOUNCER} is missing (apt-get install pgbouncer)`
    : null;
if (skipReason) console.log(`[transaction pooler test] SKIPPED: ${skipReason}.`);

/**
 * Starts PgBouncer and resolves once it says it listens on `port` (its own log line, so a port taken by someone
 * else in the meantime fails here instead of connecting the site to the wrong server).
 */
function startPgBouncer(ini: string, port: number): Promise<ChildProcess> {
  // PgBouncer refuses to run as root; given -u it drops to that user itself.
  const args = process.getuid?.() === 0 ? ["-u", "postgres", ini] : [ini];
  const pooler = spawn(PGBOUNCER, args, { stdio: ["ignore", "ignore", "pipe"] });
  let log = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`PgBouncer did not start:\n${log}`)), 15_000);
    pooler.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    pooler.on("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`PgBouncer exited (${code ?? signal}):\n${log}`));
    });
    pooler.stderr?.on("data", (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes(`listening on 127.0.0.1:${port}`)) {
        clearTimeout(timer);
        resolve(pooler);
      }
    });
  });
}

async function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

describe.skipIf(skipReason !== null)(
  "behind a transaction-mode pooler (PgBouncer 1.18, pool_mode = transaction)",
  () => {
    let provisioned: ProvisionedDatabase;
    let pooler: ChildProcess;
    let poolerDir: string;
    let db: Database;
    let api: TestApi;
    let slack: FakeSlack;

    beforeAll(async () => {
      provisioned = await provisionDatabase(testDatabaseUrl as string, "supabase");
      const direct = new URL(provisioned.url);
      const port = await freePort();
      poolerDir = mkdtempSync(path.join(os.tmpdir(), "ma-pgbouncer-"));
      const file = (name: string, text: string) => {
        const filePath = path.join(poolerDir, name);
        writeFileSync(filePath, text, { mode: 0o600 });
        return filePath;
      };
      const userlist = file(
        "userlist.txt",
        `"${decodeURIComponent(direct.username)}" "${decodeURIComponent(direct.password)}"\n`,
      );
      const ini = file(
        "pgbouncer.ini",
        [
          "[databases]",
          `* = host=${direct.hostname} port=${direct.port || 5432}`,
          "[pgbouncer]",
          "listen_addr = 127.0.0.1",
          `listen_port = ${port}`,
          "unix_socket_dir =",
          "auth_type = scram-sha-256",
          `auth_file = ${userlist}`,
          "pool_mode = transaction",
          // Fewer server connections than the site's pool: consecutive transactions land on different ones.
          "default_pool_size = 3",
          "max_client_conn = 100",
          "",
        ].join("\n"),
      );
      // As root, PgBouncer runs as postgres, which alone may read the password file.
      if (process.getuid?.() === 0) {
        const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }));
        const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }));
        for (const entry of [poolerDir, userlist, ini]) chownSync(entry, uid, gid);
      }
      pooler = await startPgBouncer(ini, port);

      const pooled = new URL(provisioned.url);
      pooled.port = String(port);
      // The site's default pool (10 connections) over the pooler's 3; migrations run on open, as at start-up.
      db = await openDatabase({ databaseUrl: pooled.toString() });
      slack = await startFakeSlack();
      api = await startTestApi(db);
    }, 60_000);

    afterAll(async () => {
      await api?.close();
      await db?.close();
      await slack?.close();
      await stopProcess(pooler);
      if (poolerDir) rmSync(poolerDir, { recursive: true, force: true });
      await provisioned?.drop();
    }, 60_000);

    it("stores every lead of every kind from concurrent submissions, and announces each prospect once", async () => {
      const prospects = Array.from({ length: 40 }, () => validProspect());
      const responses = await Promise.all([
        ...prospects.map((payload) =>
          api.post(LEADS_API_PATHS.prospects, payload, { "Idempotency-Key": randomUUID() }),
        ),
        ...Array.from({ length: 40 }, (_, index) =>
          api.post(LEADS_API_PATHS.emailSignups, { email: `reader${index}@example.com`, list: "newsletter" }),
        ),
        ...Array.from({ length: 10 }, (_, index) =>
          api.post(
            LEADS_API_PATHS.signup,
            {
              first_name: "Sam",
              last_name: `Trial ${index}`,
              email: `trial${index}@seller.io`,
              amazon_marketplace: "US",
              monthly_orders_band: "1k-10k",
              conversion_page: "/signup",
            },
            { "Idempotency-Key": randomUUID() },
          ),
        ),
      ]);
      expect(responses.map((response) => response.status).filter((status) => status !== 201)).toEqual([]);

      // Counted over a direct connection, not through the pooler.
      const admin = new pg.Client({ connectionString: provisioned.url });
      await admin.connect();
      try {
        const count = async (sql: string) => Number((await admin.query<{ n: string }>(sql)).rows[0]?.n);
        expect(await count("select count(*) as n from prospects")).toBe(50);
        expect(await count("select count(*) as n from email_signups")).toBe(40);
        expect(await count("select count(*) as n from slack_outbox")).toBe(50);

        const worker = createSlackOutbox({
          db,
          webhookUrl: slack.url,
          pollIntervalMs: 50,
          minIntervalBetweenPostsMs: 0,
        });
        // 50 prospects in batches of up to 20: three sweeps; ten is plenty, and a stuck outbox fails instead of spinning.
        for (let sweep = 0; sweep < 10 && (await worker.pendingCount()) > 0; sweep += 1) await worker.sweepNow();
        await worker.stop();
        expect(await count("select count(*) as n from slack_outbox where delivered_at is not null")).toBe(50);
        const messages = slack.delivered.map((message) => JSON.stringify(message));
        for (const payload of prospects)
          expect(
            messages.filter((message) => message.includes(payload.last_name)),
            payload.last_name,
          ).toHaveLength(1);
      } finally {
        await admin.end();
      }
    }, 60_000);
  },
);
