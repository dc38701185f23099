import type { FeeSchedule } from "~/fba-fees";
import {
  LOW_INVENTORY_THRESHOLD_DAYS,
  LOW_INVENTORY_WINDOWS_DAYS,
  lowInventoryBand,
  lowInventoryExemptionRules,
  lowInventoryExemptionsOf,
  lowInventoryRate,
  type LowInventoryBand,
  type LowInventoryExemption,
} from "~/fba-fees/low-inventory-fee";
import { selectSchedule } from "~/fba-fees/schedules";
import type { LowInventoryRowId } from "~/fba-fees/types";
import { addDays, daysBetween } from "~/lib/dates";
import type { SkuFacts } from "./read-reports";

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
const SHORT = LOW_INVENTORY_WINDOWS_DAYS.shortTerm;
const LONG = LOW_INVENTORY_WINDOWS_DAYS.longTerm;
const LOW_VOLUME_DAYS = lowInventoryExemptionRules.lowVolumeWindowDays;
const WEEK = 7;

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

/**
 * A day's status as a code, so 13 weeks of 50,000 SKUs allocate no objects: 0, 1, 2 charged in that band, then the
 * others.
 */
const NOT_CHARGED = 3;
const EXEMPT = 4;
const NO_SALES = 5;
const statusOfCode = (code: number): StatusOnDay =>
  code <= 2
    ? { status: "charged", band: code as LowInventoryBand }
    : { status: code === NOT_CHARGED ? "not charged" : code === EXEMPT ? "exempt" : "no sales", band: null };

/** What a run of the forecast shows: the money of the next week and 4 weeks, and the days things happen (day 1 first). */
interface Simulation {
  feeNextWeek: number;
  feeNext4Weeks: number;
  /** The first day whose status differs from today's, and that status's code; null when none does. */
  changeDay: number | null;
  changeCode: number;
  firstChargedDay: number | null;
  /** The first day, from the last arrival on, stock is under 28 days of sales at the current rate; null past the forecast. */
  coverRunsOutDay: number | null;
}

const FOUR_WEEKS = 28;
/** One SKU at a time: the days' shipments and stock reuse these (50,000 SKUs allocate nothing per day). */
const shippedLine = new Float64Array(LOW_INVENTORY_WINDOWS_DAYS.longTerm + FORECAST_DAYS);
const onHandLine = new Float64Array(FORECAST_DAYS + 1);

const sum = (values: ArrayLike<number>, from: number, to: number) => {
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
  /** Units shipped on each of the long-term window's days, oldest first, today last. */
  pastShipped: ArrayLike<number>;
  shippedSum: { short: number; long: number };
  onHandSum: { short: number; long: number };
  units7: number;
  source: DaysOfSupplySource;
}

const pastShippedLine = new Float64Array(LOW_INVENTORY_WINDOWS_DAYS.longTerm);

function startOf(facts: SkuFacts, typed: { shortTerm: number; longTerm: number } | undefined): Start | null {
  const { daily } = facts;
  if (facts.onHand === null) return null;
  const rate = daily
    ? sum(daily, LONG - SHORT, LONG) / SHORT
    : (facts.shipped30 ?? (facts.shipped7 ?? 0) * (SHORT / LOW_VOLUME_DAYS)) / SHORT;
  const shippedSum = {
    short: daily ? sum(daily, LONG - SHORT, LONG) : (facts.shipped30 ?? rate * SHORT),
    long: daily ? sum(daily, 0, LONG) : (facts.shipped90 ?? rate * LONG),
  };
  const units7 = daily ? sum(daily, LONG - LOW_VOLUME_DAYS, LONG) : (facts.shipped7 ?? rate * LOW_VOLUME_DAYS);
  // Without daily sales, each part of the window ships its total's average.
  const pastShipped = pastShippedLine;
  for (let index = 0; index < LONG; index += 1) {
    const back = LONG - 1 - index;
    pastShipped[index] = daily
      ? (daily[index] ?? 0)
      : back < LOW_VOLUME_DAYS
        ? units7 / LOW_VOLUME_DAYS
        : back < SHORT
          ? shippedSum.short / SHORT
          : shippedSum.long / LONG;
  }
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
    pastShipped,
    shippedSum,
    onHandSum,
    units7,
    source,
  };
}

