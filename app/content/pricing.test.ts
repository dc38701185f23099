import { describe, expect, it } from "vitest";
import { orderLimitLabel, pricingFaqs, pricingPlans } from "./pricing";
import { pricingFaqsSchema, pricingPlansSchema } from "./pricing-schema";

describe("/pricing data follows its schema", () => {
  it("plans: four, exactly one highlighted, annual figures consistent", () => {
    expect(pricingPlansSchema.parse(pricingPlans)).toEqual(pricingPlans);
  });
  it("FAQs: at most eight, each with a real question and answer", () => {
    expect(pricingFaqsSchema.parse(pricingFaqs)).toEqual(pricingFaqs);
  });
});

describe("/pricing states each plan's order limit once and consistently", () => {
  it("the features list never repeats the order limit", () => {
    for (const plan of pricingPlans) {
      expect(
        plan.features.filter((feature) => /\border/i.test(feature)),
        plan.id,
      ).toEqual([]);
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
