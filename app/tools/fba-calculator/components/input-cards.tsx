import { CalendarDays } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import { NumberField } from "~/components/ui/number-field";
import { earliestSupportedDate, referralCategories, referralCategoryOptions } from "~/fba-fees";
import { Segmented, SelectField, ToolCard } from "~/tools/components/controls";
import {
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

export function ProductCard({
  values,
  errors,
  set,
  onUnitsChange,
}: InputCardProps & { onUnitsChange: (units: UnitSystem) => void }) {
  const units = unitLabels[values.units];
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
        <NumberField
          id={idFor("length")}
          label="Length"
          value={values.length}
          onChange={set("length")}
          suffix={units.length}
          error={errors.length}
        />
        <NumberField
          id={idFor("width")}
          label="Width"
          value={values.width}
          onChange={set("width")}
          suffix={units.length}
          error={errors.width}
        />
        <NumberField
          id={idFor("height")}
          label="Height"
          value={values.height}
          onChange={set("height")}
          suffix={units.length}
          error={errors.height}
        />
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <NumberField
          id={idFor("weight")}
          label="Unit weight"
          value={values.weight}
          onChange={set("weight")}
          suffix={units.weight}
          error={errors.weight}
          hint={weightHint(values.weight, values.units)}
        />
        <NumberField
          id={idFor("price")}
          label="Selling price"
          value={values.price}
          onChange={set("price")}
          prefix="$"
          error={errors.price}
          hint="Listing price per unit"
        />
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
  return (
    <ToolCard title="Your costs" description="Per unit sold, in US dollars">
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          id={idFor("cogs")}
          label="Cost of goods"
          value={values.cogs}
          onChange={set("cogs")}
          prefix="$"
          error={errors.cogs}
          hint="What you pay the supplier"
        />
        <NumberField
          id={idFor("inbound")}
          label="Inbound shipping"
          value={values.inbound}
          onChange={set("inbound")}
          prefix="$"
          error={errors.inbound}
          hint="Freight, duties and prep to Amazon"
        />
        <NumberField
          id={idFor("ads")}
          label="Ad spend per unit"
          value={values.ads}
          onChange={set("ads")}
          prefix="$"
          error={errors.ads}
          hint="Total ad spend / total units sold"
        />
        <NumberField
          id={idFor("unitsPerMonth")}
          label="Units per month"
          value={values.unitsPerMonth}
          onChange={set("unitsPerMonth")}
          optional
          inputMode="numeric"
          error={errors.unitsPerMonth}
          hint="For monthly totals"
        />
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
        <NumberField
          id={idFor("months")}
          label="Months in storage"
          value={values.months}
          onChange={set("months")}
          suffix="mo"
          error={errors.months}
          hint="Average time a unit waits before it sells"
        />
        <SelectField
          id={idFor("placement")}
          label="Inbound placement"
          value={values.placement}
          onChange={set("placement")}
          options={placementOptions}
          error={errors.placement}
        />
        <NumberField
          id={idFor("returnRate")}
          label="Return rate"
          value={values.returnRate}
          onChange={set("returnRate")}
          suffix="%"
          optional
          error={errors.returnRate}
          hint="Adds a returns processing allowance"
        />
        <NumberField
          id={idFor("returnThreshold")}
          label="Category return threshold"
          value={values.returnThreshold}
          onChange={set("returnThreshold")}
          suffix="%"
          optional
          error={errors.returnThreshold}
          hint={returnThresholdHint(values.category, values.productType)}
        />
        <NumberField
          id={idFor("daysOfSupply")}
          label="Days of supply"
          value={values.daysOfSupply}
          onChange={set("daysOfSupply")}
          suffix="days"
          optional
          error={errors.daysOfSupply}
          hint="Under 28 adds the low-inventory-level fee"
        />
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
