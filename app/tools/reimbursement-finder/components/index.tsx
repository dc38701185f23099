import { useMemo, useState } from "react";
import { toIsoDate } from "~/lib/dates";
import { addFiles } from "~/tools/components/added-files";
import { downloadFile } from "~/tools/components/download-file";
import { FileDropzone } from "~/tools/components/file-dropzone";
import { FileToolBusy, FileToolError, FileToolHeading } from "~/tools/components/file-tool-parts";
import { useLatestAnswer, useToolUsage } from "~/tools/components/tool-hooks";
import {
  claimSettings,
  claimsToCsv,
  claimsToIcs,
  emptyInputs,
  findClaims,
  summariseClaims,
  type CaseType,
  type FinderInputs,
  type ReadReports,
} from "~/tools/reimbursement-finder";
import { ChecklistCard, MissingCard } from "./checklist-card";
import { ClaimsTable } from "./claims-table";
import { FilesCard } from "./files-card";
import { readInWorker } from "./read-in-worker";
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
 * The FBA reimbursement finder (a gated tool): the seller's reports read in this browser (in a worker), every unit
 * Amazon lost or damaged and has not paid for, with its claim window. What the cards show is worked out in ./view.ts.
 */
export function ReimbursementFinderTool() {
  const [reports, setReports] = useState<ReadReports | null>(null);
  const [isSample, setIsSample] = useState(false);
  const [inputs, setInputs] = useState<FinderInputs>(() => emptyInputs(toIsoDate(new Date())));
  const [filter, setFilter] = useState<ClaimFilter>("to_claim");
  const [caseType, setCaseType] = useState<CaseType | "all">("all");
  const [search, setSearch] = useState("");
  const [visitorRead, setVisitorRead] = useState(false);

  const { settings, issues } = useMemo(() => claimSettings(inputs), [inputs]);
  const result = useMemo(() => (reports ? findClaims(reports, settings) : null), [reports, settings]);
  const summary = useMemo(() => (result ? summariseClaims(result.claims) : null), [result]);
  const rows = useMemo(
    () => (result ? visibleClaims(result.claims, { filter, caseType, search }) : []),
    [result, filter, caseType, search],
  );
  const caseTypesFound = useMemo(() => [...new Set(result?.claims.map((claim) => claim.caseType))], [result]);
  const recognised = reports?.files.some((file) => file.kind !== null) ?? false;
  useToolUsage("reimbursement_finder", visitorRead && recognised);

  // A new read replaces the last.
  const [request, setRequest] = useState<{ files: readonly File[]; sample: boolean } | null>(null);
  const reading = useLatestAnswer(
    request,
    (read) => readInWorker(read.files),
    (read, { sample }) => {
      setReports(read);
      setIsSample(sample);
    },
  );

  // Reports can come one drop at a time: each drop adds to the files loaded (the sample's are replaced).
  function loadFiles(files: File[]) {
    setVisitorRead(true);
    setRequest({ files: addFiles(request && !request.sample ? request.files : [], files), sample: false });
  }

  function clearFiles() {
    setRequest(null);
    setReports(null);
    setIsSample(false);
  }

  async function loadSample() {
    const files = await Promise.all(
      SAMPLE.files.map(async (name) => new File([await (await fetch(`/samples/${name}`)).blob()], name)),
    );
    setInputs({ ...emptyInputs(SAMPLE.asOf), ...SAMPLE.inputs });
    setRequest({ files, sample: true });
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
        busy={reading}
        heading="Drop your reports here, several at once or one after another"
        hint="Inventory Ledger (detailed view), Reimbursements, FBA Customer Returns, Removal Shipment Detail (or Removal Order Detail, which has no ship date), Replacements, or an old Inventory Adjustments report: .txt, .tsv or .csv, any size."
        chooseLabel="Choose reports"
        sampleLabel="Try the sample reports"
        accept=".txt,.tsv,.csv,text/plain,text/tab-separated-values,text/csv"
        testIdPrefix="reimbursement"
      />

      {reading && <FileToolBusy testId="reimbursement-reading">Reading your reports...</FileToolBusy>}

      {reports && (
        <>
          <FilesCard files={reports.files} isSample={isSample} onClear={clearFiles} />
          {!recognised && (
            <FileToolError testId="reimbursement-error">
              None of these files is a report the finder reads. Download the reports named above from Seller Central
              (Reports, then Fulfillment) and drop them in.
            </FileToolError>
          )}
        </>
      )}

      {result && summary && recognised && (
        <>
          <SummaryCard
            summary={summary}
            region={settings.region}
            asOf={settings.asOf}
            onCsv={() => downloadFile(exportFileName(settings.asOf, "csv"), claimsToCsv(result.claims))}
            onCalendar={() =>
              downloadFile(
                exportFileName(settings.asOf, "ics"),
                claimsToIcs(result.claims, new Date()),
                "text/calendar;charset=utf-8",
              )
            }
          />
          <SettingsCard inputs={inputs} onChange={setInputs} removalOrders={result.removalOrders} issues={issues} />
          <ClaimsTable
            rows={rows}
            total={result.claims.length}
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
          <MissingCard missing={result.missing} />
        </>
      )}
    </div>
  );
}
