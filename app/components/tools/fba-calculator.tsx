import { AlertTriangle, CalendarDays, Info, Package, Scale } from "lucide-react";
import { useMemo } from "react";
import { Container } from "~/components/page/sections";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import {
  chargesEveryReturn,
  earliestSupportedDate,
  referralCategories,
  returnRateThresholdPercent,
  type FbaFeeBreakdown,
  type ProfitResult,
} from "~/fba-fees";
import { toIsoDate } from "~/lib/dates";
import { cn } from "~/lib/cn";
import { formatDate, formatNumber, formatPercent, formatUsd, formatUsdTotal, formatUsdWhole, signedPoints, signedUsd, signedUsdWhole } from "~/lib/format";
import { evaluateFba, fbaFieldLabel, type FbaEvaluation } from "~/tools/fba-form";
import {
  clearFbaQuery,
  convertFbaUnits,
  FBA_REFERENCE_DATE,
  fbaDefaults,
  LATEST_FEE_DATE,
  parseFbaQuery,
  serializeFbaQuery,
  unitLabels,
  type FbaFieldName,
  type FbaFormValues,
  type UnitSystem,
} from "~/tools/fba-url-state";
import { numberToText, parseDecimal } from "~/lib/number-text";
import { FixList, Pill, Segmented, SelectField, Stat, ToolCard, TrialCta } from "./controls";
import { NumberField } from "~/components/ui/number-field";
import { ShareBar } from "~/components/share-bar";
import { useUrlState } from "~/components/shareable-url";
import { useToolUsage } from "./tool-hooks";
import { useHydrated } from "~/components/use-hydrated";
import { site } from "~/site/site";

const idFor = (name: string) => `fba-${name}`;

const categoryOptions = [...referralCategories]
  .sort((a, b) => (a.id === "everything-else" ? 1 : b.id === "everything-else" ? -1 : a.label.localeCompare(b.label)))
  .map((category) => ({ value: category.id, label: category.label }));

const productTypeOptions = [
  { value: "non-apparel", label: "Non-apparel" },
  { value: "apparel", label: "Apparel" },
  { value: "dangerous-goods", label: "Dangerous goods (hazmat)" },
];

const placementOptions = [
  { value: "minimal", label: "Minimal split (one location, fee charged)" },
  { value: "partial", label: "Partial split (bulky only)" },
  { value: "amazon-optimized", label: "Amazon-optimized split (no fee)" },
];

const fieldLabels = Object.fromEntries(
  (Object.keys(fbaDefaults) as FbaFieldName[]).map((name) => [name, fbaFieldLabel(name)]),
) as Record<string, string>;

const formatIsoDate = (isoDate: string) => formatDate(isoDate, "short");

function weightHint(text: string, units: UnitSystem): string | undefined {
  const value = parseDecimal(text);
  if (value === null || value <= 0) return undefined;
  if (units === "in") return value < 1 ? `= ${numberToText(value * 16, 1)} oz, with packaging` : `With packaging (= ${numberToText(value / 2.2046226218, 2)} kg)`;
  return value < 1 ? `= ${numberToText(value * 1000, 0)} g, with packaging` : `With packaging (= ${numberToText(value * 2.2046226218, 2)} lb)`;
}

/**
 * The free FBA fee and profit calculator (never gated). Prerendered with its defaults on a fixed reference
 * date (FBA_REFERENCE_DATE) so the build is deterministic; once hydrated an empty date means the visitor's
 * today, and a shared link (`?v=1&...`) restores its values.
 */
