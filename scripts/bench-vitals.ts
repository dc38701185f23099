import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, devices } from "@playwright/test";
import { selectedBenchPages, startBenchServer } from "./bench-site";
import { CHROMIUM_ARGS, ensureChromium } from "./chromium";

/**
 * `npm run bench:vitals`: the field measurement (issue 21) driven by a script on this machine. Serves the production
 * build with a fresh data directory, visits one page of each type VISITS times (default 3) as a phone and as a
 * desktop, each visit a new browser context (a first visit: empty cache), taps the heading (an interaction, so INP
 * is measured) and leaves, so each page view sends its report as it would for a visitor; then prints
 * `npm run vitals` for that data directory (its last line counts the page views stored: pages x 2 x VISITS). `PAGES=home,pricing` limits the page types, as in bench:lighthouse.
 * No throttling: the figures are this machine's, to set beside the Lighthouse run of the same pages.
 */
const VISITS = Number(process.env.VISITS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4395);
const dataDir = mkdtempSync(path.join(os.tmpdir(), "ma-bench-vitals-"));
const { origin, server } = await startBenchServer(PORT, { DATA_DIR: dataDir });
const DEVICES = [
  ["phone", { ...devices["Pixel 7"], viewport: { width: 375, height: 800 } }],
  ["desktop", { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } }],
] as const;

const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
try {
  for (const [name, pagePath] of selectedBenchPages()) {
    for (const [, device] of DEVICES) {
      for (let visit = 0; visit < VISITS; visit += 1) {
        const context = await browser.newContext(device);
        const page = await context.newPage();
        await page.goto(`${origin}${pagePath}`, { waitUntil: "networkidle" });
        await page.locator("h1").first().click();
        // A visitor sees the page answer before leaving: the tap's timing entry exists only once the next frame is
        // presented, and leaving before that lost it (INP stored for 1 of 6 home page views).
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        // Leaving: the page is hidden and unloads, and sends its report as it goes (a keepalive request, which the
        // browser finishes on its own; closing the context at once could cut it off).
        await page.goto("about:blank");
        await new Promise((resolve) => setTimeout(resolve, 300));
        await context.close();
      }
    }
    process.stderr.write(`visited ${name}\n`);
  }
} finally {
  await browser.close();
  // Time for the last reports to be stored, then a graceful stop, so that npm run vitals opens the database itself.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
}

console.log(
  `\nnpm run vitals, after ${VISITS} visit(s) of each page as a phone and as a desktop (data in ${dataDir}):\n`,
);
spawnSync(process.execPath, ["--import", "tsx", "scripts/vitals.ts", "--since", "1d"], {
  cwd: path.resolve(import.meta.dirname, ".."),
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
  stdio: "inherit",
});
