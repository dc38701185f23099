import { describe, expect, it } from "vitest";
import { orderLimitLabel, pricingPlans } from "./pricing";

describe("/pricing states each plan's order limit once and consistently", () => {
  it("the features list never repeats the order limit", () => {
    for (const plan of pricingPlans) {
      expect(plan.features.filter((feature) => /\border/i.test(feature)), plan.id).toEqual([]);
    }
  });

  it("fixed plans read 'Up to N orders a month'; Enterprise starts where the largest fixed limit ends", () => {
    expect(pricingPlans.map((plan) => orderLimitLabel(plan))).toEqual([
      "Up to 1,000 orders a month",
      "Up to 5,000 orders a month",
      "Up to 20,000 orders a month",
      "More than 20,000 orders a month",
    ]);
    const text = JSON.stringify(pricingPlans);
    expect(text).not.toMatch(/any order volume/i);
  });
});
