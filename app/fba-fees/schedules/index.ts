import type { DatePeriod, FeeSchedule } from "~/fba-fees/types";
import { isWithin } from "~/lib/dates";
import { us2025NonPeak } from "./us-2025-non-peak";
import { us2025Peak } from "./us-2025-peak";
import { us2026NonPeak } from "./us-2026-non-peak";
import { us2026Peak } from "./us-2026-peak";

/** Every known US schedule, oldest first. */
export const schedules: readonly FeeSchedule[] = [us2025NonPeak, us2025Peak, us2026NonPeak, us2026Peak];

/** The first date any schedule covers; earlier dates are rejected by validation. */
export const earliestSupportedDate = "2024-04-15";

export interface ScheduleSelection {
  schedule: FeeSchedule;
  /** The period of the schedule that contains the date. */
  period: DatePeriod;
}

/**
 * The schedule in force on an ISO date. Peak schedules win over the non-peak card they overlay; periods
 * of the same season never overlap.
 */
const bySeason = [...schedules].sort((a, b) => (a.season === b.season ? 0 : a.season === "peak" ? -1 : 1));

export function selectSchedule(isoDate: string): ScheduleSelection | null {
  for (const schedule of bySeason) {
    const period = schedule.periods.find((candidate) => isWithin(isoDate, candidate.from, candidate.until));
    if (period) return { schedule, period };
  }
  return null;
}

export { us2025NonPeak, us2025Peak, us2026NonPeak, us2026Peak };
