import { selectSchedule, sizeTierLabels } from "~/fba-fees";
import {
  formatPlacementRange,
  OPTIMIZED_SPLIT_MIN_IDENTICAL_CARTONS,
  PLACEMENT_CHARGED_DAYS_AFTER_RECEIPT,
  placementBandLabel,
  placementFigure,
  placementRateRows,
  type PlacementRateRow,
} from "~/fba-fees/inbound-placement-fee";
import { formatDate, formatNumber, formatUsd } from "~/lib/format";
import {
  COMPARATOR_EXAMPLE_DATE,
  comparatorDefaults,
  evaluateComparator,
} from "~/tools/inbound-placement-comparator/comparator-form";
import { PARTIAL_SPLIT_DESTINATIONS, splitLabels } from "~/tools/inbound-placement-comparator/placement-comparison";
import type { TableSection } from "./sections";

/**
 * The inbound placement fee comparator's page: Amazon's ranges as the comparator reads them, how it compares, and its
 * worked example (the tool's own defaults, comparator-form.ts), all computed by the fee engine's placement rule and
 * the comparator itself, so the page and the tool cannot disagree.
 */

const date = COMPARATOR_EXAMPLE_DATE;
const card = selectSchedule(date)!.schedule;
const { result } = evaluateComparator(comparatorDefaults, date);
if (!result) throw new Error("The comparator's worked example was rejected by the comparator");
const example = result;

const figures = (row: PlacementRateRow) =>
  row.minimal.low === null
    ? `Top only: ${formatUsd(row.minimal.high)}`
    : (["low", "mid", "high"] as const)
        .map((figure) => formatUsd(placementFigure(row.minimal, figure).amount))
        .join(" / ");

/** Small bulky's rows are large bulky's on the 2026 card (inventory-rates.ts): one set of rows names both. */
function tableRows(): string[][] {
  const rows = placementRateRows(card, date);
  const same = (a: string, b: string) =>
    JSON.stringify(
      rows.filter((row) => row.tier === a).map(({ band, minimal, partial }) => [band, minimal, partial]),
    ) ===
    JSON.stringify(rows.filter((row) => row.tier === b).map(({ band, minimal, partial }) => [band, minimal, partial]));
  const bulkyShared = same("small-bulky", "large-bulky");
  return [
    ...rows
      .filter((row) => !(bulkyShared && row.tier === "small-bulky"))
      .map((row) => [
        bulkyShared && row.tier === "large-bulky" ? "Small and large bulky" : sizeTierLabels[row.tier],
        placementBandLabel(row.band),
        figures(row),
        row.partial ? formatPlacementRange(row.partial) : "Not offered",
      ]),
    ["Extra-large", "Any", "Not charged (third-party reports)", "Not charged"],
  ];
}

export const placementRatesTable: TableSection = {
  kind: "table",
  heading: "Amazon's ranges per unit, and the figures the comparator uses",
  intro: `For a shipment created on ${formatDate(date)}. Amazon publishes a range for each size tier and shipping weight, not one figure. The comparator uses the top of the range in the West, at capacity-constrained sites and when you are not sure, and the middle elsewhere (bulky lines always use the top): the middle is our working figure, not Amazon's. Standard-size ranges are Amazon's table for shipments until February 19, 2025, the latest we could read whole (only its 3-20 lb minimal-split row is reported unchanged since, by trade press; the other rows are assumed unchanged); bulky ranges give only their top, from an undated public fee chart that may predate Amazon's January 2025 cut to large bulky minimal-split fees (see the limits).`,
  columns: ["Size tier", "Shipping weight", "Minimal split, low / middle / top", "Partial split"],
  rows: tableRows(),
};

