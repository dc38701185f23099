import { useId } from "react";
import { Field, Input, Textarea } from "~/components/ui/field";
import { formatNumber } from "~/lib/format";
import { SelectField, ToolCard } from "~/tools/components/controls";
import {
  finderInputLabels,
  INBOUND_CHECK_IN_MARGIN_DAYS,
  inboundWindows,
  regionLabels,
  type ClaimsResult,
  type FinderInputs,
  type InboundWindowId,
  type Region,
} from "~/tools/reimbursement-finder";

/** What the seller types beside the reports: the "as of" day, the marketplace, the inbound window, costs, counts. */
export function SettingsCard({
  inputs,
  onChange,
  removalOrders,
  issues,
}: {
  inputs: FinderInputs;
  onChange: (inputs: FinderInputs) => void;
  removalOrders: ClaimsResult["removalOrders"];
  issues: readonly string[];
}) {
  const id = useId();
  const set = <K extends keyof FinderInputs>(key: K, value: FinderInputs[K]) => onChange({ ...inputs, [key]: value });
  const uncounted = removalOrders.filter((order) => !order.counted);
  return (
    <ToolCard
      title="Your figures"
      description="Nothing here is required; each one lets the finder check one more case."
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field
          id={`${id}-as-of`}
          label={finderInputLabels.asOf}
          hint="Today in this browser; change it to see the windows on another day."
        >
          <Input
            id={`${id}-as-of`}
            type="date"
            value={inputs.asOf}
            onChange={(event) => event.target.value && set("asOf", event.target.value)}
            data-testid="reimbursement-as-of"
          />
        </Field>
        <SelectField
          id={`${id}-region`}
          label={finderInputLabels.region}
          value={inputs.region}
          onChange={(value) => set("region", value as Region)}
          options={Object.entries(regionLabels).map(([value, label]) => ({ value, label }))}
          hint="Customer-return windows differ: 60 to 120 days in the US, 45 to 105 in Europe and the UK. Windows for other marketplaces are not confirmed: check Amazon's page for yours."
        />
        <SelectField
          id={`${id}-inbound`}
          label={finderInputLabels.inboundWindow}
          value={inputs.inboundWindow}
          onChange={(value) => set("inboundWindow", value as InboundWindowId)}
          options={Object.entries(inboundWindows).map(([value, option]) => ({
            value,
            label: `${option.label} (${option.source})`,
          }))}
          hint={`The sources disagree and no current US Amazon page confirms one. The default, 15 to 60 days after delivery, is the safe choice: a claim filed within it is inside all three windows. Each counts from delivery: give the delivery date with the units shipped, or the window is counted from the first receipt in the Ledger, which comes after delivery, and closed ${INBOUND_CHECK_IN_MARGIN_DAYS} days earlier as an estimate.`}
        />
        <Field
          id={`${id}-cost`}
          label={finderInputLabels.defaultCost}
          optional
          hint="Values every claim, and finds units Amazon paid below it."
        >
          <Input
            id={`${id}-cost`}
            inputMode="decimal"
            value={inputs.defaultCost}
            onChange={(event) => set("defaultCost", event.target.value)}
            data-testid="reimbursement-default-cost"
          />
        </Field>
        <Field
          id={`${id}-costs`}
          label={finderInputLabels.costsBySku}
          optional
          hint="One line each: SKU, cost. Pasted spreadsheet columns work."
        >
          <Textarea
            id={`${id}-costs`}
            value={inputs.costsBySku}
            onChange={(event) => set("costsBySku", event.target.value)}
            spellCheck={false}
          />
        </Field>
        <Field
          id={`${id}-shipped`}
          label={finderInputLabels.shippedUnits}
          optional
          hint="One line each: shipment ID, units, delivery date (YYYY-MM-DD, from the carrier's proof of delivery); or shipment ID, FNSKU, units, delivery date."
        >
          <Textarea
            id={`${id}-shipped`}
            value={inputs.shippedUnits}
            onChange={(event) => set("shippedUnits", event.target.value)}
            spellCheck={false}
            data-testid="reimbursement-shipped"
          />
        </Field>
        <div className="sm:col-span-2 lg:col-span-3">
          <Field
            id={`${id}-removals`}
            label={finderInputLabels.removalReceived}
            optional
            hint="One line each: removal order ID, units that arrived (0 if nothing came), and the delivery date (YYYY-MM-DD) if some did: the first package's, if it came in several."
          >
            <Textarea
              id={`${id}-removals`}
              value={inputs.removalReceived}
              onChange={(event) => set("removalReceived", event.target.value)}
              spellCheck={false}
              data-testid="reimbursement-removals"
            />
          </Field>
          {uncounted.length > 0 && (
            <p className="mt-2 text-sm text-ink-600" data-testid="reimbursement-uncounted">
              {`Removal orders shipped back without your count yet: ${uncounted
                .slice(0, 12)
                .map((order) => `${order.orderId} (${formatNumber(order.shippedUnits)} shipped)`)
                .join(", ")}${uncounted.length > 12 ? ` and ${formatNumber(uncounted.length - 12)} more` : ""}.`}
            </p>
          )}
        </div>
      </div>
      {issues.length > 0 && (
        <ul className="mt-4 space-y-1 text-sm font-medium text-red-800" role="alert">
          {issues.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </ul>
      )}
    </ToolCard>
  );
}
