import { Info } from "lucide-react";
import { Button } from "~/components/ui/button";
import { NumberField } from "~/components/ui/number-field";
import { ToolCard } from "~/tools/components/controls";
import type { FbaEvaluation } from "~/tools/fba-calculator/fba-form";
import { idFor, quickComparePrices, whatIfRows } from "./view";

/** Your price against a compare price, with the fees re-priced at it. */
export function WhatIfCard({
  evaluation,
  value,
  onChange,
  error,
}: {
  evaluation: FbaEvaluation;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { result, compare } = evaluation;
  return (
    <ToolCard
      title="What if you changed the price?"
      description="Fees are re-priced too: the referral fee and the fulfillment price band move with the price."
    >
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-44">
          <NumberField
            id={idFor("comparePrice")}
            label="Compare price"
            value={value}
            onChange={onChange}
            prefix="$"
            error={error}
          />
        </div>
        <div className="flex flex-wrap gap-2 pb-0.5">
          {quickComparePrices(result).map((option) => (
            <Button key={option.label} variant="secondary" size="sm" onClick={() => onChange(option.price.toFixed(2))}>
              {option.label}
            </Button>
          ))}
        </div>
      </div>
      {result && compare ? (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-xs sm:text-sm" data-testid="fba-what-if">
            <thead>
              <tr className="border-b border-ink-200 text-left text-xs text-ink-500">
                <th scope="col" className="py-2 font-medium">
                  <span className="sr-only">Measure</span>
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Your price
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  What if
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Change
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {whatIfRows(result, compare).map((row) => (
                <tr key={row.label}>
                  <th scope="row" className="py-2 pr-2 text-left font-medium text-ink-700">
                    {row.label}
                  </th>
                  <td className="py-2 pl-2 text-right whitespace-nowrap text-ink-900 tabular-nums">{row.yours}</td>
                  <td className="py-2 pl-2 text-right font-semibold whitespace-nowrap text-ink-900 tabular-nums">
                    {row.whatIf}
                  </td>
                  <td className="py-2 pl-2 text-right whitespace-nowrap text-ink-600 tabular-nums">{row.change}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {compare.fees.schedule.priceBand.id !== result.fees.schedule.priceBand.id && (
            <p className="mt-3 flex items-start gap-2 text-xs text-amber-800">
              <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden />
              The compare price falls in another fulfillment price band ({compare.fees.schedule.priceBand.label}), so
              the fulfillment fee changes too.
            </p>
          )}
        </div>
      ) : (
        <p className="mt-4 text-sm text-ink-500">
          {result ? "Enter a price to compare with." : "Fix the inputs above to compare prices."}
        </p>
      )}
    </ToolCard>
  );
}
