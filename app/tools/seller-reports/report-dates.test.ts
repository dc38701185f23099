import { describe, expect, it } from "vitest";
import {
  dateOrderByTimestamp,
  dateOrderOfCountry,
  dateOrderShownBy,
  decideDateOrders,
  fileDateOrder,
  isAmbiguousDate,
  readDate,
} from "./report-dates";

describe("readDate", () => {
  it("reads ISO dates with or without a time, whatever the file's order", () => {
    for (const order of [null, "month-first", "day-first"] as const) {
      expect(readDate("2026-03-01T08:12:00+00:00", order)).toBe("2026-03-01");
      expect(readDate("2026-03-04", order)).toBe("2026-03-04");
      expect(readDate("2026-02-30", order)).toBeNull();
      expect(readDate("yesterday", order)).toBeNull();
      expect(readDate("", order)).toBeNull();
    }
  });

  it("reads a slash date in the file's order, and none that order cannot read", () => {
    expect(readDate("03/04/2026", "month-first")).toBe("2026-03-04");
    expect(readDate("3/4/2026", "day-first")).toBe("2026-04-03");
    expect(readDate("12/31/2025", "month-first")).toBe("2025-12-31");
    expect(readDate("31/12/2025", "day-first")).toBe("2025-12-31");
    expect(readDate("31/01/2026", "month-first")).toBeNull();
    expect(readDate("01/31/2026", "day-first")).toBeNull();
    expect(readDate("02/30/2026", "month-first")).toBeNull();
  });

  it("without an order, reads a slash date only when it can mean one day: the boundary is 12", () => {
    expect(readDate("12/12/2026")).toBe("2026-12-12");
    expect(readDate("12/11/2026")).toBeNull();
    expect(readDate("11/12/2026")).toBeNull();
    expect(readDate("12/13/2026")).toBe("2026-12-13");
    expect(readDate("13/12/2026")).toBe("2026-12-13");
    expect(readDate("3/1/2026")).toBeNull();
    expect(isAmbiguousDate("3/1/2026", null)).toBe(true);
    expect(isAmbiguousDate("12/11/2026", null)).toBe(true);
    expect(isAmbiguousDate("12/12/2026", null)).toBe(false);
    expect(isAmbiguousDate("12/13/2026", null)).toBe(false);
    expect(isAmbiguousDate("2026-03-01", null)).toBe(false);
    expect(isAmbiguousDate("3/1/2026", "month-first")).toBe(false);
    // Day first by its 30, and February has no 30th: no date, and not one that could be two days.
    expect(readDate("30/02/2026")).toBeNull();
    expect(isAmbiguousDate("30/02/2026", null)).toBe(false);
  });

  it("takes a cell's order only from a part above 12", () => {
    expect(dateOrderShownBy("12/12/2026")).toBeNull();
    expect(dateOrderShownBy("13/12/2026")).toBe("day-first");
    expect(dateOrderShownBy("12/13/2026")).toBe("month-first");
    expect(dateOrderShownBy("13/13/2026")).toBeNull();
    expect(dateOrderShownBy("2026-12-13")).toBeNull();
  });
});

describe("dates written with dashes", () => {
  it("reads DD-MM-YYYY (the retired Inventory Adjustments report's, Amazon's UAE help page) like a slash date", () => {
    expect(readDate("25-03-2026")).toBe("2026-03-25");
    expect(readDate("03-04-2026", "day-first")).toBe("2026-04-03");
    expect(isAmbiguousDate("03-04-2026", null)).toBe(true);
    expect(dateOrderShownBy("25-03-2026")).toBe("day-first");
    // Mixed separators are no date, and ISO stays ISO.
    expect(readDate("25-03/2026")).toBeNull();
    expect(readDate("2026-03-04", "day-first")).toBe("2026-03-04");
  });
});

describe("a row's own timestamp", () => {
  it("decides the order of a date that could be two days, within a day for another time zone", () => {
    expect(dateOrderByTimestamp("12/01/2026", "2026-12-01T10:00:00-08:00")).toBe("month-first");
    expect(dateOrderByTimestamp("12/01/2026", "2026-01-12T10:00:00+01:00")).toBe("day-first");
    expect(dateOrderByTimestamp("12/01/2026", "2026-12-02T03:00:00Z")).toBe("month-first");
  });

  it("tells nothing for a date that is one day, a timestamp that is no ISO date, or one near neither reading", () => {
    expect(dateOrderByTimestamp("12/13/2026", "2026-12-13T10:00:00Z")).toBeNull();
    expect(dateOrderByTimestamp("12/01/2026", "12/01/2026 10:00:00 PST")).toBeNull();
    expect(dateOrderByTimestamp("12/01/2026", "")).toBeNull();
    expect(dateOrderByTimestamp("12/01/2026", "2026-06-01T10:00:00Z")).toBeNull();
    // Both readings a day apart from the timestamp: 01/02 is January 2 or February 1.
    expect(dateOrderByTimestamp("01/02/2026", "2026-01-01T23:00:00Z")).toBe("month-first");
    expect(dateOrderByTimestamp("02/01/2026", "2026-01-02T00:00:00Z")).toBe("day-first");
  });
});

describe("the date order of a drop", () => {
  const file = (shown: "month-first" | "day-first" | null, marketplace: "month-first" | null = null) => ({
    shown,
    marketplace,
  });

  it("lets a file's own dates decide, then its marketplace (Country US), then the other files", () => {
    expect(dateOrderOfCountry("US")).toBe("month-first");
    expect(dateOrderOfCountry(" us ")).toBe("month-first");
    expect(dateOrderOfCountry("GB")).toBeNull();
    expect(decideDateOrders([file("day-first", "month-first"), file(null, "month-first"), file(null)], null)).toEqual([
      { order: "day-first", source: "file" },
      { order: "month-first", source: "marketplace" },
      // The two that can tell disagree: the third is left to the seller.
      { order: null, source: null },
    ]);
    expect(decideDateOrders([file("month-first"), file(null)], "day-first")).toEqual([
      { order: "month-first", source: "file" },
      { order: "month-first", source: "drop" },
    ]);
  });

  it("takes the seller's answer only where nothing in the drop tells", () => {
    expect(decideDateOrders([file(null), file(null)], null)).toEqual([
      { order: null, source: null },
      { order: null, source: null },
    ]);
    expect(decideDateOrders([file(null), file("day-first"), file("month-first")], "month-first")).toEqual([
      { order: "month-first", source: "seller" },
      { order: "day-first", source: "file" },
      { order: "month-first", source: "file" },
    ]);
  });

  it("finds a file's order at its first date with a part above 12, in any of its date columns", () => {
    const text = "a\tb\n03/04/2026\t2026-01-01\n05/05/2026\t13/02/2026\n";
    expect(fileDateOrder(text, "\t", [0, 1])).toEqual({ order: "day-first", shownBy: "13/02/2026" });
    expect(fileDateOrder(text, "\t", [0])).toEqual({ order: null, shownBy: "" });
  });
});
