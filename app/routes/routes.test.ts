import { describe, expect, it } from "vitest";
import { listPages } from "~/content/pages.server";
import { listFreeTools } from "~/content/tools.server";
import { categoryHref, kpiHref } from "~/kpi-library/paths";
import { productFeature, productFeatures } from "~/product/features";
import { sitemapEntries } from "~/seo/sitemap.server";
import {
  audienceItems,
  companyLinks,
  directLinks,
  exploreLinks,
  featureItems,
  freeToolItems,
  gettingStartedItems,
  legalLinks,
  resourceLinks,
} from "./navigation";
import { routeTypeOf } from "./route-types";
import {
  CONTENT_PAGE_TYPES,
  fillPattern,
  KPI_CATEGORY_ROUTE,
  KPI_ROUTE,
  matchPattern,
  routePath,
  routesOfType,
  staticRoutes,
  toolRoutes,
} from "./routes";

describe("the route table", () => {
  it("names every public page's family, never 404", async () => {
    const types = new Map((await sitemapEntries()).map((entry) => [entry.path, routeTypeOf(entry.path)]));
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
    expect(types.get("/amazon-data-library")).toBe("kpi library");
  });

  it("is 404 for the not-found page and anything unknown", () => {
    expect(routeTypeOf("/404")).toBe("404");
    expect(routeTypeOf("/contact/jane@example.com")).toBe("404");
    expect(routeTypeOf("/features/no-such-feature")).toBe("404");
    expect(routeTypeOf("/amazon-kpi/Advertising")).toBe("404");
    expect(routeTypeOf("/pricing/")).toBe("pricing");
  });

  it("lists the handoff page but keeps it out of the sitemap (noindex)", async () => {
    expect(routeTypeOf("/handoff")).toBe("handoff");
    expect((await sitemapEntries()).map((entry) => entry.path)).not.toContain("/handoff");
  });

  it("has a content entry for every page the content views render, and a route for every entry", async () => {
    const contentRouted = routesOfType(
      ...CONTENT_PAGE_TYPES,
      "feature",
      "fba calculator",
      "tool",
      "tools hub",
      "contact",
      "pricing",
    ).map((route) => route.path.slice(1));
    expect(new Set(contentRouted)).toEqual(new Set((await listPages()).map((page) => page.path)));
  });

  it("gives each gated tool of the catalog its page", () => {
    expect(toolRoutes().map(({ path, tool }) => [path, tool.id])).toEqual([
      ["/tools/bulk-fba-calculator", "bulk_fba_calculator"],
      ["/tools/fba-fee-audit", "fee_audit"],
      ["/tools/inbound-placement-comparator", "inbound_placement_comparator"],
      ["/tools/reimbursement-finder", "reimbursement_finder"],
      ["/tools/low-inventory-fee-predictor", "low_inventory_fee_predictor"],
      ["/tools/lost-sales-calculator", "lost_sales"],
      ["/tools/roi-calculator", "roi_planner"],
      ["/tools/organic-rank-tracker", "rank_tracker"],
    ]);
  });

  it("is what every navigation link points to", async () => {
    const items = [
      audienceItems,
      companyLinks,
      directLinks,
      exploreLinks,
      featureItems,
      freeToolItems(await listFreeTools()),
      gettingStartedItems(true),
      legalLinks,
      resourceLinks,
    ].flat();
    expect(items.filter((item) => routeTypeOf(item.href) === "404").map((item) => item.href)).toEqual([]);
    expect(() => routePath("/features/no-such-feature")).toThrow(/not a route/);
  });

  it("fills and matches its families' patterns, as the KPI library's links write them", () => {
    expect(fillPattern(KPI_ROUTE.pattern, { category: "advertising", kpiSlug: "acos" })).toBe(
      kpiHref("advertising", "acos"),
    );
    expect(fillPattern(KPI_CATEGORY_ROUTE.pattern, { category: "advertising" })).toBe(categoryHref("advertising"));
    expect(matchPattern(KPI_ROUTE.pattern, "/amazon-kpi/advertising/acos")).toEqual({
      category: "advertising",
      kpiSlug: "acos",
    });
    expect(matchPattern(KPI_ROUTE.pattern, "/amazon-kpi/advertising")).toBeNull();
    expect(() => fillPattern(KPI_ROUTE.pattern, { category: "advertising" })).toThrow(/kpiSlug/);
  });

  it("lists each path once", () => {
    expect(new Set(staticRoutes.map((route) => route.path)).size).toBe(staticRoutes.length);
  });

  it("gives each feature of the product model its page, at the path the model gives it", () => {
    expect(
      routesOfType("feature")
        .map((route) => route.path)
        .sort(),
    ).toEqual(productFeatures.map((feature) => feature.path).sort());
    expect(productFeature("profit-loss").path).toBe("/features/profit-loss");
    expect(() => productFeature("no-such-feature")).toThrow(/no-such-feature/);
  });
});
