/**
 * The bulk FBA calculator at 100,000 rows (the issue's target: parsed and priced in at most 2 s on this machine,
 * median of 5, memory bounded, no main-thread task over 200 ms). `npm run bench:bulk [rows] [runs]`.
 * 1. Node: parse + price of a made-up catalogue (app/tools/bulk-fba-calculator/test-catalogue.ts), read from a Blob in
 *    chunks exactly as the worker reads the chosen file, each run and the median, and the process's peak resident memory.
 * 2. With BASE_URL (a running build, e.g. `npm start`): the real page in Chromium, the file chosen on the page and
 *    priced in its worker, with a long-task observer on the main thread: time to the table, longest task.
 *    CPU_SLOWDOWN=4 slows Chromium's CPU 4x (DevTools' throttling), as a mid-range phone.
 */
import os from "node:os";
import { performance } from "node:perf_hooks";
import { chromium } from "@playwright/test";
import { BulkPricer, type BulkRun } from "~/tools/bulk-fba-calculator";
import { readCatalogue } from "~/tools/bulk-fba-calculator/catalogue-source";
import { testCatalogueCsv } from "~/tools/bulk-fba-calculator/test-catalogue";
import { CHROMIUM_ARGS, ensureChromium } from "./chromium";

const rowCount = Number(process.argv[2] ?? 100_000);
const runs = Number(process.argv[3] ?? 5);
const date = "2026-11-26";
const text = testCatalogueCsv(rowCount);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

console.log(`catalogue: ${rowCount} rows, ${mb(text.length)} of CSV text`);
const file = new Blob([text], { type: "text/csv" });
const times: number[] = [];
const cpuTimes: number[] = [];
for (let run = 0; run < runs; run += 1) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  let pricer = new BulkPricer(date);
  await readCatalogue(file, () => {
    pricer = new BulkPricer(date);
    const current = pricer;
    return (record) => current.add(record);
  });
  const result: BulkRun = pricer.finish();
  const elapsed = performance.now() - started;
  const cpuUsed = process.cpuUsage(cpu);
  cpuTimes.push((cpuUsed.user + cpuUsed.system) / 1000);
  if (!result.ok) throw new Error(result.message);
  times.push(elapsed);
  console.log(
    `run ${run + 1}: ${elapsed.toFixed(0)} ms, CPU ${cpuTimes.at(-1)!.toFixed(0)} ms (${result.summary.priced} priced, ${result.summary.badRows} not, ${result.summary.withHeadroom} with headroom), heap ${mb(process.memoryUsage().heapUsed)}`,
  );
}
console.log(
  `load average ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(" ")} on ${os.cpus().length} cores`,
);
console.log(
  `median parse + price of ${rowCount} rows over ${runs} runs: ${median(times).toFixed(0)} ms (CPU ${median(cpuTimes).toFixed(0)} ms); peak resident memory ${mb(process.resourceUsage().maxRSS * 1024)}`,
);

const baseUrl = process.env.BASE_URL;
if (!baseUrl) {
  console.log("Set BASE_URL to a running build to measure the page in Chromium too.");
  process.exit(0);
}

