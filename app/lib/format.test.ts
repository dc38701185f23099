import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatFixed,
  formatNumber,
  formatPercent,
  formatUsd,
  formatUsdFixed,
  formatUsdMillions,
  formatUsdTotal,
  formatUsdWhole,
  MISSING,
  roundForDisplay,
  signedPercent,
  signedPoints,
  signedUsd,
  signedUsdWhole,
} from "./format";

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
    expect(formatUsdFixed(1.20855, 3)).toBe("$1.209");
    expect(formatUsdFixed(-0.0004, 3)).toBe("$0.000");
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

  // format.ts writes en-US out by hand (the first Intl formatter costs a browser tab 35-60 ms); Intl is the reference.
  describe("prints exactly what Intl's en-US formats print", () => {
    const grouped = (decimals: number, exact: boolean) =>
      new Intl.NumberFormat("en-US", { minimumFractionDigits: exact ? decimals : 0, maximumFractionDigits: decimals });
    const usd = (decimals: number) =>
      new Intl.NumberFormat("en-US", {
        style: "currency",
        currency: "USD",
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      });
    // Up to 10^11 in magnitude (the site prints nothing near it): beyond about 10^15 / 10^decimals a double holds
    // fewer digits than are printed, and Intl and toFixed fill them in differently.
    const amounts = fc.oneof(
      fc.double({ min: -1e11, max: 1e11, noNaN: true }),
      fc.double({ min: -1, max: 1, noNaN: true }),
      fc.integer({ min: -10_000_000, max: 10_000_000 }).map((cents) => cents / 100),
      fc.integer({ min: -2_000_000, max: 2_000_000 }).map((thousandths) => thousandths / 1000 + 0.0005),
    );
    const decimals = fc.integer({ min: 0, max: 4 });

    it("numbers, fixed and at most n decimals", () => {
      fc.assert(
        fc.property(amounts, decimals, (value, places) => {
          expect(formatNumber(value, places)).toBe(grouped(places, false).format(roundForDisplay(value, places)));
          expect(formatFixed(value, places)).toBe(grouped(places, true).format(roundForDisplay(value, places)));
        }),
        { numRuns: 5_000 },
      );
    });

    it("dollars with cents and whole", () => {
      fc.assert(
        fc.property(amounts, (value) => {
          expect(formatUsd(value)).toBe(usd(2).format(roundForDisplay(value, 2)));
          expect(formatUsdWhole(value)).toBe(usd(0).format(roundForDisplay(value, 0)));
        }),
        { numRuns: 5_000 },
      );
    });

    it("dates, long, short and month-day", () => {
      const style = (options: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });
      const long = style({ year: "numeric", month: "long", day: "numeric" });
      const short = style({ year: "numeric", month: "short", day: "numeric" });
      const monthDay = style({ month: "short", day: "numeric" });
      fc.assert(
        fc.property(
          fc.date({
            min: new Date("1970-01-01T00:00:00Z"),
            max: new Date("2100-12-31T00:00:00Z"),
            noInvalidDate: true,
          }),
          (moment) => {
            const iso = moment.toISOString().slice(0, 10);
            const day = new Date(`${iso}T00:00:00Z`);
            expect(formatDate(iso)).toBe(long.format(day));
            expect(formatDate(iso, "short")).toBe(short.format(day));
            expect(formatDate(iso, "month-day")).toBe(monthDay.format(day));
          },
        ),
        { numRuns: 3_000 },
      );
    });
  });
});
