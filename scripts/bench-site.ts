import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

/**
 * What the page benchmarks share (npm run bench:lighthouse, npm run bench:vitals): one page of each type, and the
 * production build served by the server as `npm start` runs it.
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

/** Builds unless a build is there (REBUILD=1 forces one), then serves it on 127.0.0.1:`port` with its own data directory. */
export async function startBenchServer(
  port: number,
  env: Record<string, string>,
): Promise<{ origin: string; server: ChildProcess }> {
  const buildDir = process.env.BUILD_DIR || "build";
  if (!existsSync(path.join(root, buildDir, "client", "index.html")) || process.env.REBUILD === "1") {
    const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  // One process (node with the tsx loader), so killing it stops the server.
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", GTM_CONTAINER_ID: "", ...env },
    stdio: "ignore",
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${origin}/robots.txt`)).ok) return { origin, server };
    } catch {
      if (attempt > 100) throw new Error("server did not start");
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
