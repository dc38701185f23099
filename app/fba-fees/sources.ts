/**
 * Source keys follow /work/shared/research/fba-fees-us.md (S1-S11); S12-S13 were added while building
 * the engine. Fee lines cite these strings so the UI can show where each number comes from.
 */
export const sources = {
  amazonHelpPages:
    "S1: Amazon Seller Central help pages (size tiers, dimensional and shipping weight, low-inventory-level fee)",
  rateCard2026Code:
    "S3: github.com/Patrick-Zuo-hub/FBA-Fee-Calculator (follows Amazon's Jan 15, 2026 rate card PDF)",
  rateCard2026Codes: "S3, S5, S6: public code transcriptions of Amazon's Jan 15, 2026 rate card",
  rateCard2025: "S7, S9: Amazon's rates of Apr 15, 2024, carried over unchanged on Jan 15, 2025",
  peakExamples2025:
    "S9: Amazon's 2025 peak examples via supplychaindive.com (phone case, T-shirt, baby cot, monitor)",
  peakTable2025:
    "S12: stored copy of Amazon help page GJTAVU7P2W2VE8Q9 (Low-Price FBA fees, peak-period table), plus S9 examples and sellerlabs.com",
  peakTable2026:
    "S13: Patrick-Zuo-hub/FBA-Fee-Calculator transcription of 'US 2026 Peak Fulfillment fees' (Oct 15, 2026 - Jan 14, 2027, non-apparel only)",
  fuelSurcharge: "S9: trade news on the 3.5% fuel and logistics surcharge from Apr 17, 2026 (US and Canada)",
  referral: "S10: Amazon referral fee table via sellercloud.com, feedvisor.com and retaildive.com",
  storage: "S8: Amazon help page G3EDYEF6KUCFQTNM (monthly storage fees since Apr 1, 2024)",
  lowInventory: "S1: Amazon help page on the low-inventory-level fee (since Apr 1, 2024)",
  inboundPlacement: "Public code only (FBA_Inbound_Placement_Fees_Chart); no Amazon text found",
  returnsProcessing: "S11: teikametrics.com, sellervault.io (fee exists since Jun 1, 2024; no rate card found)",
  derived: "MarginAtlas derivation, see app/fba-fees/README.md",
} as const;