export function FbaCalculator() {
  const hydrated = useHydrated();
  const { values, update, edited, restored, reset, copyLink, copyState } = useUrlState<FbaFormValues>({
    defaults: fbaDefaults,
    parse: parseFbaQuery,
    serialize: serializeFbaQuery,
    clear: clearFbaQuery,
  });
  const today = hydrated ? toIsoDate(new Date()) : FBA_REFERENCE_DATE;
  const evaluation = useMemo(() => evaluateFba(values, today), [values, today]);
  useToolUsage("fba_calculator", edited && evaluation.result !== null);

  const set = (name: FbaFieldName) => (value: string) => update((current) => ({ ...current, [name]: value }));
  const { errors, result } = evaluation;
  const units = unitLabels[values.units];
  const category = referralCategories.find((entry) => entry.id === values.category);
  const advancedSet = values.sipp === "1" || values.placement !== "minimal" || values.months !== fbaDefaults.months || Boolean(values.returnRate || values.daysOfSupply);

  return (
    <section id="calculator" aria-labelledby="fba-calculator-heading" className="border-b border-ink-100 bg-ink-50/70">
      <Container className="py-10 sm:py-14">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="fba-calculator-heading" className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
              FBA fee and profit calculator
            </h2>
            <p className="mt-1 text-sm text-ink-600">
              US marketplace. Results update as you type{restored ? "; values restored from the shared link" : ""}.
            </p>
          </div>
          <ShareBar onCopy={copyLink} onReset={reset} copyState={copyState} />
        </div>

        <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start">
          <form noValidate onSubmit={(event) => event.preventDefault()} className="space-y-5" aria-label="FBA calculator inputs">
            <ToolCard
              title="Product"
              description="Packed size and weight"
              action={
                <Segmented<UnitSystem>
                  name="fba-units"
                  legend="Units"
                  value={values.units}
                  options={[
                    { value: "in", label: unitLabels.in.toggle },
                    { value: "cm", label: unitLabels.cm.toggle },
                  ]}
                  onChange={(next) => update((current) => convertFbaUnits(current, next))}
                />
              }
            >
              <div className="grid grid-cols-3 gap-3">
                <NumberField id={idFor("length")} label="Length" value={values.length} onChange={set("length")} suffix={units.length} error={errors.length} />
                <NumberField id={idFor("width")} label="Width" value={values.width} onChange={set("width")} suffix={units.length} error={errors.width} />
                <NumberField id={idFor("height")} label="Height" value={values.height} onChange={set("height")} suffix={units.length} error={errors.height} />
              </div>
              <div className="mt-4 grid gap-4 sm:grid-cols-2">
                <NumberField id={idFor("weight")} label="Unit weight" value={values.weight} onChange={set("weight")} suffix={units.weight} error={errors.weight} hint={weightHint(values.weight, values.units)} />
                <NumberField id={idFor("price")} label="Selling price" value={values.price} onChange={set("price")} prefix="$" error={errors.price} hint="Listing price per unit" />
              </div>
              <div className="mt-4 grid gap-4 sm:grid-cols-2">
                <SelectField id={idFor("category")} label="Referral category" value={values.category} onChange={set("category")} options={categoryOptions} hint={category?.summary} error={errors.category} />
                <SelectField id={idFor("productType")} label="Product type" value={values.productType} onChange={set("productType")} options={productTypeOptions} error={errors.productType} hint="Apparel and hazmat have their own fee tables" />
              </div>
            </ToolCard>

            <ToolCard title="Your costs" description="Per unit sold, in US dollars">
              <div className="grid gap-4 sm:grid-cols-2">
                <NumberField id={idFor("cogs")} label="Cost of goods" value={values.cogs} onChange={set("cogs")} prefix="$" error={errors.cogs} hint="What you pay the supplier" />
                <NumberField id={idFor("inbound")} label="Inbound shipping" value={values.inbound} onChange={set("inbound")} prefix="$" error={errors.inbound} hint="Freight, duties and prep to Amazon" />
                <NumberField id={idFor("ads")} label="Ad spend per unit" value={values.ads} onChange={set("ads")} prefix="$" error={errors.ads} hint="Total ad spend / total units sold" />
                <NumberField id={idFor("unitsPerMonth")} label="Units per month" value={values.unitsPerMonth} onChange={set("unitsPerMonth")} optional inputMode="numeric" error={errors.unitsPerMonth} hint="For monthly totals" />
              </div>
            </ToolCard>

            <ToolCard title="Fee date" description="Picks the fee schedule and the season">
              <Field id={idFor("date")} label="Date the fees apply" error={errors.date} hint={values.date ? undefined : "Empty = today"}>
                <div className="flex flex-wrap items-center gap-2">
                  <Input
                    id={idFor("date")}
                    type="date"
                    min={earliestSupportedDate}
                    max={LATEST_FEE_DATE}
                    value={values.date}
                    onChange={(event) => set("date")(event.target.value)}
                    aria-invalid={errors.date ? true : undefined}
                    aria-describedby={errors.date ? `${idFor("date")}-error` : values.date ? undefined : `${idFor("date")}-hint`}
                    className="w-auto min-w-44 flex-1"
                  />
                  {values.date && (
                    <Button variant="secondary" size="sm" onClick={() => set("date")("")}>
                      Use today
                    </Button>
                  )}
                  {result && (
                    <Button variant="secondary" size="sm" onClick={() => set("date")(seasonSwitchDate(evaluation))}>
                      {result.fees.schedule.season === "peak" ? "Try a non-peak date" : "Try a peak date"}
                    </Button>
                  )}
                </div>
              </Field>
              <p className="mt-3 flex items-start gap-2 text-xs leading-5 text-ink-500">
                <CalendarDays className="mt-0.5 size-4 shrink-0 text-ink-400" aria-hidden />
                Holiday peak fees apply from October 15 to January 14. Storage costs more from October to December.
              </p>
            </ToolCard>

            <details className="group rounded-2xl border border-ink-200 bg-white shadow-sm" open={advancedSet || undefined}>
              <summary className="flex cursor-pointer items-center justify-between gap-3 p-5 text-base font-semibold text-ink-900 sm:px-6 [&::-webkit-details-marker]:hidden">
                <span>
                  More fees <span className="ml-1 text-sm font-normal text-ink-500">storage time, placement, returns, low inventory</span>
                </span>
                <span className="text-sm font-medium text-brand-700 group-open:hidden">Show</span>
                <span className="hidden text-sm font-medium text-brand-700 group-open:inline">Hide</span>
              </summary>
              <div className="grid gap-4 border-t border-ink-100 p-5 sm:grid-cols-2 sm:px-6">
                <NumberField id={idFor("months")} label="Months in storage" value={values.months} onChange={set("months")} suffix="mo" error={errors.months} hint="Average time a unit waits before it sells" />
                <SelectField id={idFor("placement")} label="Inbound placement" value={values.placement} onChange={set("placement")} options={placementOptions} error={errors.placement} />
                <NumberField id={idFor("returnRate")} label="Return rate" value={values.returnRate} onChange={set("returnRate")} suffix="%" optional error={errors.returnRate} hint="Adds a returns processing allowance" />
                <NumberField id={idFor("returnThreshold")} label="Category return threshold" value={values.returnThreshold} onChange={set("returnThreshold")} suffix="%" optional error={errors.returnThreshold} hint={returnThresholdHint(values.category, values.productType)} />
                <NumberField id={idFor("daysOfSupply")} label="Days of supply" value={values.daysOfSupply} onChange={set("daysOfSupply")} suffix="days" optional error={errors.daysOfSupply} hint="Under 28 adds the low-inventory-level fee" />
                <div className="flex items-start gap-3 pt-7">
                  <input
                    id={idFor("sipp")}
                    type="checkbox"
                    className="mt-0.5 size-4 rounded border-ink-300 accent-brand-700"
                    checked={values.sipp === "1"}
                    onChange={(event) => set("sipp")(event.target.checked ? "1" : "")}
                  />
                  <label htmlFor={idFor("sipp")} className="text-sm text-ink-800">
                    Ships in Product Packaging certified
                    <span className="block text-xs text-ink-500">2026 card: $0.04 to $0.23 off standard-size fulfillment fees (estimate); no bulky packaging fee</span>
                  </label>
                </div>
              </div>
            </details>
          </form>

          <div className="space-y-5 lg:sticky lg:top-20">
            <SummaryCard evaluation={evaluation} hydrated={hydrated} />
            {result && <FeeNotices fees={result.fees} onComparePrice={set("comparePrice")} />}
            {result && <FeeLinesCard fees={result.fees} total={result.amazonFeesPerUnit} />}
          </div>
        </div>

        <div className="mt-6 grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,6fr)_minmax(0,5fr)] lg:items-start">
          <WhatIfCard evaluation={evaluation} value={values.comparePrice} onChange={set("comparePrice")} error={errors.comparePrice} />
          {result && <ScheduleCard fees={result.fees} evaluation={evaluation} hydrated={hydrated} />}
        </div>

        <div className="mt-6">
          <TrialCta
            title="See these numbers on every real order"
            body={`${site.brandName} calculates fees, profit and margin from your Seller Central data every day, per SKU, with the fees Amazon actually charged.`}
          />
        </div>
      </Container>
    </section>
  );
}

