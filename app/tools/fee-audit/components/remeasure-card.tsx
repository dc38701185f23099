import { formatUsd } from "~/lib/format";
import { ToolCard } from "~/tools/components/controls";
import { tierLabel, type MeasuredSaving, type SkuAudit } from "~/tools/fee-audit";

/** The SKUs a re-measurement would make cheaper, and how to ask Amazon for one. */
export function RemeasureCard({ candidates }: { candidates: readonly { audit: SkuAudit; saving: MeasuredSaving }[] }) {
  return (
    <ToolCard
      title="Re-measurement candidates"
      description="SKUs where your measurements give a lower fee than Amazon charges, largest saving first."
    >
      {candidates.length === 0 ? (
        <p className="text-sm text-ink-600">
          None: your measurements give the same or a higher fee than Amazon charges.
        </p>
      ) : (
        <ol className="space-y-2" data-testid="remeasure-list">
          {candidates.map(({ audit, saving }, index) => (
            <li
              key={audit.sku}
              className="flex flex-wrap items-baseline justify-between gap-2 rounded-xl bg-ink-50 px-4 py-3 ring-1 ring-ink-100 ring-inset"
            >
              <span className="font-medium text-ink-900">
                {`${index + 1}. ${audit.sku}`}
                <span className="ml-2 text-sm font-normal text-ink-600">{`${audit.amazonTier} → ${tierLabel(saving.yourTier)}`}</span>
              </span>
              <span className="text-sm tabular-nums text-ink-700" data-testid="remeasure-saving">
                {`${formatUsd(saving.savingPerUnit)} a unit`}
                {saving.savingPerMonth !== null &&
                  ` · ${formatUsd(saving.savingPerMonth)} a month · ${formatUsd(saving.savingPerYear)} a year`}
              </span>
            </li>
          ))}
        </ol>
      )}
      <h3 className="mt-5 text-sm font-semibold text-ink-900">How to ask Amazon to re-measure</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-ink-700">
        <li>Measure and weigh one unit in its packaging, laid flat, edge to edge, as Amazon does.</li>
        <li>Photograph a unit with the same FNSKU on a scale and against a tape measure.</li>
        <li>
          In Seller Central, open Help, contact Selling Partner Support and ask for an FBA weight and dimensions review
          for the ASIN, attaching the photos and your figures.
        </li>
        <li>
          For fees already charged, claim under the FBA fees reimbursement policy for weight and dimensions. Its non-US
          copies give 90 days from the charge; check the current window in Seller Central Help and claim well inside it.
        </li>
      </ol>
    </ToolCard>
  );
}
