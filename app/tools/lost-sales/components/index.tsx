import { PackageCheck } from "lucide-react";
import { formatNumber, formatUsd, formatUsdTotal } from "~/lib/format";
import { useMemo } from "react";
import type { LostSalesResult } from "~/tools/lost-sales/lost-sales";
import { evaluateLostSales, lostSalesDefaults, lostSalesQueryFields, parseLostSalesQuery, serializeLostSalesQuery, type LostSalesFieldName, type LostSalesFormValues } from "~/tools/lost-sales/lost-sales-url-state";
import { numberToText, parseDecimal } from "~/lib/number-text";
import { clearQuery } from "~/lib/url-state";
import { InvalidInputsCard, Segmented, Stat, ToolCard, TrialCta } from "~/components/tools/controls";
import { NumberField } from "~/components/ui/number-field";
import { ShareBar } from "~/components/share-bar";
import { useUrlState } from "~/components/shareable-url";
import { useElementWidth, useToolUsage } from "~/components/tools/tool-hooks";
import { site } from "~/site/site";

const idFor = (name: string) => `lost-${name}`;
const clearLostSalesQuery = (search: string) => clearQuery(search, lostSalesQueryFields);

const fieldLabels: Record<string, string> = {
  rate: "Sales rate",
  daysOut: "Days out of stock",
  price: "Price",
  profit: "Profit",
  recoveryDays: "Recovery period",
  recoveryStart: "Sales on restock day",
  leadTime: "Lead time",
  safetyDays: "Safety stock",
};

/** Lost sales calculator: what a stockout cost, and the reorder point that would have prevented it. */
export function LostSalesTool() {
  const { values, update, edited, reset, copyLink, copyState } = useUrlState<LostSalesFormValues>({
    defaults: lostSalesDefaults,
    parse: parseLostSalesQuery,
    serialize: serializeLostSalesQuery,
    clear: clearLostSalesQuery,
  });
  const { errors, result } = useMemo(() => evaluateLostSales(values), [values]);
  useToolUsage("lost_sales", edited && result !== null);
  const set = (name: LostSalesFieldName) => (value: string) => update((current) => ({ ...current, [name]: value }));
  const perMonth = values.rateUnit === "month";
  const byMargin = values.profitMode === "margin";

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">Lost sales calculator</h2>
          <p className="mt-1 text-sm text-ink-600">Any currency and marketplace: you supply the numbers. Results update as you type.</p>
        </div>
        <ShareBar onCopy={copyLink} onReset={reset} copyState={copyState} resetLabel="Reset to example" />
      </div>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start">
        <form noValidate onSubmit={(event) => event.preventDefault()} className="space-y-5" aria-label="Lost sales inputs">
          <ToolCard title="Normal sales" description="Before the stockout (use the rate from a normal period)">
            <div className="space-y-4">
              <Segmented
                name="lost-rate-unit"
                legend="Sales rate unit"
                value={values.rateUnit as "day" | "month"}
                options={[
                  { value: "day", label: "Units per day" },
                  { value: "month", label: "Units per month" },
                ]}
                onChange={set("rateUnit")}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <NumberField id={idFor("rate")} label={perMonth ? "Units sold per month" : "Units sold per day"} value={values.rate} onChange={set("rate")} suffix={perMonth ? "/mo" : "/day"} error={errors.rate} />
                <NumberField id={idFor("price")} label="Average selling price" value={values.price} onChange={set("price")} prefix="$" error={errors.price} />
              </div>
              <Segmented
                name="lost-profit-mode"
                legend="Profit as"
                value={values.profitMode as "profit" | "margin"}
                options={[
                  { value: "profit", label: "Profit per unit" },
                  { value: "margin", label: "Net margin %" },
                ]}
                onChange={(mode) =>
                  update((current) => ({ ...current, profitMode: mode, profit: convertProfit(current.profit, current.price, mode) }))
                }
              />
              <NumberField
                id={idFor("profit")}
                label={byMargin ? "Net margin" : "Profit per unit"}
                value={values.profit}
                onChange={set("profit")}
                prefix={byMargin ? undefined : "$"}
                suffix={byMargin ? "%" : undefined}
                error={errors.profit}
                hint="After Amazon fees, product cost and ads"
              />
            </div>
          </ToolCard>

          <ToolCard title="The stockout" description="How long you were out, and how sales came back">
            <div className="grid gap-4 sm:grid-cols-2">
              <NumberField id={idFor("daysOut")} label="Days out of stock" value={values.daysOut} onChange={set("daysOut")} suffix="days" error={errors.daysOut} />
              <NumberField id={idFor("recoveryDays")} label="Recovery period" value={values.recoveryDays} onChange={set("recoveryDays")} suffix="days" optional error={errors.recoveryDays} hint="Days until sales were back to normal" />
              <NumberField
                id={idFor("recoveryStart")}
                label="Sales on the restock day"
                value={values.recoveryStart}
                onChange={set("recoveryStart")}
                suffix="%"
                optional
                error={errors.recoveryStart}
                hint="Share of normal sales; empty = 0% (worst case)"
              />
            </div>
          </ToolCard>

          <ToolCard title="Reorder point" description="So the next one does not happen">
            <div className="grid gap-4 sm:grid-cols-2">
              <NumberField id={idFor("leadTime")} label="Lead time" value={values.leadTime} onChange={set("leadTime")} suffix="days" optional error={errors.leadTime} hint="Supplier + freight + FBA check-in" />
              <NumberField id={idFor("safetyDays")} label="Safety stock" value={values.safetyDays} onChange={set("safetyDays")} suffix="days" optional error={errors.safetyDays} hint="Buffer, in days of sales" />
            </div>
          </ToolCard>
        </form>

        <div className="space-y-5 lg:sticky lg:top-20">
          {result ? (
            <LostSalesResults result={result} values={values} />
          ) : (
            <InvalidInputsCard errors={errors} labels={fieldLabels} idFor={idFor} />
          )}
        </div>
      </div>
      <div className="mt-6">
        <TrialCta title="Catch the next stockout before it happens" body={`${site.brandName} tracks days of supply per SKU and alerts you when it is time to reorder, from your own sales.`} />
      </div>
    </div>
  );
}

