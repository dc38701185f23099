import { describe, expect, it } from "vitest";
import { FEES_2026_SOURCE_WITH_PLACEMENT } from "~/content/shared-copy";
import { acosImprovedExample, blanketTargetExample } from "./agencies";
import { q4StorageExample, twoDefinitionsExample } from "./aggregators";
import { brandLinesScreen, priceCutExample, queryFunnelExample } from "./brand-managers";
import { returnsCohortExample, tableSizingExample } from "./data-teams";
import { acosQuarterExample, feeChangesExample, onePageInputs, onePageScreen } from "./executives";
import { garlicPressProfitExample, runningThinExample } from "./fba-sellers";
import {
  column,
  count,
  ledgerMismatches,
  lineLabel,
  lineValue,
  money,
  moneyAll,
  percent,
  percentAll,
  round,
  row,
  sum,
  tile,
} from "./printed-figures";

describe("/who-we-serve/fba-sellers", () => {
  it("scenario 1 adds up to its profit before advertising and net profit, with the margins they give", () => {
    expect(ledgerMismatches(garlicPressProfitExample, ["Profit before advertising"])).toEqual([]);
    const price = money(lineValue(garlicPressProfitExample, "Price"));
    const beforeAds = money(lineValue(garlicPressProfitExample, "Profit before advertising"));
    expect(percent(lineValue(garlicPressProfitExample, "Profit before advertising"))).toBe(
      round((beforeAds / price) * 100, 1),
    );
    const net = money(garlicPressProfitExample.result.value);
    expect(percent(garlicPressProfitExample.result.value)).toBe(round((net / price) * 100, 1));
    expect(moneyAll(garlicPressProfitExample.note ?? "")).toContain(Math.round(600 * net));
  });

  it("scenario 2 takes the fee off scenario 1's profit, 600 times", () => {
    const fee = money(lineValue(runningThinExample, "Fee for Large standard"));
    const [after, before] = moneyAll(lineValue(runningThinExample, "Net profit per unit after the fee"));
    expect(before).toBe(money(garlicPressProfitExample.result.value));
    expect(after).toBe(round((before ?? 0) - fee, 2));
    expect(money(runningThinExample.result.value)).toBe(
      Math.round(fee * count(lineValue(runningThinExample, "Units shipped"))),
    );
  });
});

describe("/who-we-serve/brand-managers", () => {
  it("the price test multiplies out and compares profit per session", () => {
    const [unitsHigh, unitsLow] = [
      lineValue(priceCutExample, "At $29.99"),
      lineValue(priceCutExample, "At $27.99"),
    ].map(count);
    const [profitHigh, totalHigh] = moneyAll(lineValue(priceCutExample, "Profit per unit at $29.99"));
    const [profitLow, totalLow] = moneyAll(lineValue(priceCutExample, "Profit per unit at $27.99"));
    expect(totalHigh).toBe(round((profitHigh ?? 0) * (unitsHigh ?? 0), 2));
    expect(totalLow).toBe(round((profitLow ?? 0) * (unitsLow ?? 0), 2));
    expect(round(29.99 - money(lineValue(priceCutExample, "Amazon fees per unit")) - 9, 2)).toBe(profitHigh);
    const fees = moneyAll(lineLabel(priceCutExample, "Amazon fees per unit")).slice(1);
    expect(round(sum(fees), 2)).toBe(money(lineValue(priceCutExample, "Amazon fees per unit")));
    const [perSessionHigh, , perSessionLow] = moneyAll(priceCutExample.result.value);
    expect(perSessionHigh).toBe(round((totalHigh ?? 0) / 4000, 2));
    expect(perSessionLow).toBe(round((totalLow ?? 0) / 4000, 2));
    expect(priceCutExample.note).toContain(`sold ${(unitsLow ?? 0) - (unitsHigh ?? 0)} more units`);
    expect(moneyAll(priceCutExample.note ?? "")[0]).toBe(Math.round((totalHigh ?? 0) - (totalLow ?? 0)));
    expect(percent(priceCutExample.note ?? "")).toBe(round(((totalHigh ?? 0) / (profitLow ?? 1) / 4000) * 100, 1));
  });

  it("the price test runs four weeks a side and gives the 2026 fee source with the placement caveat", () => {
    expect(priceCutExample.intro).toMatch(/Four weeks at \$29\.99 against four weeks at \$27\.99/);
    expect(priceCutExample.intro).toContain(FEES_2026_SOURCE_WITH_PLACEMENT);
  });

  it("the funnel's shares are brand over total, and the ratio is purchase share over click share", () => {
    for (const entry of queryFunnelExample.lines.slice(0, 4)) {
      const [brand, total] = entry.label.split(": ")[1]?.split(" of ").map(count) ?? [];
      expect(percent(entry.value), entry.label).toBe(round(((brand ?? 0) / (total ?? 1)) * 100, 1));
    }
    const ratio = count(lineValue(queryFunnelExample, "Purchase share ÷ click share"));
    expect(ratio).toBe(
      round(percent(lineValue(queryFunnelExample, "Purchases")) / percent(lineValue(queryFunnelExample, "Clicks")), 2),
    );
  });

  it("says the SQP keyword optimizer is coming soon, not what it does today (issue 19, item 5)", () => {
    expect(queryFunnelExample.note).toMatch(/coming soon/);
    expect(queryFunnelExample.note).not.toMatch(/optimizer\]\([^)]*\) lays/);
  });

  it("the line screen's net margins stay under break-even ACoS minus TACoS, and its tiles total the lines (issue 19, item 3)", () => {
    const lines = (brandLinesScreen.table?.rows ?? []).map((cells) => row(brandLinesScreen, cells[0] ?? ""));
    for (const entry of lines) {
      const tacos = round((money(entry["Ad spend"] ?? "") / money(entry.Revenue ?? "")) * 100, 1);
      expect(percent(entry.TACoS ?? ""), entry.Line).toBe(tacos);
      expect(percent(entry["Net margin"] ?? ""), entry.Line).toBeLessThanOrEqual(
        percent(entry["Break-even ACoS"] ?? "") - tacos + 0.05,
      );
    }
    const revenue = sum(column(brandLinesScreen, "Revenue").map(money));
    const adSpend = sum(column(brandLinesScreen, "Ad spend").map(money));
    expect(money(tile(brandLinesScreen, "Revenue").value)).toBe(revenue);
    expect(percent(tile(brandLinesScreen, "TACoS").value)).toBe(round((adSpend / revenue) * 100, 1));
    const netProfit = sum(
      lines.map((entry) => (money(entry.Revenue ?? "") * percent(entry["Net margin"] ?? "")) / 100),
    );
    expect(Math.abs(money(tile(brandLinesScreen, "Net profit").value) - netProfit)).toBeLessThan(
      lines.length * 0.0005 * revenue,
    );
    expect(percent(tile(brandLinesScreen, "Net profit").detail)).toBe(
      round((money(tile(brandLinesScreen, "Net profit").value) / revenue) * 100, 1),
    );
  });
});

