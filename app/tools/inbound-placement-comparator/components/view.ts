import {
  formatPlacementRange,
  OPTIMIZED_SPLIT_MIN_IDENTICAL_CARTONS,
  PLACEMENT_CHARGED_DAYS_AFTER_RECEIPT,
} from "~/fba-fees/inbound-placement-fee";
import type { InboundPlacementChoice } from "~/fba-fees/types";
import { formatDate, formatNumber, formatUsd } from "~/lib/format";
import type { ComparatorErrors, LineFieldName } from "~/tools/inbound-placement-comparator/comparator-form";
import {
  splitLabels,
  splitNames,
  type Comparison,
  type FreightBasis,
  type LineComparison,
  type SplitComparison,
} from "~/tools/inbound-placement-comparator/placement-comparison";

/** What the comparator's cards show, worked out from the comparison (the components only lay it out). */

export const idFor = (name: string) => `placement-${name}`;
export const lineIdFor = (index: number, field: LineFieldName) => `placement-line-${index}-${field}`;

/** The field an error key names, for the list of inputs to fix: a setting, a line's field, or the button that adds one. */
export function errorFieldId(key: string): string {
  const match = /^lines\.(\d+)\.(\w+)$/.exec(key);
  if (match) return lineIdFor(Number(match[1]), match[2] as LineFieldName);
  return key === "lines" ? idFor("add-line") : idFor(key);
}

/** A line's errors, by field. */
export function lineErrors(errors: ComparatorErrors, index: number): Partial<Record<LineFieldName, string>> {
  const prefix = `lines.${index}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, message]) => [key.slice(prefix.length), message]),
  );
}

const freightUnit = (basis: FreightBasis, count: number) =>
  `${formatNumber(count)} ${basis === "pallet" ? "pallet" : "carton"}${count === 1 ? "" : "s"}`;
const perFreightUnit = (basis: FreightBasis) => (basis === "pallet" ? "a pallet" : "a carton");

/** The headline: which split is cheapest, and by how much. */
export function verdict(comparison: Comparison): { title: string; detail: string } {
  const cheapest = splitLabels[comparison.cheapest];
  if (comparison.runnerUp === null || comparison.saving === null)
    return {
      title: `${cheapest}: the only split open to this shipment`,
      detail: "The other splits are not offered for these lines (see each one below).",
    };
  const detail = `${formatUsd(comparison.saving)} less than the ${splitNames[comparison.runnerUp]} for this shipment, ${formatUsd(comparison.saving / comparison.units)} a unit.`;
  return comparison.saving === 0
    ? {
        title: `${cheapest} and ${splitNames[comparison.runnerUp]} cost the same`,
        detail: "On a tie the comparator picks the split with fewer locations.",
      }
    : { title: `${cheapest} is cheapest`, detail };
}

export interface SplitCard {
  choice: InboundPlacementChoice;
  label: string;
  isCheapest: boolean;
  /** Why Amazon does not offer the split for these lines (null: it does). */
  unavailable: string | null;
  total: string;
  perUnit: string;
  rows: { label: string; value: string; detail: string }[];
}

function unavailableReason(comparison: Comparison, split: SplitComparison): string | null {
  if (split.isAvailable) return null;
  if (split.choice === "partial") {
    const standard = comparison.lines.filter((line) => !line.fees.partial.rate.offered).map((line) => line.sku);
    return `Not offered: Amazon withdrew the partial split for standard-size products on ${formatDate(comparison.partialSplitEndsOn)} (${standard.join(", ")}). Ship bulky lines on their own to get it.`;
  }
  const short = comparison.lines.filter((line) => !line.meetsCartonCondition).map((line) => line.sku);
  return `Not offered as entered: every item needs at least ${formatNumber(OPTIMIZED_SPLIT_MIN_IDENTICAL_CARTONS)} identical cartons (${short.join(", ")}).`;
}

/** Each split as a card: its total and per unit, and the three parts they add up from. */
export function splitCards(comparison: Comparison, basis: FreightBasis): SplitCard[] {
  return comparison.splits.map((split) => ({
    choice: split.choice,
    label: splitLabels[split.choice],
    isCheapest: split.choice === comparison.cheapest,
    unavailable: unavailableReason(comparison, split),
    total: formatUsd(split.total),
    perUnit: `${formatUsd(split.perUnit)} a unit`,
    rows: [
      {
        label: "Placement fee",
        value: formatUsd(split.placementFee),
        detail: split.choice === "amazon-optimized" ? "No fee on this split" : figureLabels[comparison.figure],
      },
      {
        label: "Freight",
        value: formatUsd(split.freight),
        detail: `${freightUnit(basis, split.freightUnits)} x ${formatUsd(split.freight / split.freightUnits)}, ${formatNumber(split.destinations)} location${split.destinations === 1 ? "" : "s"}`,
      },
      {
        label: "Prep and labour",
        value: formatUsd(split.prep),
        detail:
          split.destinations > 1
            ? `${formatNumber(split.destinations - 1)} extra location${split.destinations === 2 ? "" : "s"}`
            : "One location",
      },
    ],
  }));
}

const figureLabels = {
  low: "Low end of Amazon's ranges",
  mid: "Middle of Amazon's ranges",
  high: "Top of Amazon's ranges",
} as const;

const figureWhere = { low: "at the low end", mid: "in the middle", high: "at the top" } as const;

/** How the minimal split's fee, and the cheapest split, move across Amazon's ranges. */
export function rangeSummary(comparison: Comparison): { fees: string; flip: string } {
  const minimal = comparison.splits[0]!.placementFeeAt;
  const fees = `Minimal-split fee for this shipment: ${formatUsd(minimal.low)} at the low end of Amazon's ranges, ${formatUsd(minimal.mid)} in the middle, ${formatUsd(minimal.high)} at the top.`;
  // The winners from the low end up, each with the figures where it wins ("in the middle and at the top").
  const winners: { choice: InboundPlacementChoice; where: string[] }[] = [];
  for (const figure of ["low", "mid", "high"] as const) {
    const choice = comparison.cheapestAt[figure];
    const last = winners.at(-1);
    if (last?.choice === choice) last.where.push(figureWhere[figure]);
    else winners.push({ choice, where: [figureWhere[figure]] });
  }
  if (winners.length === 1)
    return { fees, flip: `Anywhere in Amazon's ranges the ${splitNames[winners[0]!.choice]} is cheapest.` };
  const [first, ...rest] = winners.map((winner) => ({
    where: winner.where.join(" and "),
    name: splitNames[winner.choice],
  }));
  return {
    fees,
    flip: `The choice flips inside Amazon's ranges: ${first!.where} the ${first!.name} is cheapest; ${rest.map((winner) => `${winner.where}, the ${winner.name}`).join("; ")}.`,
  };
}

