import { describe, expect, it } from "vitest";
import { evaluateFba, FBA_REFERENCE_DATE, fbaDefaults } from "~/tools/fba-calculator/fba-form";
import {
  feeDateLabel,
  moreFeesSet,
  ownFulfillmentRows,
  ownFulfillmentVerdict,
  priceParts,
  quickComparePrices,
  returnThresholdHint,
  seasonSwitchDate,
  tierSummary,
  weightHint,
  whatIfRows,
} from "./view";

const evaluate = (changes: Partial<typeof fbaDefaults> = {}, today = FBA_REFERENCE_DATE) =>
  evaluateFba({ ...fbaDefaults, ...changes }, today);
const resultOf = (changes: Partial<typeof fbaDefaults> = {}) => {
  const { result } = evaluate(changes);
  if (!result) throw new Error("no result");
  return result;
};

describe("FBA calculator view", () => {
  it("shows the typed weight in the other unit, or in ounces and grams below 1", () => {
    expect(weightHint("0.75", "in")).toBe("= 12 oz, with packaging");
    expect(weightHint("2.2046226218", "in")).toBe("With packaging (= 1 kg)");
    expect(weightHint("0.34", "cm")).toBe("= 340 g, with packaging");
    expect(weightHint("1", "cm")).toBe("With packaging (= 2.2 lb)");
    expect([weightHint("", "in"), weightHint("0", "in"), weightHint("heavy", "cm")]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("says what an empty return threshold means for the category", () => {
    expect(returnThresholdHint("home-kitchen", "apparel")).toBe("Apparel and shoes pay on every return");
    expect(returnThresholdHint("home-kitchen", "non-apparel")).toMatch(
      /^Empty = this category's [\d.]+% \(estimate\)$|^Empty = every return counts/,
    );
  });

  it("opens More fees only when one of its inputs is set", () => {
    expect(moreFeesSet(fbaDefaults)).toBe(false);
    for (const changes of [
      { sipp: "1" },
      { placement: "partial" },
      { months: "3" },
      { returnRate: "5" },
      { daysOfSupply: "20" },
    ]) {
      expect(moreFeesSet({ ...fbaDefaults, ...changes }), JSON.stringify(changes)).toBe(true);
    }
  });

  it("switches between a non-peak and a peak date of the same fee year, never before 2026", () => {
    expect(seasonSwitchDate(evaluate({ date: "2027-06-10" }))).toBe("2027-11-22");
    expect(seasonSwitchDate(evaluate({ date: "2026-11-22" }))).toBe("2026-06-01");
    expect(seasonSwitchDate(evaluate({ date: "2025-06-10" }))).toBe("2026-11-22");
  });

  it("labels the fee date as today once hydrated, as the reference date before", () => {
    expect(feeDateLabel(evaluate(), false)).toBe("Jun 1, 2026 (reference date)");
    expect(feeDateLabel(evaluate(), true)).toBe("Jun 1, 2026 (today)");
    expect(feeDateLabel(evaluate({ date: "2026-11-22" }), true)).toBe("Nov 22, 2026");
  });

  it("sums up the tier", () => {
    const { fees } = resultOf();
    expect(tierSummary(fees)).toMatch(/^Large standard, shipping weight [\d.]+ lb, .*weight billed.*; [\d.]+ cu ft$/);
  });

  it("splits the price into shares that add up to the whole, with no profit share for a loss", () => {
    const parts = priceParts(resultOf());
    expect(parts.map((part) => part.label)).toEqual(["Amazon fees", "Landed cost", "Ads", "Profit"]);
    expect(parts.reduce((sum, part) => sum + part.sharePercent, 0)).toBeCloseTo(100, 6);
    const loss = priceParts(resultOf({ cogs: "40.00" }));
    expect(loss.find((part) => part.label === "Profit")).toMatchObject({ sharePercent: 0 });
    expect(loss.find((part) => part.label === "Profit")?.amount).toMatch(/^-\$/);
  });

  it("offers 10% either way and the break-even price as compare prices", () => {
    const result = resultOf();
    expect(quickComparePrices(result).map((option) => option.label)).toEqual(["-10%", "+10%", "Break-even"]);
    expect(quickComparePrices(result)[0]?.price).toBeCloseTo(22.491, 6);
    expect(quickComparePrices(null)).toEqual([]);
  });

  it("compares your price with the what-if price, change by change", () => {
    const { result, compare } = evaluate();
    if (!result || !compare) throw new Error("no comparison");
    const rows = whatIfRows(result, compare);
    expect(rows.map((row) => row.label)).toEqual([
      "Price",
      "Amazon fees",
      "Net profit per unit",
      "Margin",
      "ROI",
      "Profit per month",
    ]);
    expect(rows[0]).toEqual({ label: "Price", yours: "$24.99", whatIf: "$29.99", change: "+$5.00" });
    expect(rows[3]?.change).toMatch(/^\+\d+\.\d pts$/);
    const same = whatIfRows(result, result);
    expect(same.map((row) => row.change)).toEqual(["$0.00", "$0.00", "$0.00", "0.0 pts", "0.0 pts", "$0"]);
    expect(whatIfRows({ ...result, monthly: null }, compare).map((row) => row.label)).not.toContain("Profit per month");
  });

  it("lays out FBA against own fulfillment and says which earns more per unit and per month", () => {
    const { own } = evaluate({ ownLabel: "5.00", ownPackaging: "0.40", ownLabour: "1.00", ownStorage: "0.10" });
    if (!own) throw new Error("no comparison");
    const rows = ownFulfillmentRows(own);
    expect(rows.map((row) => row.label)).toEqual([
      "Price + shipping charged",
      "Referral fee",
      "Fulfillment",
      "Storage",
      "Landed cost and ads",
      "Net profit per unit",
      "Margin",
      "Profit per month",
    ]);
    expect(rows.find((row) => row.label === "Fulfillment")?.own).toBe("-$6.40");
    expect(rows.find((row) => row.label === "Net profit per unit")?.own).toBe("$5.94");
    const side = own.better === "own" ? "Fulfilling orders yourself" : "FBA";
    expect(ownFulfillmentVerdict(own)).toMatch(
      new RegExp(`^${side} earns \\$[0-9.]+ more per unit, \\$[0-9,]+ a month\\.$`),
    );
  });
});
