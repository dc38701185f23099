import { Download } from "lucide-react";
import { memo, useId } from "react";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import { sizeTierLabels, type SizeTierId } from "~/fba-fees";
import { formatNumber, formatUsd } from "~/lib/format";
import type { BulkOverview } from "~/tools/bulk-fba-calculator/bulk-session";
import { Stat, ToolCard } from "~/tools/components/controls";

/** The catalogue at a glance: rows priced and not, tiers, products losing money, what headroom would save; the fee date. */
export const BulkSummaryCard = memo(function BulkSummaryCard({
  title,
  result,
  date,
  onDateChange,
  onExport,
  exporting,
}: {
  title: string;
  result: BulkOverview;
  date: string;
  onDateChange: (date: string) => void;
  onExport: () => void;
  exporting: boolean;
}) {
  const id = useId();
  const { summary } = result;
  const tiers = (Object.entries(summary.byTier) as [SizeTierId, number][]).sort((a, b) => b[1] - a[1]);
  return (
    <ToolCard
      title={title}
      description={`${formatNumber(summary.priced)} products priced${summary.badRows > 0 ? `, ${formatNumber(summary.badRows)} rows not priced (listed below)` : ""}${result.ignoredColumns.length > 0 ? `; columns not used: ${result.ignoredColumns.join(", ")}` : ""}.`}
      action={
        <Button variant="secondary" size="sm" onClick={onExport} disabled={exporting} data-testid="bulk-export">
          <Download className="size-4" aria-hidden /> {exporting ? "Preparing..." : "Download CSV"}
        </Button>
      }
    >
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat
          label="Products priced"
          value={formatNumber(summary.priced)}
          detail={summary.badRows > 0 ? `${formatNumber(summary.badRows)} rows need fixing` : "every row"}
          testId="bulk-priced"
        />
        <Stat
          label="Losing money"
          value={result.hasCost ? formatNumber(summary.losingMoney) : "Add a Cost column"}
          tone={summary.losingMoney > 0 ? "bad" : "default"}
          detail={result.hasCost ? `of ${formatNumber(summary.withCost)} with a cost` : "to see profit per product"}
          testId="bulk-losing"
        />
        <Stat
          label="Tier headroom"
          value={formatNumber(summary.withHeadroom)}
          detail={`products near a cheaper tier or band; ${formatUsd(summary.headroomSavingPerUnit)} a unit in all`}
          testId="bulk-headroom"
        />
        <Stat
          label="Headroom saving a month"
          value={result.hasUnits ? formatUsd(summary.headroomSavingPerMonth) : "Add units per month"}
          tone={summary.headroomSavingPerMonth > 0 ? "good" : "default"}
          detail={
            result.hasUnits
              ? `over ${formatNumber(summary.headroomRowsWithUnits)} products with units per month`
              : "a column, to price it"
          }
          testId="bulk-headroom-month"
        />
      </dl>
      <ul
        className="mt-4 flex flex-wrap gap-2 text-xs text-ink-700"
        aria-label="Products by size tier"
        data-testid="bulk-tiers"
      >
        {tiers.map(([tier, count]) => (
          <li key={tier} className="rounded-full bg-ink-100 px-2.5 py-1">
            {`${sizeTierLabels[tier]}: `}
            <span className="font-semibold tabular-nums">{formatNumber(count)}</span>
          </li>
        ))}
        {result.hasOwnFulfillment && (
          <li
            className="rounded-full bg-sky-100 px-2.5 py-1 text-sky-900"
            data-testid="bulk-own-better"
          >{`Own fulfillment nets more on ${formatNumber(summary.ownFulfillmentBetter)} of ${formatNumber(summary.withOwnFulfillment)}`}</li>
        )}
      </ul>
      <div className="mt-4 w-48">
        <Field id={`${id}-date`} label="Fees as of" hint="Rows with a Date use theirs">
          <Input
            id={`${id}-date`}
            type="date"
            value={date}
            min="2024-04-15"
            onChange={(event) => event.target.value && onDateChange(event.target.value)}
            data-testid="bulk-date"
          />
        </Field>
      </div>
    </ToolCard>
  );
});
