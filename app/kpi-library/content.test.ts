import { describe, expect, it } from "vitest";
import { kpiLibrary } from "~/content/kpis.server";
import { sumMoney, unitEconomics, type UnitEconomics } from "~/content/worked-examples/unit-economics";
import { calculateFbaFees } from "~/fba-fees";
import { formatUsd } from "~/lib/format";
import { amazonFacts } from "~/product/amazon-facts";
import { bakingMat, spatulaSet, type SampleProduct } from "~/product/samples";
import { round2, type Kpi } from "./library.server";

const { allKpis, getKpi } = await kpiLibrary();

/** Every string a KPI page shows: content fields, formula text, input labels and help. */
function visibleText(kpi: Kpi): string[] {
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") texts.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  const { formula, ...content } = kpi;
  walk(content);
  walk({ expression: formula.expression, inputs: formula.inputs, result: formula.result });
  return texts;
}

const kpi = (slug: string): Kpi => {
  const found = getKpi(slug);
  if (!found) throw new Error(`no KPI ${slug}`);
  return found;
};
const pageText = (slug: string) => visibleText(kpi(slug)).join("\n");

/** A sample product sold at its price in March 2026 (before the fuel surcharge) and in June 2026 (with it). */
const march = (product: SampleProduct) => unitEconomics(product, { price: product.price, date: "2026-03-15" });
const june = (product: SampleProduct) => unitEconomics(product, { price: product.price, date: "2026-06-15" });
const withSurcharge = (unit: UnitEconomics) => sumMoney([unit.fees.fulfillment, unit.fees.fuelSurcharge]);

describe("no note meant for the team reaches a KPI page", () => {
  const internal = /not verified|unverified|research notes|\bTODO\b|\bFIXME\b|as transcribed/i;
  it("has no internal marks in any visible text", () => {
    const leaks = allKpis().flatMap((entry) =>
      visibleText(entry)
        .filter((text) => internal.test(text))
        .map((text) => `${entry.slug}: ${text.slice(0, 120)}`),
    );
    expect(leaks).toEqual([]);
  });
});

