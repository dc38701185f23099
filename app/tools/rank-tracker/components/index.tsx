import { Download, FileUp, Trash2, TriangleAlert } from "lucide-react";
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from "react";
import { Button } from "~/components/ui/button";
import { toIsoDate } from "~/lib/dates";
import { browserStorage } from "~/lib/safe-storage";
import { site } from "~/settings/site";
import { ToolCard, TrialCta } from "~/tools/components/controls";
import { downloadFile as download } from "~/tools/components/download-file";
import { useToolUsage } from "~/tools/components/tool-hooks";
import {
  emptyTracker,
  loadTracker,
  mergeObservations,
  removeSeries,
  sampleRankData,
  saveTracker,
  sortNotes,
  type RankTrackerData,
} from "~/tools/rank-tracker/rank-store";
import {
  computeKeywordStats,
  exportKeywordStatsCsv,
  exportRankCsv,
  parseRankCsv,
} from "~/tools/rank-tracker/rank-tracker";
import { AddRankForm } from "./add-rank-form";
import { ImportSummary } from "./import-summary";
import { NotesCard } from "./notes-card";
import { RankChartCard } from "./rank-chart-card";
import { StatsTable } from "./stats-table";
import { chartedSeries, CSV_TEMPLATE, dropsHeading, seriesId, toggled, type ImportReport } from "./view";

/**
 * Organic rank tracker: ranks recorded by hand or imported from CSV, kept only in this browser
 * (localStorage `marginatlas.rank-tracker`), charted per keyword with rank 1 at the top, with stats and drops.
 * Rendered only after hydration (it sits behind the tools gate), so reading storage on mount is safe. The maths is
 * in tools/rank-tracker.ts, rank-store.ts and rank-chart.ts; what the cards show in ./view.ts.
 */
