import { describe, expect, it } from "vitest";
import { formatDate, formatFixed, formatNumber, formatPercent, formatUsd, formatUsdTotal, formatUsdWhole, MISSING } from "./format";

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
    expect(formatDate("soon")).toBe("soon");
  });
});
