import { Calculator } from "lucide-react";
import { formatNumber, formatPercent, formatUsd, formatUsdTotal } from "~/lib/format";
import { useMemo } from "react";
import { referralCategoryOptions } from "~/fba-fees";
import { toIsoDate } from "~/lib/dates";
import type { RoiPlannerResult } from "~/tools/roi-planner/roi-planner";
import { evaluateRoi, parseRoiQuery, roiDefaults, roiFieldLabels, roiQueryFields, serializeRoiQuery, type RoiEvaluation, type RoiFieldName, type RoiFormValues } from "~/tools/roi-planner/roi-url-state";
import { clearQuery } from "~/lib/url-state";
import { InvalidInputsCard, Pill, Segmented, SelectField, Stat, ToolCard, TrialCta } from "~/components/tools/controls";
import { NumberField } from "~/components/ui/number-field";
import { ShareBar } from "~/components/share-bar";
import { useUrlState } from "~/components/shareable-url";
import { useElementWidth, useToolUsage } from "~/components/tools/tool-hooks";
import { site } from "~/site/site";

const idFor = (name: string) => `roi-${name}`;
const clearRoiQuery = (search: string) => clearQuery(search, roiQueryFields);

/** Inventory investment planner: profit, ROI, annualised ROI, cash tied up and payback of one order. */
export function RoiTool() {
  const { values, update, edited, reset, copyLink, copyState } = useUrlState<RoiFormValues>({
    defaults: roiDefaults,
    parse: parseRoiQuery,
    serialize: serializeRoiQuery,
    clear: clearRoiQuery,
  });
  // Gated tools render only after hydration, so the browser's date is safe to use here.
  const today = toIsoDate(new Date());
  const evaluation = useMemo(() => evaluateRoi(values, today), [values, today]);
  const { errors, result } = evaluation;
  useToolUsage("roi_planner", edited && result !== null);
  const set = (name: RoiFieldName) => (value: string) => update((current) => ({ ...current, [name]: value }));
  const byEngine = values.feeMode === "engine";

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">Inventory ROI planner</h2>
          <p className="mt-1 text-sm text-ink-600">One purchase order: what it ties up, what it returns, and how fast.</p>
        </div>
        <ShareBar onCopy={copyLink} onReset={reset} copyState={copyState} resetLabel="Reset to example" />
      </div>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start">
        <form noValidate onSubmit={(event) => event.preventDefault()} className="space-y-5" aria-label="ROI planner inputs">
          <ToolCard title="The order" description="What you buy and how fast it sells">
            <div className="grid gap-4 sm:grid-cols-2">
              <NumberField id={idFor("landed")} label="Landed cost per unit" value={values.landed} onChange={set("landed")} prefix="$" error={errors.landed} hint="Product + freight, duties and prep" />
              <NumberField id={idFor("quantity")} label="Order quantity" value={values.quantity} onChange={set("quantity")} suffix="units" inputMode="numeric" error={errors.quantity} />
              <NumberField id={idFor("price")} label="Selling price" value={values.price} onChange={set("price")} prefix="$" error={errors.price} />
              <NumberField id={idFor("months")} label="Months to sell through" value={values.months} onChange={set("months")} suffix="mo" error={errors.months} hint="From arrival at Amazon to the last unit sold" />
            </div>
          </ToolCard>

          <ToolCard title="Costs per unit sold" description="Paid out of each sale, not up front">
            <div className="space-y-4">
              <NumberField id={idFor("ads")} label="Ad cost per unit" value={values.ads} onChange={set("ads")} prefix="$" error={errors.ads} hint="Total ad spend / total units sold" />
              <Segmented
                name="roi-fee-mode"
                legend="Amazon fees"
                showLegend
                value={values.feeMode as "typed" | "engine"}
                options={[
                  { value: "typed", label: "Type the fees" },
                  { value: "engine", label: "Estimate from size" },
                ]}
                onChange={set("feeMode")}
              />
              {byEngine ? (
                <div className="space-y-4 rounded-xl bg-ink-50 p-4 ring-1 ring-ink-100 ring-inset">
                  <div className="grid grid-cols-3 gap-3">
                    <NumberField id={idFor("length")} label="Length" value={values.length} onChange={set("length")} suffix="in" error={errors.length} />
                    <NumberField id={idFor("width")} label="Width" value={values.width} onChange={set("width")} suffix="in" error={errors.width} />
                    <NumberField id={idFor("height")} label="Height" value={values.height} onChange={set("height")} suffix="in" error={errors.height} />
                  </div>
                  <div className="grid gap-4 sm:grid-cols-2">
                    <NumberField id={idFor("weight")} label="Unit weight" value={values.weight} onChange={set("weight")} suffix="lb" error={errors.weight} />
                    <SelectField id={idFor("category")} label="Referral category" value={values.category} onChange={set("category")} options={referralCategoryOptions} error={errors.category} />
                  </div>
                  <FeeEstimate evaluation={evaluation} />
                </div>
              ) : (
                <NumberField
                  id={idFor("fees")}
                  label="Amazon fees per unit"
                  value={values.fees}
                  onChange={set("fees")}
                  prefix="$"
                  error={errors.fees}
                  hint="Referral + fulfillment + storage. Not sure? Use the FBA fee calculator or estimate from size."
                />
              )}
            </div>
          </ToolCard>
        </form>

        <div className="space-y-5 lg:sticky lg:top-20">
          {result ? (
            <RoiResults result={result} months={Number(values.months)} fees={evaluation.amazonFeesPerUnit ?? 0} />
          ) : (
            <InvalidInputsCard errors={errors} labels={roiFieldLabels} idFor={idFor} />
          )}
        </div>
      </div>
      <div className="mt-6">
        <TrialCta title="ROI on every SKU, from your real orders" body={`${site.brandName} tracks profit, ROI and days of supply per product every day, so you reorder the winners first.`} />
      </div>
    </div>
  );
}

