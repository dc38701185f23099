import { startTransition, useCallback, useDeferredValue, useEffect, useMemo, useState } from "react";
import type { SizeTierId } from "~/fba-fees";
import { toIsoDate } from "~/lib/dates";
import { formatNumber } from "~/lib/format";
import { ORDERS_REFRESH } from "~/product/model";
import { site } from "~/settings/site";
import type { BulkOverview } from "~/tools/bulk-fba-calculator/bulk-session";
import type { BulkFilter, BulkSort } from "~/tools/bulk-fba-calculator/table-view";
import { TrialCta } from "~/tools/components/controls";
import { downloadFile } from "~/tools/components/download-file";
import { FileToolBusy, FileToolError, FileToolHeading } from "~/tools/components/file-tool-parts";
import { useLatestAnswer, useToolUsage } from "~/tools/components/tool-hooks";
import { catalogueCsv, loadCatalogue, repriceCatalogue, viewCatalogue, type BulkOutcome } from "./bulk-in-worker";
import { CatalogueDropzone, SAMPLE_CATALOGUE_URL } from "./catalogue-dropzone";
import { ProblemsCard } from "./problems-card";
import { ResultsTable, type TableView } from "./results-table";
import { BulkSummaryCard } from "./summary-card";

type Loaded = { fileName: string; isSample: boolean; result: BulkOverview };
/** A catalogue to price in the worker (a file, the sample, or the one loaded at another date), and where it came from. */
type Pricing = { price: () => Promise<BulkOutcome>; fileName: string; isSample: boolean };

/**
 * The bulk FBA calculator (a gated tool): a catalogue read and priced in a Web Worker in this browser, a summary,
 * the rows not priced, a virtualised table and the CSV export. The logic is in app/tools/bulk-fba-calculator.
 */
export function BulkFbaCalculatorTool() {
  const [date, setDate] = useState(() => toIsoDate(new Date()));
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [filter, setFilter] = useState<BulkFilter>("all");
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<BulkSort>({ key: "line", descending: false });
  useToolUsage("bulk_fba_calculator", loaded !== null && !loaded.isSample);

  const deferredSearch = useDeferredValue(search);
  // The rows stay in the worker: it filters and sorts them, and the table asks it for the rows in view.
  const [view, setView] = useState<TableView | null>(null);
  useEffect(() => {
    if (!loaded) return;
    let live = true;
    void viewCatalogue({ filter, search: deferredSearch, sort }).then(
      (next) => live && startTransition(() => setView(next)),
    );
    return () => {
      live = false;
    };
  }, [loaded, filter, deferredSearch, sort]);
  const tiers = useMemo(() => (loaded ? (Object.keys(loaded.result.summary.byTier) as SizeTierId[]) : []), [loaded]);

  const [pricing, setPricing] = useState<Pricing | null>(null);
  const busy = useLatestAnswer(
    pricing,
    (request) => request.price(),
    (outcome, { fileName, isSample }) => {
      if (outcome.ok) {
        setLoaded({ fileName, isSample, result: outcome.overview });
      } else {
        setLoaded(null);
        setError(outcome.message);
      }
    },
  );
  // Stable (state setters only), so the memoised summary card is not re-rendered by a sort or a search.
  const price = useCallback((request: Pricing) => {
    setError(null);
    setPricing(request);
  }, []);

  function loadFile(file: File) {
    price({ price: () => loadCatalogue(file, date), fileName: file.name, isSample: false });
  }

  async function loadSample() {
    const sample = await (await fetch(SAMPLE_CATALOGUE_URL)).blob();
    price({ price: () => loadCatalogue(sample, date), fileName: "bulk-fba-calculator-sample.csv", isSample: true });
  }

  const changeDate = useCallback(
    (next: string) => {
      setDate(next);
      if (loaded) price({ price: () => repriceCatalogue(next), fileName: loaded.fileName, isSample: loaded.isSample });
    },
    [loaded, price],
  );

  const exportCsv = useCallback(async () => {
    setExporting(true);
    const file = await catalogueCsv();
    setExporting(false);
    const base = loaded?.fileName.replace(/\.[a-z]+$/i, "") || "catalogue";
    if (file) downloadFile(`${base}-fba-fees-${date}.csv`, file);
  }, [loaded, date]);
  const onExport = useCallback(() => void exportCsv(), [exportCsv]);

  return (
    <div className="space-y-6">
      <FileToolHeading
        title="Bulk FBA calculator"
        privacy="Your file is read and priced in this browser. Its content is never uploaded or sent to us."
        testId="bulk-privacy"
      />

      <CatalogueDropzone onFile={loadFile} onSample={() => void loadSample()} busy={busy} />

      {error && <FileToolError testId="bulk-error">{error}</FileToolError>}

      {busy && <FileToolBusy testId="bulk-busy">Pricing your catalogue...</FileToolBusy>}

      {loaded && (
        <>
          <BulkSummaryCard
            title={loaded.isSample ? "Sample catalogue (invented SKUs)" : `Results for ${loaded.fileName}`}
            result={loaded.result}
            date={date}
            onDateChange={changeDate}
            onExport={onExport}
            exporting={exporting}
          />
          <ProblemsCard
            problems={loaded.result.problems}
            problemCount={loaded.result.problemCount}
            badRows={loaded.result.summary.badRows}
          />
          <ResultsTable
            view={view}
            total={loaded.result.summary.priced}
            tiers={tiers}
            hasOwnFulfillment={loaded.result.hasOwnFulfillment}
            filter={filter}
            onFilterChange={setFilter}
            search={search}
            onSearchChange={setSearch}
            sort={sort}
            onSortChange={setSort}
          />
          <p className="text-xs text-ink-500">{`Fees from ${formatNumber(loaded.result.summary.priced)} rows on ${loaded.result.cardNames[0] ?? ""}${loaded.result.cardNames.length > 1 ? " and other cards by each row's date" : ""}.`}</p>
          <TrialCta
            title={`Your real fees per SKU, ${ORDERS_REFRESH}`}
            body={`${site.brandName} reads Amazon's financial events ${ORDERS_REFRESH} and shows each SKU's fees and profit.`}
          />
        </>
      )}
    </div>
  );
}
