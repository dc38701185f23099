import { describe, expect, it } from "vitest";
import { formatDate as formatIsoDate } from "~/lib/format";
import { formatBound, formatValue, unitAdornment, unitName } from "./format";
import { kpiUnitSchema } from "./schema";

describe("formatValue", () => {
  it("formats dollars with cents and thousands separators", () => {
    expect(formatValue(1234.56, "usd")).toBe("$1,234.56");
    expect(formatValue(4960, "usd")).toBe("$4,960.00");
    expect(formatValue(-12.5, "usd")).toBe("-$12.50");
    expect(formatValue(0.005, "usd")).toBe("$0.01");
  });

  it("formats percentages with up to two decimals", () => {
    expect(formatValue(12.3456, "percent")).toBe("12.35%");
    expect(formatValue(25, "percent")).toBe("25%");
    expect(formatValue(0.4, "percent")).toBe("0.4%");
    expect(formatValue(1250, "percent")).toBe("1,250%");
  });

  it("formats ratios as multiples with two decimals", () => {
    expect(formatValue(4, "ratio")).toBe("4.00×");
    expect(formatValue(2.123, "ratio")).toBe("2.12×");
  });

  it("formats counts, scores and physical units", () => {
    expect(formatValue(60000, "count")).toBe("60,000");
    expect(formatValue(8.5, "count")).toBe("8.5");
    expect(formatValue(4.2, "score")).toBe("4.2");
    expect(formatValue(0.2513, "cubic-feet")).toBe("0.251 cu ft");
    expect(formatValue(2.5, "pounds")).toBe("2.5 lb");
  });

  it("pluralizes time units", () => {
    expect(formatValue(40, "days")).toBe("40 days");
    expect(formatValue(1, "days")).toBe("1 day");
    expect(formatValue(8.634, "weeks")).toBe("8.63 weeks");
    expect(formatValue(1, "months")).toBe("1 month");
    expect(formatValue(2, "years")).toBe("2 years");
    expect(formatValue(1, "years")).toBe("1 year");
  });

  it("never prints negative zero and shows a dash for non-finite values", () => {
    expect(formatValue(-0.001, "usd")).toBe("$0.00");
    expect(formatValue(-0.0001, "percent")).toBe("0%");
    expect(formatValue(Number.NaN, "percent")).toBe("—");
    expect(formatValue(Number.POSITIVE_INFINITY, "usd")).toBe("—");
  });

  it("handles every unit of the schema", () => {
    for (const unit of kpiUnitSchema.options) {
      expect(formatValue(3, unit)).toMatch(/3/);
      expect(unitName(unit).length).toBeGreaterThan(1);
      expect(unitAdornment(unit)).toBeTypeOf("object");
    }
  });
});

describe("unit helpers", () => {
  it("puts $ before and % or words after the number", () => {
    expect(unitAdornment("usd")).toEqual({ prefix: "$" });
    expect(unitAdornment("percent")).toEqual({ suffix: "%" });
    expect(unitAdornment("days")).toEqual({ suffix: "days" });
    expect(unitAdornment("count")).toEqual({});
  });

  it("formats bounds in the input's unit", () => {
    expect(formatBound(0, "usd")).toBe("$0");
    expect(formatBound(100, "percent")).toBe("100%");
    expect(formatBound(365, "days")).toBe("365 days");
    expect(formatBound(1000, "count")).toBe("1,000");
  });

  it("formats ISO dates without time-zone drift", () => {
    expect(formatIsoDate("2026-11-15")).toBe("November 15, 2026");
    expect(formatIsoDate("2026-01-01")).toBe("January 1, 2026");
    expect(formatIsoDate("not a date")).toBe("not a date");
  });
});
