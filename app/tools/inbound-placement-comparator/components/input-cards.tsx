import { Field, Input } from "~/components/ui/field";
import { NumberFields } from "~/components/ui/number-field";
import { PLACEMENT_CHARGED_DAYS_AFTER_RECEIPT } from "~/fba-fees/inbound-placement-fee";
import { formatDate } from "~/lib/format";
import { Segmented, SelectField, ToolCard } from "~/tools/components/controls";
import {
  basisLabels,
  comparatorFieldLabels,
  comparatorNumberFields,
  regionLabels,
  type ComparatorErrors,
  type ComparatorFieldName,
  type ComparatorFormValues,
} from "~/tools/inbound-placement-comparator/comparator-form";
import type { FreightBasis } from "~/tools/inbound-placement-comparator/placement-comparison";
import { idFor } from "./view";

type Update = (change: (current: ComparatorFormValues) => ComparatorFormValues) => void;

function useSetter(update: Update) {
  return (name: ComparatorFieldName) => (value: string) => update((current) => ({ ...current, [name]: value }));
}

/** The shipment's dates and inbound region: the card in force, the day the fee is charged, the figure of the range. */
export function ShipmentCard({
  values,
  errors,
  update,
  today,
}: {
  values: ComparatorFormValues;
  errors: ComparatorErrors;
  update: Update;
  today: string;
}) {
  const set = useSetter(update);
  const date = (name: "shipmentDate" | "receivedOn", hint: string) => (
    <Field
      id={idFor(name)}
      label={comparatorFieldLabels[name]}
      hint={hint}
      error={errors[name]}
      optional={name === "receivedOn"}
    >
      <Input
        id={idFor(name)}
        type="date"
        value={values[name]}
        onChange={(event) => set(name)(event.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${idFor(name)}-error` : `${idFor(name)}-hint`}
      />
    </Field>
  );
  return (
    <ToolCard
      title="Shipment"
      description={`Its date picks Amazon's rate card; the fee is charged ${PLACEMENT_CHARGED_DAYS_AFTER_RECEIPT} days after receipt`}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {date(
          "shipmentDate",
          values.shipmentDate ? "The day you create it in Send to Amazon" : `Empty: today, ${formatDate(today)}`,
        )}
        {date("receivedOn", "For the day the fee is charged")}
        <div className="sm:col-span-2">
          <SelectField
            id={idFor("region")}
            label={comparatorFieldLabels.region}
            value={values.region}
            onChange={set("region")}
            options={Object.entries(regionLabels).map(([value, label]) => ({ value, label }))}
            hint="Where the one-location shipment goes: the West and capacity-constrained sites cost more"
            error={errors.region}
          />
        </div>
      </div>
    </ToolCard>
  );
}

/** The seller's freight quotes per split, how they are priced, and the prep each extra location costs. */
export function FreightCard({
  values,
  errors,
  update,
}: {
  values: ComparatorFormValues;
  errors: ComparatorErrors;
  update: Update;
}) {
  const set = useSetter(update);
  const basis = values.basis as FreightBasis;
  const unit = basis === "pallet" ? "/pallet" : "/carton";
  const fieldProps = {
    specs: comparatorNumberFields,
    vary: {
      rateMinimal: { suffix: unit },
      ratePartial: { suffix: unit },
      rateOptimized: { suffix: unit },
    },
    values,
    errors,
    set,
    idFor,
  };
  return (
    <ToolCard title="Freight" description="Your quotes for each split, and the work each extra location adds">
      <div className="space-y-4">
        <Segmented
          name="placement-basis"
          legend={comparatorFieldLabels.basis}
          showLegend
          value={basis}
          options={Object.entries(basisLabels).map(([value, label]) => ({ value: value as FreightBasis, label }))}
          onChange={set("basis")}
        />
        {basis === "pallet" && (
          <div className="grid gap-4 sm:grid-cols-2">
            <NumberFields names={["cartonsPerPallet"]} {...fieldProps} />
          </div>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberFields
            names={[
              "rateMinimal",
              "extraDestinationCost",
              "rateOptimized",
              "destinationsOptimized",
              "ratePartial",
              "destinationsPartial",
            ]}
            {...fieldProps}
          />
        </div>
      </div>
    </ToolCard>
  );
}
