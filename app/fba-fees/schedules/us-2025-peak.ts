import { sources } from "~/fba-fees/sources";
import type { FeeSchedule } from "~/fba-fees/types";
import { applyPeakIncrements } from "./peak";
import { peakIncrements } from "./peak-increments";
import { us2025NonPeak } from "./us-2025-non-peak";

/**
 * Holiday peak on the 2025 card: Oct 15, 2025 - Jan 14, 2026, and (same increments, per Amazon's
 * "in line with last year") Oct 15, 2024 - Jan 14, 2025. Everything except fulfillment fees is as non-peak;
 * the Q4 storage rate is handled by the storage calculation (it goes by calendar month, not by this window).
 */
export const us2025Peak: FeeSchedule = {
  ...us2025NonPeak,
  id: "us-2025-peak",
  name: "US FBA 2025 rate card, holiday peak",
  season: "peak",
  periods: [
    { from: "2024-10-15", until: "2025-01-14" },
    { from: "2025-10-15", until: "2026-01-14" },
  ],
  fulfillment: applyPeakIncrements(us2025NonPeak.fulfillment, peakIncrements),
  sources: [sources.peakTable2025, sources.peakExamples2025, ...us2025NonPeak.sources],
  notes: [
    ...us2025NonPeak.notes,
    "Peak fulfillment fees = non-peak fees + Amazon's peak increments (non-apparel confirmed; apparel and dangerous goods estimated).",
  ],
};
