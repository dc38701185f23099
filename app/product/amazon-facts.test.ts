import { describe, expect, it } from "vitest";
import { lowInventoryLevelFee } from "~/fba-fees/low-inventory-fee";
import { us2026NonPeak } from "~/fba-fees/schedules";
import { classifySizeTier } from "~/fba-fees/size-tier";
import { formatDate } from "~/lib/format";
import {
  AMAZON_FACT_TOKEN,
  amazonFacts,
  amazonFactText,
  resolveAmazonFactTokens,
  type AmazonFactName,
} from "./amazon-facts";

const names = Object.keys(amazonFacts) as AmazonFactName[];

describe("Amazon's facts", () => {
  it("resolve every token to the fact and its source, and refuse an unknown one", () => {
    const all = names.map((name) => `{amazon:${name}}`).join(" ");
    expect(resolveAmazonFactTokens(all)).not.toMatch(AMAZON_FACT_TOKEN);
    expect(resolveAmazonFactTokens("See {amazon:daysOfSupply}")).toBe(`See ${amazonFactText("daysOfSupply")}`);
    expect(amazonFactText("daysOfSupply")).toMatch(
      / \(Amazon Seller Central help GV43F6S76Y9DHYRH, read November 2026\.\)$/,
    );
    expect(() => resolveAmazonFactTokens("{amazon:noSuchFact}")).toThrow(/noSuchFact/);
  });

  it.each(names)("%s names its source and when it was read", (name) => {
    expect(amazonFacts[name].source).toMatch(/\b20\d\d\b/);
    expect(amazonFacts[name].text).toMatch(/\.$/);
  });

  it("state the low-inventory-level fee's bands as the fee engine charges them", () => {
    const smallStandard = classifySizeTier(10, 6, 0.5, 0.5, us2026NonPeak.sizeTierRules);
    const fee = (shortTerm: number, longTerm: number) =>
      lowInventoryLevelFee(us2026NonPeak, smallStandard, {
        shortTermDaysOfSupply: shortTerm,
        longTermDaysOfSupply: longTerm,
      }).amount;
    const text = amazonFacts.lowInventoryFee.text;
    const [threshold, lowEdge, highEdge] = [
      /both .* are under (\d+) days/,
      /under (\d+) days, /,
      / (\d+) to \d+ days or/,
    ].map((pattern) => Number(pattern.exec(text)?.[1]));
    expect([threshold, lowEdge, highEdge]).toEqual([28, 14, 14]);
    expect(fee(threshold! - 0.01, 1)).toBeGreaterThan(0);
    expect(fee(threshold!, 1)).toBe(0);
    expect(fee(1, threshold!)).toBe(0);
    // The higher of the two sets the rate.
    expect(fee(lowEdge! - 0.01, 1)).toBeGreaterThan(fee(1, lowEdge!));
  });

  it("date the standard-size partial split's end as the fee engine does", () => {
    const ended = formatDate(us2026NonPeak.inboundPlacement.standardSizePartialSplitEndsOn, "long");
    expect(amazonFacts.inboundPlacementFee.text).toContain(
      `since ${ended} standard-size products can no longer choose it`,
    );
  });
});
