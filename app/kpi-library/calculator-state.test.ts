import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { numberToText } from "~/lib/number-text";
import {
  checkField,
  clearCalculatorQuery,
  defaultValues,
  evaluate,
  readCalculatorQuery,
  sameValues,
  writeCalculatorQuery,
  type CalculatorInput,
} from "./calculator-state";

const inputs: CalculatorInput[] = [
  { key: "adSpend", label: "Ad spend", unit: "usd", min: 0, step: 0.01 },
  { key: "adSales", label: "Ad-attributed sales", unit: "usd", min: 0, step: 0.01 },
  { key: "targetMargin", label: "Target margin", unit: "percent", min: 0, max: 100, step: 0.1 },
  { key: "netProfit", label: "Net profit", unit: "usd", step: 0.01 },
];
const example = { adSpend: 1240, adSales: 4960, targetMargin: 15, netProfit: -20 };
const defaults = defaultValues(inputs, example);
const acos = ({ adSpend = 0, adSales = 0 }: Readonly<Record<string, number>>) =>
  adSales === 0 ? 0 : (adSpend / adSales) * 100;

describe("checkField", () => {
  const spend = inputs[0]!;
  const margin = inputs[2]!;
  it("explains empty, non-numeric and out-of-range values", () => {
    expect(checkField(spend, "")).toMatchObject({ ok: false, reason: "empty", message: "Enter a value for ad spend." });
    expect(checkField(spend, "lots")).toMatchObject({ ok: false, reason: "not-a-number" });
    expect(checkField(spend, "-1")).toMatchObject({
      ok: false,
      reason: "below-min",
      message: "Ad spend can't be less than $0.",
    });
    expect(checkField(margin, "101")).toMatchObject({
      ok: false,
      reason: "above-max",
      message: "Target margin can't be more than 100%.",
    });
    expect(checkField(margin, "100")).toEqual({ ok: true, value: 100 });
  });
});

describe("defaults", () => {
  it("start from the worked example", () => {
    expect(defaults).toEqual({ adSpend: "1240", adSales: "4960", targetMargin: "15", netProfit: "-20" });
  });
  it("fall back to the minimum, then 0, when the example lacks an input", () => {
    expect(defaultValues(inputs, {})).toEqual({ adSpend: "0", adSales: "0", targetMargin: "0", netProfit: "0" });
  });
});

describe("URL query", () => {
  it("writes the version, then one parameter per input, then unrelated ones", () => {
    expect(
      writeCalculatorQuery({ adSpend: "600", adSales: "2,000", targetMargin: "10", netProfit: "-5.5" }, inputs),
    ).toBe("?v=1&adSpend=600&adSales=2000&targetMargin=10&netProfit=-5.5");
    expect(writeCalculatorQuery(defaults, inputs, "?utm_source=x&adSpend=1")).toBe(
      "?v=1&adSpend=1240&adSales=4960&targetMargin=15&netProfit=-20&utm_source=x",
    );
  });

  it("leaves out invalid fields", () => {
    expect(writeCalculatorQuery({ adSpend: "", adSales: "abc", targetMargin: "500", netProfit: "1" }, inputs)).toBe(
      "?v=1&netProfit=1",
    );
    expect(writeCalculatorQuery({ adSpend: "", adSales: "", targetMargin: "", netProfit: "" }, inputs)).toBe("");
    expect(
      writeCalculatorQuery(
        { adSpend: "", adSales: "", targetMargin: "", netProfit: "" },
        inputs,
        "?v=1&adSpend=3&utm_source=x",
      ),
    ).toBe("?utm_source=x");
  });

  it("restores values, clamps out-of-range numbers and ignores garbage", () => {
    expect(readCalculatorQuery("?v=1&adSpend=600&adSales=2000", inputs, defaults)).toEqual({
      adSpend: "600",
      adSales: "2000",
      targetMargin: "15",
      netProfit: "-20",
    });
    expect(readCalculatorQuery("?v=1&adSpend=-50&targetMargin=250&netProfit=-1e9", inputs, defaults)).toEqual({
      adSpend: "0",
      adSales: "4960",
      targetMargin: "100",
      netProfit: "-20",
    });
    expect(
      readCalculatorQuery("?v=1&adSpend=%3Cscript%3E&adSales=NaN&targetMargin=&netProfit=Infinity", inputs, defaults),
    ).toEqual(defaults);
  });

  it("is versioned: a query without this format's version restores nothing", () => {
    expect(readCalculatorQuery("", inputs, defaults)).toBeNull();
    expect(readCalculatorQuery("?adSpend=600&adSales=2000", inputs, defaults)).toBeNull();
    expect(readCalculatorQuery("?v=2&adSpend=600", inputs, defaults)).toBeNull();
    expect(readCalculatorQuery("?v=1&utm_source=x", inputs, defaults)).toBeNull();
  });

  it("clamps to the input's own bounds and leaves unbounded inputs unclamped", () => {
    expect(readCalculatorQuery("?v=1&adSpend=-0.01&targetMargin=100.5", inputs, defaults)).toMatchObject({
      adSpend: "0",
      targetMargin: "100",
    });
    expect(readCalculatorQuery("?v=1&netProfit=-1,000,000.5&adSales=$2,000", inputs, defaults)).toMatchObject({
      netProfit: "-1000000.5",
      adSales: "2000",
    });
  });

  it("clears only its own parameters on reset", () => {
    expect(clearCalculatorQuery("?v=1&adSpend=600&utm_source=x", inputs)).toBe("?utm_source=x");
    expect(clearCalculatorQuery("?v=1&adSpend=600", inputs)).toBe("");
  });

  it("round-trips any valid values", () => {
    const value = fc.double({ min: -1e9, max: 1e9, noNaN: true, noDefaultInfinity: true });
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        value,
        (a, b, c, d) => {
          const values = {
            adSpend: numberToText(a),
            adSales: numberToText(b),
            targetMargin: numberToText(c),
            netProfit: numberToText(d),
          };
          const query = writeCalculatorQuery(values, inputs);
          const restored = readCalculatorQuery(query, inputs, defaults) ?? defaults;
          expect(sameValues(restored, values, inputs)).toBe(true);
          expect(writeCalculatorQuery(restored, inputs)).toBe(query);
        },
      ),
    );
  });

  it("never lets arbitrary query strings produce an invalid value", () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom("adSpend", "adSales", "targetMargin", "netProfit", "other"), fc.string()),
        (params) => {
          const restored =
            readCalculatorQuery(new URLSearchParams({ v: "1", ...params }), inputs, defaults) ?? defaults;
          for (const input of inputs) expect(checkField(input, restored[input.key] ?? "").ok).toBe(true);
        },
      ),
    );
  });
});

describe("evaluate", () => {
  it("computes when every field is valid", () => {
    expect(evaluate(acos, defaults, inputs)).toMatchObject({ ok: true, value: 25 });
  });
  it("reports each invalid field instead of a result", () => {
    const result = evaluate(acos, { ...defaults, adSpend: "x", targetMargin: "" }, inputs);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(["adSpend", "targetMargin"]);
  });
  it("treats a non-finite result as no result", () => {
    expect(evaluate(() => Number.NaN, defaults, inputs)).toEqual({ ok: false, errors: {} });
  });
  it("compares values by number, not text", () => {
    expect(sameValues({ ...defaults, adSpend: "1,240" }, defaults, inputs)).toBe(true);
    expect(sameValues({ ...defaults, adSpend: "1241" }, defaults, inputs)).toBe(false);
  });
});
