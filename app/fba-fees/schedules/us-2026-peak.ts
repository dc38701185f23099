import { sources } from "~/fba-fees/sources";
import type { FeeSchedule, Provenance } from "~/fba-fees/types";
import { applyPeakIncrements } from "./peak";
import { peakIncrements } from "./peak-increments";
import { us2026NonPeak } from "./us-2026-non-peak";

/**
 * Holiday peak on the 2026 card: Oct 15, 2026 - Jan 14, 2027. UNVERIFIED: the only source (S13) is a
 * code transcription of Amazon's 2026 peak table for non-apparel; its figures equal the 2026 card plus
 * the 2025 peak increments in every band, so we model the whole card that way and flag it as an estimate.
 * Apparel and dangerous goods get the same treatment with no 2026 source at all.
 */
const unverified2026Peak: Provenance = {
  isEstimate: true,
  source: sources.peakTable2026,
  note: "Amazon's 2026 peak table was not found: 2026 non-peak fees + the 2025 peak increments (matches the one public transcription for non-apparel).",
};

export const us2026Peak: FeeSchedule = {
  ...us2026NonPeak,
  id: "us-2026-peak",
  name: "US FBA 2026 rate card, holiday peak (estimate)",
  season: "peak",
  periods: [{ from: "2026-10-15", until: "2027-01-14" }],
  fulfillment: applyPeakIncrements(us2026NonPeak.fulfillment, peakIncrements, {
    "non-apparel": unverified2026Peak,
    apparel: unverified2026Peak,
    "dangerous-goods": unverified2026Peak,
  }),
  sources: [sources.peakTable2026, sources.peakTable2025, ...us2026NonPeak.sources],
  notes: [...us2026NonPeak.notes, "2026 peak fulfillment fees are an estimate: 2026 card + 2025 peak increments."],
};
