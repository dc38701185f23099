import type { FeeSchedule } from "~/fba-fees";
import {
  LOW_INVENTORY_THRESHOLD_DAYS,
  lowInventoryBand,
  lowInventoryExemptionRules,
  lowInventoryExemptionsOf,
  lowInventoryRate,
  type LowInventoryBand,
  type LowInventoryExemption,
} from "~/fba-fees/low-inventory-fee";
import { selectSchedule } from "~/fba-fees/schedules";
import type { LowInventoryRowId } from "~/fba-fees/types";
import { addDays } from "~/lib/dates";
import { DAILY_WINDOW_DAYS, type SkuFacts } from "./read-reports";

/**
 * The forecast, per SKU: today's status under the low-inventory-level fee's test (the rule in
 * app/fba-fees/low-inventory-fee.ts), then each of the next days at the current sales rate with no shipment sent,
 * the fee each day would cost, the day the status changes, and the latest day to send a shipment to stay out of the
 * fee; again with the seller's inbound shipment (the what-if).
 *
 * How the two figures move: historical days of supply over a window = the units on hand summed over its days / the
 * units shipped summed over them (average on hand / average shipped; research note). Today's sums come from Amazon's
 * figures (sum on hand = days of supply x units shipped in the window); each new day adds that day's on hand and
 * shipments and drops the window's oldest day. The daily reports give the oldest days' shipments exactly; their on
 * hand is not in any report, so each dropped day counts the window's average (an estimate, said on the page).
 * Amazon updates the figures weekly (third parties; the day of the week is unconfirmed): the forecast moves daily.
 */

/** Days forecast: 13 weeks. */
export const FORECAST_DAYS = 91;
const SHORT = 30;
const LONG = DAILY_WINDOW_DAYS;

export type SkuStatus = "charged" | "not charged" | "exempt" | "no sales" | "no stock figure";

/** Why a SKU pays nothing whatever its days of supply: the rule's exemptions and Amazon's own flag. */
export type SkuExemption = LowInventoryExemption | "amazon";

export interface InboundShipment {
  units: number;
  arrives: string;
}

export interface ForecastSettings {
  /** The day the figures describe (day 0). */
  asOf: string;
  /** Days from sending a shipment to its units being available at Amazon. */
  leadTimeDays: number;
  isNewSeller: boolean;
  /** The what-if: units on their way to Amazon, per SKU. */
  inbound: ReadonlyMap<string, InboundShipment>;
  /** Amazon's figures typed by the seller, per SKU, where the report has none. */
  typedDaysOfSupply: ReadonlyMap<string, { shortTerm: number; longTerm: number }>;
  /** FBA New Selection parents and AWD shares, per SKU. */
  productExemptions: ReadonlyMap<string, { isNewSelection: boolean; awdPercent: number | null }>;
}

export type DaysOfSupplySource = "amazon" | "typed" | "estimate";

export interface StatusOnDay {
  status: SkuStatus;
  band: LowInventoryBand | null;
}

export interface SkuForecast {
  sku: string;
  fnsku: string;
  asin: string;
  sizeTier: string;
  rowId: LowInventoryRowId | null;
  unitsPerDay: number;
  unitsShippedLast7Days: number;
  onHand: number | null;
  shortTermDaysOfSupply: number | null;
  longTermDaysOfSupply: number | null;
  daysOfSupplySource: DaysOfSupplySource;
  today: StatusOnDay;
  exemptions: SkuExemption[];
  /** The rate today's band costs per unit; null when not charged or the tier is unknown. */
  feePerUnit: number | null;
  /** Today's fee per unit x a week of sales at the current rate. */
  feePerWeek: number | null;
  /** With nothing sent: the fee of the next 7 days and of the next 4 weeks (money at stake). */
  feeNextWeek: number;
  feeNext4Weeks: number;
  /** The first day whose status differs from today's, with nothing sent, and that status. */
  changesOn: string | null;
  changesTo: StatusOnDay | null;
  /** The last day to send a shipment that arrives before stock falls under 28 days of sales (after the inbound). */
  shipBy: string | null;
  isOverdue: boolean;
  inbound: InboundShipment | null;
  /** With the inbound shipment: the fee of the next 4 weeks and the first charged day. */
  feeNext4WeeksWithInbound: number | null;
  firstChargedWithInbound: string | null;
  /** Charged in the next 4 weeks with nothing sent, not with the inbound shipment. */
  isSavedByInbound: boolean;
  notes: string[];
}

