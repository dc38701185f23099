import { ArrowDown, ArrowUp, Download, FileUp, ShieldCheck, TriangleAlert } from "lucide-react";
import { formatNumber, formatUsd } from "~/lib/format";
import { useEffect, useId, useMemo, useState, type ChangeEvent, type DragEvent, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Field, Input, Select } from "~/components/ui/field";
import { toIsoDate } from "~/lib/dates";
import {
  auditToCsv,
  decodeReportBytes,
  measurementTemplateCsv,
  parseMeasurementsCsv,
  remeasurementCandidates,
  savingFromMeasurement,
  tierLabel,
  type AuditFlag,
  type MeasuredSaving,
  type Measurement,
  type SkuAudit,
} from "~/fee-audit";
import type { AuditRun } from "~/fee-audit/run-audit";
import { parseLengthUnit, parseWeightUnit } from "~/fee-audit/units";
import { cn } from "~/lib/cn";
import { Pill, Stat, ToolCard, TrialCta } from "./controls";
import { downloadFile } from "./download-file";
import { auditInWorker } from "./fee-audit-worker";
import { useToolUsage } from "./tool-hooks";
import { site } from "~/site/site";

/** The shipped sample (invented SKUs) and the date its fees were worked out for. */
const SAMPLE_REPORT = { url: "/samples/fee-preview-report-sample.txt", name: "fee-preview-report-sample.txt", date: "2026-09-15" };
const SAMPLE_MEASUREMENTS_URL = "/samples/fee-audit-measurements-sample.csv";
/** Rendering more rows than this makes the page slow; the CSV export always holds every row. */
const MAX_TABLE_ROWS = 500;

const flagText: Record<AuditFlag, string> = { ok: "OK", tier_mismatch: "Tier mismatch", fee_mismatch: "Fee mismatch", unchecked: "Not checked" };
const flagTone: Record<AuditFlag, "good" | "bad" | "estimate" | "neutral"> = { ok: "good", tier_mismatch: "bad", fee_mismatch: "bad", unchecked: "neutral" };

type SortKey = "sku" | "amazonFee" | "expectedFee" | "difference" | "flag" | "saving";
type LoadedReport = { fileName: string; text: string; isSample: boolean };
type AuditResult = Extract<AuditRun, { ok: true }>;

