import { describe, expect, it } from "vitest";
import { clearExplorerQuery, explorerDefaults, readExplorerQuery, writeExplorerQuery } from "./explorer-state";

const slugs = ["advertising", "inventory"];

describe("KPI explorer URL", () => {
  it("restores the search and a known category from a versioned link", () => {
    expect(readExplorerQuery("?v=1&q=tacos", slugs)).toEqual({ q: "tacos", category: "" });
    expect(readExplorerQuery("?v=1&q=rate&category=inventory", slugs)).toEqual({ q: "rate", category: "inventory" });
    expect(readExplorerQuery("?v=1&category=not-a-category", slugs)).toEqual(explorerDefaults);
    expect(readExplorerQuery(`?v=1&q=${"a".repeat(150)}`, slugs)?.q).toHaveLength(100);
  });

  it("ignores unversioned links", () => {
    expect(readExplorerQuery("?q=tacos", slugs)).toBeNull();
    expect(readExplorerQuery("", slugs)).toBeNull();
  });

  it("writes the trimmed search and the category, and a clean address when both are empty", () => {
    expect(writeExplorerQuery({ q: " acos ", category: "advertising" }, slugs, "?utm_source=x")).toBe(
      "?v=1&q=acos&category=advertising&utm_source=x",
    );
    expect(writeExplorerQuery({ q: "", category: "" }, slugs, "?v=1&q=acos")).toBe("");
    expect(clearExplorerQuery("?v=1&q=acos&utm_source=x", slugs)).toBe("?utm_source=x");
  });
});
