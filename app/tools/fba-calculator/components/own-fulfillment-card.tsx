import { NumberField } from "~/components/ui/number-field";
import { cn } from "~/lib/cn";
import { ToolCard } from "~/tools/components/controls";
import type { FbaEvaluation, FbaFieldName, FbaFormValues } from "~/tools/fba-calculator/fba-form";
import { idFor, ownFulfillmentRows, ownFulfillmentVerdict } from "./view";

/**
 * FBA against fulfilling orders yourself, as Amazon's Revenue Calculator sets "Amazon Fulfillment" beside "Your
 * fulfillment": the seller's own costs per order, then both columns. The maths is in tools/own-fulfillment.ts.
 */
export function OwnFulfillmentCard({
  values,
  evaluation,
  set,
}: {
  values: FbaFormValues;
  evaluation: FbaEvaluation;
  set: (name: FbaFieldName) => (value: string) => void;
}) {
  const { errors, result, own } = evaluation;
  const field = (name: FbaFieldName, label: string, hint: string) => (
    <NumberField
      id={idFor(name)}
      label={label}
      value={values[name]}
      onChange={set(name)}
      prefix="$"
      optional={name !== "ownLabel"}
      error={errors[name]}
      hint={hint}
    />
  );
  return (
    <ToolCard
      title="FBA or your own fulfillment?"
      description="Your costs when you pick, pack and ship orders yourself (merchant fulfilled), per order, in US dollars."
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <div className="grid content-start gap-4 sm:grid-cols-2">
          {field("ownLabel", "Label and postage", "Carrier label per order")}
          {field("ownPackaging", "Packaging", "Box or mailer, fill, tape")}
          {field("ownLabour", "Labour per order", "Picking and packing time")}
          {field("ownShipping", "Shipping charged to the buyer", "Empty = free shipping")}
          {field("ownStorage", "Own storage per unit per month", "Multiplied by the months in storage")}
        </div>
        <div>
          {result && own ? (
            <div className="overflow-x-auto" aria-live="polite">
              <table className="w-full text-xs sm:text-sm" data-testid="fba-own-fulfillment">
                <caption className="sr-only">Per unit: FBA against your own fulfillment</caption>
                <thead>
                  <tr className="border-b border-ink-200 text-left text-xs text-ink-500">
                    <th scope="col" className="py-2 font-medium">
                      <span className="sr-only">Per unit</span>
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      FBA
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      Your fulfillment
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-ink-100">
                  {ownFulfillmentRows(own).map((row) => (
                    <tr key={row.label}>
                      <th
                        scope="row"
                        className={cn(
                          "py-2 pr-2 text-left text-ink-700",
                          row.emphasis ? "font-semibold text-ink-900" : "font-medium",
                        )}
                      >
                        {row.label}
                      </th>
                      <td
                        className={cn(
                          "py-2 pl-2 text-right whitespace-nowrap tabular-nums",
                          row.emphasis ? "font-semibold text-ink-900" : "text-ink-700",
                        )}
                      >
                        {row.fba}
                      </td>
                      <td
                        className={cn(
                          "py-2 pl-2 text-right whitespace-nowrap tabular-nums",
                          row.emphasis ? "font-semibold text-ink-900" : "text-ink-700",
                        )}
                      >
                        {row.own}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p
                className="mt-3 rounded-xl bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-900"
                data-testid="fba-own-verdict"
              >
                {ownFulfillmentVerdict(own)}
              </p>
            </div>
          ) : (
            <p className="text-sm text-ink-500">
              {result ? "Enter your label and postage cost to compare." : "Fix the inputs above to compare."}
            </p>
          )}
          <ul className="mt-4 list-disc space-y-1 pl-5 text-xs leading-5 text-ink-500">
            <li>
              One unit per order. The referral fee is the same category&apos;s, charged on the price plus the shipping
              the buyer pays.
            </li>
            <li>
              Cost of goods, inbound freight and ad spend are the same both ways; no FBA fee applies to your own orders.
            </li>
            <li>Your own returns, customer service, software and any loss of the Prime badge are not counted.</li>
          </ul>
        </div>
      </div>
    </ToolCard>
  );
}
