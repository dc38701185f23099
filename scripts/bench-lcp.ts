import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, devices, type Browser } from "@playwright/test";
import { median, selectedBenchPages, startBenchProxy, startBenchServer } from "./bench-site";
import { CHROMIUM_ARGS, ensureChromium } from "./chromium";

/**
 * `npm run bench:lcp`: the largest contentful paint in real Chromium (issue 39), not Lighthouse's simulation. Each
 * page type loads in a fresh browser context (empty cache, a phone's screen) throttled through the DevTools protocol
 * as Lighthouse's DevTools throttling does for its mobile preset: slow 4G (562.5 ms request latency, 1.47 Mbit/s down,
 * 0.68 up) and the CPU 4x slower. LCP, FCP and the layout shifts are read in the page from PerformanceObservers; the
 * median of RUNS loads (default 5) is printed beside the page's script-free twin (bench-site.ts), as served and twin
 * alternating so a slow moment of the machine falls on both. Target: LCP <= 1,000 ms, gap to the twin <= 0 (within
 * one frame), CLS 0.
 * BASELINE_DIR=<a copied build> measures that build too, in the same run (served and its twin): before and after a
 * change on the same machine at the same time. `PAGES=home,pricing` limits the run to some page types. Run it alone if
 * you can: on a machine busier than its cores the CPU throttling adds the machine's own delays.
 */
const PAGES = selectedBenchPages();
const RUNS = Number(process.env.RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 4394);
const BASELINE_DIR = process.env.BASELINE_DIR;
const TARGET_LCP_MS = 1000;
const FRAME_MS = 17;

// Lighthouse 13's mobile preset under DevTools throttling (its constants.throttling.mobileSlow4G, adjusted as it
// applies them): 150 ms RTT x 3.75, 1,638.4 and 750 Kbit/s x 0.9.
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1638.4 * 0.9 * 1024) / 8,
  uploadThroughput: (750 * 0.9 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const PHONE = devices["Moto G4"];

type Measure = { lcp: number; fcp: number; cls: number };

async function measure(browser: Browser, url: string): Promise<Measure> {
  const context = await browser.newContext({ ...PHONE });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    // LCP stops at the first input; nothing here interacts, so the last entry a second after load is the page's.
    return await page.evaluate(
      () =>
        new Promise<Measure>((resolve) => {
          const result = { lcp: 0, fcp: 0, cls: 0 };
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) result.lcp = entry.startTime;
          }).observe({ type: "largest-contentful-paint", buffered: true });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              if (entry.name === "first-contentful-paint") result.fcp = entry.startTime;
          }).observe({ type: "paint", buffered: true });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
              if (!entry.hadRecentInput) result.cls += entry.value;
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(result), 1000);
        }),
    );
  } finally {
    await context.close();
  }
}

const servers = [await startBenchServer(PORT, { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "ma-bench-lcp-")) })];
// A server that started stops with the bench, even when the next one does not start.
process.on("exit", () => servers.forEach(({ server }) => server.kill()));
if (BASELINE_DIR)
  servers.push(
    await startBenchServer(PORT + 10, { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "ma-bench-lcp-")) }, BASELINE_DIR),
  );
const variants: { label: string; port: number }[] = [];
const proxies = [];
for (const [index, label] of (BASELINE_DIR ? ["", "baseline "] : [""]).entries()) {
  const upstream = PORT + index * 10;
  proxies.push(await startBenchProxy(upstream + 1, upstream, { strip: false }));
  proxies.push(await startBenchProxy(upstream + 2, upstream, { strip: true }));
  variants.push({ label: `${label}served`, port: upstream + 1 }, { label: `${label}twin`, port: upstream + 2 });
}

const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
const rows: { page: string; medians: Measure[] }[] = [];
try {
  for (const [name, pagePath] of PAGES) {
    const runs = variants.map((): Measure[] => []);
    for (let run = 0; run < RUNS; run += 1) {
      for (const [index, { port }] of variants.entries())
        runs[index]!.push(await measure(browser, `http://127.0.0.1:${port}${pagePath}`));
    }
    const medians = runs.map((list) => ({
      lcp: median(list.map((item) => item.lcp)),
      fcp: median(list.map((item) => item.fcp)),
      cls: median(list.map((item) => item.cls)),
    }));
    rows.push({ page: name, medians });
    process.stderr.write(`measured ${name}\n`);
  }
} finally {
  await browser.close();
  for (const proxy of proxies) proxy.close();
  for (const { server } of servers) server.kill();
}

console.log(
  `\nReal Chromium, slow 4G and CPU ${CPU_SLOWDOWN}x through the DevTools protocol, ${PHONE.viewport.width} px, median of ${RUNS} load(s) per page and variant; "twin" is the same document without its scripts (JSON-LD kept)\n`,
);
const round = Math.round;
console.log(`| Page | ${variants.map(({ label }) => `LCP ms ${label} (FCP, CLS)`).join(" | ")} | Gap ms |`);
console.log(`| --- | ${variants.map(() => "---").join(" | ")} | --- |`);
for (const { page, medians } of rows) {
  const [served, twin] = medians as [Measure, Measure];
  console.log(
    `| ${page} | ${medians.map((item) => `${round(item.lcp)} (${round(item.fcp)}, ${item.cls.toFixed(3)})`).join(" | ")} | ${round(served.lcp - twin.lcp)} |`,
  );
}
const misses = rows.filter(({ medians: [served, twin] }) => {
  return served!.lcp > TARGET_LCP_MS || served!.lcp - twin!.lcp > FRAME_MS || served!.cls > 0;
});
console.log(
  misses.length === 0
    ? `\nAll targets met (LCP <= ${TARGET_LCP_MS} ms, no gap to the twin, CLS 0).`
    : `\nTargets missed on: ${misses.map((row) => row.page).join(", ")}`,
);
