import { describe, expect, it } from "vitest";
import { listPosts } from "~/content/blog.server";
import { kpiLibrary } from "~/content/kpis.server";
import { listPages } from "~/content/pages.server";
import { kpiPath } from "~/kpi-library/library.server";
import { routesOfType } from "~/routes/routes";
import { readSiteConfig } from "~/settings/config";
import { socialCards } from "./social-cards.server";
import { renderSocialImage, SOCIAL_IMAGE_SIZE } from "./social-image-render.server";
import { socialImageKind, socialImagePath } from "./social-images";

const { allKpis } = await kpiLibrary();

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const marketingPages = new Map((await listPages()).map((page) => [page.path, page]));
const cards = await socialCards();
const posts = await listPosts();

describe("social images", () => {
  it("covers every blog post, KPI page, feature page and landing page", () => {
    const expected = [
      ...posts.map((post) => `/resources/blog/${post.slug}`),
      ...allKpis().map(kpiPath),
      ...[...marketingPages.keys()].filter((path) => path.startsWith("features/")).map((path) => `/${path}`),
      ...routesOfType("landing").map((route) => route.path),
    ];
    expect(cards.map((card) => card.pagePath).sort()).toEqual(expected.sort());
  });

  it("gives no two pages the same image file or the same title", () => {
    const files = cards.map((card) => socialImagePath(card.pagePath));
    expect(new Set(files).size).toBe(cards.length);
    expect(new Set(cards.map((card) => card.title)).size).toBe(cards.length);
  });

  it("keeps the default image for other pages", () => {
    for (const path of [
      "/",
      "/pricing",
      "/who-we-serve/agencies",
      "/resources/blog",
      "/resources/blog/tag/fba-fees",
      "/amazon-kpi/advertising",
      "/tools/roi-calculator",
    ]) {
      expect(socialImageKind(path), path).toBeUndefined();
      expect(socialImagePath(path), path).toBeUndefined();
    }
  });

  it("renders distinct 1200x630 PNGs from the page's title and type", async () => {
    const samples = [
      cards.find((card) => card.label === "Blog")!,
      cards.find((card) => card.label === "Amazon KPI library")!,
    ];
    const pngs = await Promise.all(samples.map((card) => renderSocialImage(card, readSiteConfig())));
    for (const png of pngs) expect(pngSize(png)).toEqual(SOCIAL_IMAGE_SIZE);
    expect(pngs[0]!.equals(pngs[1]!)).toBe(false);
  });
});
