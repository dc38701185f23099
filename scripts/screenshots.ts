import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, ensureChromium } from "./chromium";

/**
 * Full-page screenshots at 375 px and 1440 px of a running site, for looking at what we build.
 * Usage: BASE_URL=http://localhost:3000 npx tsx scripts/screenshots.ts / /pricing /features/profit-loss
 */
const baseUrl = process.env.BASE_URL ?? "http://localhost:3000";
const outDir = process.env.OUT_DIR ?? "/tmp/screenshots";
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/"];
const widths = (process.env.WIDTHS ?? "375,1440").split(",").map(Number);

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
  // Screenshots show the page itself: the consent choice is made beforehand.
  await context.addInitScript(() =>
    localStorage.setItem(
      "marginatlas.consent",
      JSON.stringify({ analytics: false, marketing: false, decidedAt: new Date().toISOString(), version: 1 }),
    ),
  );
  const page = await context.newPage();
  for (const route of paths) {
    await page.goto(baseUrl + route, { waitUntil: "networkidle" });
    const file = path.join(outDir, `${route === "/" ? "home" : route.slice(1).replaceAll("/", "_")}-${width}.png`);
    await page.screenshot({ path: file, fullPage: process.env.FULL_PAGE !== "0" });
    console.log(file);
  }
  await context.close();
}
await browser.close();
