import { describe, expect, it } from "vitest";
import { kpiLibrary } from "~/content/kpis.server";
import { kpiCategoryList } from "./library.server";
import { groupByCategory, kpiIndexEntry, normalizeText, prepareSearch, readKpiIndex, searchKpis } from "./search";

const { allKpis } = await kpiLibrary();

const index = allKpis().map(kpiIndexEntry);
const items = prepareSearch(index);
const slugs = (query: string, category?: string) => searchKpis(items, query, category).map((entry) => entry.slug);

describe("normalizeText", () => {
  it("lowercases, drops accents and punctuation, spells out &", () => {
    expect(normalizeText("  Subscribe & Save — Share %  ")).toBe("subscribe and save share");
    expect(normalizeText("LTV:CAC")).toBe("ltv cac");
    expect(normalizeText("Café")).toBe("cafe");
  });
});

describe("searchKpis over the real library", () => {
  it("returns everything for an empty query", () => {
    expect(slugs("")).toHaveLength(122);
    expect(slugs("   ")).toHaveLength(122);
  });

  it("finds ACoS and TACoS for 'acos', best match first, and not unrelated metrics", () => {
    const found = slugs("acos");
    expect(found[0]).toBe("acos");
    expect(found).toContain("tacos");
    expect(found).toContain("break-even-acos");
    expect(found).not.toContain("order-defect-rate");
  });

  it("matches aliases", () => {
    expect(slugs("buy box")).toContain("featured-offer-percentage");
    expect(slugs("buybox")).toContain("featured-offer-percentage");
    expect(slugs("ODR")[0]).toBe("order-defect-rate");
    expect(slugs("ltv:cac")[0]).toBe("ltv-to-cac-ratio");
    expect(slugs("COGS")).toContain("cost-of-goods-sold");
  });

  it("matches words of the definition, every word required", () => {
    expect(slugs("chargeback")).toContain("chargeback-rate");
    expect(slugs("attribution window")).toContain("ad-orders");
    expect(slugs("zzzz")).toEqual([]);
    expect(slugs("acos zzzz")).toEqual([]);
  });

  it("filters by category", () => {
    const advertising = slugs("", "advertising");
    expect(advertising).toHaveLength(19);
    expect(slugs("acos", "account-health")).toEqual([]);
    expect(
      slugs("rate", "inventory").every((slug) => index.find((entry) => entry.slug === slug)?.category === "inventory"),
    ).toBe(true);
  });
});

describe("groupByCategory", () => {
  it("groups results in category order and drops empty groups", () => {
    const groups = groupByCategory(searchKpis(items, "acos"), kpiCategoryList);
    expect(groups.map((group) => group.category.slug)[0]).not.toBe("account-health");
    expect(groups.every((group) => group.entries.length > 0)).toBe(true);
    expect(groupByCategory(searchKpis(items, ""), kpiCategoryList)).toHaveLength(8);
  });
});

describe("the index file (kpiIndexEntry, readKpiIndex)", () => {
  it("holds only what the search matches and the list shows, and reads back as written", () => {
    const acos = index.find((entry) => entry.slug === "acos");
    expect(Object.keys(acos ?? {})).toEqual(["slug", "category", "name", "aliases", "definition"]);
    expect(readKpiIndex(JSON.parse(JSON.stringify(index)))).toEqual(index);
  });

  it("is null for anything but a list of entries, so the hub keeps its full list", () => {
    const [first] = index;
    expect(readKpiIndex({ index: {}, aliasTargets: {} })).toBeNull();
    expect(readKpiIndex("<!doctype html>")).toBeNull();
    expect(readKpiIndex(null)).toBeNull();
    expect(readKpiIndex([{ ...first, definition: undefined }])).toBeNull();
    expect(readKpiIndex([{ ...first, aliases: "ODR" }])).toBeNull();
    expect(readKpiIndex([{ ...first, aliases: [1] }])).toBeNull();
    expect(readKpiIndex([first, null])).toBeNull();
    expect(readKpiIndex([])).toEqual([]);
  });

  it("drops fields it does not know", () => {
    const [first] = index;
    expect(readKpiIndex([{ ...first, formula: "x" }])).toEqual([first]);
  });
});