describe("corrections (issue 10, item 7)", () => {
  it("on-time delivery rate: the 90% US minimum since Sept 25, 2024 and Amazon's 95% recommendation, no 'not enforced' claim", () => {
    const text = pageText("on-time-delivery-rate");
    expect(text).toContain("September 25, 2024");
    expect(text).toMatch(/at least 90%/);
    expect(text).toMatch(/95% or more/);
    expect(text).not.toMatch(/generally does not|not normally enforced|not generally enforced/);
  });

  it("low-inventory-level fee: per FNSKU from January 15, 2026 as reported, never as Amazon's confirmed rule (issue 26)", () => {
    // The page states Amazon's test through its fact (issue 46), which reports the change as reported.
    expect(amazonFacts.lowInventoryFee.text).toMatch(
      /Seller-fee trackers report that from January 15, 2026 the test runs per FNSKU.*Amazon's own wording of that change was not found/,
    );
    expect(pageText("low-inventory-level-fee")).toContain(amazonFacts.lowInventoryFee.text);
    expect(pageText("low-inventory-level-fee")).not.toMatch(
      /(?<!report that )from January 15, 2026 (?:this is measured|the (?:days-of-supply )?test runs) per FNSKU/,
    );
  });

  it("LTV:CAC uses one brand's lifetime value and acquisition cost, as on their own pages", () => {
    const ratio = kpi("ltv-to-cac-ratio");
    const clv = kpi("customer-lifetime-value");
    const cac = kpi("customer-acquisition-cost");
    expect(ratio.workedExample.inputs.lifetimeValue).toBe(clv.workedExample.result);
    expect(ratio.workedExample.inputs.acquisitionCost).toBe(cac.workedExample.result);
    for (const entry of [ratio, clv, cac]) expect(entry.workedExample.scenario).toMatch(/pet-supplement brand/);
    expect(cac.workedExample.scenario).not.toMatch(/coffee/);
  });

  it("sales growth rate: growth from zero prior sales is no result, not 0%", () => {
    const growth = kpi("sales-growth-rate").formula;
    expect(growth.compute({ currentSales: 5000, previousSales: 0 })).toBeNaN();
    expect(growth.compute({ currentSales: 48300, previousSales: 42000 })).toBeCloseTo(15, 9);
    expect(pageText("sales-growth-rate")).not.toMatch(/calculator shows 0\b/);
  });

  it("units per order item: FBA fees are per unit, so buying more at once does not lower them", () => {
    const answers = kpi("units-per-order-item")
      .faqs.map((faq) => faq.answer)
      .join(" ");
    expect(answers).toMatch(/FBA fulfillment fees are charged per unit/);
    expect(answers).not.toMatch(/fulfillment and advertising costs per unit fall/);
  });

  it("returns processing fee and storage utilization surcharge formulas state the exemptions and rounding their calculators apply", () => {
    const returns = kpi("returns-processing-fee").formula;
    expect(returns.expression).toMatch(/⌈.*⌉/);
    expect(returns.expression).toMatch(/0 when Units shipped < 25/);
    const base = { unitsShipped: 100, unitsReturned: 10, thresholdPercent: 8.1, feePerReturnedUnit: 2 };
    expect(returns.compute(base)).toBe(4); // 10 - 8.1 = 1.9 chargeable units, rounded up to 2
    expect(returns.compute({ ...base, unitsShipped: 24 })).toBe(0);
    const surcharge = kpi("storage-utilization-surcharge").formula;
    expect(surcharge.expression).toMatch(/22 weeks/);
    expect(surcharge.expression).toMatch(/Cubic feet stored < 25/);
    expect(surcharge.compute({ cubicFeetStored: 24.9, weeksOfSupply: 30, surchargeRate: 0.76 })).toBe(0);
    expect(surcharge.compute({ cubicFeetStored: 100, weeksOfSupply: 22, surchargeRate: 0.76 })).toBe(0);
  });

  it("break-even ACoS, target ACoS and CPA share one running example with the fee engine's FBA fee (surcharge included)", () => {
    // The baking mat: 12 x 8 x 1 in, 12 oz, $40, 15% referral category, after the fuel surcharge started.
    const fees = calculateFbaFees({
      lengthIn: 12,
      widthIn: 8,
      heightIn: 1,
      weightLb: 0.75,
      price: 40,
      categoryId: "home-kitchen",
      date: "2026-05-15",
    });
    if (!fees.ok) throw new Error("fee engine rejected the baking mat");
    expect(fees.value.totals.fulfillment).toBe(4.35);
    const amazonFees = round2(fees.value.totals.referral + fees.value.totals.fulfillment);
    const breakEven = kpi("break-even-acos");
    const target = kpi("target-acos");
    expect(breakEven.workedExample.inputs.amazonFees).toBe(amazonFees);
    expect(target.workedExample.inputs).toMatchObject(breakEven.workedExample.inputs);
    expect(breakEven.workedExample.scenario).toContain("$4.35");
    const { sellingPrice = 0, productCost = 0, otherCosts = 0 } = breakEven.workedExample.inputs;
    const profitBeforeAds = round2(sellingPrice - productCost - amazonFees - otherCosts);
    expect(kpi("cost-per-acquisition").workedExample.scenario).toContain(
      `$${profitBeforeAds.toFixed(2)} of profit per unit before ads`,
    );
    // One target ACoS for the baking mat, from the target ACoS page: the CPC page prices its max CPC with it.
    const targetAcos = target.workedExample.result;
    expect(targetAcos).toBe(32.5);
    // A ceiling is rounded down, so a click at the quoted price still stays at or under the target.
    const maxCpc = Math.floor(40 * 0.125 * targetAcos) / 100;
    expect(kpi("cpc").typicalRange.summary).toContain(
      `${targetAcos}% target ACoS set on the target ACoS page, $${maxCpc.toFixed(2)}`,
    );
    expect(pageText("target-acos")).toContain(`${targetAcos}% target ACoS give a max CPC of $${maxCpc.toFixed(2)}`);
    // The other pages of the library that quote the FBA fee of a 12-oz large standard item use the same $4.35.
    for (const slug of ["fees-per-unit", "profit-per-unit", "break-even-price"])
      expect(kpi(slug).workedExample.inputs.fulfillmentFee).toBe(4.35);
  });

  it("fees per unit takes the category's referral minimum as an input instead of a fixed $0.30 (media has none)", () => {
    const formula = kpi("fees-per-unit").formula;
    expect(formula.expression).not.toContain("$0.30");
    const book = {
      sellingPrice: 1.5,
      referralRate: 15,
      minimumReferralFee: 0,
      fulfillmentFee: 3,
      storageFeePerUnit: 0,
      otherFeesPerUnit: 0,
    };
    expect(round2(formula.compute(book))).toBe(3.23);
    expect(round2(formula.compute({ ...book, minimumReferralFee: 0.3 }))).toBe(3.3);
  });
});

