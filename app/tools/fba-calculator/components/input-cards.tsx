import { CalendarDays } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import { NumberFields } from "~/components/ui/number-field";
import { earliestSupportedDate, referralCategories, referralCategoryOptions } from "~/fba-fees";
import { Segmented, SelectField, ToolCard } from "~/tools/components/controls";
import {
  fbaNumberFields,
  LATEST_FEE_DATE,
  unitLabels,
  type FbaEvaluation,
  type FbaFieldName,
  type FbaFormValues,
  type UnitSystem,
} from "~/tools/fba-calculator/fba-form";
import {
  idFor,
  moreFeesSet,
  placementOptions,
  productTypeOptions,
  returnThresholdHint,
  seasonSwitchDate,
  weightHint,
} from "./view";

/** The calculator's input cards. Each field's text goes back through `set`; the values stay as typed. */
type InputCardProps = {
  values: FbaFormValues;
  errors: FbaEvaluation["errors"];
  set: (name: FbaFieldName) => (value: string) => void;
};

/** The number fields' props: their specs, with the units and hints that depend on the other fields. */
function numberFieldProps({ values, errors, set }: InputCardProps) {
  const units = unitLabels[values.units];
  return {
    specs: fbaNumberFields,
    vary: {
      length: { suffix: units.length },
      width: { suffix: units.length },
      height: { suffix: units.length },
      weight: { suffix: units.weight, hint: weightHint(values.weight, values.units) },
      returnThreshold: { hint: returnThresholdHint(values.category, values.productType) },
    },
    values,
    errors,
    set,
    idFor,
  };
}

export function ProductCard({
  values,
  errors,
  set,
  onUnitsChange,
}: InputCardProps & { onUnitsChange: (units: UnitSystem) => void }) {
  const fieldProps = numberFieldProps({ values, errors, set });
  const category = referralCategories.find((entry) => entry.id === values.category);
  return (
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
          onChange={onUnitsChange}
        />
      }
    >
      <div className="grid grid-cols-3 gap-3">
        <NumberFields names={["length", "width", "height"]} {...fieldProps} />
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <NumberFields names={["weight", "price"]} {...fieldProps} />
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <SelectField
          id={idFor("category")}
          label="Referral category"
          value={values.category}
          onChange={set("category")}
          options={referralCategoryOptions}
          hint={category?.summary}
          error={errors.category}
        />
        <SelectField
          id={idFor("productType")}
          label="Product type"
          value={values.productType}
          onChange={set("productType")}
          options={productTypeOptions}
          error={errors.productType}
          hint="Apparel and hazmat have their own fee tables"
        />
      </div>
    </ToolCard>
  );
}

export function CostsCard({ values, errors, set }: InputCardProps) {
  const fieldProps = numberFieldProps({ values, errors, set });
  return (
    <ToolCard title="Your costs" description="Per unit sold, in US dollars">
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberFields names={["cogs", "inbound", "ads", "unitsPerMonth"]} {...fieldProps} />
      </div>
    </ToolCard>
  );
}

export function FeeDateCard({ values, errors, set, evaluation }: InputCardProps & { evaluation: FbaEvaluation }) {
  const { result } = evaluation;
  return (
    <ToolCard title="Fee date" description="Picks the fee schedule and the season">
      <Field
        id={idFor("date")}
        label="Date the fees apply"
        error={errors.date}
        hint={values.date ? undefined : "Empty = today"}
      >
        <div className="flex flex-wrap items-center gap-2">
          <Input
            id={idFor("date")}
            name={idFor("date")}
            type="date"
            min={earliestSupportedDate}
            max={LATEST_FEE_DATE}
            value={values.date}
            onChange={(event) => set("date")(event.target.value)}
            aria-invalid={errors.date ? true : undefined}
            aria-describedby={
              errors.date ? `${idFor("date")}-error` : values.date ? undefined : `${idFor("date")}-hint`
            }
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
  );
}

export function MoreFeesCard({ values, errors, set }: InputCardProps) {
  const fieldProps = numberFieldProps({ values, errors, set });
  return (
    <details
      className="group rounded-2xl border border-ink-200 bg-white shadow-sm"
      open={moreFeesSet(values) || undefined}
    >
      <summary className="flex cursor-pointer items-center justify-between gap-3 p-5 text-base font-semibold text-ink-900 sm:px-6 [&::-webkit-details-marker]:hidden">
        <span>
          More fees{" "}
          <span className="ml-1 text-sm font-normal text-ink-500">storage time, placement, returns, low inventory</span>
        </span>
        <span className="text-sm font-medium text-brand-700 group-open:hidden">Show</span>
        <span className="hidden text-sm font-medium text-brand-700 group-open:inline">Hide</span>
      </summary>
      <div className="grid gap-4 border-t border-ink-100 p-5 sm:grid-cols-2 sm:px-6">
        <NumberFields names={["months"]} {...fieldProps} />
        <SelectField
          id={idFor("placement")}
          label="Inbound placement"
          value={values.placement}
          onChange={set("placement")}
          options={placementOptions}
          error={errors.placement}
        />
        <NumberFields names={["returnRate", "returnThreshold", "daysOfSupply"]} {...fieldProps} />
        <div className="flex items-start gap-3 pt-7">
          <input
            id={idFor("sipp")}
            name={idFor("sipp")}
            value="1"
            type="checkbox"
            className="mt-0.5 size-4 rounded border-ink-300 accent-brand-700"
            checked={values.sipp === "1"}
            onChange={(event) => set("sipp")(event.target.checked ? "1" : "")}
          />
          <label htmlFor={idFor("sipp")} className="text-sm text-ink-800">
            Ships in Product Packaging certified
            <span className="block text-xs text-ink-500">
              2026 card: $0.04 to $0.23 off standard-size fulfillment fees (estimate); no bulky packaging fee
            </span>
          </label>
        </div>
      </div>
    </details>
  );
}
