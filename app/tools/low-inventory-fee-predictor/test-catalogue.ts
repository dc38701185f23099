import { addDays } from "~/lib/dates";
import { usReportHeader } from "~/tools/fee-audit/test-report";
import { ledgerHeader } from "~/tools/reimbursement-finder/test-reports";
import type { SkuStatus } from "./forecast";
import type { TextFile } from "./read-reports";
import { sampleReports } from "./sample";

/**
 * A generated catalogue as a seller downloads it (invented SKUs): the FBA Inventory report (its 2026 header, research
 * note), the Fee Preview report and, for the planted SKUs, 90 days of Inventory Ledger shipments. Planted SKUs have
 * known outcomes (each band, each exemption, one saved by an inbound shipment); filler SKUs each live a generated year
 * of daily sales and restocks, from which their report row's figures are worked out. Used by the unit tests, the
 * browser test (through the drop zone), the shipped sample and `npm run bench:lil`.
 */

export const CATALOGUE_AS_OF = sampleReports.asOf;

/** The FBA Inventory report's header, as public code reads the 2026 download (research note, 99 columns). */
export const fbaInventoryHeader = [
  "snapshot-date",
  "sku",
  "fnsku",
  "asin",
  "product-name",
  "condition",
  "available",
  "fc-transfer",
  "pending-removal-quantity",
  "inv-age-0-to-90-days",
  "inv-age-91-to-180-days",
  "inv-age-181-to-270-days",
  "inv-age-271-to-365-days",
  "inv-age-366-to-455-days",
  "inv-age-456-plus-days",
  "currency",
  "units-shipped-t7",
  "units-shipped-t30",
  "units-shipped-t60",
  "units-shipped-t90",
  "alert",
  "your-price",
  "sales-price",
  "lowest-price-new-plus-shipping",
  "lowest-price-used",
  "recommended-action",
  "DEPRECATED healthy-inventory-level",
  "recommended-sales-price",
  "recommended-sale-duration-days",
  "recommended-removal-quantity",
  "estimated-cost-savings-of-recommended-actions",
  "sell-through",
  "item-volume",
  "volume-unit-measurement",
  "storage-type",
  "storage-volume",
  "marketplace",
  "product-group",
  "sales-rank",
  "days-of-supply",
  "estimated-excess-quantity",
  "weeks-of-cover-t30",
  "weeks-of-cover-t90",
  "featuredoffer-price",
  "sales-shipped-last-7-days",
  "sales-shipped-last-30-days",
  "sales-shipped-last-60-days",
  "sales-shipped-last-90-days",
  "inv-age-0-to-30-days",
  "inv-age-31-to-60-days",
  "inv-age-61-to-90-days",
  "inv-age-181-to-330-days",
  "inv-age-331-to-365-days",
  "estimated-storage-cost-next-month",
  "inbound-quantity",
  "inbound-working",
  "inbound-shipped",
  "inbound-received",
  "no-sale-last-6-months",
  "Total Reserved Quantity",
  "unfulfillable-quantity",
  "quantity-to-be-charged-ais-181-210-days",
  "estimated-ais-181-210-days",
  "quantity-to-be-charged-ais-211-240-days",
  "estimated-ais-211-240-days",
  "quantity-to-be-charged-ais-241-270-days",
  "estimated-ais-241-270-days",
  "quantity-to-be-charged-ais-271-300-days",
  "estimated-ais-271-300-days",
  "quantity-to-be-charged-ais-301-330-days",
  "estimated-ais-301-330-days",
  "quantity-to-be-charged-ais-331-365-days",
  "estimated-ais-331-365-days",
  "quantity-to-be-charged-ais-366-455-days",
  "estimated-ais-366-455-days",
  "quantity-to-be-charged-ais-456-plus-days",
  "estimated-ais-456-plus-days",
  "historical-days-of-supply",
  "fba-minimum-inventory-level",
  "fba-inventory-level-health-status",
  "Recommended ship-in quantity",
  "Recommended ship-in date",
  "Last updated date for Historical Days of Supply",
  "Exempted from Low-Inventory-Level fee?",
  "Low-Inventory-Level fee applied in current week?",
  "Short term historical days of supply",
  "Long term historical days of supply",
  "Inventory age snapshot date",
  "Inventory Supply at FBA",
  "Reserved FC Processing",
  "Reserved Customer Order",
  "Reserved Staging",
  "Total Days of Supply (including units from open shipments)",
  "supplier",
  "is-seasonal-in-next-3-months",
  "season-name",
  "season-start-date",
  "season-end-date",
  "Fulfillment Service and Programs",
];

