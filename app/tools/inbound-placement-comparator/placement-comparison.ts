import { earliestSupportedDate, inputLimits, selectSchedule, sizeTierLabels, type SizeTierId } from "~/fba-fees";
import {
  identicalCartons,
  placementBandLabel,
  placementChargeDate,
  placementFigure,
  placementRate,
  regionFigures,
  type InboundRegion,
  type PlacementFigure,
  type PlacementRate,
} from "~/fba-fees/inbound-placement-fee";
import { classifySizeTier, roundShippingWeight, sizeTierLimits } from "~/fba-fees/size-tier";
import type { FeeSchedule, InboundPlacementChoice, Provenance } from "~/fba-fees/types";
import { CUBIC_INCHES_PER_CUBIC_FOOT, fromCents, toCents } from "~/fba-fees/units";
import { isIsoDate } from "~/lib/dates";
import { formatDate } from "~/lib/format";
import { checkNumber, fail, ok, type FieldIssue, type Result } from "~/lib/validation";

/**
 * The inbound placement comparator's model: one shipment's lines, the seller's freight quotes and extra prep per
 * destination, and for each of Amazon's splits the placement fee (the fee engine's rule,
 * app/fba-fees/inbound-placement-fee.ts, on the card in force on the shipment's date) + freight + prep = the total,
 * per shipment and per unit; the cheapest split and by how much; the freight at which each split costs what the
 * minimal split does; the day the fee is charged. Pure: the form (comparator-form.ts) reads the typed text into this.
 */

export const splitChoices: readonly InboundPlacementChoice[] = ["minimal", "partial", "amazon-optimized"];
export const splitLabels: Readonly<Record<InboundPlacementChoice, string>> = {
  minimal: "Minimal split",
  partial: "Partial split",
  "amazon-optimized": "Amazon-optimized split",
};
/** The same names inside a sentence. */
export const splitNames: Readonly<Record<InboundPlacementChoice, string>> = {
  minimal: "minimal split",
  partial: "partial split",
  "amazon-optimized": "Amazon-optimized split",
};

/** The size tier a line may give instead of its dimensions ("extra-large": any of the extra-large tiers). */
export type LineTier = "small-standard" | "large-standard" | "small-bulky" | "large-bulky" | "extra-large";
export const lineTiers: readonly LineTier[] = [
  "small-standard",
  "large-standard",
  "small-bulky",
  "large-bulky",
  "extra-large",
];

/** The heaviest shipping weight each tier a line may name allows, lb. */
const tierMaxWeightLb: Readonly<Record<LineTier, number>> = {
  "small-standard": sizeTierLimits.smallStandard.unitWeightLb,
  "large-standard": sizeTierLimits.largeStandard.weightLb,
  "small-bulky": sizeTierLimits.smallBulky.weightLb,
  "large-bulky": sizeTierLimits.largeBulky.weightLb,
  "extra-large": inputLimits.maxWeightLb,
};

export type LineSize =
  | { kind: "dimensions"; lengthIn: number; widthIn: number; heightIn: number; weightLb: number }
  | { kind: "tier"; tier: LineTier; shippingWeightLb: number };

export interface ShipmentLine {
  sku: string;
  units: number;
  unitsPerCarton: number;
  size: LineSize;
  /** The packed carton's outside size and weight: only for the shipment's weight and volume. */
  carton?: { lengthIn: number; widthIn: number; heightIn: number; weightLb: number };
}

/** Small parcel is quoted per carton, LTL per pallet. */
export type FreightBasis = "carton" | "pallet";
export const freightBases: readonly FreightBasis[] = ["carton", "pallet"];

export interface FreightQuote {
  basis: FreightBasis;
  /** LTL: cartons on a pallet. */
  cartonsPerPallet?: number;
  /** The seller's rate per carton or pallet for each split's shipments. */
  rates: Readonly<Record<InboundPlacementChoice, number>>;
  /** How many locations each split sends to; the minimal split sends to one. */
  destinations: Readonly<Record<"partial" | "amazon-optimized", number>>;
  /** Prep, labels, booking and labour for each location beyond the first. */
  extraDestinationCost: number;
}