interface Simulation {
  statuses: StatusOnDay[];
  fees: number[];
  /** The first day stock is under 28 days of sales at the current rate; null past the forecast. */
  coverRunsOutDay: number | null;
}

const sum = (values: readonly number[], from: number, to: number) => {
  let total = 0;
  for (let index = from; index < to; index += 1) total += values[index] ?? 0;
  return total;
};

/** The SKU's figures as the forecast starts from them. */
interface Start {
  rate: number;
  onHand: number;
  shortTerm: number;
  longTerm: number;
  /** Units shipped on past day p (0 = today) and the window sums of today. */
  pastShipped: (p: number) => number;
  shippedSum: { short: number; long: number };
  onHandSum: { short: number; long: number };
  units7: number;
  source: DaysOfSupplySource;
}

function startOf(facts: SkuFacts, typed: { shortTerm: number; longTerm: number } | undefined): Start | null {
  const { daily } = facts;
  const rate = daily
    ? sum(daily, LONG - SHORT, LONG) / SHORT
    : (facts.shipped30 ?? (facts.shipped7 ?? 0) * (SHORT / 7)) / SHORT;
  const shippedSum = {
    short: daily ? sum(daily, LONG - SHORT, LONG) : (facts.shipped30 ?? rate * SHORT),
    long: daily ? sum(daily, 0, LONG) : (facts.shipped90 ?? rate * LONG),
  };
  const units7 = daily ? sum(daily, LONG - 7, LONG) : (facts.shipped7 ?? rate * 7);
  if (facts.onHand === null) return null;
  const onHand = facts.onHand;
  const amazon =
    facts.shortTermDaysOfSupply !== null && facts.longTermDaysOfSupply !== null
      ? { shortTerm: facts.shortTermDaysOfSupply, longTerm: facts.longTermDaysOfSupply }
      : null;
  const figures = typed ?? amazon;
  const source: DaysOfSupplySource = typed ? "typed" : amazon ? "amazon" : "estimate";
  // Without Amazon's figures, on hand is taken as steady over both windows.
  const onHandSum = figures
    ? { short: figures.shortTerm * shippedSum.short, long: figures.longTerm * shippedSum.long }
    : { short: onHand * SHORT, long: onHand * LONG };
  const ratio = (onHandTotal: number, shipped: number) => (shipped > 0 ? onHandTotal / shipped : Infinity);
  return {
    rate,
    onHand,
    shortTerm: figures?.shortTerm ?? ratio(onHandSum.short, shippedSum.short),
    longTerm: figures?.longTerm ?? ratio(onHandSum.long, shippedSum.long),
    pastShipped: daily
      ? (p) => daily[LONG - 1 - p] ?? 0
      : (p) => (p < 7 ? units7 / 7 : p < SHORT ? shippedSum.short / SHORT : shippedSum.long / LONG),
    shippedSum,
    onHandSum,
    units7,
    source,
  };
}

function statusOf(
  shortTerm: number,
  longTerm: number,
  shippedToday: number,
  units7: number,
  fixedExemptions: readonly SkuExemption[],
  isCovered: boolean,
): StatusOnDay {
  if (fixedExemptions.length > 0 || units7 < lowInventoryExemptionRules.minimumUnitsShippedIn7Days)
    return { status: shippedToday > 0 || units7 > 0 ? "exempt" : "no sales", band: null };
  const band = lowInventoryBand({ shortTermDaysOfSupply: shortTerm, longTermDaysOfSupply: longTerm });
  return band === null || !isCovered ? { status: "not charged", band: null } : { status: "charged", band };
}