const slowdown = Number(process.env.CPU_SLOWDOWN ?? 1);
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
const pageTimes: number[] = [];
const longest: number[] = [];
for (let run = 0; run < runs; run += 1) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => {
    localStorage.setItem("marginatlas.tools", JSON.stringify({ version: 1, unlockedAt: new Date().toISOString() }));
    localStorage.setItem("marginatlas.newsletter", JSON.stringify({ dismissedAt: null, subscribed: true }));
    const tasks: number[] = [];
    (window as unknown as { longTasks: number[] }).longTasks = tasks;
    const starts: number[] = [];
    (window as unknown as { longTaskStarts: number[] }).longTaskStarts = starts;
    new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => (tasks.push(entry.duration), starts.push(entry.startTime))),
    ).observe({ type: "longtask", buffered: true });
    // Which scripts a long frame ran (BENCH_TASKS=1 prints them): Long Animation Frames attribute the time.
    const frames: string[] = [];
    (window as unknown as { longFrames: string[] }).longFrames = frames;
    new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => {
        const frame = entry as PerformanceEntry & {
          blockingDuration: number;
          scripts: { invoker: string; sourceURL: string; duration: number; forcedStyleAndLayoutDuration: number }[];
          styleAndLayoutStart: number;
          renderStart: number;
        };
        if (frame.blockingDuration < 50) return;
        const scripts = frame.scripts
          .map(
            (script) =>
              `${script.invoker} ${script.sourceURL.split("/").pop()} ${script.duration.toFixed(0)}ms (layout ${script.forcedStyleAndLayoutDuration.toFixed(0)})`,
          )
          .join("; ");
        frames.push(
          `${entry.startTime.toFixed(0)} +${entry.duration.toFixed(0)} blocking ${frame.blockingDuration.toFixed(0)} render ${(entry.startTime + entry.duration - frame.renderStart).toFixed(0)}: ${scripts}`,
        );
      }),
    ).observe({ type: "long-animation-frame", buffered: true });
  });
  const page = await context.newPage();
  if (slowdown > 1)
    await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: slowdown });
  await page.goto(`${baseUrl}/tools/bulk-fba-calculator`);
  await page.getByTestId("bulk-dropzone").waitFor({ timeout: 60_000 });
  await page.evaluate(() => {
    (window as unknown as { longTasks: number[] }).longTasks.length = 0;
    (window as unknown as { longTaskStarts: number[] }).longTaskStarts.length = 0;
    document.addEventListener(
      "change",
      () => ((window as unknown as { fileChosenAt: number }).fileChosenAt = performance.now()),
      { capture: true, once: true },
    );
  });
  const started = Date.now();
  await page
    .getByTestId("bulk-file")
    .setInputFiles({ name: "catalogue.csv", mimeType: "text/csv", buffer: Buffer.from(text) }, { timeout: 120_000 });
  await page.getByTestId("bulk-priced").waitFor({ timeout: 120_000 });
  await page.getByTestId("bulk-row").first().waitFor();
  pageTimes.push(Date.now() - started);
  const shownAt = await page.evaluate(() => performance.now());
  // Playwright hands the file to the page on its main thread (setInputFiles): tasks that began before the input's
  // change event are that hand-over, not the calculator.
  const chosenAt = await page.evaluate(() => (window as unknown as { fileChosenAt?: number }).fileChosenAt ?? 0);
  // Sort and filter the full table too: those run on the main thread.
  await page.getByRole("button", { name: "Amazon fees" }).click();
  await page.getByTestId("bulk-filter").selectOption("losing");
  await page.getByTestId("bulk-table-box").evaluate((box) => box.scrollTo(0, 40_000));
  await page.waitForTimeout(500);
  const { durations, starts } = await page.evaluate(() => ({
    durations: (window as unknown as { longTasks: number[] }).longTasks,
    starts: (window as unknown as { longTaskStarts: number[] }).longTaskStarts,
  }));
  const tasks = durations.filter((_, index) => (starts[index] ?? 0) >= chosenAt);
  const handOver = durations.filter((_, index) => (starts[index] ?? 0) < chosenAt);
  console.log(
    `  tasks before the file's change event (Playwright's hand-over): ${handOver.map((task) => task.toFixed(0)).join(", ") || "none"}`,
  );
  longest.push(Math.max(0, ...tasks));
  if (process.env.BENCH_TASKS)
    console.log(
      `  long frames: chosen at ${chosenAt.toFixed(0)}\n    ${(await page.evaluate(() => (window as unknown as { longFrames: string[] }).longFrames)).join("\n    ")}`,
    );
  if (process.env.BENCH_TASKS)
    console.log(
      `  tasks (start after the change event, ms: duration): ${durations
        .map((task, index) => [starts[index]! - chosenAt, task] as const)
        .filter(([start]) => start >= 0)
        .map(([start, task]) => `${start.toFixed(0)}: ${task.toFixed(0)}`)
        .join(", ")}; table shown by ${(shownAt - chosenAt).toFixed(0)}, then sort, filter, scroll`,
    );
  console.log(
    `page run ${run + 1}: file chosen to table ${pageTimes.at(-1)} ms; main-thread long tasks ${tasks.length}, longest ${Math.max(0, ...tasks).toFixed(0)} ms`,
  );
  await context.close();
}
await browser.close();
console.log(
  `CPU slowdown ${slowdown}x; load average ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(" ")}`,
);
console.log(
  `page median: ${median(pageTimes)} ms to the table; longest main-thread task median ${median(longest).toFixed(0)} ms, worst ${Math.max(...longest).toFixed(0)} ms`,
);