/** What the threshold field falls back to when left empty, for the chosen category. */
function returnThresholdHint(categoryId: string, productType: string): string {
  if (chargesEveryReturn(categoryId, productType === "apparel")) return "Apparel and shoes pay on every return";
  const known = returnRateThresholdPercent(categoryId);
  return known === null ? "Empty = every return counts (no published threshold for this category)" : `Empty = this category's ${numberToText(known, 1)}% (estimate)`;
}

/**
 * What the seller should read before the fee lines: the fee on the other side of a nearby price-band edge
 * (with a one-click comparison) and estimated tier rules with their cost cliff.
 */
function FeeNotices({ fees, onComparePrice }: { fees: FbaFeeBreakdown; onComparePrice: (price: string) => void }) {
  const edge = fees.priceBandEdge;
  if (!edge && fees.notices.length === 0) return null;
  return (
    <div className="space-y-3">
      {edge && (
        <div className="flex flex-wrap items-start gap-3 rounded-2xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950" data-testid="fba-band-edge">
          <Info className="mt-0.5 size-4 shrink-0 text-sky-700" aria-hidden />
          <p className="min-w-0 flex-1 basis-56">
            <strong className="font-semibold">Near a price-band edge.</strong> {edge.message}
          </p>
          <Button variant="secondary" size="sm" onClick={() => onComparePrice(edge.otherPrice.toFixed(2))}>
            Compare {formatUsd(edge.otherPrice)}
          </Button>
        </div>
      )}
      {fees.notices.map((notice) => (
        <div key={notice.id} className="flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950" data-testid={`fba-notice-${notice.id}`}>
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
          <p className="min-w-0 flex-1">
            <Pill tone="estimate" className="mr-2">
              Estimate
            </Pill>
            {notice.text}
          </p>
        </div>
      ))}
    </div>
  );
}