/** Day by day at the current rate, each window adding the new day and dropping its oldest. */
function simulate(
  start: Start,
  arrivals: ReadonlyMap<number, number>,
  fixedExemptions: readonly SkuExemption[],
  isCovered: boolean,
  rateOf: (band: LowInventoryBand) => number,
): Simulation {
  const shipped: number[] = [];
  const onHandByDay: number[] = [];
  let onHand = start.onHand;
  let shippedShort = start.shippedSum.short;
  let shippedLong = start.shippedSum.long;
  let onHandShort = start.onHandSum.short;
  let onHandLong = start.onHandSum.long;
  const keepLevel = LOW_INVENTORY_THRESHOLD_DAYS * start.rate;
  let coverRunsOutDay: number | null = start.rate > 0 && onHand < keepLevel ? 0 : null;
  const statuses: StatusOnDay[] = [];
  const fees: number[] = [];
  const dropped = (day: number, window: number, values: number[], past: (p: number) => number) =>
    day - window >= 1 ? values[day - window - 1]! : past(window - day);
  for (let day = 1; day <= FORECAST_DAYS; day += 1) {
    onHand += arrivals.get(day) ?? 0;
    const out = Math.min(start.rate, onHand);
    onHand -= out;
    shipped.push(out);
    onHandByDay.push(onHand);
    if (coverRunsOutDay === null && start.rate > 0 && onHand < keepLevel) coverRunsOutDay = day;
    shippedShort += out - dropped(day, SHORT, shipped, start.pastShipped);
    shippedLong += out - dropped(day, LONG, shipped, start.pastShipped);
    onHandShort += onHand - dropped(day, SHORT, onHandByDay, () => start.onHandSum.short / SHORT);
    onHandLong += onHand - dropped(day, LONG, onHandByDay, () => start.onHandSum.long / LONG);
    let units7 = 0;
    for (let back = 0; back < 7; back += 1)
      units7 += day - back >= 1 ? shipped[day - back - 1]! : start.pastShipped(back - day);
    const status = statusOf(
      shippedShort > 0 ? onHandShort / shippedShort : Infinity,
      shippedLong > 0 ? onHandLong / shippedLong : Infinity,
      out,
      units7,
      fixedExemptions,
      isCovered,
    );
    statuses.push(status);
    fees.push(status.band === null ? 0 : out * rateOf(status.band));
  }
  return { statuses, fees, coverRunsOutDay };
}

const sameStatus = (a: StatusOnDay, b: StatusOnDay) => a.status === b.status && a.band === b.band;
const cents = (value: number) => Math.round(value * 100) / 100;

export function forecastSku(facts: SkuFacts, settings: ForecastSettings, schedule: FeeSchedule): SkuForecast {
  const start = startOf(facts, settings.typedDaysOfSupply.get(facts.sku));
  const product = settings.productExemptions.get(facts.sku);
  const fixedExemptions: SkuExemption[] = [
    ...lowInventoryExemptionsOf({
      isNewSellerFirstYear: settings.isNewSeller,
      isFbaNewSelection: product?.isNewSelection,
      awdReplenishedPercent: product?.awdPercent ?? undefined,
    }),
    ...(facts.amazonExempt ? (["amazon"] as const) : []),
  ];
  const rowId = facts.sizeTier?.rowId ?? null;
  // Extra-large pays no low-inventory-level fee; a SKU whose tier is unknown is tested, its fee left unpriced.
  const isCovered = !(facts.sizeTier !== null && rowId === null && facts.sizeTier.problem === null);
  const inbound = settings.inbound.get(facts.sku) ?? null;
  const notes: string[] = [];
  if (facts.sizeTier?.problem) notes.push(facts.sizeTier.problem);
  if (!facts.sizeTier) notes.push("No size tier: add the Fee Preview report to price the fee.");
  else if (rowId === null && !facts.sizeTier.problem) notes.push(`${facts.sizeTier.label} does not pay this fee.`);
  const base = {
    sku: facts.sku,
    fnsku: facts.fnsku,
    asin: facts.asin,
    sizeTier: facts.sizeTier?.label ?? "",
    rowId,
    inbound,
    notes,
  };
  if (!start) {
    notes.push("No units on hand: add the FBA Inventory report or type them.");
    return {
      ...base,
      unitsPerDay: 0,
      unitsShippedLast7Days: 0,
      onHand: null,
      shortTermDaysOfSupply: null,
      longTermDaysOfSupply: null,
      daysOfSupplySource: "estimate",
      today: { status: "no stock figure", band: null },
      exemptions: fixedExemptions,
      feePerUnit: null,
      feePerWeek: null,
      feeNextWeek: 0,
      feeNext4Weeks: 0,
      changesOn: null,
      changesTo: null,
      shipBy: null,
      isOverdue: false,
      feeNext4WeeksWithInbound: null,
      firstChargedWithInbound: null,
      isSavedByInbound: false,
    };
  }
  if (start.source === "estimate")
    notes.push(
      "Days of supply estimated from the units on hand: Amazon's own figures are in the FBA Inventory report.",
    );
  const rateOf = (band: LowInventoryBand) => lowInventoryRate(schedule, rowId, band) ?? 0;
  const today = statusOf(start.shortTerm, start.longTerm, start.rate, start.units7, fixedExemptions, isCovered);
  const exemptions: SkuExemption[] =
    start.units7 < lowInventoryExemptionRules.minimumUnitsShippedIn7Days && start.rate > 0
      ? ["low-volume", ...fixedExemptions]
      : fixedExemptions;
  const feePerUnit = today.band === null ? null : lowInventoryRate(schedule, rowId, today.band);
  const noAction = simulate(start, new Map(), fixedExemptions, isCovered, rateOf);
  const changeIndex = noAction.statuses.findIndex((status) => !sameStatus(status, today));
  const dayOf = (index: number) => addDays(settings.asOf, index + 1);
  const inboundDay = inbound
    ? Math.round((Date.parse(inbound.arrives) - Date.parse(settings.asOf)) / 86_400_000)
    : null;
  const withInbound =
    inbound && inboundDay !== null
      ? simulate(start, new Map([[Math.max(1, inboundDay), inbound.units]]), fixedExemptions, isCovered, rateOf)
      : null;
  const planned = withInbound ?? noAction;
  const isExempt = today.status === "exempt" || today.status === "no sales";
  const shipBy =
    isExempt || planned.coverRunsOutDay === null
      ? null
      : addDays(settings.asOf, planned.coverRunsOutDay - settings.leadTimeDays);
  const chargedIndex = (simulation: Simulation) =>
    simulation.statuses.findIndex((status) => status.status === "charged");
  if (!isExempt && planned.coverRunsOutDay === null)
    notes.push(`Stock lasts past the ${FORECAST_DAYS}-day forecast at this rate.`);
  return {
    ...base,
    unitsPerDay: start.rate,
    unitsShippedLast7Days: start.units7,
    onHand: start.onHand,
    shortTermDaysOfSupply: Number.isFinite(start.shortTerm) ? start.shortTerm : null,
    longTermDaysOfSupply: Number.isFinite(start.longTerm) ? start.longTerm : null,
    daysOfSupplySource: start.source,
    today,
    exemptions,
    feePerUnit,
    feePerWeek: feePerUnit === null ? null : cents(feePerUnit * start.rate * 7),
    feeNextWeek: cents(sum(noAction.fees, 0, 7)),
    feeNext4Weeks: cents(sum(noAction.fees, 0, 28)),
    changesOn: changeIndex === -1 ? null : dayOf(changeIndex),
    changesTo: changeIndex === -1 ? null : noAction.statuses[changeIndex]!,
    shipBy,
    isOverdue: shipBy !== null && shipBy < settings.asOf,
    feeNext4WeeksWithInbound: withInbound ? cents(sum(withInbound.fees, 0, 28)) : null,
    firstChargedWithInbound: withInbound && chargedIndex(withInbound) !== -1 ? dayOf(chargedIndex(withInbound)) : null,
    isSavedByInbound: withInbound !== null && sum(noAction.fees, 0, 28) > 0 && sum(withInbound.fees, 0, 28) === 0,
  };
}