export interface ComparisonInput {
  /** The day the shipment is created: it picks the rate card. */
  shipmentDate: string;
  /** The day Amazon receives it, when known: the fee is charged 45 days later. */
  receivedOn?: string;
  region: InboundRegion;
  freight: FreightQuote;
  lines: readonly ShipmentLine[];
}

/** The most lines a comparison takes. */
export const MAX_LINES = 100;
/** S19 (Amazon's help page): a partial split sends to two or three locations. */
export const PARTIAL_SPLIT_DESTINATIONS = { min: 2, max: 3 } as const;
export const MAX_DESTINATIONS = 50;
export const LATEST_SHIPMENT_DATE = "2099-12-31";

export interface LineFee {
  rate: PlacementRate;
  /** The figure used per unit, with the figure it is (the top where only the top is published); 0 with no fee. */
  perUnit: number;
  figure: PlacementFigure | null;
  /** perUnit x units. */
  amount: number;
}

export interface LineComparison {
  sku: string;
  units: number;
  tier: SizeTierId;
  tierLabel: string;
  /** The weight the fee is looked up by, after the tier's rounding. */
  shippingWeightLb: number;
  /** Where the tier came from: the line's dimensions (and which weight won) or the tier the seller gave. */
  tierFrom: "unit-weight" | "dimensional-weight" | "entered";
  bandLabel: string | null;
  cartons: number;
  fullCartons: number;
  leftoverUnits: number;
  meetsCartonCondition: boolean;
  fees: Readonly<Record<InboundPlacementChoice, LineFee>>;
}

export interface SplitComparison {
  choice: InboundPlacementChoice;
  /** False when Amazon does not offer the split for these lines (partial for standard-size, or fewer than five identical cartons). */
  isAvailable: boolean;
  destinations: number;
  /** Cartons or pallets the freight rate is paid on: at least one per destination. */
  freightUnits: number;
  placementFee: number;
  /** The shipment's placement fee at each figure of Amazon's ranges. */
  placementFeeAt: Readonly<Record<PlacementFigure, number>>;
  freight: number;
  prep: number;
  total: number;
  perUnit: number;
}

export interface BreakEven {
  choice: InboundPlacementChoice;
  /** The split's freight at which its total equals the minimal split's; below it the split is cheaper. */
  freight: number;
  perFreightUnit: number;
}

export interface Comparison {
  /** Where the card in force on the shipment's date takes its standard-size ranges from, and whether they are confirmed. */
  rates: Provenance;
  /** The day Amazon withdrew the partial split for standard-size products (the card's). */
  partialSplitEndsOn: string;
  figure: PlacementFigure;
  units: number;
  cartons: number;
  /** The cartons' weight and volume, when every line gives its carton. */
  weightLb: number | null;
  cubicFeet: number | null;
  lines: readonly LineComparison[];
  splits: readonly SplitComparison[];
  /** The cheapest available split at the region's figure, and the saving over the next cheapest (null: only one). */
  cheapest: InboundPlacementChoice;
  runnerUp: InboundPlacementChoice | null;
  saving: number | null;
  /** The cheapest split at each figure of Amazon's ranges: the choice flips inside the range when these differ. */
  cheapestAt: Readonly<Record<PlacementFigure, InboundPlacementChoice>>;
  breakEvens: readonly BreakEven[];
  /** The day the fee is charged; the earliest possible one (45 days after the shipment's date) without a receipt date. */
  chargedOn: string;
  chargeDateIsEarliest: boolean;
  /** Whether any fee rests on figures the research could not confirm. */
  isEstimate: boolean;
}

const figures: readonly PlacementFigure[] = ["low", "mid", "high"];

