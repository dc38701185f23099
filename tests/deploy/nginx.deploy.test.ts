import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEADS_API_PATHS } from "../../app/leads/endpoints";
import { readCspManifest } from "../../server/csp-manifest.server";
import { PROJECT_ROOT, SERVER_START_ARGS } from "../../server/project-paths.server";
import { freePort } from "../../server/test-support/free-port";
import { startFakeSlack, type FakeSlack } from "../../server/test-support/fake-slack";
import { validProspect } from "../../server/test-support/test-api";

/**
 * The shipped deploy/nginx.conf (paths and ports rewritten) in front of two `npm start` instances on one
 * real PostgreSQL database: pages, assets, 404s and headers through nginx, the lead flow, the per-client
 * limit on writes, JSON logs without visitor details, and a SIGTERM'd instance leaving cleanly.
 * Runs after the build (scripts/test-all.ts); needs Debian's nginx and TEST_DATABASE_URL.
 */
const NGINX = "/usr/sbin/nginx";
const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim() || null;
const buildDir = path.resolve(PROJECT_ROOT, process.env.BUILD_DIR || "build");
const skipReason = !existsSync(NGINX)
  ? `${NGINX} is missing (apt-get install nginx; .ci/run installs it)`
  : !testDatabaseUrl
    ? "TEST_DATABASE_URL is not set"
    : null;
if (skipReason) console.log(`[deploy test] SKIPPED: ${skipReason}.`);

async function waitFor(url: string, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not become ready at ${url}`);
}

interface Instance {
  port: number;
  process: ChildProcess;
  logLines: string[];
  exited: Promise<{ code: number | null; atMs: number }>;
}

function startInstance(port: number, databaseUrl: string, slackUrl: string): Instance {
  const child = spawn(process.execPath, [...SERVER_START_ARGS], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      SLACK_WEBHOOK_URL: slackUrl,
      TRUST_PROXY_HOPS: "1",
      NODE_ENV: "production",
      LOG_LEVEL: "info",
      BUILD_DIR: buildDir,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logLines: string[] = [];
  let pending = "";
  child.stdout.on("data", (chunk: Buffer) => {
    const lines = (pending + chunk.toString("utf8")).split("\n");
    pending = lines.pop() ?? "";
    logLines.push(...lines.filter(Boolean));
  });
  child.stderr.on("data", (chunk: Buffer) => logLines.push(`STDERR ${chunk.toString("utf8")}`));
  const exited = new Promise<{ code: number | null; atMs: number }>((resolve) => child.on("exit", (code) => resolve({ code, atMs: Date.now() })));
  return { port, process: child, logLines, exited };
}

/** deploy/nginx.conf with its ADAPT lines pointed at this build, a temp prefix, a free port and the instances. */
function nginxConfig(prefix: string, listenPort: number, instancePorts: number[]): string {
  const shipped = readFileSync(path.join(PROJECT_ROOT, "deploy/nginx.conf"), "utf8");
  const upstream = instancePorts.map((port) => `        server 127.0.0.1:${port} max_fails=3 fail_timeout=10s;`).join("\n");
  return shipped
    .replaceAll("/srv/marginatlas/build", buildDir)
    .replace("/run/nginx-marginatlas.pid", path.join(prefix, "nginx.pid"))
    .replaceAll("/var/log/nginx/", `${prefix}/`)
    .replace("listen 80;", `listen 127.0.0.1:${listenPort};`)
    // Debian's build keeps temp files under /var/lib/nginx, which an unprivileged test run cannot write.
    .replace("http {\n", `http {\n${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `    ${kind}_temp_path ${prefix}/${kind};\n`).join("")}`)
    .replace(/ {8}server 127\.0\.0\.1:3001[^\n]*\n[^\n]*3002[^\n]*/, upstream);
}

/** A request with the path exactly as given (fetch would normalize "/%" and refuse TRACE). */
function rawRequest(base: string, method: string, pathname: string): Promise<{ status: number; allow: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}/`, { method, path: pathname }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, allow: response.headers.allow }));
    });
    request.on("error", reject);
    request.end();
  });
}

/** The body as sent (still compressed) and its Content-Encoding, asking for gzip as a browser does. */
function compressedBody(url: string): Promise<{ encoding: string | undefined; bytes: number }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () => resolve({ encoding: response.headers["content-encoding"], bytes }));
    });
    request.on("error", reject);
  });
}

/** The CI log keeps the response headers of a page, an asset and an API answer through nginx. */
function logHeaders(label: string, response: Response) {
  const lines = [...response.headers].map(([name, value]) => `  ${name}: ${value}`);
  console.log(`[deploy test] ${label}: HTTP ${response.status}\n${lines.join("\n")}`);
}