function FeeEstimate({ evaluation }: { evaluation: RoiEvaluation }) {
  const estimate = evaluation.feeEstimate;
  if (!estimate) return <p className="text-sm text-ink-500">Enter the size, weight and price to estimate the fees.</p>;
  return (
    <div className="rounded-lg bg-white p-3 text-sm ring-1 ring-ink-200" data-testid="roi-fee-estimate">
      <p className="flex flex-wrap items-center gap-2 font-medium text-ink-900">
        <Calculator className="size-4 text-brand-700" aria-hidden />
        Estimated Amazon fees: {formatUsd(estimate.totals.total)} per unit
        {estimate.hasEstimates && <Pill tone="estimate">Includes estimates</Pill>}
      </p>
      <p className="mt-1 text-xs text-ink-500">
        {estimate.sizeTier.label}; referral {formatUsd(estimate.totals.referral)}, fulfillment {formatUsd(estimate.totals.fulfillment)}, storage and placement{" "}
        {formatUsd(estimate.totals.inventoryAndOther)}. {estimate.schedule.name}, fees on {estimate.date}.{" "}
        <a href="/features/amazon-fba-calculator" className="font-medium text-brand-700 underline underline-offset-2">
          Every line in the FBA calculator
        </a>
      </p>
    </div>
  );
}

function RoiResults({ result, months, fees }: { result: RoiPlannerResult; months: number; fees: number }) {
  const profitable = result.totalProfit >= 0;
  return (
    <>
      <div className="overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-sm" data-testid="roi-summary">
        <div className={profitable ? "bg-brand-800 px-5 py-5 text-white sm:px-6" : "bg-red-800 px-5 py-5 text-white sm:px-6"} aria-live="polite" aria-atomic="true">
          <p className="text-sm font-medium text-white/80">Profit on this order</p>
          <p className="mt-1 text-4xl font-bold tracking-tight tabular-nums sm:text-5xl" data-testid="roi-total-profit">
            {formatUsdTotal(result.totalProfit)}
          </p>
          <p className="mt-2 text-sm text-white/85">
            ROI {formatPercent(result.roiPercent)} on {formatUsdTotal(result.totalInvestment)} of inventory, sold over {formatNumber(months, 2)} months.
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-3 p-5 sm:grid-cols-3 sm:px-6">
          <Stat label="ROI" value={formatPercent(result.roiPercent)} tone={profitable ? "good" : "bad"} testId="roi-roi" detail="Total profit / cash tied up" />
          <Stat label="Annualised ROI" value={formatPercent(result.annualisedRoiPercent)} testId="roi-annualised" detail="If you reinvest every cycle" />
          <Stat label="Cash tied up" value={formatUsdTotal(result.totalInvestment)} testId="roi-investment" detail="Landed cost x quantity" />
          <Stat
            label="Payback"
            value={result.paybackMonths === null ? "Never" : `${formatNumber(result.paybackMonths, 1)} mo`}
            tone={result.paybackMonths === null ? "bad" : "default"}
            testId="roi-payback"
            detail={result.paybackMonths === null ? "Payouts never cover the cost" : "Until payouts repay the order"}
          />
          <Stat label="Profit per unit" value={formatUsd(result.profitPerUnit)} tone={profitable ? "default" : "bad"} testId="roi-profit-per-unit" detail={`After ${formatUsd(fees)} Amazon fees`} />
          <Stat label="Sales pace" value={`${formatNumber(result.unitsPerMonth)}/mo`} detail="Units to sell each month" />
        </dl>
        <div className="border-t border-ink-100 px-5 py-4 sm:px-6">
          <CashCurve result={result} months={months} />
        </div>
      </div>
      <ToolCard title="Order totals">
        <table className="w-full text-sm">
          <tbody className="divide-y divide-ink-100">
            {[
              ["Revenue", result.totalRevenue],
              ["Amazon fees", -result.totalAmazonFees],
              ["Advertising", -result.totalAdCost],
              ["Inventory (landed cost)", -result.totalInvestment],
            ].map(([label, value]) => (
              <tr key={label as string}>
                <th scope="row" className="py-2 text-left font-normal text-ink-700">
                  {label}
                </th>
                <td className="py-2 text-right text-ink-900 tabular-nums">{formatUsd(value as number)}</td>
              </tr>
            ))}
            <tr className="border-t border-ink-200">
              <th scope="row" className="py-2 text-left font-semibold text-ink-900">
                Profit
              </th>
              <td className="py-2 text-right font-bold text-ink-900 tabular-nums">{formatUsd(result.totalProfit)}</td>
            </tr>
          </tbody>
        </table>
      </ToolCard>
    </>
  );
}