function checkLine(line: ShipmentLine, index: number, errors: FieldIssue[]) {
  const at = (field: string) => `lines.${index}.${field}`;
  if (typeof line.sku !== "string" || line.sku.trim() === "")
    errors.push({ path: at("sku"), message: "Enter the SKU." });
  checkNumber(errors, at("units"), line.units, { label: "Units", min: 1, max: 1_000_000, integer: true });
  checkNumber(errors, at("unitsPerCarton"), line.unitsPerCarton, {
    label: "Units per carton",
    min: 1,
    max: 100_000,
    integer: true,
  });
  const side = (field: string, label: string, value: number) =>
    checkNumber(errors, at(field), value, {
      label,
      unit: "in",
      min: 0,
      minExclusive: true,
      max: inputLimits.maxSideIn,
    });
  const weight = (field: string, label: string, value: number, max: number = inputLimits.maxWeightLb) =>
    checkNumber(errors, at(field), value, { label, unit: "lb", min: 0, minExclusive: true, max });
  if (line.size.kind === "dimensions") {
    side("length", "Length", line.size.lengthIn);
    side("width", "Width", line.size.widthIn);
    side("height", "Height", line.size.heightIn);
    weight("weight", "Unit weight", line.size.weightLb);
  } else if (lineTiers.includes(line.size.tier)) {
    weight("weight", "Shipping weight", line.size.shippingWeightLb, tierMaxWeightLb[line.size.tier]);
  } else {
    errors.push({ path: at("tier"), message: "Choose a size tier, or give the unit's dimensions." });
  }
  if (line.carton) {
    side("cartonLength", "Carton length", line.carton.lengthIn);
    side("cartonWidth", "Carton width", line.carton.widthIn);
    side("cartonHeight", "Carton height", line.carton.heightIn);
    weight("cartonWeight", "Carton weight", line.carton.weightLb);
  }
}

function checkInput(input: ComparisonInput): FieldIssue[] {
  const errors: FieldIssue[] = [];
  if (
    !isIsoDate(input.shipmentDate) ||
    input.shipmentDate < earliestSupportedDate ||
    input.shipmentDate > LATEST_SHIPMENT_DATE
  )
    errors.push({ path: "shipmentDate", message: `Enter a date from ${formatDate(earliestSupportedDate)} on.` });
  if (input.receivedOn !== undefined && (!isIsoDate(input.receivedOn) || input.receivedOn < input.shipmentDate))
    errors.push({ path: "receivedOn", message: "Enter the day Amazon receives it, on or after the shipment's date." });
  if (!Object.hasOwn(regionFigures, input.region)) errors.push({ path: "region", message: "Choose the region." });
  const freight = input.freight;
  const money = (path: string, label: string, value: number) =>
    checkNumber(errors, path, value, { label, min: 0, max: inputLimits.maxPrice });
  for (const choice of splitChoices)
    money(`freight.rates.${choice}`, `Freight, ${splitNames[choice]}`, freight.rates[choice]);
  money("freight.extraDestinationCost", "Prep and labour per extra location", freight.extraDestinationCost);
  checkNumber(errors, "freight.destinations.partial", freight.destinations.partial, {
    label: `Locations, ${splitNames.partial}`,
    ...PARTIAL_SPLIT_DESTINATIONS,
    integer: true,
  });
  checkNumber(errors, "freight.destinations.amazon-optimized", freight.destinations["amazon-optimized"], {
    label: `Locations, ${splitNames["amazon-optimized"]}`,
    min: 2,
    max: MAX_DESTINATIONS,
    integer: true,
  });
  if (!freightBases.includes(freight.basis))
    errors.push({ path: "freight.basis", message: "Choose how freight is quoted." });
  if (freight.basis === "pallet")
    checkNumber(errors, "freight.cartonsPerPallet", freight.cartonsPerPallet, {
      label: "Cartons per pallet",
      min: 1,
      max: 1_000,
      integer: true,
    });
  if (input.lines.length === 0) errors.push({ path: "lines", message: "Add at least one line." });
  if (input.lines.length > MAX_LINES)
    errors.push({ path: "lines", message: `A comparison takes at most ${MAX_LINES} lines.` });
  input.lines.slice(0, MAX_LINES).forEach((line, index) => checkLine(line, index, errors));
  return errors;
}

