import { describe, expect, it } from "vitest";
import { imageTestScreen, priceTestExample } from "./ab-testing";
import { customMetricExample } from "./custom-analytics";
import { dailyScreen } from "./daily-amazon-analytics";
import { acos35Example, bidCeilingParagraph, campaignScreen, campaignScreenInputs } from "./ppc-management";
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
import { marginUnder15Inputs, marginUnder15Screen } from "./products-feed";
import { plScreen, productMonthExample } from "./profit-loss";
import { supplierScreen, weightedMarginExample } from "./smart-tagging";
import { driverSplitExample, rankingScreen } from "./winners-losers";

describe("/features/ab-testing", () => {
  it("the price change multiplies out, and per-session profit picks the better price", () => {
    for (const name of ["Before", "After"]) {
      const label = lineLabel(priceTestExample, `${name} at`);
      const units = count(label.split("conversion, ")[1] ?? "");
      const perUnit = moneyAll(label).at(-1) ?? 0;
      expect(money(lineValue(priceTestExample, `${name} at`)), name).toBe(round(units * perUnit, 2));
      const perSession = `Profit per session, ${name.toLowerCase()}`;
      const [total] = moneyAll(lineLabel(priceTestExample, perSession));
      expect(money(lineValue(priceTestExample, perSession))).toBe(round((total ?? 0) / 4200, 2));
    }
    expect(priceTestExample.result.value.startsWith("The old price,")).toBe(true);
  });

  it("the image change's conversion and profit per session follow from its units and sessions", () => {
    const [unitsA, unitsB] = (imageTestScreen.intro ?? "").match(/\d+(?= and| units)/g)?.map(Number) ?? [];
    const [profitA, profitB] = moneyAll(imageTestScreen.intro ?? "");
    const [sessionsA, sessionsB] = tile(imageTestScreen, "Sessions").value.split(" / ").map(count);
    const [conversionA, conversionB] = percentAll(tile(imageTestScreen, "Conversion").value);
    expect(conversionA).toBe(round(((unitsA ?? 0) / (sessionsA ?? 1)) * 100, 1));
    expect(conversionB).toBe(round(((unitsB ?? 0) / (sessionsB ?? 1)) * 100, 1));
    expect(moneyAll(tile(imageTestScreen, "Profit per session").value)).toEqual([
      round(((unitsA ?? 0) * (profitA ?? 0)) / (sessionsA ?? 1), 2),
      round(((unitsB ?? 0) * (profitB ?? 0)) / (sessionsB ?? 1), 2),
    ]);
  });
});

describe("/features/daily-amazon-analytics", () => {
  it("TACoS and margin tiles divide by the sales tile", () => {
    const sales = money(tile(dailyScreen, "Ordered sales").value);
    expect(percent(tile(dailyScreen, "Ad spend").detail)).toBe(
      round((money(tile(dailyScreen, "Ad spend").value) / sales) * 100, 1),
    );
    expect(percent(tile(dailyScreen, "Estimated profit").detail)).toBe(
      round((money(tile(dailyScreen, "Estimated profit").value) / sales) * 100, 1),
    );
  });
});

describe("/features/products-feed", () => {
  it("the tiles total the rows in view", () => {
    const sales = sum(column(marginUnder15Screen, "Sales").map(money));
    expect(money(tile(marginUnder15Screen, "Their sales").value)).toBe(sales);
    expect(percent(tile(marginUnder15Screen, "Their sales").detail)).toBe(
      Math.round((sales / marginUnder15Inputs.accountSales30Days) * 100),
    );
    const profit = money(tile(marginUnder15Screen, "Their net profit").value);
    const rowsProfit = sum(
      (marginUnder15Screen.table?.rows ?? []).map((cells) => (money(cells[2] ?? "") * percent(cells[3] ?? "")) / 100),
    );
    // Each printed margin is rounded to a tenth of a point, so each row's profit is known to within 0.05% of its sales.
    expect(Math.abs(profit - rowsProfit)).toBeLessThanOrEqual((sales * 0.05) / 100);
    expect(percent(tile(marginUnder15Screen, "Their net profit").detail)).toBe(round((profit / sales) * 100, 1));
    expect(count(tile(marginUnder15Screen, "Products in view").value)).toBe(marginUnder15Screen.table?.rows.length);
    for (const margin of column(marginUnder15Screen, "Net margin").map(percent)) expect(margin).toBeLessThan(15);
  });

  it("each row's profit is the fee engine's price less fees and landed cost, less its ad spend", () => {
    for (const { product, units, adSpend, unit } of marginUnder15Inputs.rows) {
      const cells = row(marginUnder15Screen, product);
      const sales = money(cells.Sales ?? "");
      expect(round(unit.price - unit.fees.total - unit.landedCost, 2), product).toBe(unit.profitBeforeAds);
      expect(percent(cells["Net margin"] ?? ""), product).toBe(
        round((Math.round(units * unit.profitBeforeAds - adSpend) / sales) * 100, 1),
      );
      expect(percent(cells.TACoS ?? ""), product).toBe(round((adSpend / sales) * 100, 1));
    }
  });
});

