import { describe, expect, it } from "vitest";
import { routeTypeOf } from "./route-types";
import { sitemapEntries } from "../seo/sitemap.server";

describe("routeTypeOf", () => {
  it("names every public page's family, never 404", () => {
    const types = new Map(sitemapEntries().map((entry) => [entry.path, routeTypeOf(entry.path)]));
    expect([...types].filter(([, type]) => type === "404")).toEqual([]);
    expect(types.get("/")).toBe("home");
    expect(types.get("/features/profit-loss")).toBe("feature");
    expect(types.get("/features/amazon-fba-calculator")).toBe("fba calculator");
    expect(types.get("/amazon-analytics-tool")).toBe("landing");
    expect(types.get("/who-we-serve/agencies")).toBe("audience");
    expect(types.get("/about")).toBe("company");
    expect(types.get("/privacy-policy")).toBe("legal");
    expect(types.get("/tools/lost-sales-calculator")).toBe("tool");
    expect(types.get("/amazon-kpi/advertising/acos")).toBe("kpi page");
    expect(types.get("/amazon-kpi/advertising")).toBe("kpi category");
    expect(types.get("/resources/blog/acos-vs-tacos-amazon-ppc")).toBe("blog post");
    expect(types.get("/resources/blog/tag/acos")).toBe("blog tag");
  });

  it("is 404 for the not-found page and anything unknown", () => {
    expect(routeTypeOf("/404")).toBe("404");
    expect(routeTypeOf("/contact/jane@example.com")).toBe("404");
    expect(routeTypeOf("/pricing/")).toBe("pricing");
  });
});
