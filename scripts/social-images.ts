import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium } from "@playwright/test";
import { productFacts } from "~/product/facts";
import { CHROMIUM_ARGS, ensureChromium } from "./chromium";

/**
 * Renders the shipped social and icon images (public/social/default.png 1200x630, public/logo.png,
 * public/apple-touch-icon.png) with the site's own font. Rerun after a brand change; the PNGs are committed
 * so serving the site never needs a browser.
 */
const require = createRequire(import.meta.url);
const font = readFileSync(require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2")).toString(
  "base64",
);
const mark = `<svg viewBox="0 0 32 32" width="WIDTH" height="WIDTH"><rect width="32" height="32" rx="8" fill="#047857"/><path d="M7 22.5 13 15l4.5 4.5L25 10" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/><circle cx="25" cy="10" r="2.2" fill="#a7f3d0"/></svg>`;
const base = `<style>@font-face{font-family:Inter;src:url(data:font/woff2;base64,${font}) format("woff2");font-weight:100 900}*{margin:0;box-sizing:border-box}body{font-family:Inter,sans-serif}</style>`;

const social = `${base}<div style="width:1200px;height:630px;padding:72px 80px;display:flex;flex-direction:column;justify-content:space-between;background:radial-gradient(circle at 85% 10%,#065f46 0,#022c22 55%,#020617 100%);color:white">
  <div style="display:flex;align-items:center;gap:18px;font-size:40px;font-weight:700">${mark.replaceAll("WIDTH", "64")}MarginAtlas</div>
  <div><div style="font-size:68px;font-weight:800;line-height:1.08;letter-spacing:-1.5px;max-width:980px">Know your true Amazon profit, ${productFacts.ordersRefresh}</div>
  <div style="margin-top:24px;font-size:30px;color:#a7f3d0">Profit analytics for Amazon sellers · every fee, every ad dollar</div></div>
  <div style="font-size:24px;color:#94a3b8">marginatlas.com</div></div>`;

mkdirSync("public/social", { recursive: true });
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
const render = async (html: string, width: number, height: number, path: string) => {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(html);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path, clip: { x: 0, y: 0, width, height } });
  await page.close();
  console.log(path);
};
await render(social, 1200, 630, "public/social/default.png");
await render(
  `${base}<div style="width:512px;height:512px">${mark.replaceAll("WIDTH", "512")}</div>`,
  512,
  512,
  "public/logo.png",
);
await render(
  `${base}<div style="width:180px;height:180px;background:#047857">${mark.replaceAll("WIDTH", "180")}</div>`,
  180,
  180,
  "public/apple-touch-icon.png",
);
await browser.close();