/** Cash position over the sell-through: minus the order on day one, payouts arriving evenly, ending at the profit. */
function CashCurve({ result, months }: { result: RoiPlannerResult; months: number }) {
  const [frame, width] = useElementWidth<HTMLElement>(560);
  const height = 150;
  const left = 8;
  const right = width - 8;
  const top = 16;
  const bottom = height - 24;
  const low = Math.min(-result.totalInvestment, result.totalProfit, 0);
  const high = Math.max(result.totalProfit, 0);
  const span = high - low || 1;
  const y = (value: number) => Math.round((top + ((high - value) / span) * (bottom - top)) * 10) / 10;
  const zero = y(0);
  const start = { x: left, y: y(-result.totalInvestment) };
  const end = { x: right, y: y(result.totalProfit) };
  const payback = result.paybackMonths !== null && months > 0 ? left + Math.min(result.paybackMonths / months, 1) * (right - left) : null;
  return (
    <figure ref={frame}>
      <figcaption className="text-xs font-medium text-ink-500">Cash position over {formatNumber(months, 2)} months</figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width={width} height={height} className="mt-2 block h-auto max-w-full"
        role="img"
        aria-label={`Cash starts at minus ${formatUsdTotal(result.totalInvestment)} and ends at ${formatUsdTotal(result.totalProfit)}${result.paybackMonths === null ? "; it never pays back" : `; payback after ${formatNumber(result.paybackMonths, 1)} months`}.`}
      >
        <line x1={left} x2={right} y1={zero} y2={zero} className="stroke-ink-300" strokeWidth={1} strokeDasharray="4 4" />
        <path d={`M${start.x} ${zero} L${start.x} ${start.y} L${end.x} ${end.y} L${end.x} ${zero} Z`} className="fill-brand-500/10" />
        <line x1={start.x} y1={start.y} x2={end.x} y2={end.y} className="stroke-brand-600" strokeWidth={2.5} />
        {payback !== null && (
          <>
            <circle cx={payback} cy={zero} r={4} className="fill-brand-700" />
            <text x={Math.min(payback + 6, right - 90)} y={zero - 6} className="fill-ink-700 text-[11px] font-medium">
              payback {formatNumber(result.paybackMonths ?? 0, 1)} mo
            </text>
          </>
        )}
        <text x={left + 10} y={start.y > zero ? Math.min(start.y + 4, height - 18) : start.y + 16} className="fill-ink-600 text-[11px] font-medium">
          {formatUsdTotal(-result.totalInvestment)} on day one
        </text>
        <text x={right - 2} y={Math.max(end.y - 6, 12)} textAnchor="end" className="fill-ink-700 text-[11px] font-medium">
          {formatUsdTotal(result.totalProfit)}
        </text>
        <text x={left} y={height - 4} className="fill-ink-400 text-[11px]">
          order arrives
        </text>
        <text x={right} y={height - 4} textAnchor="end" className="fill-ink-400 text-[11px]">
          sold out
        </text>
      </svg>
    </figure>
  );
}
