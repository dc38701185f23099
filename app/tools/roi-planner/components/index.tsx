import { useMemo } from "react";
import { ShareBar } from "~/components/share-bar";
import { useUrlState } from "~/components/shareable-url";
import { toIsoDate } from "~/lib/dates";
import { ORDERS_REFRESH } from "~/product/model";
import { site } from "~/settings/site";
import { InvalidInputsCard, TrialCta } from "~/tools/components/controls";
import { useToolUsage } from "~/tools/components/tool-hooks";
import { evaluateRoi, roiDefaults, roiFieldLabels, type RoiFormValues } from "~/tools/roi-planner/roi-form";
import { clearRoiQuery, parseRoiQuery, serializeRoiQuery } from "~/tools/roi-planner/roi-url-state";
import { RoiInputs } from "./input-cards";
import { RoiResults } from "./result-cards";
import { idFor } from "./view";

/** Inventory investment planner: profit, ROI, annualised ROI, cash tied up and payback of one order. */
export function RoiTool() {
  const { values, update, edited, reset, copyLink, copyState } = useUrlState<RoiFormValues>({
    defaults: roiDefaults,
    parse: parseRoiQuery,
    serialize: serializeRoiQuery,
    clear: clearRoiQuery,
  });
  // Gated tools render only after hydration, so the browser's date is safe to use here.
  const today = toIsoDate(new Date());
  const evaluation = useMemo(() => evaluateRoi(values, today), [values, today]);
  const { errors, result } = evaluation;
  useToolUsage("roi_planner", edited && result !== null);

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          {/* The page's heading, right above the tool, shows its name (components/page/marketing-page-view.tsx). */}
          <h2 className="sr-only">ROI calculator</h2>
          <p className="text-sm text-ink-600">One purchase order: what it ties up, what it returns, and how fast.</p>
        </div>
        <ShareBar onCopy={copyLink} onReset={reset} copyState={copyState} resetLabel="Reset to example" />
      </div>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start">
        <RoiInputs values={values} evaluation={evaluation} update={update} />
        <div className="space-y-5 lg:sticky lg:top-20">
          {result ? (
            <RoiResults result={result} months={Number(values.months)} fees={evaluation.amazonFeesPerUnit ?? 0} />
          ) : (
            <InvalidInputsCard errors={errors} labels={roiFieldLabels} idFor={idFor} />
          )}
        </div>
      </div>
      <div className="mt-6">
        <TrialCta
          title="ROI on every SKU, from your real orders"
          body={`${site.brandName} tracks profit, ROI and days of supply per product ${ORDERS_REFRESH}, so you reorder the winners first.`}
        />
      </div>
    </div>
  );
}
