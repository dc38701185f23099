import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { chromium, devices, type Browser } from "@playwright/test";
import { pgliteDirectory } from "../server/database/open-database";
import { median, startBenchServer } from "./bench-site";
import { CHROMIUM_ARGS, ensureChromium } from "./chromium";

/**
 * `npm run bench:test-setup`: what the test suites' set-up costs, in CPU-seconds of the whole machine (/proc/stat: the
 * browser's processes, the server and this script), so run it alone. It backs two choices of the test set-up:
 * - Browser tests share one context per worker (tests/e2e/support/fixtures.ts): ten pages each loaded in a fresh
 *   context (as a Playwright test gets by default), in a new page of a context that has loaded pages before and keeps
 *   a blank page open (each test's own page), and in one page that has loaded pages before (`pageCheck`).
 * - Vitest copies one empty PGlite cluster per run (server/test-support/pglite-template.ts): a cluster created
 *   (initdb in WebAssembly) against a copy of one opened.
 * Prints the median of RUNS (default 5) per page and per cluster.
 */
const RUNS = Number(process.env.RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 4397);
const PAGES = [
  "/",
  "/pricing",
  "/signup",
  "/about",
  "/features/profit-loss",
  "/tools",
  "/tools/roi-calculator",
  "/amazon-kpi/advertising/acos",
  "/resources/blog",
  "/contact",
];

/** CPU-seconds the whole machine spends (every core, every process) while `work` runs. */
async function machineCpuSeconds(work: () => Promise<void>): Promise<number> {
  const busyTicks = () => {
    const ticks = fs.readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
    const [, , , idle = 0, ioWait = 0] = ticks;
    return ticks.reduce((sum, value) => sum + value, 0) - idle - ioWait;
  };
  const before = busyTicks();
  await work();
  // /proc/stat counts in USER_HZ, 100 a second on Linux.
  return (busyTicks() - before) / 100;
}

type Setup = "fresh context" | "new page in a used context" | "used page";

async function loadPages(browser: Browser, origin: string, setup: Setup): Promise<number> {
  const options = { ...devices["Desktop Chrome"], baseURL: origin };
  let context = await browser.newContext(options);
  // As the shared context of the browser tests has: a blank page that stays open.
  if (setup === "new page in a used context") await context.newPage();
  let page = await context.newPage();
  if (setup !== "fresh context") for (const pathname of PAGES) await page.goto(pathname, { waitUntil: "networkidle" });
  const seconds = await machineCpuSeconds(async () => {
    for (const pathname of PAGES) {
      if (setup === "fresh context") {
        await context.close();
        context = await browser.newContext(options);
        page = await context.newPage();
      } else if (setup === "new page in a used context") {
        await page.close();
        await context.clearCookies();
        page = await context.newPage();
      }
      await page.goto(pathname, { waitUntil: "networkidle" });
    }
  });
  await context.close();
  return seconds / PAGES.length;
}

async function pgliteCluster(fromTemplate: string | null): Promise<number> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "ma-bench-pglite-"));
  try {
    return await machineCpuSeconds(async () => {
      if (fromTemplate) fs.cpSync(pgliteDirectory(fromTemplate), pgliteDirectory(root), { recursive: true });
      const pglite = await PGlite.create({ dataDir: pgliteDirectory(root) });
      await pglite.query("select 1");
      await pglite.close();
    });
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ma-bench-test-setup-"));
const { origin, server } = await startBenchServer(PORT, { DATA_DIR: dataDir });
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
const fresh: number[] = [];
const newPage: number[] = [];
const used: number[] = [];
try {
  for (let run = 0; run < RUNS; run += 1) {
    fresh.push(await loadPages(browser, origin, "fresh context"));
    newPage.push(await loadPages(browser, origin, "new page in a used context"));
    used.push(await loadPages(browser, origin, "used page"));
  }
} finally {
  await browser.close();
  server.kill();
}
console.log(
  `page load (${PAGES.length} pages, networkidle), median of ${RUNS}: ${median(fresh).toFixed(2)} CPU-s in a fresh context, ${median(newPage).toFixed(2)} CPU-s in a new page of a used context, ${median(used).toFixed(2)} CPU-s in a used one`,
);

const template = fs.mkdtempSync(path.join(os.tmpdir(), "ma-bench-pglite-template-"));
const created: number[] = [];
const copied: number[] = [];
try {
  await (await PGlite.create({ dataDir: pgliteDirectory(template) })).close();
  for (let run = 0; run < RUNS; run += 1) {
    created.push(await pgliteCluster(null));
    copied.push(await pgliteCluster(template));
  }
} finally {
  fs.rmSync(template, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  `PGlite cluster, median of ${RUNS}: ${median(created).toFixed(2)} CPU-s created (initdb), ${median(copied).toFixed(2)} CPU-s copied from a template and opened`,
);
