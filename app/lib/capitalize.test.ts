import { describe, expect, it } from "vitest";
import { capitalizeFirst } from "./capitalize";

describe("capitalizeFirst", () => {
  it("capitalizes the first letter only and keeps the rest as written", () => {
    expect(capitalizeFirst("the free FBA Fee Calculator")).toBe("The free FBA Fee Calculator");
    expect(capitalizeFirst("search aliases")).toBe("Search aliases");
    expect(capitalizeFirst("")).toBe("");
  });
});