/** How the comparison works, its figures taken from the rule and the comparator. */
export const howItWorksParagraphs = [
  `For each line the comparator finds the size tier and the shipping weight Amazon uses (the unit weight for small standard, the greater of unit and dimensional weight above it), looks up each split's fee per unit on the rate card in force on the shipment's date, and multiplies it by the units it receives.`,
  `Freight is your quote for each split, per carton or per pallet, times the cartons or pallets it takes: pallets are counted for each location, with the cartons spread evenly and each location's pallets rounded up, at least one to each location. Each location after the first adds your prep and labour figure. Placement fee + freight + prep is a split's total; the break-even freight is the freight at which a split costs the same as the minimal split.`,
  `A split is left out when Amazon does not offer it for the lines you enter: the partial split (${PARTIAL_SPLIT_DESTINATIONS.min} or ${PARTIAL_SPLIT_DESTINATIONS.max} locations) for standard-size products since ${formatDate(card.inboundPlacement.standardSizePartialSplitEndsOn)}, and the Amazon-optimized split when an item has fewer than ${formatNumber(OPTIMIZED_SPLIT_MIN_IDENTICAL_CARTONS)} identical cartons. We also leave it out when an item has one odd carton, our reading of Amazon's rule: check Send to Amazon.`,
];

const [utensils, trays] = comparatorDefaults.lines;
const minimal = example.splits.find((split) => split.choice === "minimal")!;
const optimized = example.splits.find((split) => split.choice === "amazon-optimized")!;
const rate = (text: string) => formatUsd(Number(text));
const line = (values: NonNullable<typeof utensils>, index: number) => {
  const priced = example.lines[index]!;
  return `${formatNumber(priced.units)} units of ${values.sku} (${values.length} x ${values.width} x ${values.height} in, ${values.weight} lb: ${priced.tierLabel.toLowerCase()}, shipping weight rounded up to ${formatNumber(priced.shippingWeightLb)} lb, ${formatNumber(priced.cartons)} cartons of ${values.unitsPerCarton})`;
};

export const workedExampleTable: TableSection = {
  kind: "table",
  heading: "A worked example",
  intro: `A hypothetical shipment created on ${formatDate(date)}: ${line(utensils!, 0)} and ${line(trays!, 1)}, sent by small parcel. The seller is quoted ${rate(comparatorDefaults.rateMinimal)} a carton to one location and ${rate(comparatorDefaults.rateOptimized)} a carton to the ${comparatorDefaults.destinationsOptimized} locations of Amazon's optimized split, and puts labels and booking at ${rate(comparatorDefaults.extraDestinationCost)} for each extra location. The inbound region is not known, so the fee is the top of Amazon's ranges.`,
  columns: ["Split", "Placement fee", "Freight", "Prep and labour", "Total", "Per unit"],
  rows: example.splits.map((split) =>
    split.isAvailable
      ? [
          splitLabels[split.choice],
          formatUsd(split.placementFee),
          formatUsd(split.freight),
          formatUsd(split.prep),
          formatUsd(split.total),
          formatUsd(split.perUnit),
        ]
      : [splitLabels[split.choice], "Not offered for standard-size products", "", "", "", ""],
  ),
};

const breakEven = example.breakEvens.find((entry) => entry.choice === "amazon-optimized")!;
const lowTotal = minimal.total - minimal.placementFee + minimal.placementFeeAt.low;

/** What the example shows: the saving, the flip inside Amazon's ranges, the break-even freight, the charge date. */
export const workedExampleParagraphs = [
  `At the top of the ranges the Amazon-optimized split is cheaper by ${formatUsd(example.saving ?? 0)}: ${formatUsd(optimized.total)} against ${formatUsd(minimal.total)}. At the low end the minimal split's fee falls to ${formatUsd(minimal.placementFeeAt.low)} and its total to ${formatUsd(lowTotal)}, ${formatUsd(optimized.total - lowTotal)} under the optimized split: the choice flips inside Amazon's own ranges, so check the fee Send to Amazon quotes for the shipment itself.`,
  `The optimized split stays cheaper at the top of the ranges while its freight is under ${formatUsd(breakEven.freight)}, ${formatUsd(Math.floor(breakEven.perFreightUnit * 100 + 1e-6) / 100)} a carton. If the minimal split is chosen, its fee is charged ${PLACEMENT_CHARGED_DAYS_AFTER_RECEIPT} days after the shipment's receipt: not before ${formatDate(example.chargedOn)}.`,
];
