import { useDeferredValue, useMemo, useState } from "react";
import { toIsoDate } from "~/lib/dates";
import { addFiles } from "~/tools/components/added-files";
import { downloadFile } from "~/tools/components/download-file";
import { FileDropzone } from "~/tools/components/file-dropzone";
import { FileToolBusy, FileToolError, FileToolHeading } from "~/tools/components/file-tool-parts";
import { useLatestAnswer, useToolUsage } from "~/tools/components/tool-hooks";
import {
  emptyPredictorInputs,
  forecastAll,
  forecastsToCsv,
  predictorSettings,
  shipByToIcs,
  type PredictorInputs,
  type PredictorReports,
} from "~/tools/low-inventory-fee-predictor";
import { sampleReports } from "~/tools/low-inventory-fee-predictor/sample";
import { FilesCard } from "./files-card";
import { ForecastTable } from "./forecast-table";
import { readInWorker } from "./read-in-worker";
import { SettingsCard, TypedSkuCard } from "./settings-card";
import { SummaryCard } from "./summary-card";
import { exportFileName, visibleForecasts, type ForecastFilter } from "./view";

/**
 * The low-inventory-level fee predictor (a gated tool): the seller's reports read in this browser (in a worker), or
 * one SKU typed; which SKUs pay the fee now and next, how much, and the day to ship by. What the cards show is worked
 * out in ./view.ts.
 */
export function LowInventoryFeePredictorTool() {
  const [reports, setReports] = useState<PredictorReports | null>(null);
  const [isSample, setIsSample] = useState(false);
  const [inputs, setInputs] = useState<PredictorInputs>(emptyPredictorInputs);
  const [filter, setFilter] = useState<ForecastFilter>("at_stake");
  const [search, setSearch] = useState("");
  const [visitorActed, setVisitorActed] = useState(false);
  const typedInputs = useDeferredValue(inputs);

  const asOf = reports?.asOf ?? toIsoDate(new Date());
  const { settings, typedSku, issues } = useMemo(() => predictorSettings(typedInputs, asOf), [typedInputs, asOf]);
  const skus = useMemo(() => [...(reports?.skus ?? []), ...(typedSku ? [typedSku] : [])], [reports, typedSku]);
  const forecast = useMemo(() => (skus.length > 0 ? forecastAll(skus, settings) : null), [skus, settings]);
  const rows = useMemo(
    () => (forecast ? visibleForecasts(forecast.rows, { filter, search }) : []),
    [forecast, filter, search],
  );
  const recognised = reports?.files.some((file) => file.kind !== null) ?? false;
  useToolUsage("low_inventory_fee_predictor", visitorActed && forecast !== null);

  const [request, setRequest] = useState<{ files: readonly File[]; sample: boolean } | null>(null);
  const reading = useLatestAnswer(
    request,
    (read) => readInWorker(read.files),
    (read, { sample }) => {
      setReports(read);
      setIsSample(sample);
    },
  );

  function loadFiles(files: File[]) {
    setVisitorActed(true);
    setRequest({ files: addFiles(request && !request.sample ? request.files : [], files), sample: false });
  }

  function clearFiles() {
    setRequest(null);
    setReports(null);
    setIsSample(false);
  }

  async function loadSample() {
    const files = await Promise.all(
      Object.values(sampleReports.files).map(
        async (name) => new File([await (await fetch(`/samples/${name}`)).blob()], name),
      ),
    );
    setInputs({ ...emptyPredictorInputs(), ...sampleReports.inputs });
    setRequest({ files, sample: true });
  }

  function changeInputs(next: PredictorInputs) {
    setVisitorActed(true);
    setInputs(next);
  }

  return (
    <div className="space-y-6">
      <FileToolHeading
        title="Low-inventory-level fee predictor"
        privacy="Your reports are read in this browser. Their content is never uploaded or sent to us."
        testId="lil-privacy"
      />

      <FileDropzone
        multiple
        onFiles={loadFiles}
        onSample={() => void loadSample()}
        busy={reading}
        heading="Drop your reports here, several at once or one after another"
        hint="FBA Inventory, Fee Preview, and the Inventory Ledger (detailed view) or All Orders for daily sales: .txt, .tsv or .csv. From the FBA Inventory report, units on hand are its available column only; Amazon also counts units transferring and in processing, so type a SKU that has them below."
        chooseLabel="Choose reports"
        sampleLabel="Try the sample reports"
        accept=".txt,.tsv,.csv,text/plain,text/tab-separated-values,text/csv"
        testIdPrefix="lil"
      />

      {reading && <FileToolBusy testId="lil-reading">Reading your reports...</FileToolBusy>}

      {reports && (
        <>
          <FilesCard files={reports.files} isSample={isSample} onClear={clearFiles} />
          {!recognised && (
            <FileToolError testId="lil-error">
              None of these files is a report the predictor reads. Download the reports named above from Seller Central
              and drop them in, or type one SKU below.
            </FileToolError>
          )}
        </>
      )}

      {forecast && (
        <>
          <SummaryCard
            summary={forecast.summary}
            asOf={settings.asOf}
            hasShipByDates={forecast.rows.some((row) => row.shipBy !== null)}
            onCsv={() => downloadFile(exportFileName(settings.asOf, "csv"), forecastsToCsv(forecast.rows))}
            onCalendar={() =>
              downloadFile(
                exportFileName(settings.asOf, "ics"),
                shipByToIcs(forecast.rows, settings.asOf, new Date()),
                "text/calendar;charset=utf-8",
              )
            }
          />
          <ForecastTable
            rows={rows}
            total={forecast.rows.length}
            filter={filter}
            onFilterChange={setFilter}
            search={search}
            onSearchChange={setSearch}
          />
        </>
      )}

      <SettingsCard inputs={inputs} onChange={changeInputs} issues={issues} />
      <TypedSkuCard inputs={inputs} onChange={changeInputs} />
    </div>
  );
}