/** Keeps the meaning when switching between a $ profit and a % margin (at the current price). */
function convertProfit(text: string, priceText: string, to: "profit" | "margin"): string {
  const value = parseDecimal(text);
  const price = parseDecimal(priceText);
  if (value === null || price === null || price <= 0) return text;
  return to === "margin" ? numberToText((value / price) * 100, 1) : (price * (value / 100)).toFixed(2);
}

function LostSalesResults({ result, values }: { result: LostSalesResult; values: LostSalesFormValues }) {
  const recovery = result.lostUnitsDuringRecovery > 0;
  const lead = parseDecimal(values.leadTime) ?? 0;
  const safety = parseDecimal(values.safetyDays) ?? 0;
  return (
    <>
      <div className="overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-sm" data-testid="lost-sales-summary">
        <div className="bg-brand-800 px-5 py-5 text-white sm:px-6" aria-live="polite" aria-atomic="true">
          <p className="text-sm font-medium text-white/80">Profit lost to the stockout</p>
          <p className="mt-1 text-4xl font-bold tracking-tight tabular-nums sm:text-5xl" data-testid="lost-profit">
            {formatUsdTotal(result.lostProfit)}
          </p>
          <p className="mt-2 text-sm text-white/85">
            {formatNumber(result.lostUnits)} units and {formatUsdTotal(result.lostRevenue)} in sales that did not happen.
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-3 p-5 sm:grid-cols-3 sm:px-6">
          <Stat label="Lost revenue" value={formatUsdTotal(result.lostRevenue)} testId="lost-revenue" detail={`Lost units x ${formatUsd(parseDecimal(values.price) ?? 0)}`} />
          <Stat label="Lost units" value={formatNumber(result.lostUnits)} testId="lost-units" detail={`${formatNumber(result.unitsPerDay)} a day`} />
          <Stat label="Profit per unit" value={formatUsd(result.unitProfit)} detail={values.profitMode === "margin" ? `${values.profit}% of the price` : "As entered"} />
          <Stat label="While out of stock" value={`${formatNumber(result.lostUnitsWhileOutOfStock)} units`} detail={`${formatNumber(result.unitsPerDay)}/day x ${values.daysOut || 0} days`} />
          <Stat label="During recovery" value={`${formatNumber(result.lostUnitsDuringRecovery)} units`} detail={recovery ? "Sales ramping back up" : "No recovery period entered"} />
          <Stat label="Each extra day out" value={formatUsd(result.unitsPerDay * result.unitProfit)} detail="Profit lost per day" />
        </dl>
        <div className="border-t border-ink-100 px-5 py-4 sm:px-6">
          <SalesTimeline values={values} result={result} />
        </div>
      </div>
      <div className="rounded-2xl border border-ink-200 bg-white p-5 shadow-sm sm:p-6" data-testid="reorder-point">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
            <PackageCheck className="size-5" aria-hidden />
          </span>
          <div>
            <p className="text-sm font-medium text-ink-500">Reorder point</p>
            <p className="text-2xl font-bold tracking-tight text-ink-900 tabular-nums">
              <span data-testid="reorder-point-units">{formatNumber(result.reorderPointUnits)}</span> units
            </p>
            <p className="mt-1 text-sm text-ink-600">
              Reorder when stock on hand plus inbound falls to this: {formatNumber(result.unitsPerDay)} a day x {formatNumber(lead)} days of lead time, plus{" "}
              {formatNumber(result.safetyStockUnits)} units of safety stock ({formatNumber(safety)} days).
            </p>
          </div>
        </div>
      </div>
    </>
  );
}

