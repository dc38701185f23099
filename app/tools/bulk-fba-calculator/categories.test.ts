import { describe, expect, it } from "vitest";
import { referralCategories } from "~/fba-fees";
import { findCategoryId } from "./categories";

describe("findCategoryId", () => {
  it("reads every category by the name the FBA calculator lists, in any case", () => {
    for (const category of referralCategories) {
      expect(findCategoryId(category.label)).toBe(category.id);
      expect(findCategoryId(category.label.toUpperCase())).toBe(category.id);
    }
  });

  it("reads common variants and rejects what it does not know", () => {
    expect(findCategoryId("Home and Kitchen")).toBe("home-kitchen");
    expect(findCategoryId("home & kitchen ")).toBe("home-kitchen");
    expect(findCategoryId("Beauty, Health and Personal Care")).toBe("beauty-health-personal-care");
    expect(findCategoryId("Toys")).toBe("toys-games");
    expect(findCategoryId("Grocery & Gourmet Food")).toBe("grocery-gourmet");
    expect(findCategoryId("electronics-accessories")).toBe("electronics-accessories");
    expect(findCategoryId("Garden Gnomes")).toBeNull();
    expect(findCategoryId("")).toBeNull();
  });
});
