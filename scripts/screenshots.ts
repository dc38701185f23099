import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, ensureChromium } from "./chromium";

/**
 * Full-page screenshots at 375 px and 1440 px of a running site, for looking at what we build.
 * Usage: BASE_URL=http://localhost:3000 npx tsx scripts/screenshots.ts / /pricing /features/profit-loss
 * FULL_PAGE=0 takes the first screen only (375 x 812 and 1440 x 900); NEW_VISITOR=1 shows the pages as a first visit
 * sees them, before any cookie choice (the banner shown).
 */
const baseUrl = process.env.BASE_URL ?? "http://localhost:3000";
const outDir = process.env.OUT_DIR ?? "/tmp/screenshots";
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/"];
const widths = (process.env.WIDTHS ?? "375,1440").split(",").map(Number);
const isNewVisitor = process.env.NEW_VISITOR === "1";
// A phone's first screen is 812 px tall (an iPhone X to 13 mini), a laptop's 900.
const heightOf = (width: number) => (width < 768 ? 812 : 900);

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: heightOf(width) }, reducedMotion: "reduce" });
  // Screenshots show the page itself: the consent choice is made beforehand, unless they show a first visit.
  if (!isNewVisitor)
    await context.addInitScript(() =>
      localStorage.setItem(
        "marginatlas.consent",
        JSON.stringify({ analytics: false, marketing: false, decidedAt: new Date().toISOString(), version: 1 }),
      ),
    );
  const page = await context.newPage();
  for (const route of paths) {
    await page.goto(baseUrl + route, { waitUntil: "networkidle" });
    const name = route === "/" ? "home" : route.slice(1).replaceAll(/[/?=&]/g, "_");
    const file = path.join(outDir, `${name}-${width}${isNewVisitor ? "-new-visitor" : ""}.png`);
    await page.screenshot({ path: file, fullPage: process.env.FULL_PAGE !== "0" });
    console.log(file);
  }
  await context.close();
}
await browser.close();