export function FeeAuditTool() {
  const id = useId();
  const [report, setReport] = useState<LoadedReport | null>(null);
  const [date, setDate] = useState(() => toIsoDate(new Date()));
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [measurements, setMeasurements] = useState<ReadonlyMap<string, Measurement>>(new Map());
  const [measurementIssues, setMeasurementIssues] = useState<string[]>([]);
  const [unitsForAll, setUnitsForAll] = useState("");
  const [filter, setFilter] = useState<"all" | "flagged" | AuditFlag>("all");
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean }>({ key: "difference", descending: true });

  const [result, setResult] = useState<AuditResult | null>(null);
  const [checking, setChecking] = useState(false);
  // Parse and audit off the main thread; again when the date changes. A stale answer is dropped.
  useEffect(() => {
    if (!report) return;
    let current = true;
    setChecking(true);
    void auditInWorker(report.text, date).then((run) => {
      if (!current) return;
      setChecking(false);
      if (run.ok) {
        setError(null);
        setResult(run);
      } else {
        setError(run.message);
        setResult(null);
        setReport(null);
      }
    });
    return () => {
      current = false;
    };
  }, [report, date]);
  useToolUsage("fee_audit", result !== null);

  const fallbackUnits = unitsForAll.trim() === "" || !(Number(unitsForAll) >= 0) ? null : Number(unitsForAll);
  const savings = useMemo(() => {
    const bySku = new Map<string, MeasuredSaving>();
    const errors: string[] = [];
    if (!result) return { bySku, errors };
    for (const audit of result.audits) {
      const measurement = measurements.get(audit.sku);
      if (!measurement) continue;
      const saving = savingFromMeasurement(audit, measurement, fallbackUnits);
      if ("error" in saving) errors.push(`${audit.sku}: ${saving.error}`);
      else bySku.set(audit.sku, saving);
    }
    return { bySku, errors };
  }, [result, measurements, fallbackUnits]);

  const candidates = useMemo(
    () => (result ? remeasurementCandidates(result.audits.flatMap((audit) => { const saving = savings.bySku.get(audit.sku); return saving ? [{ audit, saving }] : []; })) : []),
    [result, savings],
  );
  const monthlySaving = candidates.reduce((total, entry) => total + (entry.saving.savingPerMonth ?? 0), 0);

  const visible = useMemo(() => {
    if (!result) return [];
    const needle = search.trim().toLowerCase();
    const rows = result.audits.filter((audit) => {
      if (filter === "flagged" && audit.flag !== "tier_mismatch" && audit.flag !== "fee_mismatch") return false;
      if (filter !== "all" && filter !== "flagged" && audit.flag !== filter) return false;
      return needle === "" || audit.sku.toLowerCase().includes(needle) || audit.asin.toLowerCase().includes(needle) || audit.productName.toLowerCase().includes(needle);
    });
    const value = (audit: SkuAudit): string | number => {
      if (sort.key === "sku") return audit.sku;
      if (sort.key === "flag") return audit.flag;
      if (sort.key === "saving") return savings.bySku.get(audit.sku)?.savingPerUnit ?? -Infinity;
      return audit[sort.key] ?? -Infinity;
    };
    return [...rows].sort((a, b) => {
      const left = value(a);
      const right = value(b);
      const order = typeof left === "string" && typeof right === "string" ? left.localeCompare(right) : Number(left) - Number(right);
      return sort.descending ? -order : order;
    });
  }, [result, filter, search, sort, savings]);

  function loadReport(text: string, fileName: string, isSample: boolean, reportDate: string) {
    setDate(reportDate);
    setMeasurements(new Map());
    setMeasurementIssues([]);
    setResult(null);
    setReport({ fileName, text, isSample });
  }

  async function readFile(file: File) {
    // Read here, in the browser; the file's content is never sent anywhere.
    const text = decodeReportBytes(new Uint8Array(await file.arrayBuffer()));
    loadReport(text, file.name, false, toIsoDate(new Date(file.lastModified || Date.now())));
  }

  function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) void readFile(file);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void readFile(file);
  }

  async function loadSample() {
    const response = await fetch(SAMPLE_REPORT.url);
    loadReport(await response.text(), SAMPLE_REPORT.name, true, SAMPLE_REPORT.date);
  }

  function addMeasurements(list: readonly Measurement[], issues: string[]) {
    setMeasurements((current) => new Map([...current, ...list.map((entry) => [entry.sku, entry] as const)]));
    setMeasurementIssues(issues);
  }

  async function onMeasurementsChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const parsed = parseMeasurementsCsv(decodeReportBytes(new Uint8Array(await file.arrayBuffer())));
    addMeasurements(parsed.measurements, parsed.issues.map((issue) => `Line ${issue.line}: ${issue.message}`));
  }

  async function loadSampleMeasurements() {
    const parsed = parseMeasurementsCsv(await (await fetch(SAMPLE_MEASUREMENTS_URL)).text());
    addMeasurements(parsed.measurements, []);
  }

  const sortButton = (key: SortKey, label: string) => (
    <button type="button" className="inline-flex items-center gap-1 font-semibold hover:text-brand-700" onClick={() => setSort((current) => ({ key, descending: current.key === key ? !current.descending : true }))}>
      {label}
      {sort.key === key && (sort.descending ? <ArrowDown className="size-3.5" aria-label="sorted descending" /> : <ArrowUp className="size-3.5" aria-label="sorted ascending" />)}
    </button>
  );
  const ariaSort = (key: SortKey) => (sort.key === key ? (sort.descending ? "descending" : "ascending") : undefined);
  const hasMeasurements = savings.bySku.size > 0;

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">FBA fee audit</h2>
        <p className="mt-1 flex items-start gap-2 text-sm text-ink-600" data-testid="fee-audit-privacy">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
          Your report is read and checked in this browser. Its content is never uploaded or sent to us.
        </p>
      </div>

      <div
        className={cn("rounded-2xl border-2 border-dashed bg-white p-6 text-center transition-colors sm:p-8", dragging ? "border-brand-500 bg-brand-50" : "border-ink-300")}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="fee-audit-dropzone"
      >
        <FileUp className="mx-auto size-8 text-ink-400" aria-hidden />
        <p className="mt-2 font-semibold text-ink-900">Drop your Fee Preview report here</p>
        <p className="mt-1 text-sm text-ink-600">The tab-separated .txt file from Seller Central or the SP-API, any size.</p>
        <div className="mt-4 flex flex-wrap items-center justify-center gap-2">
          <label className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600">
            Choose the report
            <input type="file" accept=".txt,.tsv,.csv,text/plain,text/tab-separated-values,text/csv" className="sr-only" onChange={onFileChosen} data-testid="fee-audit-file" />
          </label>
          <Button variant="secondary" size="md" onClick={() => void loadSample()} data-testid="fee-audit-sample">
            Try the sample report
          </Button>
        </div>
      </div>

      {error && (
        <p role="alert" className="flex items-start gap-2 rounded-xl bg-red-50 p-4 text-sm font-medium text-red-800 ring-1 ring-red-200 ring-inset" data-testid="fee-audit-error">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden /> {error}
        </p>
      )}

      {checking && (
        <p role="status" className="text-sm font-medium text-ink-700" data-testid="fee-audit-checking">
          Checking your report...
        </p>
      )}

      {report && result && (
        <>
          <ToolCard
            title={report.isSample ? "Sample report (invented SKUs, for trying the tool)" : `Results for ${report.fileName}`}
            description={`${formatNumber(result.summary.rows)} SKUs read${result.ignoredColumns > 0 ? `; ${result.ignoredColumns} columns the audit does not need were ignored` : ""}.`}
            action={
              <Button variant="secondary" size="sm" onClick={() => downloadFile(`fba-fee-audit-${date}.csv`, auditToCsv(result.audits, savings.bySku))} data-testid="fee-audit-export">
                <Download className="size-4" aria-hidden /> Download CSV
              </Button>
            }
          >
            {report.isSample && <Pill tone="estimate">Sample data</Pill>}
            <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
              <Stat label="SKUs checked" value={formatNumber(result.summary.checked)} detail={result.summary.unchecked > 0 ? `${formatNumber(result.summary.unchecked)} could not be checked` : "every row"} testId="audit-checked" />
              <Stat label="Flagged" value={formatNumber(result.summary.flagged)} tone={result.summary.flagged > 0 ? "bad" : "good"} detail={`${formatNumber(result.summary.tierMismatches)} tier, ${formatNumber(result.summary.feeMismatches)} fee`} testId="audit-flagged" />
              <Stat label="Referral fees checked" value={formatNumber(result.summary.checked - result.summary.referralUnmapped)} detail={`${formatNumber(result.summary.referralMismatches)} differ, ${formatNumber(result.summary.referralUnmapped)} product groups not mapped`} />
              <Stat label="Monthly saving if corrected" value={hasMeasurements ? formatUsd(monthlySaving) : "Add measurements"} tone={monthlySaving > 0 ? "good" : "default"} detail={hasMeasurements ? `${formatUsd(monthlySaving * 12)} a year` : "below, to price a re-measurement"} testId="audit-monthly-saving" />
            </dl>
            <div className="mt-4 flex flex-wrap items-end gap-4">
              <div className="w-48">
                <Field id={`${id}-date`} label="Fees as of" hint="The day the report was made">
                  <Input id={`${id}-date`} type="date" value={date} min="2024-04-15" onChange={(event) => event.target.value && setDate(event.target.value)} />
                </Field>
              </div>
              <p className="max-w-xl text-sm text-ink-600" data-testid="audit-basis">
                {`Amazon's fulfillment fee matched our fee with the 3.5% fuel and logistics surcharge on ${formatNumber(result.summary.matchedWithSurcharge)} SKUs and without it on ${formatNumber(result.summary.matchedWithoutSurcharge)}.`}
              </p>
            </div>
          </ToolCard>

          <ToolCard title="Every SKU" description="Click a column to sort. Differences are Amazon's fee minus the fee of its own recorded dimensions and weight.">
            <div className="mb-3 flex flex-wrap gap-3">
              <div className="w-full sm:w-56">
                <Field id={`${id}-filter`} label="Show">
                  <Select id={`${id}-filter`} value={filter} onChange={(event) => setFilter(event.target.value as typeof filter)}>
                    <option value="all">All SKUs</option>
                    <option value="flagged">Flagged only</option>
                    <option value="tier_mismatch">Tier mismatch</option>
                    <option value="fee_mismatch">Fee mismatch</option>
                    <option value="ok">OK</option>
                    <option value="unchecked">Not checked</option>
                  </Select>
                </Field>
              </div>
              <div className="w-full sm:w-64">
                <Field id={`${id}-search`} label="Search SKU, ASIN or title">
                  <Input id={`${id}-search`} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
                </Field>
              </div>
            </div>
            <div className="max-h-[32rem] overflow-auto rounded-xl ring-1 ring-ink-200" data-testid="audit-table-box" tabIndex={0} role="region" aria-label="Audit results table">
              <table className="min-w-full text-left text-sm">
                <thead className="sticky top-0 bg-ink-50 text-xs text-ink-600">
                  <tr>
                    <th scope="col" className="px-3 py-2" aria-sort={ariaSort("sku")}>{sortButton("sku", "SKU")}</th>
                    <th scope="col" className="px-3 py-2">Amazon tier</th>
                    <th scope="col" className="px-3 py-2">Tier of its dimensions</th>
                    <th scope="col" className="px-3 py-2 text-right" aria-sort={ariaSort("amazonFee")}>{sortButton("amazonFee", "Amazon fee")}</th>
                    <th scope="col" className="px-3 py-2 text-right" aria-sort={ariaSort("expectedFee")}>{sortButton("expectedFee", "Expected fee")}</th>
                    <th scope="col" className="px-3 py-2 text-right" aria-sort={ariaSort("difference")}>{sortButton("difference", "Difference")}</th>
                    <th scope="col" className="px-3 py-2" aria-sort={ariaSort("flag")}>{sortButton("flag", "Flag")}</th>
                    <th scope="col" className="px-3 py-2 whitespace-nowrap">Referral fee</th>
                    {hasMeasurements && <th scope="col" className="px-3 py-2 text-right whitespace-nowrap" aria-sort={ariaSort("saving")}>{sortButton("saving", "Your fee / saving")}</th>}
                  </tr>
                </thead>
                <tbody className="divide-y divide-ink-100">
                  {visible.slice(0, MAX_TABLE_ROWS).map((audit) => {
                    const saving = savings.bySku.get(audit.sku);
                    return (
                      <tr key={`${audit.line}`} data-testid="audit-row" data-sku={audit.sku} data-flag={audit.flag} className="align-top">
                        <td className="px-3 py-2">
                          <span className="font-medium whitespace-nowrap text-ink-900">{audit.sku}</span>
                          <span className="block max-w-56 truncate text-xs text-ink-500">{audit.asin} {audit.productName}</span>
                          {audit.notes.map((note) => (
                            <span key={note} className="block max-w-72 text-xs text-ink-500">{note}</span>
                          ))}
                        </td>
                        <td className="px-3 py-2 whitespace-nowrap text-ink-700">{audit.amazonTier || "—"}</td>
                        <td className="px-3 py-2 whitespace-nowrap text-ink-700">{tierLabel(audit.expectedTier) || "—"}</td>
                        <td className="px-3 py-2 text-right tabular-nums">{formatUsd(audit.amazonFee)}</td>
                        <td className="px-3 py-2 text-right tabular-nums">
                          {formatUsd(audit.expectedFee)}
                          {audit.basis && <span className="block text-xs whitespace-nowrap text-ink-500">{audit.basis === "with-surcharge" ? "with surcharge" : "no surcharge"}</span>}
                        </td>
                        <td className={cn("px-3 py-2 text-right font-semibold tabular-nums", (audit.difference ?? 0) > 0.01 ? "text-red-700" : "text-ink-700")}>{formatUsd(audit.difference)}</td>
                        <td className="px-3 py-2">
                          <Pill tone={flagTone[audit.flag]}>{flagText[audit.flag]}</Pill>
                        </td>
                        <td className="min-w-48 px-3 py-2 text-xs text-ink-600">
                          {audit.referral.status === "match" && `${formatUsd(audit.referral.amazon)} matches`}
                          {audit.referral.status === "mismatch" && <span className="font-semibold text-red-700">{`${formatUsd(audit.referral.amazon)}, expected ${formatUsd(audit.referral.expected)}`}</span>}
                          {audit.referral.status === "unmapped" && `Not checked: ${audit.referral.productGroup || "no product group"} spans several fee categories`}
                          {audit.referral.status === "missing" && "—"}
                        </td>
                        {hasMeasurements && (
                          <td className="px-3 py-2 text-right tabular-nums">
                            {saving ? (
                              <>
                                {formatUsd(saving.yourFee)}
                                <span className={cn("block text-xs font-semibold whitespace-nowrap", saving.savingPerUnit > 0.01 ? "text-brand-700" : "text-ink-500")}>{`${formatUsd(saving.savingPerUnit)} a unit`}</span>
                              </>
                            ) : (
                              "—"
                            )}
                          </td>
                        )}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
              {visible.length === 0 && <p className="p-4 text-sm text-ink-600">No SKU matches this filter.</p>}
            </div>
            {visible.length > MAX_TABLE_ROWS && (
              <p className="mt-2 text-sm text-ink-600">{`Showing the first ${formatNumber(MAX_TABLE_ROWS)} of ${formatNumber(visible.length)} rows. Filter, search or download the CSV for all of them.`}</p>
            )}
          </ToolCard>

          <MeasurementsCard
            skus={[
              // Flagged SKUs first: they are the ones worth measuring.
              ...result.audits.filter((audit) => audit.flag === "tier_mismatch" || audit.flag === "fee_mismatch"),
              ...result.audits.filter((audit) => audit.flag === "ok"),
            ].map((audit) => audit.sku)}
            onAdd={addMeasurements}
            onFile={onMeasurementsChosen}
            onSample={report.isSample ? loadSampleMeasurements : null}
            unitsForAll={unitsForAll}
            onUnitsForAll={setUnitsForAll}
            issues={[...measurementIssues, ...savings.errors]}
            count={savings.bySku.size}
          />

          {hasMeasurements && (
            <ToolCard title="Re-measurement candidates" description="SKUs where your measurements give a lower fee than Amazon charges, largest saving first.">
              {candidates.length === 0 ? (
                <p className="text-sm text-ink-600">None: your measurements give the same or a higher fee than Amazon charges.</p>
              ) : (
                <ol className="space-y-2" data-testid="remeasure-list">
                  {candidates.map(({ audit, saving }, index) => (
                    <li key={audit.sku} className="flex flex-wrap items-baseline justify-between gap-2 rounded-xl bg-ink-50 px-4 py-3 ring-1 ring-ink-100 ring-inset">
                      <span className="font-medium text-ink-900">{`${index + 1}. ${audit.sku}`}<span className="ml-2 text-sm font-normal text-ink-600">{`${audit.amazonTier} → ${tierLabel(saving.yourTier)}`}</span></span>
                      <span className="text-sm tabular-nums text-ink-700" data-testid="remeasure-saving">
                        {`${formatUsd(saving.savingPerUnit)} a unit`}
                        {saving.savingPerMonth !== null && ` · ${formatUsd(saving.savingPerMonth)} a month · ${formatUsd(saving.savingPerYear)} a year`}
                      </span>
                    </li>
                  ))}
                </ol>
              )}
              <h3 className="mt-5 text-sm font-semibold text-ink-900">How to ask Amazon to re-measure</h3>
              <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-ink-700">
                <li>Measure and weigh one unit in its packaging, laid flat, edge to edge, as Amazon does.</li>
                <li>Photograph a unit with the same FNSKU on a scale and against a tape measure.</li>
                <li>In Seller Central, open Help, contact Selling Partner Support and ask for an FBA weight and dimensions review for the ASIN, attaching the photos and your figures.</li>
                <li>For fees already charged, claim within 90 days of the charge under the FBA fees reimbursement policy for weight and dimensions.</li>
              </ol>
            </ToolCard>
          )}

          <TrialCta title="Check every fee on every order, automatically" body={`${site.brandName} reads your settlement data daily and flags fee changes per SKU, so overcharges show up the week they start.`} />
        </>
      )}
    </div>
  );
}

function MeasurementsCard({
  skus,
  onAdd,
  onFile,
  onSample,
  unitsForAll,
  onUnitsForAll,
  issues,
  count,
}: {
  skus: string[];
  onAdd: (list: readonly Measurement[], issues: string[]) => void;
  onFile: (event: ChangeEvent<HTMLInputElement>) => void;
  onSample: (() => Promise<void>) | null;
  unitsForAll: string;
  onUnitsForAll: (value: string) => void;
  issues: string[];
  count: number;
}) {
  const id = useId();
  const [form, setForm] = useState({ sku: "", length: "", width: "", height: "", dimensionUnit: "in", weight: "", weightUnit: "lb", units: "" });
  const [formError, setFormError] = useState<string | null>(null);
  const set = (name: keyof typeof form) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setForm((current) => ({ ...current, [name]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const numbers = [form.length, form.width, form.height, form.weight].map(Number);
    const dimensionUnit = parseLengthUnit(form.dimensionUnit);
    const weightUnit = parseWeightUnit(form.weightUnit);
    const sku = form.sku || skus[0] || "";
    if (!sku || numbers.some((value) => !(value > 0)) || !dimensionUnit || !weightUnit) {
      setFormError("Enter a length, width, height and weight above 0.");
      return;
    }
    const units = form.units.trim() === "" ? null : Number(form.units);
    if (units !== null && !(units >= 0)) {
      setFormError("Units per month must be 0 or more.");
      return;
    }
    setFormError(null);
    const [length = 0, width = 0, height = 0, weight = 0] = numbers;
    onAdd([{ sku, length, width, height, dimensionUnit, weight, weightUnit, unitsPerMonth: units }], []);
  }

  return (
    <ToolCard title="Your own measurements (optional)" description={`See the tier and fee your measurements give and what a re-measurement would save. ${count > 0 ? `${count} SKUs measured.` : ""}`}>
      <div className="flex flex-wrap items-center gap-2">
        <label className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg bg-white px-3 text-sm font-semibold text-ink-900 shadow-sm ring-1 ring-ink-200 ring-inset hover:bg-ink-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
          <FileUp className="size-4" aria-hidden /> Import measurements CSV
          <input type="file" accept=".csv,text/csv" className="sr-only" onChange={onFile} data-testid="measurements-file" />
        </label>
        <Button variant="ghost" size="sm" onClick={() => downloadFile("fee-audit-measurements-template.csv", measurementTemplateCsv)}>
          <Download className="size-4" aria-hidden /> Template
        </Button>
        {onSample && (
          <Button variant="ghost" size="sm" onClick={() => void onSample()} data-testid="measurements-sample">
            Use sample measurements
          </Button>
        )}
        <div className="ml-auto w-44">
          <Field id={`${id}-units`} label="Units a month, all SKUs" optional>
            <Input id={`${id}-units`} inputMode="numeric" value={unitsForAll} onChange={(event) => onUnitsForAll(event.target.value)} />
          </Field>
        </div>
      </div>

      <form onSubmit={submit} className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-9 lg:items-end" aria-label="Add a measurement">
        <div className="col-span-2">
          <Field id={`${id}-sku`} label="SKU">
            <Select id={`${id}-sku`} value={form.sku || skus[0] || ""} onChange={set("sku")}>
              {skus.slice(0, 2000).map((sku) => (
                <option key={sku} value={sku}>{sku}</option>
              ))}
            </Select>
          </Field>
        </div>
        <Field id={`${id}-length`} label="Length"><Input id={`${id}-length`} inputMode="decimal" value={form.length} onChange={set("length")} /></Field>
        <Field id={`${id}-width`} label="Width"><Input id={`${id}-width`} inputMode="decimal" value={form.width} onChange={set("width")} /></Field>
        <Field id={`${id}-height`} label="Height"><Input id={`${id}-height`} inputMode="decimal" value={form.height} onChange={set("height")} /></Field>
        <Field id={`${id}-dunit`} label="Unit">
          <Select id={`${id}-dunit`} value={form.dimensionUnit} onChange={set("dimensionUnit")}>
            <option value="in">in</option>
            <option value="cm">cm</option>
          </Select>
        </Field>
        <Field id={`${id}-weight`} label="Weight"><Input id={`${id}-weight`} inputMode="decimal" value={form.weight} onChange={set("weight")} /></Field>
        <Field id={`${id}-wunit`} label="Weight unit">
          <Select id={`${id}-wunit`} value={form.weightUnit} onChange={set("weightUnit")}>
            <option value="lb">lb</option>
            <option value="oz">oz</option>
            <option value="g">g</option>
            <option value="kg">kg</option>
          </Select>
        </Field>
        <Field id={`${id}-sku-units`} label="Units a month" optional><Input id={`${id}-sku-units`} inputMode="numeric" value={form.units} onChange={set("units")} /></Field>
        <Button type="submit" variant="secondary" size="md" className="col-span-2 sm:col-span-1">Add</Button>
      </form>
      {formError && <p role="alert" className="mt-2 text-sm font-medium text-red-700">{formError}</p>}
      {issues.length > 0 && (
        <ul className="mt-3 space-y-1 text-sm text-amber-800" data-testid="measurement-issues">
          {issues.slice(0, 20).map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </ul>
      )}
    </ToolCard>
  );
}
