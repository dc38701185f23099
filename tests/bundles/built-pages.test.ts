import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { builtClientDir, builtSitemapPaths } from "../support/built-sitemap";

describe("built pages", () => {
  it("show no unresolved site token ({brand}, {supportEmail}, {siteHost})", () => {
    const pages = [...builtSitemapPaths(), "/404"];
    const unresolved = pages.filter((pagePath) => {
      const file = pagePath === "/404" ? "404.html" : path.join(pagePath, "index.html");
      return /\{(brand|supportEmail|siteHost)\}/.test(readFileSync(path.join(builtClientDir, file), "utf8"));
    });
    expect(pages.length).toBeGreaterThan(190);
    expect(unresolved).toEqual([]);
  });
});