/** The Fee Preview report's US header (research fee-preview-report.md §2.1), through the current fee columns. */
export const feePreviewHeader = usReportHeader.slice(
  0,
  usReportHeader.indexOf("expected-fulfillment-fee-per-unit") + 1,
);

/** A size as the Fee Preview writes it: Amazon's tier string, the sides (in) and the unit weight (lb). */
const sizes = {
  smallStandard: { tier: "UsSmallStandardSize", sides: [8, 5, 0.5], weightLb: 0.4 },
  largeStandard: { tier: "UsLargeStandardSize", sides: [12, 9, 4], weightLb: 1.8 },
  largeStandardHeavy: { tier: "UsLargeStandardSize", sides: [16, 12, 7], weightLb: 9 },
  largeBulky: { tier: "Large bulky", sides: [45, 20, 14], weightLb: 32 },
  extraLarge: { tier: "Extra-large 50+ to 70 lb", sides: [70, 30, 20], weightLb: 62 },
} as const;

export interface PlantedSku {
  sku: string;
  size: keyof typeof sizes;
  unitsPerDay: number;
  onHand: number;
  shortTerm: number;
  longTerm: number;
  amazonExempt?: boolean;
  /** What the tool shows today, and its band (0: under 14 days) when charged. */
  expected: { status: SkuStatus; band?: 0 | 1 | 2; exemption?: string };
}

/**
 * The planted SKUs. The lines a seller types for them (settingsLines) make the New Selection, AWD and inbound cases;
 * the new-seller exemption is the settings' checkbox and applies to every SKU.
 */
export const plantedSkus: readonly PlantedSku[] = [
  {
    sku: "LIL-UNDER-14",
    size: "smallStandard",
    unitsPerDay: 10,
    onHand: 90,
    shortTerm: 9,
    longTerm: 13.9,
    expected: { status: "charged", band: 0 },
  },
  {
    sku: "LIL-14-TO-21",
    size: "largeStandard",
    unitsPerDay: 12,
    onHand: 200,
    shortTerm: 14,
    longTerm: 17,
    expected: { status: "charged", band: 1 },
  },
  {
    sku: "LIL-21-TO-28",
    size: "largeStandardHeavy",
    unitsPerDay: 8,
    onHand: 200,
    shortTerm: 21,
    longTerm: 27.9,
    expected: { status: "charged", band: 2 },
  },
  {
    sku: "LIL-BULKY",
    size: "largeBulky",
    unitsPerDay: 4,
    onHand: 30,
    shortTerm: 6,
    longTerm: 8,
    expected: { status: "charged", band: 0 },
  },
  {
    sku: "LIL-ONE-ABOVE",
    size: "smallStandard",
    unitsPerDay: 10,
    onHand: 900,
    shortTerm: 35,
    longTerm: 20,
    expected: { status: "not charged" },
  },
  {
    sku: "LIL-HEALTHY",
    size: "smallStandard",
    unitsPerDay: 6,
    onHand: 2_000,
    shortTerm: 60,
    longTerm: 70,
    expected: { status: "not charged" },
  },
  {
    sku: "LIL-LOW-VOLUME",
    size: "smallStandard",
    unitsPerDay: 2,
    onHand: 10,
    shortTerm: 5,
    longTerm: 6,
    expected: { status: "exempt", exemption: "low-volume" },
  },
  {
    sku: "LIL-NEW-SELECTION",
    size: "smallStandard",
    unitsPerDay: 10,
    onHand: 80,
    shortTerm: 8,
    longTerm: 9,
    expected: { status: "exempt", exemption: "new-selection" },
  },
  {
    sku: "LIL-AWD",
    size: "largeStandard",
    unitsPerDay: 10,
    onHand: 80,
    shortTerm: 8,
    longTerm: 9,
    expected: { status: "exempt", exemption: "awd" },
  },
  {
    sku: "LIL-AMAZON-EXEMPT",
    size: "smallStandard",
    unitsPerDay: 10,
    onHand: 80,
    shortTerm: 8,
    longTerm: 9,
    amazonExempt: true,
    expected: { status: "exempt", exemption: "amazon" },
  },
  {
    sku: "LIL-SAVED",
    size: "smallStandard",
    unitsPerDay: 10,
    onHand: 150,
    shortTerm: 29,
    longTerm: 30,
    expected: { status: "not charged" },
  },
  {
    sku: "LIL-EXTRA-LARGE",
    size: "extraLarge",
    unitsPerDay: 3,
    onHand: 20,
    shortTerm: 7,
    longTerm: 7,
    expected: { status: "not charged" },
  },
];

