import { Calculator } from "lucide-react";
import { NumberField } from "~/components/ui/number-field";
import { referralCategoryOptions } from "~/fba-fees";
import { formatUsd } from "~/lib/format";
import { Pill, Segmented, SelectField, ToolCard } from "~/tools/components/controls";
import type { RoiEvaluation, RoiFieldName, RoiFormValues } from "~/tools/roi-planner/roi-form";
import { feeEstimateDetail, idFor } from "./view";

/** The ROI planner's inputs: the order, and the costs per unit sold (fees typed, or estimated from the size). */
export function RoiInputs({
  values,
  evaluation,
  update,
}: {
  values: RoiFormValues;
  evaluation: RoiEvaluation;
  update: (change: (current: RoiFormValues) => RoiFormValues) => void;
}) {
  const { errors } = evaluation;
  const set = (name: RoiFieldName) => (value: string) => update((current) => ({ ...current, [name]: value }));
  const byEngine = values.feeMode === "engine";
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} className="space-y-5" aria-label="ROI planner inputs">
      <ToolCard title="The order" description="What you buy and how fast it sells">
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            id={idFor("landed")}
            label="Landed cost per unit"
            value={values.landed}
            onChange={set("landed")}
            prefix="$"
            error={errors.landed}
            hint="Product + freight, duties and prep"
          />
          <NumberField
            id={idFor("quantity")}
            label="Order quantity"
            value={values.quantity}
            onChange={set("quantity")}
            suffix="units"
            inputMode="numeric"
            error={errors.quantity}
          />
          <NumberField
            id={idFor("price")}
            label="Selling price"
            value={values.price}
            onChange={set("price")}
            prefix="$"
            error={errors.price}
          />
          <NumberField
            id={idFor("months")}
            label="Months to sell through"
            value={values.months}
            onChange={set("months")}
            suffix="mo"
            error={errors.months}
            hint="From arrival at Amazon to the last unit sold"
          />
        </div>
      </ToolCard>

      <ToolCard title="Costs per unit sold" description="Paid out of each sale, not up front">
        <div className="space-y-4">
          <NumberField
            id={idFor("ads")}
            label="Ad cost per unit"
            value={values.ads}
            onChange={set("ads")}
            prefix="$"
            error={errors.ads}
            hint="Total ad spend / total units sold"
          />
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
                <NumberField
                  id={idFor("length")}
                  label="Length"
                  value={values.length}
                  onChange={set("length")}
                  suffix="in"
                  error={errors.length}
                />
                <NumberField
                  id={idFor("width")}
                  label="Width"
                  value={values.width}
                  onChange={set("width")}
                  suffix="in"
                  error={errors.width}
                />
                <NumberField
                  id={idFor("height")}
                  label="Height"
                  value={values.height}
                  onChange={set("height")}
                  suffix="in"
                  error={errors.height}
                />
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <NumberField
                  id={idFor("weight")}
                  label="Unit weight"
                  value={values.weight}
                  onChange={set("weight")}
                  suffix="lb"
                  error={errors.weight}
                />
                <SelectField
                  id={idFor("category")}
                  label="Referral category"
                  value={values.category}
                  onChange={set("category")}
                  options={referralCategoryOptions}
                  error={errors.category}
                />
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
              hint="Referral + fulfillment (with the fuel surcharge) + storage + inbound placement. Not sure? Use the FBA fee calculator or estimate from size."
            />
          )}
        </div>
      </ToolCard>
    </form>
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
        {feeEstimateDetail(estimate)}{" "}
        <a href="/features/amazon-fba-calculator" className="font-medium text-brand-700 underline underline-offset-2">
          Every line in the FBA calculator
        </a>
      </p>
    </div>
  );
}