describe("/features/profit-loss", () => {
  it("the product month adds up and each fee line is units x its per-unit amount", () => {
    expect(ledgerMismatches(productMonthExample)).toEqual([]);
    const units = count(lineLabel(productMonthExample, "Gross sales"));
    for (const entry of productMonthExample.lines.slice(1, -1)) {
      expect(money(entry.value), entry.label).toBe(round(-units * money(entry.label), 2));
    }
    expect(percent(productMonthExample.result.value)).toBe(
      round((money(productMonthExample.result.value) / money(lineValue(productMonthExample, "Gross sales"))) * 100, 1),
    );
  });

  it("the statement's net profit is its lines, and the tiles agree with it", () => {
    for (const month of ["May 2026", "April 2026"]) {
      const lines = column(plScreen, month).map(money);
      expect(lines.at(-1), month).toBe(sum(lines.slice(0, -1)));
    }
    const may = row(plScreen, "Net sales")["May 2026"] ?? "";
    expect(money(tile(plScreen, "Net sales").value)).toBe(money(may));
    const fees = -(
      money(row(plScreen, "Referral fees")["May 2026"] ?? "") + money(row(plScreen, "FBA fees")["May 2026"] ?? "")
    );
    expect(money(tile(plScreen, "Amazon fees").value)).toBe(fees);
    expect(percent(tile(plScreen, "Amazon fees").detail)).toBe(round((fees / money(may)) * 100, 1));
    expect(money(tile(plScreen, "Net profit").value)).toBe(money(row(plScreen, "Net profit")["May 2026"] ?? ""));
    for (const cells of plScreen.table?.rows ?? []) {
      expect(money(cells[3] ?? ""), cells[0]).toBe(money(cells[1] ?? "") - money(cells[2] ?? ""));
    }
  });
});

describe("/features/ppc-management", () => {
  it("the 35% ACoS example adds up, and its note's figures follow", () => {
    const price = money(lineValue(acos35Example, "Price"));
    const fees = moneyAll(lineLabel(acos35Example, "Amazon fees"));
    expect(-money(lineValue(acos35Example, "Amazon fees"))).toBe(round(sum(fees), 2));
    const beforeAds = money(lineValue(acos35Example, "Profit before ad spend"));
    expect(beforeAds).toBe(
      round(price + money(lineValue(acos35Example, "Amazon fees")) + money(lineValue(acos35Example, "Landed cost")), 2),
    );
    const breakEven = percent(lineValue(acos35Example, "[Break-even ACoS]"));
    expect(breakEven).toBe(round((beforeAds / price) * 100, 1));
    expect(money(lineValue(acos35Example, "Ad cost of one sale"))).toBe(-round(0.35 * price, 2));
    expect(money(acos35Example.result.value)).toBe(round(beforeAds - round(0.35 * price, 2), 2));
    expect(money(acos35Example.note ?? "")).toBe(round(round(0.45 * price, 2) - beforeAds, 2));
    expect(acos35Example.note).toContain(`${breakEven}% - 15% = ${round(breakEven - 15, 1)}%`);
  });

  it("the bid ceiling in the prose is break-even ACoS x price x 10%", () => {
    const breakEven = percent(lineValue(acos35Example, "[Break-even ACoS]"));
    const price = money(lineValue(acos35Example, "Price"));
    expect(percent(bidCeilingParagraph)).toBe(breakEven);
    expect(moneyAll(bidCeilingParagraph).at(-1)).toBe(
      round((money(lineValue(acos35Example, "Profit before ad spend")) / price) * price * 0.1, 2),
    );
  });

  it("the campaign screen's rows and tiles agree", () => {
    const campaigns = (campaignScreen.table?.rows ?? []).map((cells) => row(campaignScreen, cells[0] ?? ""));
    for (const campaign of campaigns) {
      const spend = money(campaign.Spend ?? "");
      const adSales = money(campaign["Ad sales"] ?? "");
      expect(percent(campaign.ACoS ?? "")).toBe(round((spend / adSales) * 100, 1));
      expect(money(campaign["Profit after ads"] ?? "")).toBe(
        Math.round((adSales * percent(campaign["Break-even ACoS"] ?? "")) / 100 - spend),
      );
    }
    const spend = sum(column(campaignScreen, "Spend").map(money));
    const adSales = sum(column(campaignScreen, "Ad sales").map(money));
    expect(money(tile(campaignScreen, "Ad spend").value)).toBe(spend);
    expect(money(tile(campaignScreen, "Ad sales").value)).toBe(adSales);
    expect(percent(tile(campaignScreen, "Ad sales").detail)).toBe(round((spend / adSales) * 100, 1));
    expect(percent(tile(campaignScreen, "Ad spend").detail)).toBe(
      round((spend / campaignScreenInputs.totalSales) * 100, 1),
    );
    expect(money(tile(campaignScreen, "Profit after ads").value)).toBe(
      sum(column(campaignScreen, "Profit after ads").map(money)),
    );
  });
});