describe.skipIf(skipReason !== null)("deploy/nginx.conf in front of two instances on PostgreSQL", () => {
  const databaseName = `${new URL(testDatabaseUrl ?? "postgres://x/db").pathname.slice(1)}_deploy_${randomBytes(3).toString("hex")}`;
  const databaseUrl = (() => {
    const url = new URL(testDatabaseUrl ?? "postgres://x/db");
    url.pathname = `/${databaseName}`;
    return url.toString();
  })();
  const prefix = mkdtempSync(path.join(os.tmpdir(), "marginatlas-nginx-"));
  let nginx: ChildProcess;
  let base = "";
  let instances: Instance[] = [];
  let slack: FakeSlack;
  let db: pg.Client;
  const submitted: ReturnType<typeof validProspect>[] = [];

  const post = (pathname: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(base + pathname, { method: "POST", headers: { "content-type": "application/json", origin: base, ...headers }, body: JSON.stringify(body) });

  beforeAll(async () => {
    if (!existsSync(path.join(buildDir, "csp.json"))) throw new Error(`No build in ${buildDir}: run npm run build first.`);
    const admin = new pg.Client({ connectionString: testDatabaseUrl ?? undefined });
    await admin.connect();
    await admin.query(`create database "${databaseName}"`);
    await admin.end();
    slack = await startFakeSlack();
    const ports = [await freePort(), await freePort()];
    instances = ports.map((port) => startInstance(port, databaseUrl, slack.url));
    await Promise.all(instances.map((instance) => waitFor(`http://127.0.0.1:${instance.port}/readyz`, `instance on ${instance.port}`)));

    const listenPort = await freePort();
    mkdirSync(prefix, { recursive: true });
    for (const file of ["nginx-proxy.conf", "nginx-static-headers.conf"]) {
      writeFileSync(path.join(prefix, file), readFileSync(path.join(PROJECT_ROOT, "deploy", file)));
    }
    const configFile = path.join(prefix, "nginx.conf");
    writeFileSync(configFile, nginxConfig(prefix, listenPort, ports));
    const check = spawnSync(NGINX, ["-t", "-p", prefix, "-e", `${prefix}/error.log`, "-c", configFile], { encoding: "utf8" });
    if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
    nginx = spawn(NGINX, ["-p", prefix, "-e", `${prefix}/error.log`, "-c", configFile, "-g", "daemon off;"], { stdio: ["ignore", "ignore", "pipe"] });
    base = `http://127.0.0.1:${listenPort}`;
    await waitFor(`${base}/healthz`, "nginx");
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
  }, 120_000);

  afterAll(async () => {
    nginx?.kill("SIGTERM");
    for (const instance of instances) instance.process.kill("SIGKILL");
    await db?.end();
    await slack?.close();
    const admin = new pg.Client({ connectionString: testDatabaseUrl ?? undefined });
    await admin.connect();
    await admin.query(`drop database if exists "${databaseName}" with (force)`);
    await admin.end();
    rmSync(prefix, { recursive: true, force: true });
  }, 60_000);

  it("serves prerendered pages from disk with their own CSP, HSTS and revalidation", async () => {
    const manifest = readCspManifest(buildDir);
    for (const [pathname, route] of [["/", "/"], ["/pricing", "/pricing"], ["/pricing/", "/pricing"]] as const) {
      const response = await fetch(base + pathname);
      expect(response.status, pathname).toBe(200);
      if (pathname === "/pricing") logHeaders("GET /pricing (page)", response);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      expect(response.headers.get("content-security-policy"), pathname).toBe(manifest.pages[route]);
      expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
      expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
      expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(await response.text()).toBe(readFileSync(path.join(buildDir, "client", route === "/" ? "" : route, "index.html"), "utf8"));
    }
  });

  it("serves hashed assets as immutable", async () => {
    const asset = readdirSync(path.join(buildDir, "client/assets")).find((file) => file.endsWith(".js"));
    const response = await fetch(`${base}/assets/${asset}`);
    expect(response.status).toBe(200);
    logHeaders(`GET /assets/${asset} (asset)`, response);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-type")).toMatch(/javascript/);
  });

  it("compresses pages and scripts as well as the budgets assume (gzip level 6, not nginx's default level 1)", async () => {
    const shell = readdirSync(path.join(buildDir, "client/assets")).find((file) => /^shell-.*\.js$/.test(file))!;
    for (const [urlPath, file] of [
      [`/assets/${shell}`, path.join(buildDir, "client/assets", shell)],
      ["/features/profit-loss", path.join(buildDir, "client/features/profit-loss/index.html")],
    ] as const) {
      const { encoding, bytes } = await compressedBody(`${base}${urlPath}`);
      const levelSix = gzipSync(readFileSync(file), { level: 6 }).length;
      expect(encoding, urlPath).toBe("gzip");
      expect(bytes / levelSix, `${urlPath}: ${bytes} bytes sent, ${levelSix} at gzip level 6`).toBeLessThan(1.02);
    }
  });

  it("sends unknown paths to Node: the 404 page with a hash-based CSP; bad percent-encoding is a 400", async () => {
    const response = await fetch(`${base}/no-such-page-${randomUUID().slice(0, 6)}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toMatch(/<html/);
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
    expect(response.headers.get("content-security-policy")).not.toMatch(/unsafe-inline'[^;]*;.*script|unsafe-eval/);
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000");
    expect((await fetch(`${base}/assets/%ff`)).status).toBe(400);
    expect((await fetch(`${base}/%E0%A4%A`)).status).toBe(400);
  });

  it("answers client mistakes on an instance itself with 4xx (logged without a stack trace, checked below)", async () => {
    const direct = `http://127.0.0.1:${instances[1]!.port}`;
    for (const pathname of ["/%E0%A4%A", "/%", "/assets/%ff"]) expect((await rawRequest(direct, "GET", pathname)).status, pathname).toBe(400);
    for (const method of ["TRACE", "PUT", "DELETE", "OPTIONS"]) {
      const { status, allow } = await rawRequest(direct, method, "/pricing");
      expect({ method, status, allow }).toEqual({ method, status: 405, allow: "GET, HEAD" });
    }
  });

  it("runs the lead flow through nginx on both instances: stored once, announced to Slack once each", async () => {
    for (let i = 0; i < 4; i++) {
      const lead = validProspect({ first_name: `Nginx${randomUUID().slice(0, 6)}`, company: `Proxy Co ${randomUUID().slice(0, 6)}` });
      submitted.push(lead);
      const response = await post(LEADS_API_PATHS.prospects, lead, { "idempotency-key": randomUUID() });
      expect(response.status).toBe(201);
      if (i === 0) logHeaders(`POST ${LEADS_API_PATHS.prospects} (API)`, response);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    const { rows } = await db.query<{ n: number }>("select count(*)::int as n from prospects where last_name = any($1)", [submitted.map((lead) => lead.last_name)]);
    expect(rows[0]?.n).toBe(4);
    const served = instances.map((instance) => instance.logLines.filter((line) => line.includes(`"route":"${LEADS_API_PATHS.prospects}"`)).length);
    expect(served.every((count) => count > 0), `requests per instance: ${served.join(", ")}`).toBe(true);
    const deadline = Date.now() + 20_000;
    const announced = () => submitted.filter((lead) => slack.delivered.some((message) => JSON.stringify(message).includes(lead.last_name)));
    while (announced().length < submitted.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(announced()).toHaveLength(submitted.length);
  });

  it("refuses other sites and non-JSON bodies, and oversized bodies before an instance reads them", async () => {
    const lead = validProspect();
    expect((await post(LEADS_API_PATHS.prospects, lead, { origin: "https://evil.example" })).status).toBe(403);
    expect((await post(LEADS_API_PATHS.prospects, lead, { "content-type": "text/plain" })).status).toBe(415);
    expect((await post(LEADS_API_PATHS.prospects, validProspect({ message: "x".repeat(200_000) }))).status).toBe(413);
    const { rows } = await db.query<{ n: number }>("select count(*)::int as n from prospects where last_name = $1", [lead.last_name]);
    expect(rows[0]?.n).toBe(0);
  });

  it("limits form submissions per client across both instances (nginx limit_req)", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 16; i++) {
      const response = await post(LEADS_API_PATHS.emailSignups, { email: `limit-${i}-${randomUUID().slice(0, 6)}@example.com`, list: "newsletter" });
      statuses.push(response.status);
    }
    // Some of the earlier tests' submissions used the same budget, so at most 10 of these pass.
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(10);
    expect(statuses.slice(-4)).toEqual([429, 429, 429, 429]);
  });

  it("logs one JSON line per event on each instance, with request ids and no visitor details", () => {
    const lines = instances.flatMap((instance) => instance.logLines);
    expect(lines.filter((line) => line.startsWith("STDERR"))).toEqual([]);
    const events = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = events.filter((event) => event.message === "request");
    expect(requests.length).toBeGreaterThan(5);
    for (const event of requests) {
      expect(event).toMatchObject({ level: expect.any(String), time: expect.any(String), requestId: expect.stringMatching(/^[0-9a-f-]{32,36}$/), method: expect.any(String), route: expect.any(String), status: expect.any(Number), durationMs: expect.any(Number) });
    }
    expect(events.filter((event) => "stack" in event)).toEqual([]);
    const text = lines.join("\n").toLowerCase();
    for (const lead of submitted) {
      for (const value of [lead.first_name, lead.last_name, lead.email, lead.company, lead.message]) {
        expect(text).not.toContain(String(value).toLowerCase());
      }
    }
  });

  it("stops an instance on SIGTERM within 10 s (exit 0) while nginx keeps serving through the other", async () => {
    const [stopping] = instances;
    const signalledAt = Date.now();
    stopping?.process.kill("SIGTERM");
    const { code, atMs } = await stopping!.exited;
    expect(code).toBe(0);
    expect(atMs - signalledAt).toBeLessThan(10_000);
    for (let i = 0; i < 4; i++) expect((await fetch(`${base}/no-such-page-${i}`)).status).toBe(404);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
  }, 20_000);
});
