import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { stripScripts } from "./strip-scripts";

/**
 * What the page benchmarks share (npm run bench:lighthouse, npm run bench:lcp, npm run bench:vitals): one page of each
 * type, the production build served by the server as `npm start` runs it, and the proxy that makes each page's
 * script-free twin.
 */
export const BENCH_PAGES = [
  ["home", "/", "content"],
  ["feature", "/features/profit-loss", "content"],
  ["SEO landing", "/amazon-analytics-tool", "content"],
  ["pricing", "/pricing", "content"],
  ["KPI page", "/amazon-kpi/account-health/order-defect-rate", "content"],
  ["blog post", "/resources/blog/acos-vs-tacos-amazon-ppc", "content"],
  ["KPI library", "/amazon-data-library", "content"],
  ["FBA calculator", "/features/amazon-fba-calculator", "tool"],
  ["tool page", "/tools/lost-sales-calculator", "tool"],
  ["404", "/this-page-does-not-exist", "content"],
] as const;

/** The page types named in `PAGES=home,pricing`, or all of them. */
export function selectedBenchPages() {
  const only = process.env.PAGES?.split(",").map((name) => name.trim().toLowerCase());
  return BENCH_PAGES.filter(([name]) => !only || only.includes(name.toLowerCase()));
}

/** The middle value of a benchmark's runs (the upper one of the two for an even count). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const root = path.resolve(import.meta.dirname, "..");

/**
 * Builds unless a build is there (REBUILD=1 forces one), then serves it on 127.0.0.1:`port` with its own data directory.
 * `buildDir` (default BUILD_DIR, then build/) serves another build, relative to the project or absolute: a copy of the
 * build before a change, measured beside it in the same run.
 */
export async function startBenchServer(
  port: number,
  env: Record<string, string>,
  buildDir = process.env.BUILD_DIR || "build",
): Promise<{ origin: string; server: ChildProcess }> {
  if (!existsSync(path.resolve(root, buildDir, "client", "index.html")) || process.env.REBUILD === "1") {
    const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  // One process (node with the tsx loader), so killing it stops the server.
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", GTM_CONTAINER_ID: "", BUILD_DIR: buildDir, ...env },
    stdio: "ignore",
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${origin}/robots.txt`)).ok) return { origin, server };
    } catch {
      // Two minutes: a loaded machine has taken over 30 s to start PGlite and apply the migrations.
      if (attempt > 400) throw new Error("server did not start");
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/**
 * A loopback proxy on `port` in front of the server on `upstreamPort`. With `strip`, HTML documents lose every script
 * but JSON-LD (gzipped again, as the server sends them): the page's script-free twin. `notFoundAs200` relabels that
 * path's 404 as 200 (Lighthouse refuses to score a document answered with 404).
 */
export function startBenchProxy(
  port: number,
  upstreamPort: number,
  { strip, notFoundAs200 }: { strip: boolean; notFoundAs200?: string },
): Promise<http.Server> {
  const proxy = http.createServer((req, res) => {
    const headers = { ...req.headers };
    if (strip) headers["accept-encoding"] = "identity";
    const upstream = http.request(
      { host: "127.0.0.1", port: upstreamPort, path: req.url, method: req.method, headers },
      (answer) => {
        const status = req.url === notFoundAs200 && answer.statusCode === 404 ? 200 : (answer.statusCode ?? 502);
        if (!strip || !String(answer.headers["content-type"]).startsWith("text/html")) {
          res.writeHead(status, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const body = gzipSync(stripScripts(Buffer.concat(chunks).toString("utf8")), { level: 6 });
          const { "content-length": _length, "content-encoding": _encoding, ...rest } = answer.headers;
          res.writeHead(status, { ...rest, "content-encoding": "gzip", "content-length": body.length });
          res.end(body);
        });
      },
    );
    req.pipe(upstream);
  });
  return new Promise((resolve) => proxy.listen(port, "127.0.0.1", () => resolve(proxy)));
}
