import { ArrowDown, ArrowUp, Download, FileUp, Minus, StickyNote, Trash2, TriangleAlert, X } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import { toIsoDate } from "~/lib/dates";
import { cn } from "~/lib/cn";
import { browserStorage } from "~/lib/safe-storage";
import { formatDate } from "~/lib/format";
import { buildRankChart } from "~/tools/rank-chart";
import {
  emptyTracker,
  loadTracker,
  mergeObservations,
  removeSeries,
  sampleRankData,
  saveTracker,
  sortNotes,
  validateNote,
  type RankNote,
  type RankTrackerData,
} from "~/tools/rank-store";
import { computeKeywordStats, exportKeywordStatsCsv, exportRankCsv, parseRankCsv, validateRankEntry, type KeywordStats, type RowIssue } from "~/tools/rank-tracker";
import { Pill, ToolCard, TrialCta } from "./controls";
import { downloadFile as download } from "./download-file";
import { useElementWidth, useToolUsage } from "./tool-hooks";
import { site } from "~/site/site";

const palette = ["#047857", "#2563eb", "#d97706", "#7c3aed", "#db2777", "#0891b2", "#65a30d", "#475569"];
const MAX_VISIBLE_SERIES = 8;
const CSV_TEMPLATE = "date,keyword,rank,asin\r\n2026-11-01,garlic press,12,B08N5WRWNW\r\n2026-11-08,garlic press,9,B08N5WRWNW\r\n";

const seriesId = (entry: Pick<KeywordStats, "keyword" | "asin">) => `${entry.keyword.toLowerCase()}|${entry.asin}`;

type ImportReport = { fileName: string; added: number; errors: RowIssue[]; warnings: RowIssue[] };

