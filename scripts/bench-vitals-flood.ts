/**
 * `npm run bench:vitals-flood`: what a flood of Web Vitals reports does to the site (issue 28).
 *
 * Two real instances (`server/main.ts`, NODE_ENV=production, the build in BUILD_DIR) share a throwaway PostgreSQL
 * database (TEST_DATABASE_URL or DATABASE_URL names the server; the database is created and dropped here), behind
 * the shipped deploy/nginx.conf as production runs them (`--direct`: no nginx, both instances addressed in turn).
 * Then, on loopback only and for a bounded time:
 * 1. quiet: contact-popup leads, one at a time, each from its own address (127.3.x.y), for QUIET seconds;
 * 2. flood: the same leads while FLOOD_CONNECTIONS loops send vitals reports from ADDRESSES addresses (127.2.x.y,
 *    default 2,000, 250 to a /24 network) to both instances in turn, for FLOOD seconds (default 60: one whole budget minute at least),
 *    and real visitors send one report a second beside it, each from a network of its own (127.4.x.y, a /24 each).
 * It prints the leads' p50/p99 in each phase, the reports answered and the reports stored per clock minute
 * (web_vitals_budget), how many of the real visitors' reports were stored, and checks every stored lead.
 *
 * The flood generator runs as its own process at nice 19, standing in for machines elsewhere (--same-priority: not).
 *
 *   TEST_DATABASE_URL=postgres://... npm run bench:vitals-flood -- [--quiet 20] [--flood 60] [--connections 40] [--addresses 2000] [--direct] [--same-priority]
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import http from "node:http";
import path from "node:path";
import pg from "pg";
import { VITALS_API_PATH } from "~/vitals/vitals-report";
import { PROJECT_ROOT } from "../server/config/project-paths";
import { LEADS_API_PATHS } from "../server/leads/leads-api";
import { freePort } from "../server/test-support/free-port";
import { startNginx, type RunningNginx } from "../server/test-support/nginx";
import { validProspect } from "../server/test-support/test-api";

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

const QUIET_S = option("quiet", 20);
const FLOOD_S = option("flood", 60);
const FLOOD_CONNECTIONS = option("connections", 40);
const ADDRESSES = option("addresses", 2_000);
/** A real visitor's report: TTFB 777 ms marks it (the flood's is 300). */
const REAL_REPORT = JSON.stringify({ route: "pricing", path: "/pricing", device: "desktop", metrics: { TTFB: 777 } });
const DIRECT = process.argv.includes("--direct");
const SAME_PRIORITY = process.argv.includes("--same-priority");

