import { NumberFields } from "~/components/ui/number-field";
import { Segmented, ToolCard } from "~/tools/components/controls";
import {
  lostSalesNumberFields,
  type LostSalesFieldName,
  type LostSalesFormErrors,
  type LostSalesFormValues,
} from "~/tools/lost-sales/lost-sales-form";
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
  const fieldProps = {
    specs: lostSalesNumberFields,
    vary: {
      ...(perMonth && { rate: { label: "Units sold per month", suffix: "/mo" } }),
      ...(byMargin && { profit: { label: "Net margin", prefix: undefined, suffix: "%" } }),
    },
    values,
    errors,
    set,
    idFor,
  };
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
            <NumberFields names={["rate", "price"]} {...fieldProps} />
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
          <NumberFields names={["profit"]} {...fieldProps} />
        </div>
      </ToolCard>

      <ToolCard title="The stockout" description="How long you were out, and how sales came back">
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberFields names={["daysOut", "recoveryDays", "recoveryStart"]} {...fieldProps} />
        </div>
      </ToolCard>

      <ToolCard title="Reorder point" description="So the next one does not happen">
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberFields names={["leadTime", "safetyDays"]} {...fieldProps} />
        </div>
      </ToolCard>
    </form>
  );
}
