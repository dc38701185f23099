import { deskLamp, resistanceBands, utensilSet } from "~/content/worked-examples/products";
import { selectSchedule } from "~/fba-fees";
import { formatPlacementRange, placementBandLabel, placementRateRows } from "~/fba-fees/inbound-placement-fee";
import { dimensionalWeightLb, sortSides } from "~/fba-fees/size-tier";
import { formatNumber, formatUsd, formatUsdWhole } from "~/lib/format";
import type { SampleProduct } from "~/product/samples";
import {
  compareShipment,
  type Comparison,
  type ComparisonInput,
  type ShipmentLine,
} from "~/tools/inbound-placement-comparator/placement-comparison";

/**
 * The placement examples of the two posts on the inbound placement fee, computed by the fee engine's placement rule
 * and the inbound placement comparator (app/tools/inbound-placement-comparator/), so the posts and the tool cannot
 * disagree. Every shipment is hypothetical.
 */

/** The posts' shipments are created on the placement post's date; the region is not known: the top of the ranges. */
const shipmentDate = "2026-11-10";
const card = selectSchedule(shipmentDate)!.schedule;

function compare(lines: ShipmentLine[], freight: Partial<ComparisonInput["freight"]> = {}): Comparison {
  const result = compareShipment({
    shipmentDate,
    region: "unknown",
    freight: {
      basis: "carton",
      rates: { minimal: 0, partial: 0, "amazon-optimized": 0 },
      destinations: { partial: 3, "amazon-optimized": 5 },
      extraDestinationCost: 0,
      ...freight,
    },
    lines,
  });
  if (!result.ok) throw new Error(`A post's shipment was rejected: ${JSON.stringify(result.errors)}`);
  return result.value;
}

const product = (lengthIn: number, widthIn: number, heightIn: number, weightLb: number) =>
  ({ kind: "dimensions", lengthIn, widthIn, heightIn, weightLb }) as const;
/** A sample product's package as a line's size (product/samples.ts). */
const sampleSize = (sample: SampleProduct) =>
  product(sample.lengthIn, sample.widthIn, sample.heightIn, sample.weightLb);
const split = (comparison: Comparison, choice: string) => comparison.splits.find((entry) => entry.choice === choice)!;
const lowEndTotal = (comparison: Comparison, choice: string) => {
  const entry = split(comparison, choice);
  return entry.total - entry.placementFee + entry.placementFeeAt.low;
};