function statusCode(
  shortTerm: number,
  longTerm: number,
  shippedToday: number,
  units7: number,
  isFixedExempt: boolean,
  isCovered: boolean,
): number {
  if (isFixedExempt || units7 < lowInventoryExemptionRules.minimumUnitsShippedIn7Days)
    return shippedToday > 0 || units7 > 0 ? EXEMPT : NO_SALES;
  const band = lowInventoryBand({ shortTermDaysOfSupply: shortTerm, longTermDaysOfSupply: longTerm });
  return band === null || !isCovered ? NOT_CHARGED : band;
}

/** Day by day at the current rate, each window adding the new day and dropping its oldest. */
function simulate(
  start: Start,
  arrival: { day: number; units: number } | null,
  isFixedExempt: boolean,
  isCovered: boolean,
  rates: readonly number[],
  todayCode: number,
): Simulation {
  // Shipments and stock on one line: the long-term window's past days, then the forecast's.
  const shipped = shippedLine;
  shipped.set(start.pastShipped);
  const onHandByDay = onHandLine;
  const pastOnHandShort = start.onHandSum.short / SHORT;
  const pastOnHandLong = start.onHandSum.long / LONG;
  let onHand = start.onHand;
  let shippedShort = start.shippedSum.short;
  let shippedLong = start.shippedSum.long;
  let onHandShort = start.onHandSum.short;
  let onHandLong = start.onHandSum.long;
  let units7 = start.units7;
  const keepLevel = LOW_INVENTORY_THRESHOLD_DAYS * start.rate;
  // A shipment on its way sets the stock the next one is planned from: count from its arrival.
  const lastArrival = arrival?.day ?? 0;
  let coverRunsOutDay: number | null = start.rate > 0 && lastArrival === 0 && onHand < keepLevel ? 0 : null;
  const result: Simulation = {
    feeNextWeek: 0,
    feeNext4Weeks: 0,
    changeDay: null,
    changeCode: todayCode,
    firstChargedDay: null,
    coverRunsOutDay: null,
  };
  const today = LONG - 1;
  for (let day = 1; day <= FORECAST_DAYS; day += 1) {
    if (arrival && day === arrival.day) onHand += arrival.units;
    const out = Math.min(start.rate, onHand);
    onHand -= out;
    shipped[today + day] = out;
    onHandByDay[day] = onHand;
    if (coverRunsOutDay === null && day >= lastArrival && start.rate > 0 && onHand < keepLevel) coverRunsOutDay = day;
    shippedShort += out - shipped[today + day - SHORT]!;
    shippedLong += out - shipped[today + day - LONG]!;
    units7 += out - shipped[today + day - LOW_VOLUME_DAYS]!;
    onHandShort += onHand - (day > SHORT ? onHandByDay[day - SHORT]! : pastOnHandShort);
    onHandLong += onHand - (day > LONG ? onHandByDay[day - LONG]! : pastOnHandLong);
    const code = statusCode(
      shippedShort > 0 ? onHandShort / shippedShort : Infinity,
      shippedLong > 0 ? onHandLong / shippedLong : Infinity,
      out,
      units7,
      isFixedExempt,
      isCovered,
    );
    if (code <= 2) {
      const fee = out * rates[code]!;
      if (day <= WEEK) result.feeNextWeek += fee;
      if (day <= FOUR_WEEKS) result.feeNext4Weeks += fee;
      if (result.firstChargedDay === null) result.firstChargedDay = day;
    }
    if (result.changeDay === null && code !== todayCode) {
      result.changeDay = day;
      result.changeCode = code;
    }
  }
  result.coverRunsOutDay = coverRunsOutDay;
  return result;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** The ISO date `offset` days from the as-of day, each worked out once per forecast. */
function datesFrom(asOf: string): (offset: number) => string {
  const dates = new Map<number, string>();
  return (offset) => {
    let date = dates.get(offset);
    if (date === undefined) dates.set(offset, (date = addDays(asOf, offset)));
    return date;
  };
}

export function forecastSku(
  facts: SkuFacts,
  settings: ForecastSettings,
  schedule: FeeSchedule,
  dateAt: (offset: number) => string = datesFrom(settings.asOf),
): SkuForecast {
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
  const rates = ([0, 1, 2] as const).map((band) => lowInventoryRate(schedule, rowId, band) ?? 0);
  const isFixedExempt = fixedExemptions.length > 0;
  const todayCode = statusCode(start.shortTerm, start.longTerm, start.rate, start.units7, isFixedExempt, isCovered);
  const today = statusOfCode(todayCode);
  const exemptions: SkuExemption[] =
    start.units7 < lowInventoryExemptionRules.minimumUnitsShippedIn7Days && start.rate > 0
      ? ["low-volume", ...fixedExemptions]
      : fixedExemptions;
  const feePerUnit = today.band === null ? null : lowInventoryRate(schedule, rowId, today.band);
  const noAction = simulate(start, null, isFixedExempt, isCovered, rates, todayCode);
  const changeDay = isCovered ? noAction.changeDay : null;
  const withInbound = inbound
    ? simulate(
        start,
        { day: Math.max(1, daysBetween(settings.asOf, inbound.arrives)), units: inbound.units },
        isFixedExempt,
        isCovered,
        rates,
        todayCode,
      )
    : null;
  const planned = withInbound ?? noAction;
  // No ship-by date where the fee cannot apply: exempt, no sales, or a tier the fee does not cover.
  const isExempt = today.status === "exempt" || today.status === "no sales" || !isCovered;
  const shipBy =
    isExempt || planned.coverRunsOutDay === null ? null : dateAt(planned.coverRunsOutDay - settings.leadTimeDays);
  if (!isExempt && start.rate > 0 && planned.coverRunsOutDay === null)
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
    feePerWeek: feePerUnit === null ? null : cents(feePerUnit * start.rate * WEEK),
    feeNextWeek: cents(noAction.feeNextWeek),
    feeNext4Weeks: cents(noAction.feeNext4Weeks),
    changesOn: changeDay === null ? null : dateAt(changeDay),
    changesTo: changeDay === null ? null : statusOfCode(noAction.changeCode),
    shipBy,
    isOverdue: shipBy !== null && shipBy < settings.asOf,
    feeNext4WeeksWithInbound: withInbound ? cents(withInbound.feeNext4Weeks) : null,
    firstChargedWithInbound: withInbound?.firstChargedDay ? dateAt(withInbound.firstChargedDay) : null,
    isSavedByInbound: withInbound !== null && noAction.feeNext4Weeks > 0 && withInbound.feeNext4Weeks === 0,
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
}

const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Money at stake first (the fee of the next 4 weeks with nothing sent), then the soonest ship-by date. */
export function compareForecasts(a: SkuForecast, b: SkuForecast): number {
  return b.feeNext4Weeks - a.feeNext4Weeks || order(a.shipBy ?? "9999", b.shipBy ?? "9999") || order(a.sku, b.sku);
}

export function forecastAll(skus: readonly SkuFacts[], settings: ForecastSettings): Forecast {
  const schedule = (selectSchedule(settings.asOf) ?? selectSchedule("2026-01-15")!).schedule;
  const dateAt = datesFrom(settings.asOf);
  const rows = skus.map((facts) => forecastSku(facts, settings, schedule, dateAt)).sort(compareForecasts);
  const total = (pick: (row: SkuForecast) => number) => cents(rows.reduce((sum, row) => sum + pick(row), 0));
  return {
    rows,
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