function lineProduct(line: ShipmentLine, schedule: FeeSchedule) {
  const size = line.size;
  if (size.kind === "dimensions") {
    const tier = classifySizeTier(size.lengthIn, size.widthIn, size.heightIn, size.weightLb, schedule.sizeTierRules);
    return { product: tier, tierFrom: tier.weightBasis };
  }
  // Small bulky exists from Jan 15, 2026: on earlier cards those products were large bulky.
  const tier: SizeTierId =
    size.tier === "extra-large"
      ? "extra-large-0-50"
      : size.tier === "small-bulky" && !schedule.sizeTierRules.hasSmallBulky
        ? "large-bulky"
        : size.tier;
  return {
    product: {
      tier,
      label: size.tier === "extra-large" ? "Extra-large" : sizeTierLabels[tier],
      shippingWeightLb: roundShippingWeight(tier, size.shippingWeightLb).weightLb,
    },
    tierFrom: "entered" as const,
  };
}

function compareLine(line: ShipmentLine, input: ComparisonInput, schedule: FeeSchedule): LineComparison {
  const { product, tierFrom } = lineProduct(line, schedule);
  const figure = regionFigures[input.region];
  const fee = (choice: InboundPlacementChoice): LineFee => {
    const rate = placementRate(schedule, product, choice, input.shipmentDate);
    if (!rate.range) return { rate, perUnit: 0, figure: null, amount: 0 };
    const used = placementFigure(rate.range, figure);
    return { rate, perUnit: used.amount, figure: used.figure, amount: fromCents(toCents(used.amount * line.units)) };
  };
  const fees = { minimal: fee("minimal"), partial: fee("partial"), "amazon-optimized": fee("amazon-optimized") };
  const cartons = identicalCartons(line.units, line.unitsPerCarton);
  return {
    sku: line.sku.trim(),
    units: line.units,
    tier: product.tier,
    tierLabel: product.label,
    shippingWeightLb: product.shippingWeightLb,
    tierFrom,
    bandLabel: fees.minimal.rate.band ? placementBandLabel(fees.minimal.rate.band) : null,
    cartons: cartons.cartons,
    fullCartons: cartons.fullCartons,
    leftoverUnits: cartons.leftoverUnits,
    meetsCartonCondition: cartons.meetsCondition,
    fees,
  };
}

/** The shipment's fee for a split at a figure: each line's figure per unit times its units, summed in cents. */
function shipmentFeeCents(lines: readonly LineComparison[], choice: InboundPlacementChoice, figure: PlacementFigure) {
  return lines.reduce((sum, line) => {
    const range = line.fees[choice].rate.range;
    return sum + (range ? toCents(placementFigure(range, figure).amount * line.units) : 0);
  }, 0);
}

function cheapestOf(splits: readonly { choice: InboundPlacementChoice; isAvailable: boolean; total: number }[]) {
  // Ties go to the split with fewer locations (the earlier one).
  const ranked = splits.filter((split) => split.isAvailable).sort((a, b) => a.total - b.total);
  return { cheapest: ranked[0]!, runnerUp: ranked[1] ?? null };
}

