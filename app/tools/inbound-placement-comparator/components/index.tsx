import { useCallback, useDeferredValue, useMemo, useState } from "react";
import { ShareBar } from "~/components/share-bar";
import { useUrlState } from "~/components/shareable-url";
import { toIsoDate } from "~/lib/dates";
import { site } from "~/settings/site";
import { InvalidInputsCard, TrialCta } from "~/tools/components/controls";
import { downloadFile } from "~/tools/components/download-file";
import { useLatestAnswer, useToolUsage } from "~/tools/components/tool-hooks";
import {
  comparatorDefaults,
  errorLabel,
  evaluateComparator,
  type ComparatorFormValues,
  type LineValues,
} from "~/tools/inbound-placement-comparator/comparator-form";
import {
  clearComparatorQuery,
  linkHoldsLines,
  parseComparatorQuery,
  serializeComparatorQuery,
} from "~/tools/inbound-placement-comparator/comparator-url-state";
import type { FreightBasis } from "~/tools/inbound-placement-comparator/placement-comparison";
import { comparisonToCsv, linesToCsv, type ReadShipment } from "~/tools/inbound-placement-comparator/shipment-csv";
import { FreightCard, ShipmentCard } from "./input-cards";
import { LinesCard } from "./lines-card";
import { readInWorker } from "./read-in-worker";
import { ComparisonDetails, ComparisonSummary } from "./result-cards";
import { errorFieldId, exportFileName, linesFileName } from "./view";

/**
 * The inbound placement fee comparator (a gated tool): one shipment's lines, typed or dropped as CSV (read in a
 * worker, never uploaded), and Amazon's splits side by side with the freight each needs. What the cards show is worked
 * out in ./view.ts; the shareable URL holds every input.
 */
export function InboundPlacementComparatorTool() {
  const { values, update, edited, reset, copyLink, copyState } = useUrlState<ComparatorFormValues>({
    defaults: comparatorDefaults,
    parse: parseComparatorQuery,
    serialize: serializeComparatorQuery,
    clear: clearComparatorQuery,
  });
  const [today] = useState(() => toIsoDate(new Date()));
  // Worked out from a deferred copy, so typing stays quick in a long shipment: React renders the result after.
  const deferredValues = useDeferredValue(values);
  const { errors, result } = useMemo(() => evaluateComparator(deferredValues, today), [deferredValues, today]);
  const holdsLines = useMemo(() => linkHoldsLines(deferredValues), [deferredValues]);
  const [read, setRead] = useState<{ name: string; result: ReadShipment } | null>(null);
  useToolUsage("inbound_placement_comparator", edited && result !== null);

  const updateLines = useCallback(
    (change: (lines: readonly LineValues[]) => LineValues[]) =>
      update((current) => ({ ...current, lines: change(current.lines) })),
    [update],
  );
  const [file, setFile] = useState<File | null>(null);
  const reading = useLatestAnswer(file, readInWorker, (answer, dropped) => {
    setRead({ name: dropped.name, result: answer });
    if (answer.lines.length > 0) updateLines(() => answer.lines);
  });

  const fixLabels = useMemo(
    () => Object.fromEntries(Object.keys(errors).map((key) => [key, errorLabel(key)])),
    [errors],
  );

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
            Inbound placement fee comparator
          </h2>
          <p className="mt-1 text-sm text-ink-600">US marketplace. Results update as you type; nothing is uploaded.</p>
        </div>
        <ShareBar onCopy={copyLink} onReset={reset} copyState={copyState} resetLabel="Reset to example" />
      </div>
      {!holdsLines && (
        <p role="status" className="mt-3 text-sm text-ink-700" data-testid="placement-link-without-lines">
          These lines are too many for a link: the link keeps the settings only. Share the lines as a CSV.
        </p>
      )}

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,6fr)_minmax(0,5fr)] lg:items-start">
        {/* The fields work out the result as they change: there is nothing to submit, so no form. */}
        <div className="space-y-5">
          <ShipmentCard values={values} errors={errors} update={update} today={today} />
          <LinesCard
            lines={values.lines}
            errors={errors}
            onLines={updateLines}
            onFile={setFile}
            onExample={() => updateLines(() => comparatorDefaults.lines)}
            onDownloadLines={() => downloadFile(linesFileName, linesToCsv(values.lines))}
            reading={reading}
            read={read}
          />
          <FreightCard values={values} errors={errors} update={update} />
        </div>
        {result ? (
          <ComparisonSummary
            comparison={result}
            basis={values.basis as FreightBasis}
            onCsv={() => downloadFile(exportFileName(values.shipmentDate || today), comparisonToCsv(result))}
          />
        ) : (
          <InvalidInputsCard errors={errors} labels={fixLabels} idFor={errorFieldId} />
        )}
      </div>
      {result && (
        <div className="mt-6 space-y-5">
          <ComparisonDetails comparison={result} />
        </div>
      )}
      <div className="mt-6">
        <TrialCta
          title="Track the placement fees Amazon actually charges"
          // The product model's costing.placementFee, in words: the model itself (product/model.ts) would add 0.7 KB
          // gzipped to the FBA calculator's page, whose chunk it shares.
          body={`${site.brandName} books Amazon's inbound placement fee as an Amazon fee in the P&L, not in COGS, and your own freight to Amazon's warehouses in landed cost.`}
        />
      </div>
    </div>
  );
}
