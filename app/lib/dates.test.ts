import { describe, expect, it } from "vitest";
import { addDays, addMonths, daysBetween, isIsoDate } from "./dates";

describe("addDays and daysBetween", () => {
  it("count across months, years and a leap day, the same every time they are asked", () => {
    for (let round = 0; round < 2; round += 1) {
      expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
      expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
      expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
      expect(addDays("2025-12-31", 60)).toBe("2026-03-01");
      expect(daysBetween("2026-01-15", "2026-03-16")).toBe(60);
      expect(daysBetween("2026-03-16", "2026-01-15")).toBe(-60);
      expect(daysBetween("2024-02-28", "2024-03-01")).toBe(2);
    }
  });

  it("give every day of a year the same answer as counting one day at a time", () => {
    let day = "2025-01-01";
    for (let offset = 0; offset < 800; offset += 1) {
      expect(addDays("2025-01-01", offset)).toBe(day);
      expect(daysBetween("2025-01-01", day)).toBe(offset);
      expect(isIsoDate(day)).toBe(true);
      day = addDays(day, 1);
    }
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
  });
});