/** "inbound-placement-fee-minimal-vs-amazon-optimized". */
export function inboundPlacementPost(): string[] {
  const standardRows = placementRateRows(card, shipmentDate).filter((row) => row.tier.endsWith("standard"));
  const bulkyRows = placementRateRows(card, shipmentDate).filter((row) => row.tier === "large-bulky");
  const quotedBulky = bulkyRows.find((row) => row.partial?.low !== null && row.partial !== null)!;

  const feeRow = (label: string, units: number, size: ShipmentLine["size"]) => {
    const comparison = compare([{ sku: label, units, unitsPerCarton: 1, size }]);
    const line = comparison.lines[0]!;
    const fees = split(comparison, "minimal").placementFeeAt;
    const tier = line.tierLabel === "Small standard" ? line.tierLabel : `${line.tierLabel}, ${line.bandLabel}`;
    return `| ${label} | ${tier} | ${formatNumber(units)} | ${formatUsdWhole(fees.low)} | ${formatUsdWhole(fees.high)} |`;
  };
  const lampSides = sortSides(deskLamp.lengthIn, deskLamp.widthIn, deskLamp.heightIn);

  // The utensil set by LTL: 50 cartons of 24 on one pallet to one site, or a pallet to each of Amazon's five sites.
  const cartonsPerPallet = 50;
  const perSite = { minimal: 850, "amazon-optimized": 236 };
  const extraSite = 15;
  const utensils: ShipmentLine = {
    sku: "utensil set",
    units: 1_200,
    unitsPerCarton: 24,
    size: sampleSize(utensilSet),
  };
  const ltl = compare([utensils], {
    basis: "pallet",
    cartonsPerPallet,
    rates: { minimal: perSite.minimal, partial: 0, "amazon-optimized": perSite["amazon-optimized"] },
    extraDestinationCost: extraSite,
  });
  const minimal = split(ltl, "minimal");
  const optimized = split(ltl, "amazon-optimized");
  const breakEven = ltl.breakEvens.find((entry) => entry.choice === "amazon-optimized")!;
  return [
    ...standardRows.map(
      (row) =>
        `| ${row.tier === "small-standard" ? "Small standard" : "Large standard"} | ${placementBandLabel(row.band)} | ${formatPlacementRange(row.minimal)} |`,
    ),
    feeRow(`Resistance bands, ${formatNumber(resistanceBands.weightLb)} lb`, 2_000, sampleSize(resistanceBands)),
    feeRow(`Utensil set, ${formatNumber(utensilSet.weightLb)} lb`, 1_200, utensils.size),
    feeRow(
      `Desk lamp, ${formatNumber(deskLamp.weightLb)} lb, dimensional weight ${formatNumber(dimensionalWeightLb(lampSides, false), 1)} lb`,
      600,
      sampleSize(deskLamp),
    ),
    `Now suppose the utensil set travels from a 3PL by LTL: ${formatNumber(ltl.cartons)} cartons of ${utensils.unitsPerCarton}, ${minimal.freightUnits === 1 ? "one pallet" : `${formatNumber(minimal.freightUnits)} pallets`}. The seller's own quotes (hypothetical here) are ${formatUsdWhole(perSite.minimal)} for the pallet to one site, and ${formatUsdWhole(perSite["amazon-optimized"])} a pallet to each of the ${optimized.destinations} sites Amazon proposes, one pallet each: ${formatUsdWhole(optimized.freight)} in all. Labelling and booking each extra site takes about ${formatUsdWhole(extraSite)} of staff time. The split costs ${formatUsdWhole(optimized.freight - minimal.freight)} more in freight and ${formatUsdWhole(optimized.prep)} more in prep.`,
    `If Amazon quotes the minimal-split fee at the low end, ${formatUsdWhole(minimal.placementFeeAt.low)}, the single shipment is cheaper by ${formatUsdWhole(lowEndTotal(ltl, "amazon-optimized") - lowEndTotal(ltl, "minimal"))}.`,
    `At the high end, ${formatUsdWhole(minimal.placementFeeAt.high)}, the split saves ${formatUsdWhole(minimal.total - optimized.total)}.`,
    `At the high end the split stays cheaper while its freight is under ${formatUsdWhole(breakEven.freight)}, ${formatUsd(Math.floor(breakEven.perFreightUnit * 100 + 1e-6) / 100)} a pallet.`,
    `One third-party source quotes ${formatPlacementRange(quotedBulky.partial!)} per unit on the partial split for an item ${placementBandLabel(quotedBulky.band)}.`,
    `looks ${formatUsd(Math.min(...standardRows.map((row) => row.minimal.low ?? row.minimal.high)))} to ${formatUsd(Math.max(...standardRows.map((row) => row.minimal.high)))} better than it is on minimal splits`,
  ];
}

/** "hidden-amazon-fees-inbound-placement-low-inventory-returns": its placement illustration. */
export function hiddenFeesPlacementPassages(): string[] {
  const units = 1_000;
  const comparison = compare([{ sku: "small standard", units, unitsPerCarton: 50, size: product(6, 4, 0.7, 0.4) }], {
    rates: { minimal: 22.5, partial: 0, "amazon-optimized": 31 },
  });
  const row = (label: string, choice: string) => {
    const entry = split(comparison, choice);
    return `| ${label} | ${formatUsdWhole(entry.placementFee)} | ${formatUsdWhole(entry.freight)} | ${formatUsdWhole(entry.total)} | ${formatUsd(entry.perUnit)} |`;
  };
  const optimized = split(comparison, "amazon-optimized");
  return [
    `An illustration with hypothetical numbers for ${formatNumber(units)} small-standard units in ${formatNumber(comparison.cartons)} cartons, with the fee at the top of Amazon's range and no extra prep counted:`,
    row("Minimal split (one destination)", "minimal"),
    row(`Amazon-optimized (${formatNumber(optimized.destinations)} destinations)`, "amazon-optimized"),
    `Here the ${comparison.cheapest === "amazon-optimized" ? "optimized split" : "minimal split"} wins`,
  ];
}