describe("every typical range names a dated source (issue 10, item 8)", () => {
  const vague =
    /commonly|widely cited|rule of thumb|commonly observed|typical seller|often quoted|benchmark reports?|research notes/i;
  const named = /Amazon|worked example|no public benchmark/i;

  it("never rests on 'commonly cited' or other unnamed sources", () => {
    const problems = allKpis().flatMap(({ slug, typicalRange: { summary, source } }) =>
      vague.test(`${summary} ${source}`) ? [`${slug}: ${source}`] : [],
    );
    expect(problems).toEqual([]);
  });

  it("names an Amazon page, the worked example or the absence of a public benchmark, with a date", () => {
    const problems = allKpis().flatMap(({ slug, typicalRange: { source } }) =>
      named.test(source) && /\b20\d\d\b/.test(source) ? [] : [`${slug}: ${source}`],
    );
    expect(problems).toEqual([]);
  });

  it("quotes no unsourced 'commonly cited' figures anywhere on a KPI page", () => {
    const problems = allKpis().flatMap((entry) =>
      visibleText(entry)
        .filter((text) => /commonly cited|rule of thumb|often quoted|get quoted/i.test(text))
        .map((text) => `${entry.slug}: ${text.slice(0, 100)}`),
    );
    expect(problems).toEqual([]);
  });

  it("shows the reader how to set their own target where there is no public benchmark", () => {
    const problems = allKpis().flatMap(({ slug, typicalRange: { summary, source } }) =>
      /no public benchmark/i.test(`${summary} ${source}`) && !/your own/i.test(`${summary} ${source}`) ? [slug] : [],
    );
    expect(problems).toEqual([]);
  });
});

