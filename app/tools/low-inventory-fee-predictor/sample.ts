/**
 * The sample the page offers ("Try the sample reports"): the generated catalogue's planted SKUs as files in
 * public/samples/ (written from test-catalogue.ts; sample.test.ts checks they still match), the day they describe and
 * the lines a seller would type for them, so every case shows: New Selection and AWD SKUs, and the inbound shipment
 * that keeps LIL-SAVED out of the fee.
 */
export const sampleReports = {
  asOf: "2026-11-30",
  files: {
    "fba-inventory.txt": "low-inventory-sample-fba-inventory.txt",
    "fee-preview.txt": "low-inventory-sample-fee-preview.txt",
    "inventory-ledger.txt": "low-inventory-sample-inventory-ledger.txt",
  },
  inputs: {
    productExemptions: "LIL-NEW-SELECTION, new selection\nLIL-AWD, 80",
    inbound: "LIL-SAVED, 600, 2026-12-03",
  },
} as const;
