/**
 * `npm run bench:leads`: load test of the contact-popup insert (POST /rest/v1/prospects).
 *
 * For each store (real PostgreSQL when DATABASE_URL or TEST_DATABASE_URL is set, and PGlite), each run:
 * - a fresh, empty store (a throwaway PostgreSQL schema / a temp PGlite directory), migrated;
 * - the API in a CHILD process (so the load generator does not share its event loop), on 127.0.0.1,
 *   rate limiting off, Slack delivery not started (announcements simply queue in the outbox);
 * - autocannon on loopback only, 20 connections, every request a unique valid body with its own
 *   Idempotency-Key: a 2 s warm-up measures the pace, then the measured run sends a FIXED number of
 *   requests sized to last about 10 s (a fixed count, so no request is cut off in flight and the check
 *   below is exact), capped at 60,000;
 * - then the rows stored by the measured run must equal its 2xx responses.
 *
 *   npm run bench:leads -- [--duration 10] [--connections 20] [--runs 3] [--only postgres|pglite]
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { createHistogram, performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import express from "express";
import pg from "pg";
import { PROJECT_ROOT } from "../server/config/project-paths";
import { openDatabase, type Database } from "../server/database/open-database";
import { createLeadsApi, LEADS_API_PATHS } from "../server/leads/leads-api";

// ---------------------------------------------------------------------------------------------
// autocannon (CommonJS, untyped): only the parts used here
// ---------------------------------------------------------------------------------------------

interface AutocannonRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
}
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number; max: number };
  "2xx": number;
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  requests: AutocannonRequest[];
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

// ---------------------------------------------------------------------------------------------
// Child: serves the API on a database chosen by the parent
// ---------------------------------------------------------------------------------------------

async function serve(): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const schema = process.env.BENCH_SCHEMA;
  const dataDir = process.env.BENCH_DATA_DIR;
  const db: Database = databaseUrl
    ? await openDatabase({ databaseUrl, schema, poolSize: Number(process.env.BENCH_POOL_SIZE ?? 10) })
    : await openDatabase({ dataDir: dataDir as string });
  // A 10 ms timer records how late it fires, in microseconds: the API's wait for a CPU.
  const loopDelay = createHistogram();
  let nextTickAt = performance.now() + 10;
  setInterval(() => {
    const now = performance.now();
    loopDelay.record(Math.max(1, Math.round((now - nextTickAt) * 1000)));
    nextTickAt = now + 10;
  }, 10).unref();
  const app = express();
  app.use(createLeadsApi({ db, rateLimit: false, slack: { nudge() {} } }));
  const server = app.listen(0, "127.0.0.1", () => {
    process.stdout.write(`READY ${(server.address() as AddressInfo).port}\n`);
  });
  // The parent asks "STATS" before and after the measured run: CPU time this process used so far (the
  // API's cost per request, which the machine's other load barely distorts) and how late the event loop
  // ran since the last STATS (high values mean the API was waiting for a CPU, not for the database).
  // Then "COUNT <campaign>" (rows stored by one run); closing stdin lets the child go.
  process.stdin.setEncoding("utf8");
  process.stdin.on("data", async (chunk: string) => {
    if (/^STATS$/m.test(chunk)) {
      const usage = process.cpuUsage();
      const stats: ChildStats = {
        cpuMicros: usage.user + usage.system,
        loopDelayP99Ms: loopDelay.percentile(99) / 1000,
        loopDelayMaxMs: loopDelay.max / 1000,
      };
      loopDelay.reset();
      process.stdout.write(`STATS ${JSON.stringify(stats)}\n`);
    }
    const campaign = /COUNT (\S+)/.exec(chunk)?.[1];
    if (!campaign) return;
    const { rows } = await db.query<{ n: number }>("select count(*)::int as n from prospects where utm_campaign = $1", [
      campaign,
    ]);
    process.stdout.write(`ROWS ${rows[0]?.n ?? -1}\n`);
  });
  process.stdin.on("end", async () => {
    server.close();
    await db.close();
    process.exit(0);
  });
}

// ---------------------------------------------------------------------------------------------
// Parent: runs the load and reports
// ---------------------------------------------------------------------------------------------

interface Store {
  name: "postgres" | "pglite";
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

interface RunResult {
  /** CPU time the API process spent per request (excludes the database and the load generator). */
  apiCpuMicrosPerRequest: number;
  /** How late the API's event loop ran (p99) during the measured run: CPU starvation shows up here. */
  loopDelayP99Ms: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  ok2xx: number;
  rows: number;
}