describe("corrections (issue 35)", () => {
  it("the March 2026 spatula-set figures add up from page to page", () => {
    const gross = kpi("gross-sales").workedExample.result;
    const price = kpi("gross-sales").workedExample.inputs.averageItemPrice ?? Number.NaN;
    const refunds = kpi("net-sales").workedExample.inputs.refunds ?? Number.NaN;
    const cm = kpi("contribution-margin").workedExample.inputs;
    // One set of refunds on every page: the units of the refund rate and refund cost pages, refunded in full on the
    // net sales page, each with its $3.75 referral fee (15% of the price) and a refund administration fee of the
    // lesser of $5.00 or 20% of that fee (refund cost page).
    const refundCost = kpi("refund-cost").workedExample.inputs;
    const unitsRefunded = refundCost.unitsRefunded ?? Number.NaN;
    const referralFee = refundCost.referralFee ?? Number.NaN;
    expect(kpi("refund-rate").workedExample.inputs.unitsRefunded).toBe(unitsRefunded);
    expect(refunds).toBe(round2(unitsRefunded * price));
    expect(referralFee).toBe(round2(price * 0.15));
    const refundAdministrationFee = Math.min(5, round2(referralFee * 0.2));
    // Referral 15% of gross sales (shipping and gift wrap included), less the referral fee Amazon credits back on the
    // refunded units minus its refund administration fee; the spatula set's March FBA fee on 1,240 units, storage $264.31.
    const referral = round2(gross * 0.15) - unitsRefunded * (referralFee - refundAdministrationFee);
    expect(cm.amazonFees).toBe(round2(referral + 1240 * march(spatulaSet).fees.fulfillment + 264.31));
    expect(cm.netSales).toBe(kpi("net-sales").workedExample.result);
    // Other variable costs include the month's $250.00 of coupon fees (promotion cost share page).
    expect(kpi("promotion-cost-share").workedExample.inputs.couponAndDealFees).toBe(250);
    expect(cm.otherVariableCosts).toBe(412 + 250);
    for (const slug of ["contribution-margin-roi", "pre-ad-margin"]) {
      expect(kpi(slug).workedExample.inputs.amazonFees, slug).toBe(cm.amazonFees);
    }
    // Net profit's Amazon fees add the month's $39.99 Professional plan subscription, a fixed Amazon selling fee (the
    // P&L books it there, /features/profit-loss), to the variable fees above; its overhead is the rest of the
    // $2,350.00 of fixed costs the TACoS page takes off, so net profit is the same $3,588.63.
    const netProfit = kpi("net-profit").workedExample;
    expect(netProfit.inputs.amazonFees).toBe(round2((cm.amazonFees ?? Number.NaN) + 39.99));
    expect(netProfit.inputs.otherExpenses).toBe(round2((cm.otherVariableCosts ?? Number.NaN) + 2350 - 39.99));
    expect(netProfit.result).toBe(3588.63);
    expect(kpi("contribution-margin-roi").workedExample.inputs).toEqual(cm);
    expect(kpi("pre-ad-margin").workedExample.inputs.otherVariableCosts).toBe(cm.otherVariableCosts);
    expect(kpi("net-profit-margin").workedExample.inputs.netProfit).toBe(kpi("net-profit").workedExample.result);
    // The March refunds pay March's FBA fee (the fuel surcharge started April 17, 2026).
    expect(march(spatulaSet).fees.fuelSurcharge).toBe(0);
    expect(kpi("refund-cost").workedExample.inputs.fulfillmentFee).toBe(march(spatulaSet).fees.fulfillment);
    // Pre-ad margin divides by net sales, TACoS by total sales: the break-even TACoS is pre-ad profit ÷ gross sales,
    // and TACoS quotes the pre-ad margin page's profit and margin.
    const preAd = kpi("pre-ad-margin").workedExample;
    const input = (key: string) => preAd.inputs[key] ?? Number.NaN;
    const preAdProfit = round2(input("netSales") - input("cogs") - input("amazonFees") - input("otherVariableCosts"));
    const usd = (value: number) => `$${value.toLocaleString("en-US", { minimumFractionDigits: 2 })}`;
    const breakEvenTacos = ((preAdProfit / gross) * 100).toFixed(2);
    expect(preAd.scenario).toContain(`${usd(preAdProfit)} ÷ ${usd(gross)} = ${breakEvenTacos}%`);
    expect(pageText("tacos")).toContain(`${usd(preAdProfit)} of pre-ad profit, less $2,350.00 of overhead`);
    // The ceiling (on gross sales) is compared with the break-even TACoS on the same gross sales, not with the pre-ad
    // margin on net sales (reader-t, 2026-12-02).
    expect(pageText("tacos")).toContain(`far below the ${breakEvenTacos}% break-even TACoS on the same gross sales`);
    expect(pageText("tacos")).not.toContain(`${preAd.result.toFixed(2)}% pre-ad margin`);
    expect(pageText("pre-ad-margin")).not.toMatch(/TACoS above about|Break-even TACoS/);
  });

  it("the baking mat and the spatula set cost what their samples cost in the fee engine (issue 46)", () => {
    const mat = june(bakingMat);
    expect([mat.sizeTier, mat.shippingWeightLb]).toEqual(["large-standard", 0.75]);
    expect(kpi("break-even-acos").workedExample.scenario).toContain(
      `the 15% referral fee is ${formatUsd(mat.fees.referral)} and the FBA fee for a 12-oz large-standard item priced $10-$50 is ${formatUsd(withSurcharge(mat))} (${formatUsd(mat.fees.fulfillment)} on the 2026 card plus the 3.5% fuel and logistics surcharge since April 17, 2026), so Amazon fees total ${formatUsd(sumMoney([mat.fees.referral, withSurcharge(mat)]))}`,
    );
    // During the holiday peak (Oct 15 - Jan 14) the higher FBA fee lowers the mat's break-even ACoS; the pages that
    // quote the non-peak 47.5% also give the peak figure, computed the same way.
    const peak = unitEconomics(bakingMat, { price: bakingMat.price, date: "2026-12-02" });
    const inputs = kpi("break-even-acos").workedExample.inputs;
    const [sellingPrice, productCost, otherCosts] = [inputs.sellingPrice!, inputs.productCost!, inputs.otherCosts!];
    const peakFees = sumMoney([peak.fees.referral, withSurcharge(peak)]);
    const peakBreakEven = (((sellingPrice - productCost - peakFees - otherCosts) / sellingPrice) * 100).toFixed(1);
    for (const slug of ["break-even-acos", "acos"]) expect(pageText(slug)).toContain(`${peakBreakEven}%`);
    const set = june(spatulaSet);
    expect([set.sizeTier, set.shippingWeightLb]).toEqual(["large-standard", 0.75]);
    expect(kpi("profit-per-unit").workedExample.scenario).toContain(
      `the referral fee ${formatUsd(set.fees.referral)} (15%), the FBA fee ${formatUsd(withSurcharge(set))} (large standard 12 oz, $10-$50 band, ${formatUsd(set.fees.fulfillment)} plus`,
    );
    expect(kpi("fees-per-unit").workedExample.scenario).toContain(
      `a ${formatUsd(withSurcharge(set))} FBA fee (${formatUsd(set.fees.fulfillment)} on the 2026 card plus`,
    );
    expect(kpi("referral-fee").workedExample.result).toBe(set.fees.referral);
  });

  it("per-unit fees are charged in whole cents", () => {
    expect(kpi("fuel-and-logistics-surcharge").workedExample.result).toBe(450);
    const fees = calculateFbaFees({
      lengthIn: 10,
      widthIn: 8,
      heightIn: 0.7,
      weightLb: 0.625,
      price: 19.99,
      categoryId: "toys-games",
      date: "2026-05-15",
    });
    if (!fees.ok) throw new Error("fee engine rejected the pet toy");
    const { referralFees, fulfillmentFees } = kpi("amazon-fees-percentage").workedExample.inputs;
    expect(referralFees).toBe(round2(2000 * fees.value.totals.referral));
    expect(fulfillmentFees).toBe(round2(2000 * fees.value.totals.fulfillment));
  });

  it("never tells a reader to put the inbound placement fee into landed cost", () => {
    const landed = kpi("landed-cost-per-unit");
    const help = landed.formula.inputs.map((input) => input.help ?? "").join(" ");
    expect(help).not.toMatch(/shipping to Amazon, inbound placement fees/);
    expect(pageText("inbound-placement-fee")).not.toMatch(/forgetting it in landed cost/);
    expect(landed.tracking?.how?.["/features/profit-loss"]).toMatch(/you enter/);
  });

  it("reimbursement coverage expects manufacturing-cost payments, not 100% of landed cost", () => {
    const text = pageText("fba-reimbursements");
    expect(text).not.toMatch(/target at 100% coverage/);
    expect(text).toMatch(/manufacturing cost/);
  });
});
