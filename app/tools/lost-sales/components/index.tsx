import { useMemo } from "react";
import { ShareBar } from "~/components/share-bar";
import { useUrlState } from "~/components/shareable-url";
import { site } from "~/settings/site";
import { InvalidInputsCard, TrialCta } from "~/tools/components/controls";
import { useToolUsage } from "~/tools/components/tool-hooks";
import {
  evaluateLostSales,
  lostSalesDefaults,
  lostSalesFieldLabels,
  type LostSalesFormValues,
} from "~/tools/lost-sales/lost-sales-form";
import {
  clearLostSalesQuery,
  parseLostSalesQuery,
  serializeLostSalesQuery,
} from "~/tools/lost-sales/lost-sales-url-state";
import { LostSalesInputs } from "./input-cards";
import { LostSalesResults } from "./result-cards";
import { idFor } from "./view";

/** Lost sales calculator: what a stockout cost, and the reorder point that would have prevented it. */
export function LostSalesTool() {
  const { values, update, edited, reset, copyLink, copyState } = useUrlState<LostSalesFormValues>({
    defaults: lostSalesDefaults,
    parse: parseLostSalesQuery,
    serialize: serializeLostSalesQuery,
    clear: clearLostSalesQuery,
  });
  const { errors, result } = useMemo(() => evaluateLostSales(values), [values]);
  useToolUsage("lost_sales", edited && result !== null);

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          {/* The page's heading, right above the tool, shows its name (components/page/marketing-page-view.tsx). */}
          <h2 className="sr-only">Lost sales calculator</h2>
          <p className="text-sm text-ink-600">
            Any currency and marketplace: you supply the numbers. Results update as you type.
          </p>
        </div>
        <ShareBar onCopy={copyLink} onReset={reset} copyState={copyState} resetLabel="Reset to example" />
      </div>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start">
        <LostSalesInputs values={values} errors={errors} update={update} />
        <div className="space-y-5 lg:sticky lg:top-20">
          {result ? (
            <LostSalesResults result={result} values={values} />
          ) : (
            <InvalidInputsCard errors={errors} labels={lostSalesFieldLabels} idFor={idFor} />
          )}
        </div>
      </div>
      <div className="mt-6">
        <TrialCta
          title="Catch the next stockout before it happens"
          body={`${site.brandName} tracks days of supply per SKU and alerts you when it falls below the threshold you set.`}
        />
      </div>
    </div>
  );
}