/** The freight at which each split costs what the minimal split does, with the rate it means per carton or pallet. */
export function breakEvenSentences(comparison: Comparison, basis: FreightBasis): string[] {
  return comparison.breakEvens.map((breakEven) => {
    const label = splitNames[breakEven.choice];
    if (breakEven.freight <= 0)
      return `The ${label} costs more than the minimal split even with free freight: its prep and any fee outweigh the minimal split's fee.`;
    const current = comparison.splits.find((split) => split.choice === breakEven.choice)!.freight;
    return `The ${label} is cheaper than the minimal split while its freight stays under ${formatUsd(breakEven.freight)}, ${formatUsd(Math.floor(breakEven.perFreightUnit * 100 + 1e-6) / 100)} ${perFreightUnit(basis)} (quoted: ${formatUsd(current)}).`;
  });
}

/** When Amazon charges the fee; when the cheapest split pays none, the date is the minimal split's. */
export function chargeSentence(comparison: Comparison): string {
  const days = PLACEMENT_CHARGED_DAYS_AFTER_RECEIPT;
  const on = comparison.chargeDateIsEarliest
    ? `${formatDate(comparison.chargedOn)} at the earliest. Add the day it arrives for the exact date.`
    : `${formatDate(comparison.chargedOn)}.`;
  const cheapest = comparison.splits.find((split) => split.choice === comparison.cheapest);
  if (cheapest && cheapest.placementFee === 0)
    return `No placement fee on the ${splitNames[cheapest.choice]}. If you choose the minimal split, Amazon charges its fee ${days} days after it receives the shipment, on the units it receives: ${on}`;
  return `Amazon charges the placement fee ${days} days after it receives the shipment, on the units it receives: ${on}`;
}