/** What a seller types for the planted SKUs: New Selection and AWD lines, and the inbound shipment that saves LIL-SAVED. */
export const plantedSettingsLines = sampleReports.inputs;

/** mulberry32: a small seeded generator, so every run generates the same catalogue. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const usDate = (isoDate: string) => `${isoDate.slice(5, 7)}/${isoDate.slice(8, 10)}/${isoDate.slice(0, 4)}`;

interface Row {
  sku: string;
  fnsku: string;
  size: keyof typeof sizes;
  onHand: number;
  shipped7: number;
  shipped30: number;
  shipped90: number;
  shortTerm: number | null;
  longTerm: number | null;
  amazonExempt: boolean;
}

/**
 * A filler SKU's year: daily sales around its rate (a weekly and a yearly swing, noise), stock sold down and restocked
 * when it falls under its reorder level; its report figures from the last 30 and 90 days (on hand summed / shipped
 * summed, as Amazon defines them).
 */
function fillerYear(index: number, random: () => number): Row {
  const rate = 0.2 + random() ** 2 * 40;
  const reorderDays = 10 + random() * 50;
  const orderDays = 20 + random() * 70;
  let onHand = Math.round(rate * (reorderDays + orderDays));
  const shipped: number[] = [];
  const onHandByDay: number[] = [];
  for (let day = 0; day < 365; day += 1) {
    const swing = (1 + 0.2 * Math.sin((2 * Math.PI * day) / 7)) * (1 + 0.3 * Math.sin((2 * Math.PI * day) / 365));
    const demand = Math.round(rate * swing * (0.5 + random()));
    const out = Math.min(demand, onHand);
    onHand -= out;
    if (onHand < rate * reorderDays) onHand += Math.round(rate * orderDays);
    shipped.push(out);
    onHandByDay.push(onHand);
  }
  const last = (values: number[], days: number) => values.slice(-days).reduce((sum, value) => sum + value, 0);
  const figure = (days: number) => {
    const out = last(shipped, days);
    return out === 0 ? null : Math.round((last(onHandByDay, days) / out) * 10) / 10;
  };
  const sizeNames = Object.keys(sizes) as (keyof typeof sizes)[];
  return {
    sku: `GEN-${String(index).padStart(6, "0")}`,
    fnsku: `X0G${String(index).padStart(7, "0")}`,
    size: sizeNames[index % sizeNames.length]!,
    onHand,
    shipped7: last(shipped, 7),
    shipped30: last(shipped, 30),
    shipped90: last(shipped, 90),
    shortTerm: figure(30),
    longTerm: figure(90),
    amazonExempt: false,
  };
}