/** A date in the other season of the same fee year (for the "Try peak / non-peak" button). */
function seasonSwitchDate(evaluation: FbaEvaluation): string {
  const year = Number(evaluation.date.slice(0, 4)) || 2026;
  const base = Math.max(year, 2026);
  return evaluation.result?.fees.schedule.season === "peak" ? `${base}-06-01` : `${base}-11-22`;
}

function SummaryCard({ evaluation, hydrated }: { evaluation: FbaEvaluation; hydrated: boolean }) {
  const { result, errors } = evaluation;
  if (!result) {
    return (
      <div className="rounded-2xl border border-red-200 bg-white p-6 shadow-sm" aria-live="polite">
        <p className="flex items-center gap-2 font-semibold text-red-800">
          <AlertTriangle className="size-5" aria-hidden /> Fix these to see the result
        </p>
        <FixList errors={errors} labels={fieldLabels} idFor={idFor} />
      </div>
    );
  }
  const fees = result.fees;
  const profitable = result.netProfitPerUnit >= 0;
  return (
    <div className="overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-sm" data-testid="fba-summary">
      <div className={cn("px-5 py-5 text-white sm:px-6", profitable ? "bg-brand-800" : "bg-red-800")}>
        <div className="flex flex-wrap items-center gap-2">
          <Pill tone="neutral" className="bg-white/15 text-white">
            <Package className="size-3" aria-hidden /> {fees.sizeTier.label}
            {fees.sizeTier.isOvermax ? " (overmax)" : ""}
          </Pill>
          <Pill tone="neutral" className={cn(fees.schedule.season === "peak" ? "bg-orange-200 text-orange-950" : "bg-sky-100 text-sky-950")}>
            {fees.schedule.season === "peak" ? "Holiday peak fees" : "Non-peak fees"}
          </Pill>
          <span className="text-xs text-white/80">
            {formatIsoDate(evaluation.date)}
            {evaluation.dateIsToday ? (hydrated ? " (today)" : " (reference date)") : ""}
          </span>
        </div>
        <div aria-live="polite" aria-atomic="true">
          <p className="mt-4 text-sm font-medium text-white/80">Net profit per unit</p>
          <p className="mt-1 text-4xl font-bold tracking-tight tabular-nums sm:text-5xl" data-testid="fba-net-profit">
            {formatUsd(result.netProfitPerUnit)}
          </p>
          <p className="mt-2 text-sm text-white/85">
            At {formatUsd(result.price)}: margin {formatPercent(result.marginPercent)}, ROI {formatPercent(result.roiPercent)}, Amazon fees {formatUsd(result.amazonFeesPerUnit)}.
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 p-5 sm:grid-cols-3 sm:px-6">
        <Stat label="Margin" value={formatPercent(result.marginPercent)} tone={profitable ? "good" : "bad"} testId="fba-margin" detail="Net profit / price" />
        <Stat label="ROI" value={formatPercent(result.roiPercent)} tone={profitable ? "good" : "bad"} testId="fba-roi" detail={result.roiPercent === null ? "No landed cost entered" : "Net profit / landed cost"} />
        <Stat label="Total Amazon fees" value={formatUsd(result.amazonFeesPerUnit)} testId="fba-total-fees" detail={`${formatPercent((result.amazonFeesPerUnit / result.price) * 100)} of the price`} />
        <Stat
          label="Break-even price"
          value={result.breakEvenPrice === null ? "None" : formatUsd(result.breakEvenPrice)}
          testId="fba-break-even-price"
          detail={result.breakEvenPrice === null ? "No price up to $100,000 covers the costs" : "Lowest price that covers every cost"}
        />
        <Stat label="Break-even ACoS" value={formatPercent(result.breakEvenAcosPercent)} testId="fba-break-even-acos" detail="Ad cost / sales that eats the profit before ads" />
        {result.monthly ? (
          <Stat
            label="Profit per month"
            value={formatUsdTotal(result.monthly.netProfit)}
            tone={result.monthly.netProfit >= 0 ? "default" : "bad"}
            testId="fba-monthly-profit"
            detail={`${formatNumber(result.monthly.units)} units, ${formatUsdTotal(result.monthly.revenue)} sales`}
          />
        ) : (
          <Stat label="Profit before ads" value={formatUsd(result.profitBeforeAdsPerUnit)} detail="Per unit" />
        )}
      </dl>
      <PriceBar result={result} />
    </div>
  );
}