describe("/features/smart-tagging", () => {
  it("each supplier row's ratios are its own totals divided, and the best ROI tile names the top row", () => {
    const suppliers = (supplierScreen.table?.rows ?? []).map((cells) => row(supplierScreen, cells[0] ?? ""));
    for (const entry of suppliers) {
      const profit = money(entry["Net profit"] ?? "");
      expect(percent(entry["Net margin"] ?? ""), entry.Supplier).toBe(
        round((profit / money(entry["Net sales"] ?? "")) * 100, 1),
      );
      expect(percent(entry.ROI ?? ""), entry.Supplier).toBe(
        Math.round((profit / money(entry["Landed cost"] ?? "")) * 100),
      );
    }
    const tagged = suppliers.filter((entry) => entry.Supplier !== "Untagged");
    const best = tagged.reduce((top, entry) => (percent(entry.ROI ?? "") > percent(top.ROI ?? "") ? entry : top));
    expect(tile(supplierScreen, "Best ROI").value).toBe(best.Supplier);
    expect(tile(supplierScreen, "Best ROI").detail).toBe(best.ROI);
    expect(Number(tile(supplierScreen, "Suppliers").value)).toBe(tagged.length);
    expect(tile(supplierScreen, "Untagged products").value).toBe(row(supplierScreen, "Untagged").Products);
  });

  it("the weighted margin is total profit over total sales", () => {
    const [profit, sales] = moneyAll(lineLabel(weightedMarginExample, "Tag total"));
    const products = weightedMarginExample.lines.slice(0, 2).map((entry) => moneyAll(entry.label));
    expect(profit).toBe(sum(products.map((entry) => entry[1] ?? 0)));
    expect(sales).toBe(sum(products.map((entry) => entry[0] ?? 0)));
    expect(percent(weightedMarginExample.result.value)).toBe(round(((profit ?? 0) / (sales ?? 1)) * 100, 1));
  });
});

describe("/features/custom-analytics", () => {
  it("adds up to the custom contribution and its share of price", () => {
    expect(ledgerMismatches(customMetricExample)).toEqual([]);
    expect(percent(customMetricExample.result.value)).toBe(
      round(
        (money(customMetricExample.result.value) / money(lineValue(customMetricExample, "Average selling price"))) *
          100,
        1,
      ),
    );
  });
});

describe("/features/winners-losers", () => {
  it("the driver steps add up to the change, and June's profit is May's plus the change", () => {
    const mayProfit = money(lineValue(driverSplitExample, "May"));
    const steps = driverSplitExample.lines.slice(1).map((entry) => money(entry.value));
    const [juneProfit, change] = moneyAll(driverSplitExample.result.value);
    expect(round(sum(steps), 2)).toBe(change);
    expect(round(mayProfit + (change ?? 0), 2)).toBe(juneProfit);
  });

  it("the ranking's tiles total its rows, and the Home & Kitchen item row is the example", () => {
    const changes = column(rankingScreen, "Change").map(money);
    expect(Math.abs(money(tile(rankingScreen, "Account change").value) - sum(changes))).toBeLessThanOrEqual(1);
    const losers = [...changes.slice(0, 3)].sort((a, b) => a - b).slice(0, 2);
    expect(Math.abs(money(tile(rankingScreen, "Two largest losers").value) - sum(losers))).toBeLessThanOrEqual(1);
    expect(money(row(rankingScreen, "Home & Kitchen item").Change ?? "")).toBe(
      Math.round(moneyAll(driverSplitExample.result.value)[1] ?? 0),
    );
  });
});