/** Compares Amazon's splits for one shipment. Never throws: bad input gives one issue per field. */
export function compareShipment(input: ComparisonInput): Result<Comparison> {
  const errors = checkInput(input);
  const selection = errors.length === 0 ? selectSchedule(input.shipmentDate) : null;
  if (!selection)
    return fail(errors.length > 0 ? errors : [{ path: "shipmentDate", message: "No rate card covers this date." }]);
  const schedule = selection.schedule;
  const { freight } = input;
  const figure = regionFigures[input.region];
  const lines = input.lines.map((line) => compareLine(line, input, schedule));
  const units = lines.reduce((sum, line) => sum + line.units, 0);
  const cartons = lines.reduce((sum, line) => sum + line.cartons, 0);
  // Pallets are counted per location: the cartons spread as evenly as they go, each location's pallets rounded up,
  // at least one to each location. Cartons are counted once, at least one to each location.
  const freightUnitsFor = (destinations: number): number => {
    if (freight.basis !== "pallet") return Math.max(cartons, destinations);
    const perPallet = freight.cartonsPerPallet ?? 1;
    const fewer = Math.floor(cartons / destinations);
    const withOneMore = cartons - fewer * destinations;
    const palletsFor = (cartonsThere: number) => Math.max(1, Math.ceil(cartonsThere / perPallet));
    return withOneMore * palletsFor(fewer + 1) + (destinations - withOneMore) * palletsFor(fewer);
  };
  const destinationsOf = (choice: InboundPlacementChoice) => (choice === "minimal" ? 1 : freight.destinations[choice]);
  const isAvailable = (choice: InboundPlacementChoice) =>
    choice === "partial"
      ? lines.every((line) => line.fees.partial.rate.offered)
      : choice === "amazon-optimized"
        ? lines.every((line) => line.meetsCartonCondition)
        : true;

  const splits: SplitComparison[] = splitChoices.map((choice) => {
    const destinations = destinationsOf(choice);
    const freightUnits = freightUnitsFor(destinations);
    const freightCents = toCents(freight.rates[choice] * freightUnits);
    const prepCents = toCents(freight.extraDestinationCost * (destinations - 1));
    const feeCents = Object.fromEntries(figures.map((at) => [at, shipmentFeeCents(lines, choice, at)])) as Record<
      PlacementFigure,
      number
    >;
    const totalCents = feeCents[figure] + freightCents + prepCents;
    return {
      choice,
      isAvailable: isAvailable(choice),
      destinations,
      freightUnits,
      placementFee: fromCents(feeCents[figure]),
      placementFeeAt: { low: fromCents(feeCents.low), mid: fromCents(feeCents.mid), high: fromCents(feeCents.high) },
      freight: fromCents(freightCents),
      prep: fromCents(prepCents),
      total: fromCents(totalCents),
      perUnit: fromCents(totalCents) / units,
    };
  });

  const { cheapest, runnerUp } = cheapestOf(splits);
  const cheapestAt = Object.fromEntries(
    figures.map((at) => [
      at,
      cheapestOf(
        splits.map((split) => ({
          ...split,
          total: split.total - split.placementFee + split.placementFeeAt[at],
        })),
      ).cheapest.choice,
    ]),
  ) as Record<PlacementFigure, InboundPlacementChoice>;
  const minimal = splits[0]!;
  const breakEvens = splits
    .filter((split) => split.choice !== "minimal" && split.isAvailable)
    .map((split) => {
      const freightAtBreakEven = fromCents(toCents(minimal.total) - toCents(split.placementFee) - toCents(split.prep));
      return {
        choice: split.choice,
        freight: freightAtBreakEven,
        perFreightUnit: freightAtBreakEven / split.freightUnits,
      };
    });
  const everyCarton = input.lines.every((line) => line.carton);
  const cartonTotal = (measure: (carton: NonNullable<ShipmentLine["carton"]>) => number) =>
    everyCarton
      ? input.lines.reduce((sum, line, index) => sum + measure(line.carton!) * lines[index]!.cartons, 0)
      : null;

  return ok({
    rates: schedule.inboundPlacement.provenance,
    partialSplitEndsOn: schedule.inboundPlacement.standardSizePartialSplitEndsOn,
    figure,
    units,
    cartons,
    weightLb: cartonTotal((carton) => carton.weightLb),
    cubicFeet: cartonTotal(
      (carton) => (carton.lengthIn * carton.widthIn * carton.heightIn) / CUBIC_INCHES_PER_CUBIC_FOOT,
    ),
    lines,
    splits,
    cheapest: cheapest.choice,
    runnerUp: runnerUp?.choice ?? null,
    saving: runnerUp ? fromCents(toCents(runnerUp.total) - toCents(cheapest.total)) : null,
    cheapestAt,
    breakEvens,
    chargedOn: placementChargeDate(input.receivedOn ?? input.shipmentDate),
    chargeDateIsEarliest: input.receivedOn === undefined,
    isEstimate: lines.some((line) => line.fees.minimal.rate.isEstimate || line.fees.partial.rate.isEstimate),
  });
}