export interface ForecastSummary {
  skus: number;
  chargedToday: number;
  feePerWeekToday: number;
  feeNextWeek: number;
  feeNext4Weeks: number;
  overdue: number;
  exempt: number;
  savedByInbound: number;
}

export interface Forecast {
  rows: SkuForecast[];
  summary: ForecastSummary;
  /** The rate card in force on the as-of day. */
  scheduleName: string;
}

/** Money at stake first (the fee of the next 4 weeks with nothing sent), then the soonest ship-by date. */
export function compareForecasts(a: SkuForecast, b: SkuForecast): number {
  return (
    b.feeNext4Weeks - a.feeNext4Weeks ||
    (a.shipBy ?? "9999").localeCompare(b.shipBy ?? "9999") ||
    a.sku.localeCompare(b.sku)
  );
}

export function forecastAll(skus: readonly SkuFacts[], settings: ForecastSettings): Forecast {
  const schedule = (selectSchedule(settings.asOf) ?? selectSchedule("2026-01-15")!).schedule;
  const rows = skus.map((facts) => forecastSku(facts, settings, schedule)).sort(compareForecasts);
  const total = (pick: (row: SkuForecast) => number) => cents(rows.reduce((sum, row) => sum + pick(row), 0));
  return {
    rows,
    scheduleName: schedule.name,
    summary: {
      skus: rows.length,
      chargedToday: rows.filter((row) => row.today.status === "charged").length,
      feePerWeekToday: total((row) => row.feePerWeek ?? 0),
      feeNextWeek: total((row) => row.feeNextWeek),
      feeNext4Weeks: total((row) => row.feeNext4Weeks),
      overdue: rows.filter((row) => row.isOverdue).length,
      exempt: rows.filter((row) => row.today.status === "exempt").length,
      savedByInbound: rows.filter((row) => row.isSavedByInbound).length,
    },
  };
}
