import { useMemo, useState } from "react";
import { toIsoDate } from "~/lib/dates";
import { addFiles } from "~/tools/components/added-files";
import { downloadFile } from "~/tools/components/download-file";
import { FileDropzone } from "~/tools/components/file-dropzone";
import { FileToolBusy, FileToolError, FileToolHeading } from "~/tools/components/file-tool-parts";
import { useLatestAnswer, useToolUsage } from "~/tools/components/tool-hooks";
import { claimSettings, emptyInputs, type CaseType, type FinderInputs } from "~/tools/reimbursement-finder";
import type { DateOrder } from "~/tools/seller-reports/report-dates";
import { ChecklistCard, MissingCard } from "./checklist-card";
import { ClaimsTable } from "./claims-table";
import { AdjustmentCodesCard } from "./codes-card";
import { DateQuestionCard } from "./date-question-card";
import { FilesCard } from "./files-card";
import { evaluateInWorker, exportInWorker, type FinderOutcome, type FinderRequest } from "./finder-in-worker";
import { SettingsCard } from "./settings-card";
import { SummaryCard } from "./summary-card";
import { exportFileName, visibleClaims, type ClaimFilter } from "./view";

/**
 * The shipped sample reports (invented items), the day they are read as of, and the figures a seller would type for
 * them, so every case shows.
 */
const SAMPLE = {
  files: [
    "reimbursement-sample-ledger.txt",
    "reimbursement-sample-reimbursements.txt",
    "reimbursement-sample-customer-returns.txt",
    "reimbursement-sample-replacements.txt",
    "reimbursement-sample-removal-shipments.txt",
  ],
  asOf: "2026-11-20",
  inputs: {
    defaultCost: "6.50",
    shippedUnits: "FBA18SAMPLE1, 120, 2026-09-30",
    removalReceived: "RMV-SAMPLE-1, 0\nRMV-SAMPLE-2, 6, 2026-11-02",
  },
};

/**
 * The FBA reimbursement finder (a gated tool): the seller's reports read in this browser (in a worker, which finds the
 * claims too), every unit Amazon lost or damaged and has not paid for, with its claim window. What the cards show is
 * worked out in ./view.ts.
 */
export function ReimbursementFinderTool() {
  const [files, setFiles] = useState<readonly File[]>([]);
  const [isSample, setIsSample] = useState(false);
  const [answer, setAnswer] = useState<DateOrder | null>(null);
  const [inputs, setInputs] = useState<FinderInputs>(() => emptyInputs(toIsoDate(new Date())));
  const [filter, setFilter] = useState<ClaimFilter>("to_claim");
  const [caseType, setCaseType] = useState<CaseType | "all">("all");
  const [search, setSearch] = useState("");
  const [visitorRead, setVisitorRead] = useState(false);
  const [shown, setShown] = useState<{ outcome: FinderOutcome; files: readonly File[] } | null>(null);

  const { settings, issues } = useMemo(() => claimSettings(inputs), [inputs]);
  // Every change asks the worker again; it reads only the files it has not read, and a newer answer replaces an older.
  const request = useMemo<FinderRequest | null>(
    () => (files.length === 0 ? null : { files, answer, settings }),
    [files, answer, settings],
  );
  const busy = useLatestAnswer(request, evaluateInWorker, (outcome, { files }) => setShown({ outcome, files }));
  const isReadingFiles = busy && shown?.files !== files;

  const outcome = shown?.outcome.ok ? shown.outcome : null;
  const claims = outcome?.result.claims;
  const rows = useMemo(
    () => (claims ? visibleClaims(claims, { filter, caseType, search }) : []),
    [claims, filter, caseType, search],
  );
  const caseTypesFound = useMemo(() => [...new Set(claims?.map((claim) => claim.caseType))], [claims]);
  const recognised = outcome?.files.some((file) => file.kind !== null) ?? false;
  useToolUsage("reimbursement_finder", visitorRead && recognised);

  // Reports can come one drop at a time: each drop adds to the files loaded (the sample's are replaced).
  function loadFiles(dropped: File[]) {
    setVisitorRead(true);
    setFiles(addFiles(isSample ? [] : files, dropped));
    setIsSample(false);
  }

  function clearFiles() {
    setFiles([]);
    setShown(null);
    setIsSample(false);
    setAnswer(null);
  }

  async function loadSample() {
    const sample = await Promise.all(
      SAMPLE.files.map(async (name) => new File([await (await fetch(`/samples/${name}`)).blob()], name)),
    );
    setInputs({ ...emptyInputs(SAMPLE.asOf), ...SAMPLE.inputs });
    setFiles(sample);
    setIsSample(true);
  }

  async function download(kind: "csv" | "ics") {
    const file = await exportInWorker(kind);
    if (file) downloadFile(exportFileName(settings.asOf, kind), file);
  }

  return (
    <div className="space-y-6">
      <FileToolHeading
        title="FBA reimbursement finder"
        privacy="Your reports are read in this browser. Their content is never uploaded or sent to us."
        testId="reimbursement-privacy"
      />

      <FileDropzone
        multiple
        onFiles={loadFiles}
        onSample={() => void loadSample()}
        busy={isReadingFiles}
        heading="Drop your reports here, several at once or one after another"
        hint="Inventory Ledger (detailed view), Reimbursements, FBA Customer Returns, Removal Shipment Detail (or Removal Order Detail, which has no ship date), Replacements, or an old Inventory Adjustments report: .txt, .tsv or .csv, up to hundreds of megabytes."
        chooseLabel="Choose reports"
        sampleLabel="Try the sample reports"
        accept=".txt,.tsv,.csv,text/plain,text/tab-separated-values,text/csv"
        testIdPrefix="reimbursement"
      />

      {isReadingFiles && <FileToolBusy testId="reimbursement-reading">Reading your reports...</FileToolBusy>}

      {shown && !shown.outcome.ok && (
        <FileToolError testId="reimbursement-error">{shown.outcome.message}</FileToolError>
      )}

      {outcome && (
        <>
          <FilesCard files={outcome.files} isSample={isSample} onClear={clearFiles} />
          {outcome.dateQuestion && <DateQuestionCard question={outcome.dateQuestion} onAnswer={setAnswer} />}
          {!recognised && (
            <FileToolError testId="reimbursement-error">
              None of these files is a report the finder reads. Download the reports named above from Seller Central
              (Reports, then Fulfillment) and drop them in.
            </FileToolError>
          )}
        </>
      )}

      {outcome && recognised && (
        <>
          <SummaryCard
            summary={outcome.summary}
            region={settings.region}
            asOf={settings.asOf}
            onCsv={() => void download("csv")}
            onCalendar={() => void download("ics")}
          />
          <SettingsCard
            inputs={inputs}
            onChange={setInputs}
            removalOrders={outcome.result.removalOrders}
            issues={issues}
          />
          <ClaimsTable
            rows={rows}
            total={outcome.result.claims.length}
            region={settings.region}
            caseTypes={caseTypesFound}
            filter={filter}
            onFilterChange={setFilter}
            caseType={caseType}
            onCaseTypeChange={setCaseType}
            search={search}
            onSearchChange={setSearch}
          />
          {caseTypesFound.length > 0 && <ChecklistCard caseTypes={caseTypesFound} />}
          {outcome.result.adjustmentCodes.length > 0 && <AdjustmentCodesCard codes={outcome.result.adjustmentCodes} />}
          <MissingCard missing={outcome.result.missing} />
        </>
      )}
    </div>
  );
}