function post(
  url: string,
  body: string,
  from: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      url,
      { method: "POST", localAddress: from, agent: false, headers: { "content-type": "application/json", ...headers } },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    request.on("error", () => resolve({ status: 0, ms: performance.now() - started }));
    request.end(body);
  });
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function waitReady(url: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become ready`);
}

async function main(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!serverUrl)
    throw new Error("Set TEST_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server: the budget is the database's.");
  const databaseName = `marginatlas_flood_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${databaseName}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  const children: ChildProcess[] = [];
  let db: pg.Client | null = null;
  let nginx: RunningNginx | null = null;
  try {
    const ports = [await freePort(), await freePort()];
    const buildDir = process.env.BUILD_DIR ?? path.join(PROJECT_ROOT, "build");
    for (const port of ports) {
      const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
        cwd: PROJECT_ROOT,
        env: {
          ...process.env,
          PORT: String(port),
          DATABASE_URL: url.toString(),
          NODE_ENV: "production",
          LOG_LEVEL: "error",
          BUILD_DIR: buildDir,
          TRUSTED_PROXY_ADDRESSES: "127.0.0.1",
        },
        stdio: ["ignore", "ignore", "inherit"],
      });
      children.push(child);
    }
    const instanceBases = ports.map((port) => `http://127.0.0.1:${port}`);
    for (const base of instanceBases) await waitReady(base);
    let bases = instanceBases;
    if (!DIRECT) {
      const nginxPort = await freePort();
      nginx = startNginx(buildDir, nginxPort, ports);
      bases = [`http://127.0.0.1:${nginxPort}`];
      await waitReady(bases[0]!);
    }
    db = new pg.Client({ connectionString: url.toString() });
    await db.connect();

    let leadIndex = 0;
    const leadPhase = async (seconds: number, latencies: number[]) => {
      const end = Date.now() + seconds * 1000;
      while (Date.now() < end) {
        leadIndex += 1;
        const from = `127.3.${Math.floor(leadIndex / 250) % 250}.${(leadIndex % 250) + 1}`;
        const answer = await post(
          bases[leadIndex % bases.length]! + LEADS_API_PATHS.prospects,
          JSON.stringify(validProspect()),
          from,
          { "Idempotency-Key": randomUUID() },
        );
        if (answer.status !== 201) throw new Error(`a lead was answered ${answer.status}`);
        latencies.push(answer.ms);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };

    const quiet: number[] = [];
    await leadPhase(QUIET_S, quiet);

    // The flood comes from other machines in production, so its own CPU is not the site's: the generator runs as
    // its own process at the lowest priority (--same-priority: beside the site as an equal).
    const floodStarted = Date.now();
    const floodArgs = [
      "--import",
      "tsx",
      path.join(PROJECT_ROOT, "scripts/bench-vitals-flood.ts"),
      "--flood-client",
      String(FLOOD_S),
      bases.join(","),
      "--addresses",
      String(ADDRESSES),
      "--connections",
      String(FLOOD_CONNECTIONS),
    ];
    const generator = SAME_PRIORITY
      ? spawn(process.execPath, floodArgs)
      : spawn("nice", ["-n", "19", process.execPath, ...floodArgs]);
    let generatorOutput = "";
    generator.stdout.on("data", (chunk: Buffer) => (generatorOutput += chunk.toString("utf8")));
    generator.stderr.pipe(process.stderr);
    const generatorDone = new Promise<void>((resolve) => generator.on("exit", () => resolve()));
    const during: number[] = [];
    const realVisitors = { sent: 0, byStatus: {} as Record<string, number> };
    const realPhase = async () => {
      const end = Date.now() + FLOOD_S * 1000;
      while (Date.now() < end) {
        realVisitors.sent += 1;
        // Each on a network of its own (an IPv4 /24: server/vitals/vitals-fair-share.ts), as visitors from elsewhere.
        const from = `127.4.${realVisitors.sent % 250}.${(Math.floor(realVisitors.sent / 250) % 250) + 1}`;
        const { status } = await post(bases[realVisitors.sent % bases.length]! + VITALS_API_PATH, REAL_REPORT, from);
        realVisitors.byStatus[status] = (realVisitors.byStatus[status] ?? 0) + 1;
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    };
    await Promise.all([leadPhase(FLOOD_S, during), realPhase()]);
    await generatorDone;
    const floodSeconds = (Date.now() - floodStarted) / 1000;
    const flood = JSON.parse(generatorOutput) as { sent: number; byStatus: Record<string, number> };

    const { rows: minutes } = await db.query<{ minute: Date; reports: number }>(
      "select minute, reports from web_vitals_budget order by minute",
    );
    const { rows: leads } = await db.query<{ n: number }>("select count(*)::int as n from prospects");
    const { rows: tableRows } = await db.query<{ n: number }>("select count(*)::int as n from web_vitals");
    const { rows: realStored } = await db.query<{ n: number }>(
      "select count(*)::int as n from web_vitals where metric = 'TTFB' and value = 777",
    );
    const format = (values: number[]) =>
      `p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms (${values.length} leads)`;
    console.log(
      `two instances${DIRECT ? " addressed directly" : " behind deploy/nginx.conf"}, one PostgreSQL (${url.host}), VITALS_MAX_REPORTS_PER_MINUTE ${process.env.VITALS_MAX_REPORTS_PER_MINUTE ?? "600 (default)"}`,
    );
    console.log(`leads, quiet:        ${format(quiet)}`);
    console.log(`leads, during flood: ${format(during)}`);
    console.log(
      `flood: ${flood.sent} reports in ${floodSeconds.toFixed(0)} s from ${ADDRESSES} addresses (${Math.round(flood.sent / floodSeconds)}/s), answers ${JSON.stringify(flood.byStatus)}${SAME_PRIORITY ? "" : " (generator at nice 19)"}`,
    );
    console.log(
      `reports stored per clock minute: ${minutes.map((row) => `${row.minute.toISOString().slice(11, 16)} ${row.reports}`).join(", ")}`,
    );
    console.log(
      `rows in web_vitals: ${tableRows[0]?.n} (VITALS_MAX_REPORTS_PER_DAY ${process.env.VITALS_MAX_REPORTS_PER_DAY ?? "10000 (default)"}, at most 5 rows a report)`,
    );
    console.log(
      `real visitors beside the flood: ${realStored[0]?.n} of ${realVisitors.sent} reports stored, answers ${JSON.stringify(realVisitors.byStatus)}`,
    );
    console.log(`leads stored: ${leads[0]?.n} of ${quiet.length + during.length} sent`);
  } finally {
    await db?.end();
    nginx?.stop();
    for (const child of children) child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await admin.query(`drop database if exists "${databaseName}" with (force)`);
    await admin.end();
  }
}

/** The flood on its own: FLOOD_CONNECTIONS loops of reports to the bases in turn for `seconds`; prints what came back. */
async function floodClient(seconds: number, bases: string[]): Promise<void> {
  const report = JSON.stringify({
    route: "pricing",
    path: "/pricing",
    device: "mobile",
    metrics: { LCP: 2100, INP: 150, CLS: 0.05, FCP: 1200, TTFB: 300 },
  });
  const end = Date.now() + seconds * 1000;
  const flood = { sent: 0, byStatus: {} as Record<string, number> };
  const floodLoop = async (loop: number) => {
    for (let index = loop; Date.now() < end; index += FLOOD_CONNECTIONS) {
      const address = index % ADDRESSES;
      const from = `127.2.${Math.floor(address / 250)}.${(address % 250) + 1}`;
      const { status } = await post(bases[index % bases.length]! + VITALS_API_PATH, report, from);
      flood.sent += 1;
      flood.byStatus[status] = (flood.byStatus[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: FLOOD_CONNECTIONS }, (_, loop) => floodLoop(loop)));
  process.stdout.write(JSON.stringify(flood));
}

const floodClientIndex = process.argv.indexOf("--flood-client");
(floodClientIndex >= 0
  ? floodClient(Number(process.argv[floodClientIndex + 1]), process.argv[floodClientIndex + 2]!.split(","))
  : main()
).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
