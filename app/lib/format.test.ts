import { describe, expect, it } from "vitest";
import { formatDate, formatFixed, formatNumber, formatPercent, formatUsd, formatUsdMillions, formatUsdTotal, formatUsdWhole, MISSING, signedPercent, signedPoints, signedUsd, signedUsdWhole } from "./format";

describe("format", () => {
  it("prints numbers grouped, with at most the given decimals, never -0", () => {
    expect(formatNumber(1234.567)).toBe("1,234.57");
    expect(formatNumber(1234.5)).toBe("1,234.5");
    expect(formatNumber(2388)).toBe("2,388");
    expect(formatNumber(0.12345, 3)).toBe("0.123");
    expect(formatNumber(-0.001)).toBe("0");
    expect(formatFixed(4, 2)).toBe("4.00");
    expect(formatNumber(Number.NaN)).toBe(MISSING);
  });

  it("prints US dollars with cents or whole", () => {
    expect(formatUsd(1234.5)).toBe("$1,234.50");
    expect(formatUsd(-3.2)).toBe("-$3.20");
    expect(formatUsd(-0.001)).toBe("$0.00");
    expect(formatUsdWhole(2388)).toBe("$2,388");
    expect(formatUsdWhole(12_345.6)).toBe("$12,346");
    expect(formatUsd(Number.POSITIVE_INFINITY)).toBe(MISSING);
    expect(formatUsd(null)).toBe(MISSING);
    expect(formatUsdMillions(1_238_000)).toBe("$1.24M");
    expect(formatUsdMillions(-2_500_000)).toBe("-$2.5M");
  });

  it("prints changes with their sign, and no sign for no change", () => {
    expect([signedUsd(0.05), signedUsd(-0.224), signedUsd(0.001)]).toEqual(["+$0.05", "-$0.22", "$0.00"]);
    expect([signedUsdWhole(300), signedUsdWhole(-1140.4), signedUsdWhole(-0.2)]).toEqual(["+$300", "-$1,140", "$0"]);
    expect([signedPercent(6.24), signedPercent(-0.9), signedPercent(0)]).toEqual(["+6.2%", "-0.9%", "0.0%"]);
    expect([signedPoints(1.06), signedPoints(-0.9), signedPoints(0.01)]).toEqual(["+1.1 pts", "-0.9 pts", "0.0 pts"]);
  });

  it("prints totals whole from $10,000 up and with cents below", () => {
    expect(formatUsdTotal(9_999.5)).toBe("$9,999.50");
    expect(formatUsdTotal(12_345.6)).toBe("$12,346");
    expect(formatUsdTotal(-25_000.4)).toBe("-$25,000");
  });

  it("prints percentages with fixed decimals", () => {
    expect(formatPercent(33.44)).toBe("33.4%");
    expect(formatPercent(5, 0)).toBe("5%");
    expect(formatPercent(Number.NaN)).toBe(MISSING);
    expect(formatPercent(null)).toBe(MISSING);
  });

  it("prints ISO dates in UTC, long or short, and leaves non-dates as given", () => {
    expect(formatDate("2026-11-20")).toBe("November 20, 2026");
    expect(formatDate("2026-01-01", "short")).toBe("Jan 1, 2026");
    expect(formatDate("2026-01-09", "month-day")).toBe("Jan 9");
    expect(formatDate("soon")).toBe("soon");
  });
});
