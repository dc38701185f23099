import { describe, expect, it } from "vitest";
import { categoryPageTitle, kpiPageDescription, kpiPageTitle, libraryPageTitle, titleAlias, truncateText } from "./seo";

describe("kpiPageTitle", () => {
  it("uses the full pattern with a short alias when it fits", () => {
    expect(kpiPageTitle({ name: "Average Order Value", aliases: ["AOV", "Average basket size"] }, "MarginAtlas")).toBe("Average Order Value (AOV): Formula & Calculator | MarginAtlas");
    expect(kpiPageTitle({ name: "Review Rate", aliases: ["Rating rate"] }, "MarginAtlas")).toBe("Review Rate: Formula, Calculator & Benchmarks | MarginAtlas");
  });

  it("does not repeat an alias the name already contains", () => {
    expect(titleAlias({ name: "ACoS (Advertising Cost of Sales)", aliases: ["ACoS", "ACOS"] })).toBeNull();
    expect(titleAlias({ name: "Cost of goods sold", aliases: ["Cost of sales", "COGS"] })).toBe("COGS");
    expect(titleAlias({ name: "Ad Clicks", aliases: ["Clicks", "PPC clicks"] })).toBeNull();
  });

  it("falls back to shorter patterns and never exceeds 70 characters", () => {
    const long = { name: "An Extremely Long Metric Name That Goes On And On Forever", aliases: ["ELMN"] };
    const title = kpiPageTitle(long, "MarginAtlas");
    expect(title.length).toBeLessThanOrEqual(70);
    expect(title.startsWith("An Extremely Long Metric Name")).toBe(true);
    expect(kpiPageTitle({ name: "x".repeat(90), aliases: [] }, "MarginAtlas").length).toBeLessThanOrEqual(70);
  });

  it("names the configured brand, and goes without it when a longer brand leaves no room", () => {
    expect(kpiPageTitle({ name: "Review Rate", aliases: ["Rating rate"] }, "Acme")).toBe("Review Rate: Formula, Calculator & Benchmarks | Acme");
    expect(kpiPageTitle({ name: "Average Order Value", aliases: ["AOV"] }, "Acme Marketplace Analytics Co")).toBe("Average Order Value: Formula & Calculator");
  });
});

describe("descriptions", () => {
  it("add what the page offers when there is room, and stay within 160 characters", () => {
    expect(kpiPageDescription({ definition: "CTR is clicks divided by impressions." })).toBe("CTR is clicks divided by impressions. Formula, worked example and free calculator.");
    const long = kpiPageDescription({ definition: `${"word ".repeat(60)}end.` });
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith("…")).toBe(true);
  });

  it("truncate at a word boundary", () => {
    expect(truncateText("one two three four", 12)).toBe("one two…");
    expect(truncateText("short", 12)).toBe("short");
  });
});

describe("hub and category titles", () => {
  it("never say Amazon twice", () => {
    expect(categoryPageTitle({ name: "Amazon Fees" }, "MarginAtlas")).toBe("Amazon Fees Metrics: Formulas & Calculators | MarginAtlas");
    expect(categoryPageTitle({ name: "Inventory" }, "MarginAtlas")).toBe("Amazon Inventory Metrics: Formulas & Calculators | MarginAtlas");
    expect(libraryPageTitle(110, "MarginAtlas")).toBe("Amazon KPI Library: 110 Seller Metrics & Formulas | MarginAtlas");
  });
});
