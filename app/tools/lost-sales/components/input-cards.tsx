import { NumberField } from "~/components/ui/number-field";
import { Segmented, ToolCard } from "~/tools/components/controls";
import type { LostSalesFieldName, LostSalesFormErrors, LostSalesFormValues } from "~/tools/lost-sales/lost-sales-form";
import { convertProfit, idFor } from "./view";

/** The lost sales calculator's inputs: normal sales, the stockout, the reorder point. */
export function LostSalesInputs({
  values,
  errors,
  update,
}: {
  values: LostSalesFormValues;
  errors: LostSalesFormErrors;
  update: (change: (current: LostSalesFormValues) => LostSalesFormValues) => void;
}) {
  const set = (name: LostSalesFieldName) => (value: string) => update((current) => ({ ...current, [name]: value }));
  const perMonth = values.rateUnit === "month";
  const byMargin = values.profitMode === "margin";
  return (
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
            <NumberField
              id={idFor("rate")}
              label={perMonth ? "Units sold per month" : "Units sold per day"}
              value={values.rate}
              onChange={set("rate")}
              suffix={perMonth ? "/mo" : "/day"}
              error={errors.rate}
            />
            <NumberField
              id={idFor("price")}
              label="Average selling price"
              value={values.price}
              onChange={set("price")}
              prefix="$"
              error={errors.price}
            />
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
              update((current) => ({
                ...current,
                profitMode: mode,
                profit: convertProfit(current.profit, current.price, mode),
              }))
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
          <NumberField
            id={idFor("daysOut")}
            label="Days out of stock"
            value={values.daysOut}
            onChange={set("daysOut")}
            suffix="days"
            error={errors.daysOut}
          />
          <NumberField
            id={idFor("recoveryDays")}
            label="Recovery period"
            value={values.recoveryDays}
            onChange={set("recoveryDays")}
            suffix="days"
            optional
            error={errors.recoveryDays}
            hint="Days until sales were back to normal"
          />
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
          <NumberField
            id={idFor("leadTime")}
            label="Lead time"
            value={values.leadTime}
            onChange={set("leadTime")}
            suffix="days"
            optional
            error={errors.leadTime}
            hint="Supplier + freight + FBA check-in"
          />
          <NumberField
            id={idFor("safetyDays")}
            label="Safety stock"
            value={values.safetyDays}
            onChange={set("safetyDays")}
            suffix="days"
            optional
            error={errors.safetyDays}
            hint="Buffer, in days of sales"
          />
        </div>
      </ToolCard>
    </form>
  );
}