/** Daily sales around the stockout: normal, zero while out, a ramp while recovering; the gap is shaded. */
function SalesTimeline({ values, result }: { values: LostSalesFormValues; result: LostSalesResult }) {
  const out = Math.min(parseDecimal(values.daysOut) ?? 0, 3650);
  const recovery = Math.min(parseDecimal(values.recoveryDays) ?? 0, 3650);
  const start = Math.min(Math.max(parseDecimal(values.recoveryStart) ?? 0, 0), 100) / 100;
  const lead = Math.max(3, Math.round((out + recovery) * 0.25));
  const total = lead * 2 + out + recovery || 1;
  const [frame, width] = useElementWidth<HTMLElement>(560);
  const height = 130;
  const top = 14;
  const bottom = height - 22;
  const x = (day: number) => Math.round((day / total) * width * 10) / 10;
  const normalY = top;
  const zeroY = bottom;
  const rampStartY = zeroY - (zeroY - normalY) * start;
  const actual = [
    [0, normalY],
    [lead, normalY],
    [lead, zeroY],
    [lead + out, zeroY],
    [lead + out, rampStartY],
    [lead + out + recovery, normalY],
    [total, normalY],
  ];
  const actualPath = actual.map(([px, py], index) => `${index === 0 ? "M" : "L"}${x(px ?? 0)} ${py}`).join(" ");
  const gap = `M${x(lead)} ${normalY} L${x(lead)} ${zeroY} L${x(lead + out)} ${zeroY} L${x(lead + out)} ${rampStartY} L${x(lead + out + recovery)} ${normalY} Z`;
  return (
    <figure ref={frame}>
      <figcaption className="text-xs font-medium text-ink-500">Daily sales around the stockout</figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} width={width} height={height} className="mt-2 block h-auto max-w-full" role="img" aria-label={`Sales drop to zero for ${formatNumber(out)} days${recovery > 0 ? ` and recover over ${formatNumber(recovery)} days` : ""}; ${formatNumber(result.lostUnits)} units lost.`}>
        <line x1={0} x2={width} y1={zeroY} y2={zeroY} className="stroke-ink-200" strokeWidth={1} />
        <line x1={0} x2={width} y1={normalY} y2={normalY} className="stroke-ink-300" strokeWidth={1} strokeDasharray="4 4" />
        {out + recovery > 0 && <path d={gap} className="fill-red-500/15" />}
        <path d={actualPath} fill="none" className="stroke-brand-600" strokeWidth={2.5} strokeLinejoin="round" />
        <text x={4} y={normalY - 4} className="fill-ink-500 text-[11px]">
          {formatNumber(result.unitsPerDay)}/day
        </text>
        {out > 0 && (
          <text x={(x(lead) + x(lead + out)) / 2} y={height - 6} textAnchor="middle" className="fill-red-700 text-[11px] font-medium">
            out of stock
          </text>
        )}
        {recovery > 0 && (
          <text x={(x(lead + out) + x(lead + out + recovery)) / 2} y={height - 6} textAnchor="middle" className="fill-ink-500 text-[11px]">
            recovery
          </text>
        )}
      </svg>
    </figure>
  );
}
