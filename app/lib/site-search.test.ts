import { describe, expect, it, vi } from "vitest";
import {
  aliasTarget,
  buildSearchIndex,
  cutQuery,
  loadSearchIndex,
  MAX_QUERY_LENGTH,
  normalizeQuery,
  searchSite,
  type SearchDocument,
} from "./site-search";

const page = (url: string, title: string, aliases: string[] = [], summary = "", text = ""): SearchDocument => ({
  url,
  kind: "Metric",
  title,
  aliases,
  summary,
  text,
});

const documents = [
  page("/acos", "ACoS (Advertising Cost of Sales)", ["ACoS", "ad cost"], "Ad spend divided by ad sales."),
  page("/tacos", "TACoS (Total ACoS)", ["TACoS"], "Ad spend divided by all sales, ACoS included."),
  page("/storage", "Monthly storage fee", ["storage fee", "shared name"], "What Amazon charges to store units."),
  page("/aged", "Aged inventory surcharge", ["shared name"], "A fee on old stock, on top of the storage fee."),
];
// Through JSON, as the browser gets it.
const search = loadSearchIndex(JSON.parse(JSON.stringify(buildSearchIndex(documents))));
const urls = (query: string) => searchSite(search, query).map((hit) => hit.url);

describe("site search", () => {
  it("normalizes what is typed: case, accents, punctuation", () => {
    expect(normalizeQuery("  Break-Even  ACoS! ")).toBe("break even acos");
    expect(normalizeQuery("Fée")).toBe("fee");
    expect(normalizeQuery("?!")).toBe("");
  });

  it("matches prefixes and a typo, title and aliases above a passing mention", () => {
    expect(urls("stor")[0]).toBe("/storage");
    expect(urls("storage fee")[0]).toBe("/storage");
    expect(urls("storaje")[0]).toBe("/storage");
    expect(urls("acos")[0]).toBe("/acos");
  });

  it("allows two typos in a short word only when nothing matched otherwise", () => {
    expect(urls("acso")).toContain("/acos");
    expect(urls("zzqx")).toEqual([]);
  });

  it("maps an exact alias or title to its page, unless two pages share it", () => {
    expect(aliasTarget(search, "ad cost")).toBe("/acos");
    expect(aliasTarget(search, "monthly storage fee")).toBe("/storage");
    expect(aliasTarget(search, "shared name")).toBeNull();
    expect(aliasTarget(search, "ad")).toBeNull();
  });

  it("weighs a free tool's words above a metric's, unless the metric is named exactly for them", () => {
    const tool = (url: string, title: string, summary: string): SearchDocument => ({
      ...page(url, title, [], summary),
      kind: "Free tool",
    });
    const withTools = loadSearchIndex(
      buildSearchIndex([
        page(
          "/fulfillment",
          "FBA fulfillment fee",
          ["fulfillment fee"],
          "The per-unit FBA fee for picking and shipping.",
        ),
        page("/storage-fee", "Monthly storage fee", [], "The FBA fee for the space your units take."),
        page("/placement", "Inbound placement fee", [], "The FBA fee for sending units to fewer warehouses."),
        tool("/calculator", "Free Amazon FBA Calculator", "Every FBA fee of a product and the profit left."),
        tool("/finder", "Reimbursement finder", "Lost or damaged units Amazon has not paid for."),
        page("/stock", "Inventory value", [], "What the lost, damaged and sellable units are worth."),
      ]),
    );
    const first = (query: string) => searchSite(withTools, query)[0]?.url;
    expect(first("fba fee")).toBe("/calculator");
    expect(first("lost units")).toBe("/finder");
    expect(first("fulfillment fee")).toBe("/fulfillment");
  });

  it("ranks the typo pass by spelling alone, not by the kinds' weights", () => {
    const withTool = loadSearchIndex(
      buildSearchIndex([
        ...documents,
        { ...page("/bulk", "Bulk calculator", ["csv calculator"], "Fees of a whole CSV file."), kind: "Free tool" },
      ]),
    );
    expect(searchSite(withTool, "acso")[0]?.url).toBe("/acos");
  });

  it("returns what a result shows, at most the limit", () => {
    expect(searchSite(search, "fee", 1)).toEqual([
      { url: "/storage", kind: "Metric", title: "Monthly storage fee", summary: "What Amazon charges to store units." },
    ]);
  });

  it("cuts a query to its first MAX_QUERY_LENGTH characters, never inside a character", () => {
    expect(cutQuery("acos")).toBe("acos");
    expect(cutQuery("x".repeat(MAX_QUERY_LENGTH + 1))).toBe("x".repeat(MAX_QUERY_LENGTH));
    // An emoji is two UTF-16 units: one that straddles the limit goes whole.
    expect(cutQuery(`${"x".repeat(MAX_QUERY_LENGTH - 1)}📦`)).toBe("x".repeat(MAX_QUERY_LENGTH - 1));
  });

  // Issue 51: an 8 KB query of one-letter words held the tab 4.9 s and a pasted 100 KB word 130 s, every word looked
  // up with prefixes and typos. What reaches MiniSearch is at most MAX_QUERY_LENGTH characters.
  it.each([
    ["8 KB of one-letter words", "a ".repeat(4096)],
    ["a pasted 100 KB word", "acos".repeat(25_600)],
  ])("searches only the first characters of %s", (_name, query) => {
    // Not run: before the cut, the 100 KB word alone took minutes.
    const searched = vi.spyOn(search.miniSearch, "search").mockReturnValue([]);
    searchSite(search, query);
    expect(searched).toHaveBeenCalled();
    for (const [text] of searched.mock.calls) expect(String(text).length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    searched.mockRestore();
  });
});