describe("/who-we-serve/agencies", () => {
  it("the blanket target: break-even ACoS is profit before ads over price, and $100 of ad sales keeps break-even minus 30", () => {
    for (const name of ["Harness", "Mat"]) {
      const [profit, price] = moneyAll(lineLabel(blanketTargetExample, `${name} break-even ACoS`));
      const breakEven = percent(lineValue(blanketTargetExample, `${name} break-even ACoS`));
      expect(breakEven, name).toBe(round(((profit ?? 0) / (price ?? 1)) * 100, 1));
      const [kept, spent, left] = moneyAll(lineValue(blanketTargetExample, `${name}: profit per $100`));
      expect(spent).toBe(30);
      expect(left).toBe(round((kept ?? 0) - 30, 2));
      expect(Math.abs((kept ?? 0) - breakEven)).toBeLessThan(0.05);
    }
    expect(blanketTargetExample.intro).toContain(
      lineLabel(blanketTargetExample, "Harness break-even").match(/\$[\d.]+/)?.[0],
    );
  });

  it("ACoS and TACoS follow from spend and sales, and organic is total minus ad sales", () => {
    for (const entry of acosImprovedExample.lines.slice(0, 2)) {
      const [spend, adSales, total] = moneyAll(entry.label);
      const [acos, tacos] = percentAll(entry.value);
      expect(acos, entry.label).toBe(round(((spend ?? 0) / (adSales ?? 1)) * 100, 1));
      expect(tacos, entry.label).toBe(round(((spend ?? 0) / (total ?? 1)) * 100, 1));
    }
    const [first, second] = acosImprovedExample.lines.slice(0, 2).map((entry) => moneyAll(entry.label));
    expect(moneyAll(lineValue(acosImprovedExample, "Organic sales"))).toEqual([
      (first?.[2] ?? 0) - (first?.[1] ?? 0),
      (second?.[2] ?? 0) - (second?.[1] ?? 0),
    ]);
  });
});