function inventoryLine(row: Row, asOf: string): string {
  const cells: Record<string, string | number> = {
    "snapshot-date": asOf,
    sku: row.sku,
    fnsku: row.fnsku,
    asin: `B0${row.fnsku.slice(3)}`,
    "product-name": `Invented product ${row.sku}`,
    condition: "New",
    available: row.onHand,
    currency: "USD",
    "units-shipped-t7": row.shipped7,
    "units-shipped-t30": row.shipped30,
    "units-shipped-t90": row.shipped90,
    "inbound-quantity": 0,
    "Exempted from Low-Inventory-Level fee?": row.amazonExempt ? "Yes" : "No",
    "Low-Inventory-Level fee applied in current week?": "No",
    "Short term historical days of supply": row.shortTerm ?? "",
    "Long term historical days of supply": row.longTerm ?? "",
  };
  return fbaInventoryHeader.map((column) => cells[column] ?? "").join("\t");
}

function feePreviewLine(row: Pick<Row, "sku" | "fnsku" | "size">): string {
  const size = sizes[row.size];
  const [longest, median, shortest] = size.sides;
  const cells: Record<string, string | number> = {
    sku: row.sku,
    fnsku: row.fnsku,
    asin: `B0${row.fnsku.slice(3)}`,
    "amazon-store": "US",
    "product-name": `Invented product ${row.sku}`,
    "fulfilled-by": "Amazon",
    "longest-side": longest,
    "median-side": median,
    "shortest-side": shortest,
    "length-and-girth": longest + 2 * (median + shortest),
    "unit-of-dimension": "inches",
    "item-package-weight": size.weightLb,
    "unit-of-weight": "pounds",
    "product-size-tier": size.tier,
    currency: "USD",
  };
  return feePreviewHeader.map((column) => cells[column] ?? "--").join("\t");
}

/**
 * The catalogue's files: the planted SKUs, then `fillers` generated ones. The Ledger holds the planted SKUs' 90 days
 * of shipments (month/day/year, the US download's form), one row a day.
 */
export function generateCatalogue({ fillers = 0, asOf = CATALOGUE_AS_OF } = {}): TextFile[] {
  const random = seeded(49);
  const planted: Row[] = plantedSkus.map((entry, index) => ({
    sku: entry.sku,
    fnsku: `X0P${String(index).padStart(7, "0")}`,
    size: entry.size,
    onHand: entry.onHand,
    shipped7: entry.unitsPerDay * 7,
    shipped30: entry.unitsPerDay * 30,
    shipped90: entry.unitsPerDay * 90,
    shortTerm: entry.shortTerm,
    longTerm: entry.longTerm,
    amazonExempt: entry.amazonExempt ?? false,
  }));
  const rows = [...planted, ...Array.from({ length: fillers }, (_, index) => fillerYear(index, random))];
  const ledger = planted.flatMap((row, index) =>
    Array.from({ length: 90 }, (_, back) => {
      const day = addDays(asOf, -back);
      return [
        usDate(day),
        row.fnsku,
        `B0${row.fnsku.slice(3)}`,
        row.sku,
        `Invented product ${row.sku}`,
        "Shipments",
        `11${index}-${back}`,
        -plantedSkus[index]!.unitsPerDay,
        "ONT8",
        "SELLABLE",
        "",
        "US",
        "",
        "",
        `${day}T10:00:00-07:00`,
      ].join("\t");
    }),
  );
  return [
    {
      name: "fba-inventory.txt",
      text: `${[fbaInventoryHeader.join("\t"), ...rows.map((row) => inventoryLine(row, asOf))].join("\r\n")}\r\n`,
    },
    { name: "fee-preview.txt", text: `${[feePreviewHeader.join("\t"), ...rows.map(feePreviewLine)].join("\n")}\n` },
    { name: "inventory-ledger.txt", text: `\uFEFF${[ledgerHeader.join("\t"), ...ledger].join("\n")}\n` },
  ];
}
