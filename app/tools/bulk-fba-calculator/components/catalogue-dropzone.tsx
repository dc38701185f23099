import { FileDropzone } from "~/tools/components/file-dropzone";

/** The shipped sample (invented SKUs), also the template a seller can fill in. */
export const SAMPLE_CATALOGUE_URL = "/samples/bulk-fba-calculator-sample.csv";

/** Where the catalogue comes in: dropped, chosen, or the shipped sample. */
export function CatalogueDropzone({
  onFile,
  onSample,
  busy,
}: {
  onFile: (file: File) => void;
  onSample: () => void;
  busy: boolean;
}) {
  return (
    <FileDropzone
      onFile={onFile}
      onSample={onSample}
      busy={busy}
      heading="Drop your catalogue here"
      hint="A CSV file or an Excel workbook (.xlsx, first sheet), one product per row; 100,000 rows and more are fine."
      chooseLabel="Choose a file"
      sampleLabel="Try the sample catalogue"
      accept=".csv,.txt,.tsv,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
      testIdPrefix="bulk"
    >
      <a
        href={SAMPLE_CATALOGUE_URL}
        download
        className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        Download the template
      </a>
    </FileDropzone>
  );
}
