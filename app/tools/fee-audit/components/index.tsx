import { useMemo, useState } from "react";
import { toIsoDate } from "~/lib/dates";
import { ORDERS_REFRESH } from "~/product/model";
import { site } from "~/settings/site";
import { TrialCta } from "~/tools/components/controls";
import { downloadFile } from "~/tools/components/download-file";
import { FileToolBusy, FileToolError, FileToolHeading } from "~/tools/components/file-tool-parts";
import { useLatestAnswer, useToolUsage } from "~/tools/components/tool-hooks";
import { auditToCsv, decodeReportBytes, parseMeasurementsCsv, type Measurement } from "~/tools/fee-audit";
import type { AuditRun } from "~/tools/fee-audit/run-audit";
import { auditInWorker } from "./audit-in-worker";
import { MeasurementsCard } from "./measurements-card";
import { RemeasureCard } from "./remeasure-card";
import { ReportDropzone } from "./report-dropzone";
import { SkuTable } from "./sku-table";
import { AuditSummaryCard } from "./summary-card";
import {
  measurableSkus,
  measuredSavings,
  remeasurePlan,
  unitsForAllSkus,
  visibleAudits,
  type AuditFilter,
  type AuditSort,
} from "./view";

/** The shipped sample (invented SKUs) and the date its fees were worked out for. */
const SAMPLE_REPORT = {
  url: "/samples/fee-preview-report-sample.txt",
  name: "fee-preview-report-sample.txt",
  date: "2026-09-15",
};
const SAMPLE_MEASUREMENTS_URL = "/samples/fee-audit-measurements-sample.csv";

type LoadedReport = { fileName: string; text: string; isSample: boolean };
type AuditResult = Extract<AuditRun, { ok: true }>;

/** Read here, in the browser; a file's content is never sent anywhere. */
const readText = async (file: File) => decodeReportBytes(new Uint8Array(await file.arrayBuffer()));

/**
 * The FBA fee audit (a gated tool): a Fee Preview report checked in this browser against the fee engine, row by
 * row, and priced re-measurements from the seller's own measurements. What the cards show is worked out in ./view.ts.
 */
export function FeeAuditTool() {
  const [report, setReport] = useState<LoadedReport | null>(null);
  const [date, setDate] = useState(() => toIsoDate(new Date()));
  const [error, setError] = useState<string | null>(null);
  const [measurements, setMeasurements] = useState<ReadonlyMap<string, Measurement>>(new Map());
  const [measurementIssues, setMeasurementIssues] = useState<string[]>([]);
  const [unitsForAll, setUnitsForAll] = useState("");
  const [filter, setFilter] = useState<AuditFilter>("all");
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<AuditSort>({ key: "difference", descending: true });

  const [result, setResult] = useState<AuditResult | null>(null);
  // Parse and audit off the main thread; again when the date changes.
  const auditRequest = useMemo(() => (report ? { text: report.text, date } : null), [report, date]);
  const checking = useLatestAnswer(
    auditRequest,
    (request) => auditInWorker(request.text, request.date),
    (run) => {
      if (run.ok) {
        setError(null);
        setResult(run);
      } else {
        setError(run.message);
        setResult(null);
        setReport(null);
      }
    },
  );
  useToolUsage("fee_audit", result !== null);

  const audits = useMemo(() => result?.audits ?? [], [result]);
  const savings = useMemo(
    () => measuredSavings(audits, measurements, unitsForAllSkus(unitsForAll)),
    [audits, measurements, unitsForAll],
  );
  const { candidates, monthlySaving } = useMemo(() => remeasurePlan(audits, savings), [audits, savings]);
  const rows = useMemo(
    () => visibleAudits(audits, { filter, search, sort }, savings.bySku),
    [audits, filter, search, sort, savings],
  );
  const hasMeasurements = savings.bySku.size > 0;

  function loadReport(text: string, fileName: string, isSample: boolean, reportDate: string) {
    setDate(reportDate);
    setMeasurements(new Map());
    setMeasurementIssues([]);
    setResult(null);
    setReport({ fileName, text, isSample });
  }

  async function loadFile(file: File) {
    loadReport(await readText(file), file.name, false, toIsoDate(new Date(file.lastModified || Date.now())));
  }

  async function loadSample() {
    const response = await fetch(SAMPLE_REPORT.url);
    loadReport(await response.text(), SAMPLE_REPORT.name, true, SAMPLE_REPORT.date);
  }

  function addMeasurements(list: readonly Measurement[], issues: string[]) {
    setMeasurements((current) => new Map([...current, ...list.map((entry) => [entry.sku, entry] as const)]));
    setMeasurementIssues(issues);
  }

  async function loadMeasurementsFile(file: File) {
    const parsed = parseMeasurementsCsv(await readText(file));
    addMeasurements(
      parsed.measurements,
      parsed.issues.map((issue) => `Line ${issue.line}: ${issue.message}`),
    );
  }

  async function loadSampleMeasurements() {
    const parsed = parseMeasurementsCsv(await (await fetch(SAMPLE_MEASUREMENTS_URL)).text());
    addMeasurements(parsed.measurements, []);
  }

  return (
    <div className="space-y-6">
      <FileToolHeading
        title="FBA fee audit"
        privacy="Your report is read and checked in this browser. Its content is never uploaded or sent to us."
        testId="fee-audit-privacy"
      />

      <ReportDropzone onFile={(file) => void loadFile(file)} onSample={() => void loadSample()} />

      {error && <FileToolError testId="fee-audit-error">{error}</FileToolError>}

      {checking && <FileToolBusy testId="fee-audit-checking">Checking your report...</FileToolBusy>}

      {report && result && (
        <>
          <AuditSummaryCard
            title={
              report.isSample ? "Sample report (invented SKUs, for trying the tool)" : `Results for ${report.fileName}`
            }
            isSample={report.isSample}
            result={result}
            monthlySaving={monthlySaving}
            hasMeasurements={hasMeasurements}
            date={date}
            onDateChange={setDate}
            onExport={() => downloadFile(`fba-fee-audit-${date}.csv`, auditToCsv(result.audits, savings.bySku))}
          />
          <SkuTable
            rows={rows}
            savingsBySku={savings.bySku}
            filter={filter}
            onFilterChange={setFilter}
            search={search}
            onSearchChange={setSearch}
            sort={sort}
            onSortChange={setSort}
          />
          <MeasurementsCard
            skus={measurableSkus(result.audits)}
            onAdd={addMeasurements}
            onFile={(file) => void loadMeasurementsFile(file)}
            onSample={report.isSample ? () => void loadSampleMeasurements() : null}
            unitsForAll={unitsForAll}
            onUnitsForAll={setUnitsForAll}
            issues={[...measurementIssues, ...savings.errors]}
            count={savings.bySku.size}
          />
          {hasMeasurements && <RemeasureCard candidates={candidates} />}
          <TrialCta
            title="Amazon's fees per SKU, as Amazon charges them"
            body={`${site.brandName} reads Amazon's financial events ${ORDERS_REFRESH} and shows each SKU's fees by type, so a higher fee shows up in its P&L as soon as Amazon posts it.`}
          />
        </>
      )}
    </div>
  );
}