export interface LineRow {
  sku: string;
  tier: string;
  band: string;
  minimalRange: string;
  partialRange: string;
  cartons: string;
  meetsCartonCondition: boolean;
  cartonCheck: string;
}

function rangeText(line: LineComparison, choice: "minimal" | "partial"): string {
  const rate = line.fees[choice].rate;
  if (rate.basis === "extra-large") return "Not charged";
  if (rate.basis === "partial-withdrawn") return "Not offered";
  if (!rate.range) return "No rate found";
  return `${formatPlacementRange(rate.range)} (${formatUsd(line.fees[choice].perUnit)} used)`;
}

/** The lines as the table shows them: tier and weight, band, Amazon's ranges and the figure used, cartons. */
export function lineRows(comparison: Comparison): LineRow[] {
  return comparison.lines.map((line) => ({
    sku: line.sku,
    tier: `${line.tierLabel}, ${formatNumber(line.shippingWeightLb)} lb${line.tierFrom === "dimensional-weight" ? " (dimensional)" : ""}`,
    band: line.bandLabel ?? "",
    minimalRange: rangeText(line, "minimal"),
    partialRange: rangeText(line, "partial"),
    cartons:
      line.leftoverUnits > 0
        ? `${formatNumber(line.fullCartons)} full + 1 of ${formatNumber(line.leftoverUnits)} units`
        : `${formatNumber(line.cartons)}`,
    meetsCartonCondition: line.meetsCartonCondition,
    cartonCheck: `Five identical cartons: ${line.meetsCartonCondition ? "met" : "not met"}`,
  }));
}

/** The shipment's size, for freight quotes. */
export function shipmentSize(comparison: Comparison): string {
  const size = [`${formatNumber(comparison.units)} units in ${formatNumber(comparison.cartons)} cartons`];
  if (comparison.weightLb !== null) size.push(`${formatNumber(comparison.weightLb, 1)} lb`);
  if (comparison.cubicFeet !== null) size.push(`${formatNumber(comparison.cubicFeet, 1)} cu ft`);
  return size.join(", ");
}

/** What the figures rest on, in the reader's words: the estimates and assumptions that apply to this shipment. */
export function caveats(comparison: Comparison): string[] {
  const lines = comparison.lines;
  const notes: string[] = [];
  if (comparison.rates.isEstimate)
    notes.push(
      "We found no 2026 placement table from Amazon: the ranges are its table for shipments until February 19, 2025, most rows assumed unchanged since. Trade press reports rises from January 15, 2026 but disagrees on how much.",
    );
  if (comparison.figure === "mid")
    notes.push(
      "Amazon publishes ranges, not a figure per region: the middle of each range is our working figure outside the West and capacity-constrained sites, not Amazon's.",
    );
  if (lines.some((line) => line.fees.minimal.rate.range?.low === null))
    notes.push(
      "Bulky lines: Amazon's bulky ranges were not found; a public fee chart gives the top of each, undated and possibly from before Amazon lowered large bulky minimal-split fees (by an average of $0.58 a unit from January 15, 2025), so bulky lines use that top and may show too high a fee.",
    );
  if (lines.some((line) => line.fees.minimal.rate.basis === "extra-large"))
    notes.push(
      "Extra-large lines are not charged, as public fee guides report; Amazon's own text on this was not found.",
    );
  if (lines.some((line) => line.tier === "small-bulky"))
    notes.push(
      "Small bulky (from January 15, 2026) has no placement rows of its own anywhere we looked: it uses large bulky's.",
    );
  notes.push(
    "The five-identical-cartons condition is checked per line, one SKU to a carton; a mixed carton must repeat the same mix too. Your Send to Amazon quote for each split is the figure to trust.",
  );
  return notes;
}

export const exportFileName = (date: string) => `inbound-placement-comparison-${date}.csv`;
export const linesFileName = "shipment-lines.csv";