function parseArgs(argv: readonly string[]) {
  const options = { duration: 10, connections: 20, runs: 3, warmup: 2, only: null as null | "postgres" | "pglite" };
  for (let index = 0; index < argv.length; index += 1) {
    const flag = argv[index];
    const value = argv[index + 1];
    if (flag === "--only" && (value === "postgres" || value === "pglite")) options.only = value;
    else if (flag === "--duration") options.duration = Math.min(60, Math.max(1, Number(value)));
    else if (flag === "--connections") options.connections = Math.min(100, Math.max(1, Number(value)));
    else if (flag === "--runs") options.runs = Math.min(9, Math.max(1, Number(value)));
    else if (flag === "--warmup") options.warmup = Math.min(10, Math.max(0, Number(value)));
    else throw new Error(`Unknown option ${flag}`);
    index += 1;
  }
  return options;
}

async function freshPostgresStore(databaseUrl: string): Promise<Store> {
  const schema = `bench_${Date.now().toString(36)}_${randomUUID().slice(0, 6)}`;
  return {
    name: "postgres",
    env: { BENCH_DATABASE_URL: databaseUrl, BENCH_SCHEMA: schema },
    async cleanup() {
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    },
  };
}

function freshPgliteStore(): Store {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "marginatlas-bench-"));
  return {
    name: "pglite",
    env: { BENCH_DATA_DIR: dataDir },
    async cleanup() {
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface ChildStats {
  cpuMicros: number;
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
}

interface ApiChild {
  child: ChildProcess;
  port: number;
  countRows(campaign: string): Promise<number>;
  stats(): Promise<ChildStats>;
}

function startChild(store: Store): Promise<ApiChild> {
  const script = fileURLToPath(import.meta.url);
  const child = spawn(process.execPath, ["--import", "tsx", script, "--serve"], {
    // `--import tsx` resolves from the working directory: the project root, wherever we were started.
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...store.env },
    stdio: ["pipe", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let output = "";
    let onRows: ((rows: number) => void) | null = null;
    let onStats: ((stats: ChildStats) => void) | null = null;
    child.stdout?.setEncoding("utf8");
    child.stdout?.on("data", (chunk: string) => {
      output += chunk;
      const ready = /READY (\d+)\n/.exec(output);
      if (ready) {
        output = output.replace(ready[0], "");
        resolve({
          child,
          port: Number(ready[1]),
          countRows(campaign) {
            return new Promise((done) => {
              onRows = done;
              child.stdin?.write(`COUNT ${campaign}\n`);
            });
          },
          stats() {
            return new Promise((done) => {
              onStats = done;
              child.stdin?.write("STATS\n");
            });
          },
        });
      }
      const stats = /STATS (\{.*\})\n/.exec(output);
      if (stats) {
        output = output.replace(stats[0], "");
        onStats?.(JSON.parse(stats[1] ?? "{}") as ChildStats);
      }
      const counted = /ROWS (-?\d+)\n/.exec(output);
      if (counted) {
        output = output.replace(counted[0], "");
        onRows?.(Number(counted[1]));
      }
    });
    child.on("exit", (code) => {
      reject(new Error(`API child exited early (code ${code})`));
      onRows?.(-1);
      onStats?.({ cpuMicros: -1, loopDelayP99Ms: -1, loopDelayMaxMs: -1 });
    });
  });
}

function loadRequests(runId: string): AutocannonRequest[] {
  let counter = 0;
  return [
    {
      method: "POST",
      path: LEADS_API_PATHS.prospects,
      headers: { "content-type": "application/json" },
      // A different person and Idempotency-Key for every request, like real traffic.
      setupRequest(request) {
        counter += 1;
        return {
          ...request,
          headers: { ...request.headers, "idempotency-key": randomUUID() },
          body: JSON.stringify({
            first_name: "Bench",
            last_name: `Runner ${counter}`,
            email: `bench-${runId}-${counter}@example.com`,
            company: "Load Test Ltd",
            message: "Benchmark submission; please ignore.",
            utm_source: "bench",
            utm_medium: "loopback",
            utm_campaign: runId,
            landing_page: "/",
            referrer: "direct",
            conversion_page: "/pricing",
          }),
        };
      },
    },
  ];
}

const MAX_MEASURED_REQUESTS = 60_000;

async function runOnce(store: Store, options: ReturnType<typeof parseArgs>): Promise<RunResult> {
  const { child, port, countRows, stats } = await startChild(store);
  const url = `http://127.0.0.1:${port}`;
  const runId = randomUUID().slice(0, 8);
  try {
    // Warm-up: JIT and connection pools; its pace sizes the measured run.
    const warm = await autocannon({
      url,
      connections: options.connections,
      duration: Math.max(1, options.warmup),
      requests: loadRequests(`${runId}-warmup`),
    });
    const amount = Math.min(
      MAX_MEASURED_REQUESTS,
      // Warmed-up code runs faster than the warm-up did: aim a little higher to fill the intended duration.
      Math.max(
        options.connections * 10,
        Math.round((warm["2xx"] / Math.max(1, warm.duration)) * options.duration * 1.5),
      ),
    );
    const before = await stats();
    const result = await autocannon({ url, connections: options.connections, amount, requests: loadRequests(runId) });
    const after = await stats();
    return {
      apiCpuMicrosPerRequest: (after.cpuMicros - before.cpuMicros) / Math.max(1, result["2xx"] + result.non2xx),
      loopDelayP99Ms: after.loopDelayP99Ms,
      requestsPerSecond: result["2xx"] / Math.max(0.001, result.duration),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.non2xx + result.errors + result.timeouts,
      ok2xx: result["2xx"],
      rows: await countRows(runId),
    };
  } finally {
    child.stdin?.end();
    await new Promise((resolve) => setTimeout(resolve, 200));
    if (child.exitCode === null) child.kill();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const databaseUrl = process.env.DATABASE_URL?.trim() || process.env.TEST_DATABASE_URL?.trim() || null;
  const storeNames = (["postgres", "pglite"] as const).filter((name) => options.only === null || options.only === name);
  console.log(
    `Leads insert benchmark: POST ${LEADS_API_PATHS.prospects}, ${options.connections} connections, ~${options.duration} s per run (+${options.warmup} s warm-up), ${options.runs} run(s) per store, ${os.cpus().length} CPU(s), load average ${os.loadavg()[0]?.toFixed(1)}.`,
  );
  let failed = false;
  for (const name of storeNames) {
    if (name === "postgres" && !databaseUrl) {
      console.log("\npostgres: SKIPPED (set DATABASE_URL or TEST_DATABASE_URL)");
      continue;
    }
    console.log(`\n${name}:`);
    const results: RunResult[] = [];
    for (let run = 1; run <= options.runs; run += 1) {
      const store = name === "postgres" ? await freshPostgresStore(databaseUrl as string) : freshPgliteStore();
      try {
        const result = await runOnce(store, options);
        results.push(result);
        const consistent = result.rows === result.ok2xx;
        failed ||= !consistent || result.errors > 0;
        console.log(
          `  run ${run}: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ` +
            `errors ${result.errors}, 2xx ${result.ok2xx}, rows stored ${result.rows} ${consistent ? "(= 2xx)" : "(MISMATCH)"}, ` +
            `API CPU ${result.apiCpuMicrosPerRequest.toFixed(0)} µs/request, API event-loop delay p99 ${result.loopDelayP99Ms.toFixed(0)} ms, ` +
            `load average ${os.loadavg()[0]?.toFixed(1)}`,
        );
      } finally {
        await store.cleanup();
      }
    }
    console.log(
      `  median: ${median(results.map((r) => r.requestsPerSecond)).toFixed(0)} req/s, p50 ${median(results.map((r) => r.p50))} ms, ` +
        `p99 ${median(results.map((r) => r.p99))} ms, errors ${results.reduce((sum, r) => sum + r.errors, 0)}`,
    );
  }
  if (failed) {
    console.error("\nFAILED: errors, or stored rows differ from 2xx responses.");
    process.exitCode = 1;
  }
}

if (process.argv.includes("--serve")) {
  serve().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
