import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, devices, type Page } from "@playwright/test";
import { median, startBenchServer } from "./bench-site";
import { CHROMIUM_ARGS, ensureChromium } from "./chromium";

/**
 * `npm run bench:shell`: how fast the shell answers a visitor's first hover and tap (issue 16's budgets: 100 ms),
 * measured inside the page from the input event's own timestamp to the first frame that shows the result: the first
 * hover on each header dropdown at 1,440 px and the first tap on the drawer button at 375 px. Serves the production
 * build; each run is a fresh browser context on the home page (RUNS, default 7). Prints the median and the worst run
 * of each, and exits 1 when a median is over its budget, so run it alone: on a machine busier than its cores the
 * figures measure the machine. (They were browser tests that reported instead of failing whenever load exceeded the
 * cores, which it always did in CI.)
 */
const RUNS = Number(process.env.RUNS ?? 7);
const PORT = Number(process.env.BENCH_PORT ?? 4396);
const BUDGET_MS = 100;

/** Milliseconds from the next `eventType` on `trigger` to the first frame where `target` is visible. */
function timeToVisible(page: Page, triggerSelector: string, eventType: string, targetSelector: string) {
  return page.evaluate(
    ([triggerSelector, eventType, targetSelector]) => {
      const trigger = document.querySelector(triggerSelector) as HTMLElement;
      const target = document.querySelector(targetSelector) as HTMLElement;
      return new Promise<number>((resolve) => {
        trigger.addEventListener(
          eventType,
          (event) => {
            const check = () =>
              target.checkVisibility() ? resolve(performance.now() - event.timeStamp) : requestAnimationFrame(check);
            requestAnimationFrame(check);
          },
          { once: true },
        );
      });
    },
    [triggerSelector, eventType, targetSelector] as const,
  );
}

/** The home page as a first visit, once the shell has started (consent decided, so the banner is out of the way). */
async function openHome(page: Page, origin: string) {
  await page.addInitScript(() =>
    localStorage.setItem(
      "marginatlas.consent",
      JSON.stringify({ analytics: false, marketing: false, decidedAt: new Date().toISOString(), version: 1 }),
    ),
  );
  await page.goto(`${origin}/`, { waitUntil: "networkidle" });
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-shell-ready"));
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "ma-bench-shell-"));
const { origin, server } = await startBenchServer(PORT, { DATA_DIR: dataDir });
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
const samples = new Map<string, number[]>();
const record = (label: string, ms: number) => samples.set(label, [...(samples.get(label) ?? []), ms]);
try {
  for (let run = 0; run < RUNS; run += 1) {
    const desktop = await browser.newContext({ ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } });
    const page = await desktop.newPage();
    await openHome(page, origin);
    for (const [label, id] of [
      ["What we offer", "features"],
      ["Who we serve", "serve"],
      ["Resources", "resources"],
    ] as const) {
      const shown = timeToVisible(page, `[aria-controls="nav-panel-${id}"]`, "pointerenter", `#nav-panel-${id}`);
      await page.getByRole("button", { name: label }).hover();
      record(`first hover, ${label}`, await shown);
      await page.mouse.move(0, 400);
      await page.locator(`[data-dropdown="${id}"]`).waitFor({ state: "hidden" });
    }
    await desktop.close();

    const phone = await browser.newContext({ ...devices["Pixel 7"], viewport: { width: 375, height: 800 } });
    const phonePage = await phone.newPage();
    await openHome(phonePage, origin);
    const opened = timeToVisible(phonePage, 'button[aria-label="Open menu"]', "click", '[data-testid="mobile-drawer"]');
    await phonePage.getByRole("button", { name: "Open menu" }).click();
    record("first tap, drawer", await opened);
    await phone.close();
    process.stderr.write(`run ${run + 1} of ${RUNS}\n`);
  }
} finally {
  await browser.close();
  server.kill("SIGTERM");
}

const load = os.loadavg()[0]!;
console.log(
  `\nbench:shell, ${RUNS} runs, budget ${BUDGET_MS} ms (load ${load.toFixed(1)} on ${os.cpus().length} cores)\n`,
);
console.log("measure".padEnd(28) + "median ms".padStart(10) + "worst ms".padStart(10));
let over = 0;
for (const [label, values] of samples) {
  const mid = median(values);
  if (mid > BUDGET_MS) over += 1;
  console.log(
    label.padEnd(28) +
      String(Math.round(mid)).padStart(10) +
      String(Math.round(Math.max(...values))).padStart(10) +
      (mid > BUDGET_MS ? "  OVER BUDGET" : ""),
  );
}
process.exit(over > 0 ? 1 : 0);