/**
 * Organic rank tracker: ranks recorded by hand or imported from CSV, kept only in this browser
 * (localStorage `marginatlas.rank-tracker`), charted per keyword with rank 1 at the top, with stats and drops.
 * Rendered only after hydration (it sits behind the tools gate), so reading storage on mount is safe.
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
    setReport({ fileName: file.name, added: parsed.observations.length, errors: parsed.errors, warnings: parsed.warnings });
    if (parsed.observations.length > 0) change((current) => ({ ...current, observations: mergeObservations(current.observations, parsed.observations) }));
  }

  const visibleStats = stats.filter((entry) => !hidden.has(seriesId(entry))).slice(0, MAX_VISIBLE_SERIES);
  const drops = stats.filter((entry) => entry.dropped);
  const today = toIsoDate(new Date());

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">Organic rank tracker</h2>
          <p className="mt-1 text-sm text-ink-600">Stored only in this browser. Rank 1 is the top of the search results.</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <label className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg bg-white px-3 text-sm font-semibold text-ink-900 shadow-sm ring-1 ring-ink-200 ring-inset hover:bg-ink-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
            <FileUp className="size-4" aria-hidden /> Import CSV
            <input type="file" accept=".csv,text/csv" className="sr-only" onChange={importFile} data-testid="rank-import" />
          </label>
          <Button variant="secondary" size="sm" disabled={data.observations.length === 0} onClick={() => download(`rank-tracker-${today}.csv`, exportRankCsv(data.observations))}>
            <Download className="size-4" aria-hidden /> Export CSV
          </Button>
          <Button variant="ghost" size="sm" disabled={stats.length === 0} onClick={() => download(`rank-summary-${today}.csv`, exportKeywordStatsCsv(stats))}>
            Export summary
          </Button>
          <Button variant="ghost" size="sm" disabled={data.observations.length === 0 && data.notes.length === 0} onClick={() => setConfirmClear(true)}>
            <Trash2 className="size-4" aria-hidden /> Clear
          </Button>
        </div>
      </div>

      {confirmClear && (
        <div role="alertdialog" aria-labelledby="rank-clear-title" className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3">
          <p id="rank-clear-title" className="text-sm font-medium text-red-900">
            Delete all {data.observations.length} ranks and {data.notes.length} notes from this browser? Export a CSV first if you want a copy.
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
          This browser is not saving the tracker (storage is blocked or full). Export a CSV before you leave the page.
        </p>
      )}

      {report && <ImportSummary report={report} onClose={() => setReport(null)} />}

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,4fr)_minmax(0,7fr)] lg:items-start">
        <div className="space-y-5">
          <AddRankForm today={today} onAdd={(observation) => change((current) => ({ ...current, observations: mergeObservations(current.observations, [observation]) }))} />
          <NotesCard
            today={today}
            notes={data.notes}
            onAdd={(note) => change((current) => ({ ...current, notes: sortNotes([...current.notes, note]) }))}
            onRemove={(index) => change((current) => ({ ...current, notes: current.notes.filter((_, position) => position !== index) }))}
          />
          <ToolCard title="CSV format" description="Exports from rank trackers or Brand Analytics work once the columns are named">
            <p className="text-sm text-ink-600">
              A header row with <code className="rounded bg-ink-100 px-1">date</code>, <code className="rounded bg-ink-100 px-1">keyword</code>,{" "}
              <code className="rounded bg-ink-100 px-1">rank</code> and optionally <code className="rounded bg-ink-100 px-1">asin</code>, in any order. Dates as YYYY-MM-DD;
              &ldquo;search term&rdquo; and &ldquo;position&rdquo; are accepted too. Extra columns are ignored.
            </p>
            <button type="button" className="mt-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline" onClick={() => download("rank-tracker-template.csv", CSV_TEMPLATE)}>
              Download a template
            </button>
          </ToolCard>
        </div>

        <div className="order-first space-y-5 lg:order-none">
          {stats.length === 0 ? (
            <div className="flex min-h-72 flex-col items-center justify-center rounded-2xl border border-dashed border-ink-300 bg-white p-8 text-center" data-testid="rank-empty">
              <p className="font-semibold text-ink-900">No ranks yet</p>
              <p className="mt-1 max-w-md text-sm text-ink-600">Add the position you found for a keyword, or import a CSV. Want to see how it works first?</p>
              <Button variant="secondary" size="sm" className="mt-4" onClick={() => change((current) => ({ ...current, observations: mergeObservations(current.observations, sampleRankData()) }))}>
                Load sample data
              </Button>
            </div>
          ) : (
            <>
              {drops.length > 0 && (
                <div role="status" className="rounded-2xl border border-red-200 bg-red-50 p-4" data-testid="rank-drops">
                  <p className="flex items-center gap-2 font-semibold text-red-900">
                    <TriangleAlert className="size-5" aria-hidden /> {drops.length === 1 ? "1 keyword dropped" : `${drops.length} keywords dropped`} at the latest check
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
              <RankChart stats={visibleStats} allStats={stats} notes={data.notes} hidden={hidden} onToggle={(id) => setHidden((current) => toggle(current, id))} />
              <StatsTable stats={stats} onRemove={(entry) => change((current) => ({ ...current, observations: removeSeries(current.observations, entry.keyword, entry.asin) }))} />
            </>
          )}
        </div>
      </div>
      <div className="mt-6">
        <TrialCta title="See which keywords actually sell" body={`${site.brandName} puts rank next to sessions, conversion and Search Query Performance for every ASIN you sell.`} />
      </div>
    </div>
  );
}

function toggle(set: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

function ImportSummary({ report, onClose }: { report: ImportReport; onClose: () => void }) {
  const shown = report.errors.slice(0, 5);
  return (
    <div role="status" className={cn("mt-4 rounded-xl px-4 py-3 text-sm ring-1", report.errors.length > 0 ? "bg-amber-50 text-amber-950 ring-amber-200" : "bg-brand-50 text-brand-900 ring-brand-200")} data-testid="rank-import-report">
      <div className="flex items-start justify-between gap-3">
        <p className="font-medium">
          {report.fileName}: imported {report.added} {report.added === 1 ? "rank" : "ranks"}
          {report.errors.length > 0 ? `, skipped ${new Set(report.errors.map((issue) => issue.line)).size} ${report.errors.length === 1 ? "row" : "rows"}` : ""}
          {report.warnings.length > 0 ? `, ${report.warnings.length} duplicate ${report.warnings.length === 1 ? "row" : "rows"} replaced` : ""}.
        </p>
        <button type="button" onClick={onClose} className="rounded p-0.5 hover:bg-black/5" aria-label="Close the import summary">
          <X className="size-4" aria-hidden />
        </button>
      </div>
      {shown.length > 0 && (
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-xs">
          {shown.map((issue, index) => (
            <li key={index}>
              Line {issue.line}: {issue.message}
            </li>
          ))}
          {report.errors.length > shown.length && <li>and {report.errors.length - shown.length} more</li>}
        </ul>
      )}
    </div>
  );
}

function AddRankForm({ today, onAdd }: { today: string; onAdd: (observation: { date: string; keyword: string; rank: number; asin: string }) => void }) {
  const id = useId();
  const [date, setDate] = useState(today);
  const [keyword, setKeyword] = useState("");
  const [asin, setAsin] = useState("");
  const [rank, setRank] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [added, setAdded] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateRankEntry({ date, keyword, rank: rank.trim(), asin });
    if (!result.ok) {
      setErrors(Object.fromEntries(result.errors.map((error) => [error.field, error.message])));
      setAdded(null);
      return;
    }
    setErrors({});
    onAdd(result.value);
    setAdded(`Added: ${result.value.keyword} at #${result.value.rank} on ${formatDate(result.value.date, "month-day")}.`);
    setRank("");
  };

  const described = (field: string) => (errors[field] ? { "aria-invalid": true as const, "aria-describedby": `${id}-${field}-error` } : {});
  return (
    <ToolCard title="Record a rank" description="The organic position you found, on the day you checked">
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="Record a rank">
        <Field id={`${id}-keyword`} label="Keyword" error={errors.keyword}>
          <Input id={`${id}-keyword`} value={keyword} onChange={(event) => setKeyword(event.target.value)} placeholder="garlic press" autoComplete="off" {...described("keyword")} />
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field id={`${id}-rank`} label="Organic rank" error={errors.rank}>
            <Input id={`${id}-rank`} value={rank} onChange={(event) => setRank(event.target.value)} inputMode="numeric" placeholder="12" autoComplete="off" {...described("rank")} />
          </Field>
          <Field id={`${id}-date`} label="Date checked" error={errors.date}>
            <Input id={`${id}-date`} type="date" value={date} onChange={(event) => setDate(event.target.value)} {...described("date")} />
          </Field>
        </div>
        <Field id={`${id}-asin`} label="ASIN" optional error={errors.asin}>
          <Input id={`${id}-asin`} value={asin} onChange={(event) => setAsin(event.target.value)} placeholder="B08N5WRWNW" autoComplete="off" className="uppercase" {...described("asin")} />
        </Field>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit">Add rank</Button>
          <span role="status" className="text-sm text-ink-600">
            {added}
          </span>
        </div>
      </form>
    </ToolCard>
  );
}

function NotesCard({ today, notes, onAdd, onRemove }: { today: string; notes: readonly RankNote[]; onAdd: (note: RankNote) => void; onRemove: (index: number) => void }) {
  const id = useId();
  const [date, setDate] = useState(today);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const note = validateNote(date, text);
    if (!note) {
      setError("Enter a date and a note of up to 140 characters.");
      return;
    }
    setError(null);
    onAdd(note);
    setText("");
  };
  return (
    <ToolCard title="Notes" description="What changed: new images, a price cut, a PPC push. Shown on the chart.">
      <form onSubmit={submit} noValidate className="space-y-3" aria-label="Add a note">
        <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-3">
          <Field id={`${id}-text`} label="Note" error={error ?? undefined}>
            <Input id={`${id}-text`} value={text} maxLength={140} onChange={(event) => setText(event.target.value)} placeholder="New main image" autoComplete="off" aria-invalid={error ? true : undefined} />
          </Field>
          <Field id={`${id}-date`} label="Date">
            <Input id={`${id}-date`} type="date" value={date} onChange={(event) => setDate(event.target.value)} className="w-40" />
          </Field>
        </div>
        <Button type="submit" variant="secondary" size="sm">
          <StickyNote className="size-4" aria-hidden /> Add note
        </Button>
      </form>
      {notes.length > 0 && (
        <ul className="mt-4 divide-y divide-ink-100 border-t border-ink-100 text-sm">
          {notes.map((note, index) => (
            <li key={`${note.date}-${index}`} className="flex items-center justify-between gap-3 py-2">
              <span>
                <span className="font-medium text-ink-900">{formatDate(note.date, "month-day")}</span> <span className="text-ink-700">{note.text}</span>
              </span>
              <button type="button" onClick={() => onRemove(index)} className="rounded p-1 text-ink-400 hover:bg-ink-100 hover:text-ink-700" aria-label={`Remove the note "${note.text}"`}>
                <X className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </ToolCard>
  );
}

function RankChart({ stats, allStats, notes, hidden, onToggle }: { stats: KeywordStats[]; allStats: KeywordStats[]; notes: readonly RankNote[]; hidden: ReadonlySet<string>; onToggle: (id: string) => void }) {
  const [frame, width] = useElementWidth<HTMLDivElement>(640);
  const chart = buildRankChart(
    stats.map((entry) => ({ id: seriesId(entry), label: entry.keyword, history: entry.history })),
    { width, height: width < 480 ? 240 : 300 },
  );
  const colorOf = (id: string) => palette[Math.max(allStats.findIndex((entry) => seriesId(entry) === id), 0) % palette.length] ?? palette[0];
  const dates = stats.flatMap((entry) => entry.history.map((point) => point.date)).sort();
  const first = dates[0];
  const last = dates[dates.length - 1];
  const span = chart.plot.right - chart.plot.left;
  const noteMarks =
    first && last && first !== last
      ? notes
          .filter((note) => note.date >= first && note.date <= last)
          .map((note) => ({ ...note, x: chart.plot.left + ((Date.parse(note.date) - Date.parse(first)) / (Date.parse(last) - Date.parse(first))) * span }))
      : [];
  const summary = stats.map((entry) => `${entry.keyword}: #${entry.latestRank}`).join("; ");
  return (
    <ToolCard title="Rank over time" description="Higher on the chart is better. Click a keyword to hide or show it.">
      <ul className="mb-3 flex flex-wrap gap-2" aria-label="Keywords on the chart">
        {allStats.map((entry) => {
          const id = seriesId(entry);
          const shown = !hidden.has(id);
          return (
            <li key={id}>
              <button
                type="button"
                aria-pressed={shown}
                onClick={() => onToggle(id)}
                className={cn("inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-medium ring-1 ring-inset", shown ? "bg-white text-ink-800 ring-ink-200" : "bg-ink-50 text-ink-400 line-through ring-ink-100")}
              >
                <span className="size-2.5 rounded-full" style={{ background: shown ? colorOf(id) : "#cbd5e1" }} aria-hidden />
                {entry.keyword}
              </button>
            </li>
          );
        })}
      </ul>
      <div ref={frame}>
      {stats.length === 0 ? (
        <p className="py-10 text-center text-sm text-ink-500">Every keyword is hidden. Click one above to show it.</p>
      ) : (
        <svg viewBox={`0 0 ${chart.width} ${chart.height}`} width={chart.width} height={chart.height} className="block h-auto max-w-full" role="img" aria-label={`Organic rank over time, rank 1 at the top. Latest: ${summary}.`} data-testid="rank-chart">
          {chart.yTicks.map((tick) => (
            <g key={tick.rank}>
              <line x1={chart.plot.left} x2={chart.plot.right} y1={tick.y} y2={tick.y} className="stroke-ink-100" strokeWidth={1} />
              <text x={chart.plot.left - 8} y={tick.y + 4} textAnchor="end" className="fill-ink-500 text-[11px] tabular-nums">
                #{tick.rank}
              </text>
            </g>
          ))}
          {chart.xTicks.map((tick, index) => (
            <text key={`${tick.label}-${index}`} x={tick.x} y={chart.height - 8} textAnchor={index === 0 && chart.xTicks.length > 1 ? "start" : index === chart.xTicks.length - 1 && chart.xTicks.length > 1 ? "end" : "middle"} className="fill-ink-500 text-[11px]">
              {tick.label}
            </text>
          ))}
          {noteMarks.map((note, index) => (
            <g key={`${note.date}-${index}`}>
              <line x1={note.x} x2={note.x} y1={chart.plot.top} y2={chart.plot.bottom} className="stroke-amber-500" strokeWidth={1} strokeDasharray="3 3" />
              <circle cx={note.x} cy={chart.plot.top} r={4} className="fill-amber-500">
                <title>{`${formatDate(note.date, "month-day")}: ${note.text}`}</title>
              </circle>
            </g>
          ))}
          {chart.lines.map((line) => (
            <g key={line.id}>
              <path d={line.path} fill="none" stroke={colorOf(line.id)} strokeWidth={2.25} strokeLinejoin="round" strokeLinecap="round" />
              {line.points.map((point) => (
                <circle key={point.date} cx={point.x} cy={point.y} r={3.5} fill="white" stroke={colorOf(line.id)} strokeWidth={2}>
                  <title>{`${line.label}: #${point.rank} on ${formatDate(point.date, "month-day")}`}</title>
                </circle>
              ))}
            </g>
          ))}
        </svg>
      )}
      </div>
      {allStats.length > MAX_VISIBLE_SERIES && <p className="mt-2 text-xs text-ink-500">The chart shows up to {MAX_VISIBLE_SERIES} keywords at a time; hide some to see others.</p>}
    </ToolCard>
  );
}

const trendLabels: Record<KeywordStats["trend"], { label: string; tone: "good" | "bad" | "neutral" }> = {
  improving: { label: "Improving", tone: "good" },
  declining: { label: "Declining", tone: "bad" },
  stable: { label: "Stable", tone: "neutral" },
  "insufficient-data": { label: "Need 2+ checks", tone: "neutral" },
};

function Change({ value }: { value: number | null }) {
  if (value === null) return <span className="text-ink-400">—</span>;
  if (value === 0)
    return (
      <span className="inline-flex items-center gap-0.5 text-ink-500">
        <Minus className="size-3.5" aria-hidden /> 0
      </span>
    );
  const up = value > 0;
  return (
    <span className={cn("inline-flex items-center gap-0.5 font-medium", up ? "text-brand-700" : "text-red-700")}>
      {up ? <ArrowUp className="size-3.5" aria-hidden /> : <ArrowDown className="size-3.5" aria-hidden />}
      <span className="sr-only">{up ? "up" : "down"}</span>
      {Math.abs(value)}
    </span>
  );
}

function StatsTable({ stats, onRemove }: { stats: KeywordStats[]; onRemove: (entry: KeywordStats) => void }) {
  return (
    <ToolCard title="Keywords" description="Change is versus the previous check; a drop is flagged at 5+ positions or 20%+">
      <div className="-mx-5 overflow-x-auto sm:-mx-6">
        <table className="w-full text-sm sm:min-w-[600px]" data-testid="rank-stats">
          <thead>
            <tr className="border-b border-ink-200 text-left text-xs text-ink-500">
              <th scope="col" className="py-2 pl-5 font-medium sm:pl-6">
                Keyword
              </th>
              <th scope="col" className="py-2 pl-2 text-right font-medium">
                Latest
              </th>
              <th scope="col" className="py-2 pl-2 text-right font-medium">
                Change
              </th>
              <th scope="col" className="hidden py-2 text-right font-medium sm:table-cell">
                Best
              </th>
              <th scope="col" className="hidden py-2 text-right font-medium sm:table-cell">
                Worst
              </th>
              <th scope="col" className="py-2 pl-3 font-medium">
                Trend
              </th>
              <th scope="col" className="py-2 pr-5 sm:pr-6">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {stats.map((entry) => {
              const trend = trendLabels[entry.trend];
              return (
                <tr key={seriesId(entry)} data-keyword={entry.keyword} className={entry.dropped ? "bg-red-50/60" : undefined}>
                  <th scope="row" className="py-2.5 pl-5 text-left font-medium text-ink-900 sm:pl-6">
                    <span className="flex flex-wrap items-center gap-2">
                      {entry.keyword}
                      {entry.dropped && <Pill tone="bad">Dropped</Pill>}
                    </span>
                    <span className="block text-xs font-normal text-ink-500">
                      {entry.asin || "No ASIN"} · {entry.observations} {entry.observations === 1 ? "check" : "checks"}, latest {formatDate(entry.latestDate, "month-day")}
                      <span className="sm:hidden">
                        {" "}
                        · best #{entry.best.rank}, worst #{entry.worst.rank}
                      </span>
                    </span>
                  </th>
                  <td className="py-2.5 pl-2 text-right font-semibold text-ink-900 tabular-nums" data-testid="rank-latest">
                    #{entry.latestRank}
                  </td>
                  <td className="py-2.5 pl-2 text-right whitespace-nowrap tabular-nums">
                    <Change value={entry.changeVsPrevious} />
                  </td>
                  <td className="hidden py-2.5 text-right text-ink-700 tabular-nums sm:table-cell" title={`on ${entry.best.date}`}>
                    #{entry.best.rank}
                  </td>
                  <td className="hidden py-2.5 text-right text-ink-700 tabular-nums sm:table-cell" title={`on ${entry.worst.date}`}>
                    #{entry.worst.rank}
                  </td>
                  <td className="py-2.5 pl-3">
                    <Pill tone={trend.tone}>{trend.label}</Pill>
                  </td>
                  <td className="py-2.5 pr-5 text-right sm:pr-6">
                    <button type="button" onClick={() => onRemove(entry)} className="rounded p-1 text-ink-400 hover:bg-ink-100 hover:text-ink-700" aria-label={`Remove ${entry.keyword}${entry.asin ? ` (${entry.asin})` : ""}`}>
                      <Trash2 className="size-4" aria-hidden />
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </ToolCard>
  );
}