/** Where the price goes: Amazon fees, landed cost, ads and profit, as shares of the price. */
function PriceBar({ result }: { result: ProfitResult }) {
  const parts = [
    { label: "Amazon fees", value: result.amazonFeesPerUnit, className: "bg-ink-700" },
    { label: "Landed cost", value: result.landedCostPerUnit, className: "bg-amber-400" },
    { label: "Ads", value: result.adSpendPerUnit, className: "bg-sky-400" },
    { label: "Profit", value: Math.max(result.netProfitPerUnit, 0), className: "bg-brand-500" },
  ];
  const whole = parts.reduce((sum, part) => sum + part.value, 0) || 1;
  return (
    <div className="border-t border-ink-100 px-5 py-4 sm:px-6">
      <p className="text-xs font-medium text-ink-500">Where {formatUsd(result.price)} goes</p>
      <div className="mt-2 flex h-3 overflow-hidden rounded-full bg-ink-100" aria-hidden>
        {parts.map((part) => (part.value > 0 ? <span key={part.label} className={part.className} style={{ width: `${(part.value / whole) * 100}%` }} /> : null))}
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-600">
        {parts.map((part) => (
          <li key={part.label} className="flex items-center gap-1.5">
            <span className={cn("size-2 rounded-full", part.className)} aria-hidden />
            {part.label} {formatUsd(part.label === "Profit" ? result.netProfitPerUnit : part.value)}
          </li>
        ))}
      </ul>
      {result.netProfitPerUnit < 0 && <p className="mt-2 text-xs font-medium text-red-700">Costs exceed the price by {formatUsd(-result.netProfitPerUnit)} per unit.</p>}
    </div>
  );
}

