import { useId } from "react";
import { Field, Input, Textarea } from "~/components/ui/field";
import { lowInventoryExemptionRules } from "~/fba-fees/low-inventory-fee";
import { SelectField, ToolCard } from "~/tools/components/controls";
import {
  DEFAULT_LEAD_TIME_DAYS,
  predictorInputLabels as labels,
  tierChoices,
  type PredictorInputs,
} from "~/tools/low-inventory-fee-predictor";

type Set = <K extends keyof PredictorInputs>(key: K, value: PredictorInputs[K]) => void;

/** What the seller types beside the reports: the lead time, exemptions, Amazon's figures and the inbound what-if. */
export function SettingsCard({
  inputs,
  onChange,
  issues,
}: {
  inputs: PredictorInputs;
  onChange: (inputs: PredictorInputs) => void;
  issues: readonly string[];
}) {
  const id = useId();
  const set: Set = (key, value) => onChange({ ...inputs, [key]: value });
  const lines = (key: "inbound" | "daysOfSupply" | "productExemptions", hint: string, testId: string) => (
    <Field id={`${id}-${key}`} label={labels[key]} optional hint={hint}>
      <Textarea
        id={`${id}-${key}`}
        value={inputs[key]}
        onChange={(event) => set(key, event.target.value)}
        spellCheck={false}
        data-testid={testId}
      />
    </Field>
  );
  return (
    <ToolCard title="Your figures" description="Each one changes the forecast as you type.">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field
          id={`${id}-lead`}
          label={labels.leadTime}
          hint={`From handing a shipment to the carrier until its units can be sold. ${DEFAULT_LEAD_TIME_DAYS} days is the sea freight and receiving of our inventory planning guide's example.`}
        >
          <Input
            id={`${id}-lead`}
            inputMode="numeric"
            value={inputs.leadTimeDays}
            onChange={(event) => set("leadTimeDays", event.target.value)}
            data-testid="lil-lead-time"
          />
        </Field>
        <div className="space-y-1.5">
          <div className="flex items-start gap-2 pt-7">
            <input
              id={`${id}-new-seller`}
              type="checkbox"
              className="mt-0.5 size-4 accent-brand-700"
              checked={inputs.isNewSeller}
              onChange={(event) => set("isNewSeller", event.target.checked)}
              data-testid="lil-new-seller"
            />
            <label htmlFor={`${id}-new-seller`} className="text-sm font-medium text-ink-800">
              {labels.newSeller}
            </label>
          </div>
          <p className="text-xs text-ink-500">{`Amazon exempts new Professional sellers for their first ${lowInventoryExemptionRules.newSellerDays} days. The ${lowInventoryExemptionRules.minimumUnitsShippedIn7Days}-unit weekly exemption is tested on each SKU on its own, while Amazon's help page counts units per parent product, so a variation of a busy parent may still pay.`}</p>
        </div>
        {lines(
          "inbound",
          "One line each: SKU, units, expected arrival (YYYY-MM-DD). The forecast shows each SKU with and without it.",
          "lil-inbound",
        )}
        {lines(
          "daysOfSupply",
          "One line each: SKU, 30-day figure, 90-day figure, as Seller Central's FBA Inventory page shows them. They replace the report's. Type the latest ones shown (third-party guides report Amazon updates them weekly).",
          "lil-days-of-supply",
        )}
        {lines(
          "productExemptions",
          `One line each: SKU, then "new selection" (FBA New Selection, first ${lowInventoryExemptionRules.newSelectionDays} days) or its AWD replenishment share in % (exempt from ${lowInventoryExemptionRules.awdReplenishedPercent}%).`,
          "lil-exemptions",
        )}
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

/** One SKU typed in full, for a seller without the reports at hand. */
export function TypedSkuCard({
  inputs,
  onChange,
}: {
  inputs: PredictorInputs;
  onChange: (inputs: PredictorInputs) => void;
}) {
  const id = useId();
  const set: Set = (key, value) => onChange({ ...inputs, [key]: value });
  const field = (
    key: "typedSku" | "typedOnHand" | "typedRate" | "typedInboundUnits" | "typedShortTerm" | "typedLongTerm",
    optional = false,
  ) => (
    <Field id={`${id}-${key}`} label={labels[key]} optional={optional}>
      <Input
        id={`${id}-${key}`}
        inputMode={key === "typedSku" ? "text" : "decimal"}
        value={inputs[key]}
        onChange={(event) => set(key, event.target.value)}
        data-testid={`lil-${key}`}
      />
    </Field>
  );
  return (
    <ToolCard
      title="Or type one SKU"
      description="Units on hand and sold per day are enough; Amazon's two figures from the FBA Inventory page make today's status match Amazon's."
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {field("typedSku", true)}
        {field("typedOnHand")}
        {field("typedRate")}
        <SelectField
          id={`${id}-tier`}
          label={labels.typedTier}
          value={inputs.typedTier}
          onChange={(value) => set("typedTier", value as PredictorInputs["typedTier"])}
          options={Object.entries(tierChoices).map(([value, label]) => ({ value, label }))}
        />
        {field("typedInboundUnits", true)}
        <Field id={`${id}-arrives`} label={labels.typedInboundDate} optional>
          <Input
            id={`${id}-arrives`}
            type="date"
            value={inputs.typedInboundDate}
            onChange={(event) => set("typedInboundDate", event.target.value)}
            data-testid="lil-typedInboundDate"
          />
        </Field>
        {field("typedShortTerm", true)}
        {field("typedLongTerm", true)}
      </div>
    </ToolCard>
  );
}
