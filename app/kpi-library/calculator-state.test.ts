import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkField,
  defaultValues,
  evaluate,
  normalizeNumber,
  parseNumber,
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
const acos = ({ adSpend = 0, adSales = 0 }: Readonly<Record<string, number>>) => (adSales === 0 ? 0 : (adSpend / adSales) * 100);

describe("parseNumber", () => {
  it("reads numbers the way people type them", () => {
    expect(parseNumber("1240")).toBe(1240);
    expect(parseNumber(" 1,240.50 ")).toBe(1240.5);
    expect(parseNumber("$1,240")).toBe(1240);
    expect(parseNumber("-$5")).toBe(-5);
    expect(parseNumber("12.5%")).toBe(12.5);
    expect(parseNumber(".5")).toBe(0.5);
    expect(parseNumber("12.")).toBe(12);
    expect(parseNumber("-3")).toBe(-3);
    expect(parseNumber("1 000")).toBe(1000);
  });

  it("rejects garbage", () => {
    for (const garbage of ["", "  ", "abc", "12abc", "1.2.3", "--1", "0x10", "1e5", "Infinity", "NaN", "1,24", "12,34,567", "$", "%", "1".repeat(40), "<script>"]) {
      expect(parseNumber(garbage), garbage).toBeNull();
    }
  });
});

describe("checkField", () => {
  const spend = inputs[0]!;
  const margin = inputs[2]!;
  it("explains empty, non-numeric and out-of-range values", () => {
    expect(checkField(spend, "")).toMatchObject({ ok: false, reason: "empty", message: "Enter a value for ad spend." });
    expect(checkField(spend, "lots")).toMatchObject({ ok: false, reason: "not-a-number" });
    expect(checkField(spend, "-1")).toMatchObject({ ok: false, reason: "below-min", message: "Ad spend can't be less than $0." });
    expect(checkField(margin, "101")).toMatchObject({ ok: false, reason: "above-max", message: "Target margin can't be more than 100%." });
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
  it("writes one parameter per input and keeps unrelated ones", () => {
    expect(writeCalculatorQuery({ adSpend: "600", adSales: "2,000", targetMargin: "10", netProfit: "-5.5" }, inputs)).toBe(
      "?adSpend=600&adSales=2000&targetMargin=10&netProfit=-5.5",
    );
    expect(writeCalculatorQuery(defaults, inputs, "?utm_source=x&adSpend=1")).toBe("?utm_source=x&adSpend=1240&adSales=4960&targetMargin=15&netProfit=-20");
  });

  it("leaves out invalid fields", () => {
    expect(writeCalculatorQuery({ adSpend: "", adSales: "abc", targetMargin: "500", netProfit: "1" }, inputs)).toBe("?netProfit=1");
    expect(writeCalculatorQuery({ adSpend: "", adSales: "", targetMargin: "", netProfit: "" }, inputs)).toBe("");
  });

  it("restores values, clamps out-of-range numbers and ignores garbage", () => {
    expect(readCalculatorQuery("?adSpend=600&adSales=2000", inputs, defaults)).toEqual({ adSpend: "600", adSales: "2000", targetMargin: "15", netProfit: "-20" });
    expect(readCalculatorQuery("?adSpend=-50&targetMargin=250&netProfit=-1e9", inputs, defaults)).toEqual({
      adSpend: "0",
      adSales: "4960",
      targetMargin: "100",
      netProfit: "-20",
    });
    expect(readCalculatorQuery("?adSpend=%3Cscript%3E&adSales=NaN&targetMargin=&netProfit=Infinity", inputs, defaults)).toEqual(defaults);
    expect(readCalculatorQuery("", inputs, defaults)).toEqual(defaults);
  });

  it("round-trips any valid values", () => {
    const value = fc.double({ min: -1e9, max: 1e9, noNaN: true, noDefaultInfinity: true });
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), fc.double({ min: 0, max: 1e9, noNaN: true }), fc.double({ min: 0, max: 100, noNaN: true }), value, (a, b, c, d) => {
        const values = { adSpend: normalizeNumber(a), adSales: normalizeNumber(b), targetMargin: normalizeNumber(c), netProfit: normalizeNumber(d) };
        const query = writeCalculatorQuery(values, inputs);
        const restored = readCalculatorQuery(query, inputs, defaults);
        expect(sameValues(restored, values, inputs)).toBe(true);
        expect(writeCalculatorQuery(restored, inputs)).toBe(query);
      }),
    );
  });

  it("never lets arbitrary query strings produce an invalid value", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom("adSpend", "adSales", "targetMargin", "netProfit", "other"), fc.string()), (params) => {
        const restored = readCalculatorQuery(new URLSearchParams(params), inputs, defaults);
        for (const input of inputs) expect(checkField(input, restored[input.key] ?? "").ok).toBe(true);
      }),
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

describe("normalizeNumber", () => {
  it("never writes exponents", () => {
    expect(normalizeNumber(1e-7)).toBe("0.0000001");
    expect(normalizeNumber(1e21)).toMatch(/^1000000000000000000000/);
    expect(normalizeNumber(-0)).toBe("0");
  });
});