export function RankTrackerTool() {
  const [data, setData] = useState<RankTrackerData>(() => loadTracker(browserStorage("localStorage")));
  const [saved, setSaved] = useState(true);
  const [touched, setTouched] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [confirmClear, setConfirmClear] = useState(false);
  const firstSave = useRef(true);

  useEffect(() => {
    if (firstSave.current) {
      firstSave.current = false;
      return;
    }
    setSaved(saveTracker(browserStorage("localStorage"), data));
  }, [data]);

  const stats = useMemo(() => computeKeywordStats(data.observations), [data.observations]);
  useToolUsage("rank_tracker", touched && stats.length > 0);

  const change = (next: (current: RankTrackerData) => RankTrackerData) => {
    setTouched(true);
    setConfirmClear(false);
    setData(next);
  };

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const text = await file.text();
    const parsed = parseRankCsv(text);
    setReport({
      fileName: file.name,
      added: parsed.observations.length,
      errors: parsed.errors,
      warnings: parsed.warnings,
    });
    if (parsed.observations.length > 0)
      change((current) => ({ ...current, observations: mergeObservations(current.observations, parsed.observations) }));
  }

  const drops = stats.filter((entry) => entry.dropped);
  const today = toIsoDate(new Date());

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          {/* The page's heading, right above the tool, shows its name (components/page/marketing-page-view.tsx). */}
          <h2 className="sr-only">Organic rank tracker</h2>
          <p className="text-sm text-ink-600">
            Stored only in this browser. Rank 1 is the first organic (unsponsored) result.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <label className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg bg-white px-3 text-sm font-semibold text-ink-900 shadow-sm ring-1 ring-ink-200 ring-inset hover:bg-ink-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
            <FileUp className="size-4" aria-hidden /> Import CSV
            <input
              type="file"
              accept=".csv,text/csv"
              className="sr-only"
              onChange={importFile}
              data-testid="rank-import"
            />
          </label>
          <Button
            variant="secondary"
            size="sm"
            disabled={data.observations.length === 0}
            onClick={() => download(`rank-tracker-${today}.csv`, exportRankCsv(data.observations))}
          >
            <Download className="size-4" aria-hidden /> Export CSV
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={stats.length === 0}
            onClick={() => download(`rank-summary-${today}.csv`, exportKeywordStatsCsv(stats))}
          >
            Export summary
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={data.observations.length === 0 && data.notes.length === 0}
            onClick={() => setConfirmClear(true)}
          >
            <Trash2 className="size-4" aria-hidden /> Clear
          </Button>
        </div>
      </div>

      {confirmClear && (
        <div
          role="alertdialog"
          aria-labelledby="rank-clear-title"
          className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3"
        >
          <p id="rank-clear-title" className="text-sm font-medium text-red-900">
            Delete all {data.observations.length} ranks and {data.notes.length} notes from this browser? Export a CSV
            first to keep the ranks; notes are not in it.
          </p>
          <div className="flex gap-2">
            <Button
              size="sm"
              className="bg-red-700 hover:bg-red-800"
              onClick={() => {
                change(() => emptyTracker);
                setReport(null);
                setHidden(new Set());
              }}
            >
              Yes, clear everything
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setConfirmClear(false)}>
              Cancel
            </Button>
          </div>
        </div>
      )}

      {!saved && (
        <p role="alert" className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
          This browser is not saving the tracker (storage is blocked or full). Export a CSV of your ranks before you
          leave the page, and copy any notes you need: they are not in it.
        </p>
      )}

      {report && <ImportSummary report={report} onClose={() => setReport(null)} />}

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,4fr)_minmax(0,7fr)] lg:items-start">
        <div className="space-y-5">
          <AddRankForm
            today={today}
            onAdd={(observation) =>
              change((current) => ({
                ...current,
                observations: mergeObservations(current.observations, [observation]),
              }))
            }
          />
          <NotesCard
            today={today}
            notes={data.notes}
            onAdd={(note) => change((current) => ({ ...current, notes: sortNotes([...current.notes, note]) }))}
            onRemove={(index) =>
              change((current) => ({ ...current, notes: current.notes.filter((_, position) => position !== index) }))
            }
          />
          <ToolCard title="CSV format" description="Exports from other rank trackers work once the columns are named">
            <p className="text-sm text-ink-600">
              A header row with <code className="rounded bg-ink-100 px-1">date</code>,{" "}
              <code className="rounded bg-ink-100 px-1">keyword</code>,{" "}
              <code className="rounded bg-ink-100 px-1">rank</code> and optionally{" "}
              <code className="rounded bg-ink-100 px-1">asin</code>, in any order. Dates as YYYY-MM-DD; &ldquo;search
              term&rdquo; and &ldquo;position&rdquo; are accepted too. Extra columns are ignored.
            </p>
            <button
              type="button"
              className="mt-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
              onClick={() => download("rank-tracker-template.csv", CSV_TEMPLATE)}
            >
              Download a template
            </button>
          </ToolCard>
        </div>

        <div className="order-first space-y-5 lg:order-none">
          {stats.length === 0 ? (
            <div
              className="flex min-h-72 flex-col items-center justify-center rounded-2xl border border-dashed border-ink-300 bg-white p-8 text-center"
              data-testid="rank-empty"
            >
              <p className="font-semibold text-ink-900">No ranks yet</p>
              <p className="mt-1 max-w-md text-sm text-ink-600">
                Add the position you found for a keyword, or import a CSV. Want to see how it works first?
              </p>
              <Button
                variant="secondary"
                size="sm"
                className="mt-4"
                onClick={() =>
                  change((current) => ({
                    ...current,
                    observations: mergeObservations(current.observations, sampleRankData()),
                  }))
                }
              >
                Load sample data
              </Button>
            </div>
          ) : (
            <>
              {drops.length > 0 && (
                <div role="status" className="rounded-2xl border border-red-200 bg-red-50 p-4" data-testid="rank-drops">
                  <p className="flex items-center gap-2 font-semibold text-red-900">
                    <TriangleAlert className="size-5" aria-hidden /> {dropsHeading(drops.length)}
                  </p>
                  <ul className="mt-2 space-y-1 text-sm text-red-900">
                    {drops.map((entry) => (
                      <li key={seriesId(entry)}>
                        <span className="font-medium">{entry.keyword}</span>
                        {entry.asin && <span className="text-red-700"> ({entry.asin})</span>}: {entry.dropReason}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              <RankChartCard
                stats={chartedSeries(stats, hidden)}
                allStats={stats}
                notes={data.notes}
                hidden={hidden}
                onToggle={(id) => setHidden((current) => toggled(current, id))}
              />
              <StatsTable
                stats={stats}
                onRemove={(entry) =>
                  change((current) => ({
                    ...current,
                    observations: removeSeries(current.observations, entry.keyword, entry.asin),
                  }))
                }
              />
            </>
          )}
        </div>
      </div>
      <div className="mt-6">
        <TrialCta
          title="See which products actually sell"
          body={`${site.brandName} shows sessions, conversion and profit for every ASIN you sell; Search Query Performance is coming soon.`}
        />
      </div>
    </div>
  );
}