function FeeLinesCard({ fees, total }: { fees: FbaFeeBreakdown; total: number }) {
  const tier = fees.sizeTier;
  const weightText = tier.usesDimensionalWeight
    ? `${tier.weightBasis === "dimensional-weight" ? "dimensional" : "unit"} weight billed (${numberToText(tier.dimensionalWeightLb, 2)} lb dimensional vs ${numberToText(tier.unitWeightLb, 2)} lb unit)`
    : "unit weight billed";
  return (
    <div className="rounded-2xl border border-ink-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2 border-b border-ink-100 px-5 py-4 sm:px-6">
        <div>
          <h3 className="text-base font-semibold text-ink-900">Amazon fees per unit</h3>
          <p className="mt-0.5 flex items-center gap-1.5 text-xs text-ink-500">
            <Scale className="size-3.5" aria-hidden />
            {tier.label}, shipping weight {numberToText(tier.shippingWeightLb, 2)} lb, {weightText}; {numberToText(fees.cubicFeet, 3)} cu ft
          </p>
        </div>
        {fees.hasEstimates && <Pill tone="estimate">Includes estimates</Pill>}
      </div>
      <table className="w-full text-sm" data-testid="fba-fee-lines">
        <caption className="sr-only">Amazon fees per unit, with how each is calculated</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Fee and explanation</th>
            <th scope="col">Amount per unit</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {fees.lines.map((line) => (
            <tr key={line.id} data-fee-line={line.id}>
              <th scope="row" className="py-3 pr-3 pl-5 text-left align-top font-normal sm:pl-6">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-medium text-ink-900">{line.label}</span>
                  {line.isEstimate && (
                    <Pill tone="estimate" className="cursor-help">
                      <span title="Not confirmed against Amazon's own current text">Estimate</span>
                    </Pill>
                  )}
                </span>
                <span className="mt-1 block text-xs leading-5 text-ink-500">{line.explanation}</span>
                <details className="mt-1 text-xs text-ink-500">
                  <summary className="cursor-pointer font-medium text-ink-600 hover:text-ink-900">Source</summary>
                  <span className="mt-1 block">{line.source}</span>
                </details>
              </th>
              <td className="py-3 pr-5 pl-3 text-right align-top font-semibold whitespace-nowrap text-ink-900 tabular-nums sm:pr-6" data-testid={`fee-${line.id}`}>
                {formatUsd(line.amount)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-ink-200 bg-ink-50">
            <th scope="row" className="rounded-bl-2xl py-3 pl-5 text-left font-semibold text-ink-900 sm:pl-6">
              Total Amazon fees
            </th>
            <td className="rounded-br-2xl py-3 pr-5 text-right font-bold text-ink-900 tabular-nums sm:pr-6" data-testid="fee-total">
              {formatUsd(total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function WhatIfCard({ evaluation, value, onChange, error }: { evaluation: FbaEvaluation; value: string; onChange: (value: string) => void; error?: string }) {
  const { result, compare } = evaluation;
  const quick = result
    ? [
        { label: "-10%", price: result.price * 0.9 },
        { label: "+10%", price: result.price * 1.1 },
        ...(result.breakEvenPrice !== null ? [{ label: "Break-even", price: result.breakEvenPrice }] : []),
      ]
    : [];
  const rows: { label: string; current: (entry: ProfitResult) => string; delta?: (a: ProfitResult, b: ProfitResult) => string }[] = [
    { label: "Price", current: (entry) => formatUsd(entry.price), delta: (a, b) => signedUsd(b.price - a.price) },
    { label: "Amazon fees", current: (entry) => formatUsd(entry.amazonFeesPerUnit), delta: (a, b) => signedUsd(b.amazonFeesPerUnit - a.amazonFeesPerUnit) },
    { label: "Net profit per unit", current: (entry) => formatUsd(entry.netProfitPerUnit), delta: (a, b) => signedUsd(b.netProfitPerUnit - a.netProfitPerUnit) },
    { label: "Margin", current: (entry) => formatPercent(entry.marginPercent), delta: (a, b) => signedPoints(b.marginPercent - a.marginPercent) },
    { label: "ROI", current: (entry) => formatPercent(entry.roiPercent), delta: (a, b) => (a.roiPercent === null || b.roiPercent === null ? "—" : signedPoints(b.roiPercent - a.roiPercent)) },
    ...(result?.monthly
      ? [{ label: "Profit per month", current: (entry: ProfitResult) => formatWholeDollars(entry.monthly?.netProfit ?? 0), delta: (a: ProfitResult, b: ProfitResult) => signedUsdWhole((b.monthly?.netProfit ?? 0) - (a.monthly?.netProfit ?? 0)) }]
      : []),
  ];
  return (
    <ToolCard title="What if you changed the price?" description="Fees are re-priced too: the referral fee and the fulfillment price band move with the price.">
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-44">
          <NumberField id={idFor("comparePrice")} label="Compare price" value={value} onChange={onChange} prefix="$" error={error} />
        </div>
        <div className="flex flex-wrap gap-2 pb-0.5">
          {quick.map((option) => (
            <Button key={option.label} variant="secondary" size="sm" onClick={() => onChange(option.price.toFixed(2))}>
              {option.label}
            </Button>
          ))}
        </div>
      </div>
      {result && compare ? (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-xs sm:text-sm" data-testid="fba-what-if">
            <thead>
              <tr className="border-b border-ink-200 text-left text-xs text-ink-500">
                <th scope="col" className="py-2 font-medium">
                  <span className="sr-only">Measure</span>
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Your price
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  What if
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Change
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row" className="py-2 pr-2 text-left font-medium text-ink-700">
                    {row.label}
                  </th>
                  <td className="py-2 pl-2 text-right whitespace-nowrap text-ink-900 tabular-nums">{row.current(result)}</td>
                  <td className="py-2 pl-2 text-right font-semibold whitespace-nowrap text-ink-900 tabular-nums">{row.current(compare)}</td>
                  <td className="py-2 pl-2 text-right whitespace-nowrap text-ink-600 tabular-nums">{row.delta ? row.delta(result, compare) : ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {compare.fees.schedule.priceBand.id !== result.fees.schedule.priceBand.id && (
            <p className="mt-3 flex items-start gap-2 text-xs text-amber-800">
              <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden />
              The compare price falls in another fulfillment price band ({compare.fees.schedule.priceBand.label}), so the fulfillment fee changes too.
            </p>
          )}
        </div>
      ) : (
        <p className="mt-4 text-sm text-ink-500">{result ? "Enter a price to compare with." : "Fix the inputs above to compare prices."}</p>
      )}
    </ToolCard>
  );
}

// NaN (a field mid-edit) prints $0 here, as these totals always have.
const formatWholeDollars = (value: number) => formatUsdWhole(value || 0);

function ScheduleCard({ fees, evaluation, hydrated }: { fees: FbaFeeBreakdown; evaluation: FbaEvaluation; hydrated: boolean }) {
  const schedule = fees.schedule;
  return (
    <ToolCard title="Fee schedule and assumptions">
      <dl className="grid grid-cols-2 gap-3 text-sm" data-testid="fba-schedule">
        <div className="col-span-2">
          <dt className="text-xs font-medium text-ink-500">Schedule used</dt>
          <dd className="font-medium text-ink-900">{schedule.name}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-ink-500">In force</dt>
          <dd className="text-ink-800">
            {formatIsoDate(schedule.effectiveFrom)} to {schedule.effectiveUntil ? formatIsoDate(schedule.effectiveUntil) : "the next card"}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-ink-500">Fees on</dt>
          <dd className="text-ink-800">
            {formatIsoDate(evaluation.date)}
            {evaluation.dateIsToday ? (hydrated ? " (today)" : " (reference date)") : ""}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-ink-500">Season</dt>
          <dd className="text-ink-800">{schedule.season === "peak" ? "Holiday peak (Oct 15 to Jan 14)" : "Non-peak"}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-ink-500">Fulfillment price band</dt>
          <dd className="text-ink-800">{schedule.priceBand.label}</dd>
        </div>
      </dl>
      <ul className="mt-4 space-y-2 border-t border-ink-100 pt-4 text-xs leading-5 text-ink-600">
        <li className="flex gap-2">
          <Pill tone="estimate" className="h-fit">
            Assumption
          </Pill>
          <span>The price band uses the listing price rounded to the cent; Amazon has not confirmed this (it may use the total sales price).</span>
        </li>
        {schedule.assumptions
          .filter((text) => !text.includes("price band"))
          .map((text) => (
            <li key={text} className="flex gap-2">
              <Pill tone="estimate" className="h-fit">
                Assumption
              </Pill>
              <span>{text}</span>
            </li>
          ))}
        {schedule.notes.map((note) => (
          <li key={note} className="flex gap-2">
            <Info className="mt-0.5 size-3.5 shrink-0 text-ink-400" aria-hidden />
            <span>{note}</span>
          </li>
        ))}
        <li className="flex gap-2">
          <Info className="mt-0.5 size-3.5 shrink-0 text-ink-400" aria-hidden />
          <span>
            <strong className="font-semibold text-ink-700">Estimate</strong> marks a figure our research could not confirm against Amazon&apos;s own text. Check big decisions against
            Amazon&apos;s Revenue Calculator.
          </span>
        </li>
      </ul>
    </ToolCard>
  );
}
