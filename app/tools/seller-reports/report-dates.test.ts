import { describe, expect, it } from "vitest";
import { dateOrderShownBy, isAmbiguousDate, readDate } from "./report-dates";

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
