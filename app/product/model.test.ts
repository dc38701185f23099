import { describe, expect, it } from "vitest";
import { FACT_TOKEN, productFacts, resolveFactTokens } from "./facts";
import {
  features,
  featureStatus,
  metricsNotTracked,
  metricsPlanned,
  metricsTracked,
  productFeatures,
} from "./features";
import { adsHistoryDays, alerts, dataSource, dataSources } from "./model";
import { sampleDimensions, sampleProducts } from "./samples";
import { toolIO } from "./tools";

describe("the product model", () => {
  it("keeps Amazon Ads history per ad type as the Ads API v3 retention table gives it", () => {
    expect(adsHistoryDays).toEqual({ sponsoredProducts: 95, sponsoredBrands: 60, sponsoredDisplay: 65 });
    expect(productFacts.adsHistory).toBe(
      "95 days for Sponsored Products, 65 for Sponsored Display and 60 for Sponsored Brands",
    );
    expect(productFacts.historyOnConnect).toContain("60 for Sponsored Brands");
    expect(productFacts.yoyAdsCaveat).toMatch(/last year's profit reads higher/);
  });

  it("never promises an alert faster than its data arrives", () => {
    const conversion = alerts.find((alert) => /conversion/.test(alert.what));
    expect(conversion?.checked).toMatch(/once a day/);
    expect(dataSource("salesAndTraffic").freshness).toBe("once a day");
    for (const alert of alerts) expect(alert.checked.length).toBeGreaterThan(5);
  });

  it("marks the data only coming-soon features use as coming soon", () => {
    expect(dataSources.filter((source) => source.comingSoon).map((source) => source.id)).toEqual([
      "searchQueryPerformance",
    ]);
  });

  it("splits metrics into tracked, planned and not tracked, with no metric in two lists", () => {
    const lists = [metricsTracked, metricsPlanned, metricsNotTracked];
    const all = lists.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(metricsTracked).toContain("refund-rate");
    for (const slug of [
      "return-rate",
      "organic-sales-share",
      "reorder-point",
      "safety-stock",
      "excess-inventory-percentage",
      "page-views",
    ]) {
      expect(metricsNotTracked).toContain(slug);
    }
    expect(metricsPlanned).toContain("impression-share");
  });

  it("gives every feature a status, and the two coming-soon ones theirs", () => {
    expect(
      productFeatures.filter((feature) => featureStatus(feature) === "coming soon").map((feature) => feature.path),
    ).toEqual(["/features/sqp-keyword-optimizer", "/features/custom-analytics"]);
    expect(features.filter((feature) => featureStatus(feature) === "coming soon")).toHaveLength(2);
  });

  it("names each free tool by its id in tools.ts, once", () => {
    const tools = features.flatMap((feature) => (feature.kind === "free tool" ? [feature.tool] : []));
    expect(new Set(tools).size).toBe(tools.length);
    for (const tool of tools) expect(toolIO.map((io) => io.id)).toContain(tool);
  });

  it("resolves every fact token and refuses an unknown one", () => {
    const all = Object.keys(productFacts)
      .map((name) => `{fact:${name}}`)
      .join(" ");
    expect(resolveFactTokens(all)).not.toMatch(FACT_TOKEN);
    expect(resolveFactTokens("Orders update {fact:ordersRefresh}.")).toBe("Orders update every hour.");
    expect(() => resolveFactTokens("{fact:noSuchFact}")).toThrow(/noSuchFact/);
  });

  it("names each sample product once, with one specification", () => {
    const names = sampleProducts.map((product) => product.name);
    expect(new Set(names).size).toBe(names.length);
    expect(sampleDimensions(sampleProducts[0]!)).toBe("10 x 6 x 3 in");
  });
});
