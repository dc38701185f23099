import { describe, expect, it } from "vitest";
import { kpiLibrary } from "~/content/kpis.server";
import { listFreeTools } from "~/content/tools.server";
import { productFacts } from "~/product/facts";
import { kpiSlugsByCategory, type KpiSlug } from "~/product/kpis";
import { featureItems, freeToolItems } from "~/routes/navigation";
import { sitemapEntries } from "~/seo/sitemap.server";
import { kpiSlugsForPage, kpisNotTracked, productLinksForKpi, productPages } from "./product-links";

const { allKpis } = await kpiLibrary();

describe("which product page tracks which KPI", () => {
  it("links every KPI to a feature page or free tool, or says plainly that none tracks it", () => {
    const problems = allKpis().flatMap((kpi) => {
      const links = productLinksForKpi(kpi.slug);
      const untracked = kpisNotTracked.includes(kpi.slug as never);
      if (links.length === 0 && !untracked) return [`${kpi.slug}: no product page and not listed as untracked`];
      if (links.length > 0 && untracked) return [`${kpi.slug}: both tracked and untracked`];
      return [];
    });
    expect(problems).toEqual([]);
  });

  it("links only pages that exist in the sitemap and the navigation", async () => {
    const navPaths = [...featureItems, ...freeToolItems(await listFreeTools())].map((item) => item.href);
    const publicPaths = (await sitemapEntries()).map((entry) => entry.path);
    for (const page of productPages) {
      expect(publicPaths, page.path).toContain(page.path);
      expect(navPaths, page.path).toContain(page.path);
      const nav = featureItems.find((item) => item.href === page.path);
      expect(page.status === "coming soon", `${page.path} coming-soon flag`).toBe(Boolean(nav?.isComingSoon));
    }
  });

  it("sends the KPIs to the tool or feature that computes them", () => {
    expect(productLinksForKpi("lost-sales").map((link) => link.path)).toContain("/tools/lost-sales-calculator");
    expect(productLinksForKpi("organic-keyword-rank").map((link) => link.path)).toContain(
      "/tools/organic-rank-tracker",
    );
    for (const slug of kpiSlugsByCategory["search-query-performance"]) {
      expect(
        productLinksForKpi(slug).map((link) => link.path),
        slug,
      ).toContain("/features/sqp-keyword-optimizer");
    }
    expect(productLinksForKpi("acos").map((link) => link.path)).toContain("/features/ppc-management");
    expect(productLinksForKpi("fba-fulfillment-fee").map((link) => link.path)).toContain(
      "/features/amazon-fba-calculator",
    );
  });

  it("promises no comparison with last year that ad history cannot give", () => {
    // KPIs built on ad data, and net profit, which subtracts ad spend: ad history reaches back only months.
    const adKpis: readonly KpiSlug[] = [...kpiSlugsByCategory.advertising, "net-profit", "net-profit-margin"];
    const pages = productPages.filter((page) => /last year/.test(page.how));
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages)
      for (const slug of page.kpis.filter((kpi) => adKpis.includes(kpi))) {
        const how = productLinksForKpi(slug).find((link) => link.path === page.path)!.how;
        expect(
          [productFacts.adsHistory, productFacts.yoyAdsCaveat].some((limit) => how.includes(limit)),
          slug,
        ).toBe(true);
      }
    expect(productLinksForKpi("tacos").find((link) => link.path === "/features/daily-amazon-analytics")!.how).toMatch(
      /last week\. The comparison with last year starts once your ad data reaches back that far/,
    );
  });

  it("gives each feature and tool page its KPIs, whatever the slashes", () => {
    expect(kpiSlugsForPage("/tools/lost-sales-calculator/")).toContain("lost-sales");
    expect(kpiSlugsForPage("features/ppc-management")).toContain("break-even-acos");
    expect(kpiSlugsForPage("/pricing")).toEqual([]);
  });
});
