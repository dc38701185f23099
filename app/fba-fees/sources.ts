/**
 * Where each fee line's numbers come from, as the calculator shows it to visitors. The research keys
 * (S1-S46 in shared/research/fba-fees-us.md) stay here in comments for the team: the visitor reads the
 * public source itself.
 */
export const sources = {
  // S1
  amazonHelpPages:
    "Amazon Seller Central help pages on size tiers, dimensional and shipping weight and the low-inventory-level fee (read Nov 2026)",
  // S3: github.com/Patrick-Zuo-hub/FBA-Fee-Calculator, which follows Amazon's rate card PDF
  rateCard2026Code: "Amazon's FBA rate card effective Jan 15, 2026, as transcribed in public fee calculators",
  // S3, S5, S6
  rateCard2026Codes: "Amazon's FBA rate card effective Jan 15, 2026, as transcribed in public fee calculators",
  // S7, S9
  rateCard2025: "Amazon's FBA rates of Apr 15, 2024, carried over unchanged on Jan 15, 2025",
  // S9
  peakExamples2025:
    "Amazon's 2025 peak-season examples as reported by Supply Chain Dive (phone case, T-shirt, baby cot, monitor)",
  // S12, S9, sellerlabs.com
  peakTable2025:
    "Amazon help page GJTAVU7P2W2VE8Q9 (Low-Price FBA fees, peak-period table) and Amazon's 2025 peak examples",
  // S13: Patrick-Zuo-hub/FBA-Fee-Calculator transcription
  peakTable2026:
    "Amazon's 2026 peak fulfillment fees (Oct 15, 2026 - Jan 14, 2027, non-apparel), as transcribed in public fee calculators",
  // S40, S41
  fuelSurcharge:
    "Supply Chain Dive and CNBC (April 2026) on Amazon's 3.5% fuel and logistics surcharge from Apr 17, 2026 (US and Canada), which Amazon described as temporary",
  // S10
  referral: "Amazon's referral fee table, as published by Sellercloud, Feedvisor and Retail Dive",
  // S8
  storage: "Amazon help page G3EDYEF6KUCFQTNM (monthly storage fees since Apr 1, 2024)",
  // S1
  lowInventory: "Amazon help page on the low-inventory-level fee (since Apr 1, 2024)",
  // S19
  inboundPlacement:
    "Amazon help page GC3Q44PBK8BXQW3Z, 2025 FBA inbound placement service fee (standard-size ranges; partial split withdrawn for standard-size on Feb 20, 2025), read Nov 2026",
  // S25 (undated public code chart, upper ends only), consistent with S24 (ppc.land)
  inboundPlacementBulky:
    "Public fee calculators' chart of bulky-size placement fees (upper ends only), consistent with PPC Land's report",
  // S12
  returnsProcessingCard:
    "Amazon help page 64LS955WNFT6EDP, Returns processing fee (the older apparel-and-shoes version, read Nov 2026)",
  // S12, S13, S14
  returnsProcessingRules:
    "Amazon help page 64LS955WNFT6EDP and Amazon's returns processing fee changes from Jun 1, 2024",
  // S11, S16
  returnThresholds: "Category return-rate thresholds as published by Teikametrics and P4 Product (2026)",
  // S3, S30, S31 (zenpack.us copy of Amazon's 2024 table)
  sippDiscount2026:
    "Amazon's Jan 15, 2026 Ships in Product Packaging discount table, as transcribed in public fee calculators",
  // S46 (late-2023 wording for the predecessor tier)
  extraLargeByDimensionalWeight: "Amazon help page G53Z9EKF8VVZVH29, Dimensional weight",
  // app/fba-fees/README.md explains each derivation
  derived: "Calculated from the figures above",
} as const;
