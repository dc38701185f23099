import { Calculator } from "lucide-react";
import { NumberFields } from "~/components/ui/number-field";
import { referralCategoryOptions } from "~/fba-fees";
import { formatUsd } from "~/lib/format";
import { Pill, Segmented, SelectField, ToolCard } from "~/tools/components/controls";
import {
  roiNumberFields,
  type RoiEvaluation,
  type RoiFieldName,
  type RoiFormValues,
} from "~/tools/roi-planner/roi-form";
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
  const fieldProps = { specs: roiNumberFields, values, errors, set, idFor };
  const byEngine = values.feeMode === "engine";
  return (
    <form
      noValidate
      onSubmit={(event) => event.preventDefault()}
      className="space-y-5"
      aria-label="ROI calculator inputs"
    >
      <ToolCard title="The order" description="What you buy and how fast it sells">
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberFields names={["landed", "quantity", "price", "months"]} {...fieldProps} />
        </div>
      </ToolCard>

      <ToolCard
        title="Costs per unit sold"
        description="Mostly paid out of each sale (placement is charged on units received, storage on stock held)"
      >
        <div className="space-y-4">
          <NumberFields names={["ads"]} {...fieldProps} />
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
                <NumberFields names={["length", "width", "height"]} {...fieldProps} />
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <NumberFields names={["weight"]} {...fieldProps} />
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
            <NumberFields names={["fees"]} {...fieldProps} />
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
          Every line in the FBA fee calculator
        </a>
      </p>
    </div>
  );
}