describe("/who-we-serve/executives", () => {
  it("each year's fees per unit add up from the lines named", () => {
    const june2025 = moneyAll(lineLabel(feeChangesExample, "June 2025"));
    expect(money(lineValue(feeChangesExample, "June 2025"))).toBe(round(sum(june2025), 2));
    const total2025 = money(lineValue(feeChangesExample, "June 2025"));
    const total2026 = money(lineValue(feeChangesExample, "June 2026"));
    const peak = money(lineValue(feeChangesExample, "November 2026"));
    expect(money(lineValue(feeChangesExample, "Extra fees"))).toBe(Math.round((total2026 - total2025) * 600));
    const [perUnit, monthly] = moneyAll(feeChangesExample.result.value);
    expect(perUnit).toBe(round(peak - total2025, 2));
    expect(monthly).toBe(Math.round((perUnit ?? 0) * 600));
  });

  it("the quarters' ACoS, TACoS and organic change follow from their totals", () => {
    for (const entry of acosQuarterExample.lines.slice(0, 2)) {
      const [total, adSales, spend] = moneyAll(entry.label);
      const [acos, tacos] = percentAll(entry.value);
      expect(acos).toBe(round(((spend ?? 0) / (adSales ?? 1)) * 100, 1));
      expect(tacos).toBe(round(((spend ?? 0) / (total ?? 1)) * 100, 1));
    }
    const [before, after] = moneyAll(lineValue(acosQuarterExample, "Organic sales"));
    expect(percent(lineValue(acosQuarterExample, "Organic sales"))).toBe(
      round((((after ?? 0) - (before ?? 1)) / (before ?? 1)) * 100, 1),
    );
  });

  it("the one-page view's products add up to the change in profit it prints", () => {
    const change = sum(column(onePageScreen, "Change in net profit").map(money));
    const profit = money(tile(onePageScreen, "Net profit").value);
    expect(moneyAll(tile(onePageScreen, "Net profit").detail)).toEqual([change]);
    expect(profit).toBe(onePageInputs.profitLastYear + change);
    const sales = money(tile(onePageScreen, "Net sales").value);
    expect(percent(tile(onePageScreen, "Net profit").detail)).toBe(round((profit / sales) * 100, 1));
  });

  it("counts stockout days as a flag and puts no profit figure on the stockout", () => {
    const flagged = column(onePageScreen, "Flag").filter((flag) => flag.startsWith("Out of stock"));
    expect(flagged).toHaveLength(1);
    expect(count(tile(onePageScreen, "Stockout days").value)).toBe(count(flagged[0] ?? ""));
    expect(tile(onePageScreen, "Stockout days").detail).not.toMatch(/\$/);
    const drivers = column(onePageScreen, "Main driver").map((driver) => driver.split(" ")[0]);
    for (const driver of drivers) expect(["Sessions", "Conversion", "Price", "Fees", "Ad"]).toContain(driver);
  });
});

describe("/who-we-serve/data-teams", () => {
  it("the cohort's allowance and chargeable units follow from its counts, rounded up as the KPI calculator does", () => {
    const shipped = count(lineValue(returnsCohortExample, "Units shipped"));
    const returned = count(lineValue(returnsCohortExample, "Of those"));
    expect(percent(lineValue(returnsCohortExample, "Of those"))).toBe(round((returned / shipped) * 100, 1));
    const allowance = count(lineValue(returnsCohortExample, "Allowance"));
    expect(allowance).toBe((shipped * 8) / 100);
    expect(count(lineValue(returnsCohortExample, "Chargeable"))).toBe(Math.ceil(returned - allowance));
    expect(lineValue(returnsCohortExample, "When the charge appears")).toBe("June 7-15, 2026");
  });

  it("sizes the table as SKUs x marketplaces x days", () => {
    expect(count(lineValue(tableSizingExample, "Upper bound"))).toBe(1200 * 3 * 730);
  });
});

describe("/who-we-serve/aggregators", () => {
  it("restates Brand A and compares margins from the printed figures", () => {
    const [profitA, revenueA] = moneyAll(lineLabel(twoDefinitionsExample, "Brand A as reported"));
    const leftOut = money(lineValue(twoDefinitionsExample, "Left out"));
    expect(leftOut).toBe(-sum(moneyAll(lineLabel(twoDefinitionsExample, "Left out"))));
    const restated = money(lineValue(twoDefinitionsExample, "Brand A on the portfolio"));
    expect(restated).toBe((profitA ?? 0) + leftOut);
    expect(percent(lineValue(twoDefinitionsExample, "Brand A on the portfolio"))).toBe(
      round((restated / (revenueA ?? 1)) * 100, 1),
    );
    const [profitB, revenueB] = moneyAll(lineLabel(twoDefinitionsExample, "Brand B"));
    const marginB = ((profitB ?? 0) / (revenueB ?? 1)) * 100;
    const [better, fewer] = twoDefinitionsExample.result.value.match(/[\d.]+/g)?.map(Number) ?? [];
    expect(better).toBe(round(marginB - (restated / (revenueA ?? 1)) * 100, 1));
    expect(fewer).toBe(round(((profitA ?? 0) / (revenueA ?? 1)) * 100 - marginB, 1));
  });

  it("multiplies the stored volume by each season's rate", () => {
    const [feet, septemberRate] = [
      count(lineLabel(q4StorageExample, "September storage")),
      money(lineLabel(q4StorageExample, "September storage")),
    ];
    const octoberRate = money(lineLabel(q4StorageExample, "October storage"));
    expect(money(lineValue(q4StorageExample, "September storage"))).toBe(Math.round(feet * septemberRate));
    const extra =
      money(lineValue(q4StorageExample, "October storage")) - money(lineValue(q4StorageExample, "September storage"));
    expect(money(lineValue(q4StorageExample, "Extra cost"))).toBe(extra);
    expect(money(q4StorageExample.result.value)).toBe(3 * extra);
    expect(octoberRate).toBe(2.4);
  });
});
