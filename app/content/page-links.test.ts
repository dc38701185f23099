import { describe, expect, it } from "vitest";
import { sitemapEntries } from "~/seo/sitemap.server";
import { pageCopySources } from "./content-depth";
import { linkTargets } from "./inline-links";
import { listPages } from "./pages.server";

const marketingPages = new Map((await listPages()).map((page) => [page.path, page]));
const publicPaths = new Set((await sitemapEntries()).map((entry) => entry.path));

describe("links in the content-driven pages", () => {
  it("point at pages that exist", () => {
    const broken: string[] = [];
    for (const page of marketingPages.values()) {
      const targets = [
        ...pageCopySources(page).flatMap(linkTargets),
        ...page.sections.flatMap((section) => (section.kind === "links" ? section.items.map((item) => item.href) : [])),
      ];
      for (const target of targets) {
        if (!target.startsWith("/")) continue;
        const path = (target.split(/[?#]/)[0] ?? "").replace(/\/$/, "") || "/";
        if (!publicPaths.has(path)) broken.push(`/${page.path} -> ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
