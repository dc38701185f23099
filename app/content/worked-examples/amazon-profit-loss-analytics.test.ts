import { describe, expect, it } from "vitest";
import {
  marginBridgeExample as bridge,
  plLayerInputs as inputs,
  marginLayersTable as layers,
  plLayerScreen as screen,
} from "./amazon-profit-loss-analytics";
import {
  column,
  count,
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

describe("/amazon-profit-loss-analytics margin layers", () => {
  it("subtracts each layer's amount from the one above and shares it of net sales", () => {
    let remaining = money(layers.intro ?? "");
    const netSales = money(column(layers, "Per unit")[0] ?? "");
    for (const cells of layers.rows) {
      const entry = row(layers, cells[0] ?? "");
      remaining = round(remaining - money(entry.Subtract ?? ""), 2);
      expect(money(entry["Per unit"] ?? ""), cells[0]).toBe(remaining);
      expect(percent(entry["Share of net sales"] ?? ""), cells[0]).toBe(round((remaining / netSales) * 100, 1));
    }
  });
});

describe("/amazon-profit-loss-analytics margin bridge", () => {
  const points = (text: string) => count(text);

  it("starts and ends at the margins its own figures give", () => {
    const [septemberProfit, septemberSales] = moneyAll(lineLabel(bridge, "September net margin"));
    expect(percent(lineValue(bridge, "September net margin"))).toBe(
      round(((septemberProfit ?? 0) / (septemberSales ?? 1)) * 100, 1),
    );
    const [octoberProfit, octoberSales] = moneyAll(bridge.result.label);
    expect(percent(bridge.result.value)).toBe(round(((octoberProfit ?? 0) / (octoberSales ?? 1)) * 100, 1));
  });

  it("adds up: the start plus every layer's points (not the storage sub-line) is the end", () => {
    const layersOnly = bridge.lines.filter(
      (entry) => !entry.label.startsWith("September") && !entry.label.startsWith("of which"),
    );
    const total =
      percent(lineValue(bridge, "September net margin")) + sum(layersOnly.map((entry) => points(entry.value)));
    expect(round(total, 1)).toBe(percent(bridge.result.value));
    for (const entry of layersOnly) {
      const [from, to] = percentAll(entry.label).slice(-2);
      expect(points(entry.value), entry.label).toBe(round((from ?? 0) - (to ?? 0), 1));
    }
  });

  it("matches the P&L layer screen of the same two months", () => {
    const storage = row(screen, "Monthly storage");
    expect(moneyAll(lineLabel(bridge, "of which monthly storage"))).toEqual([
      money(storage.September ?? ""),
      money(storage.October ?? ""),
    ]);
    expect(percent(tile(screen, "Net margin").value)).toBe(percent(bridge.result.value));
    expect(points(tile(screen, "Net margin").detail)).toBe(
      round(percent(bridge.result.value) - percent(lineValue(bridge, "September net margin")), 1),
    );
    const fees = (month: "September" | "October") =>
      sum(
        ["Referral fees", "FBA fulfillment incl. surcharge", "Monthly storage", "Inbound placement"].map((line) =>
          money(row(screen, line)[month] ?? ""),
        ),
      );
    const [septemberShare, octoberShare] = percentAll(lineLabel(bridge, "Amazon fees"));
    const [, septemberSales] = moneyAll(lineLabel(bridge, "September net margin"));
    const octoberSales = money(tile(screen, "Net sales").value);
    expect(round((fees("September") / (septemberSales ?? 1)) * 100, 1)).toBe(septemberShare);
    expect(round((fees("October") / octoberSales) * 100, 1)).toBe(octoberShare);
    expect(percent(tile(screen, "After Amazon fees").value)).toBe(
      round(((octoberSales - inputs.october.cogs - fees("October")) / octoberSales) * 100, 1),
    );
  });

  it("prints each screen row's change as October minus September", () => {
    for (const cells of screen.table?.rows ?? []) {
      const entry = row(screen, cells[0] ?? "");
      expect(money(entry.Change ?? ""), cells[0]).toBe(money(entry.October ?? "") - money(entry.September ?? ""));
    }
  });
});
