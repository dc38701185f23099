import { FileDropzone } from "~/tools/components/file-dropzone";

/** Where the Fee Preview report comes in: dropped, chosen, or the shipped sample. */
export function ReportDropzone({ onFile, onSample }: { onFile: (file: File) => void; onSample: () => void }) {
  return (
    <FileDropzone
      onFile={onFile}
      onSample={onSample}
      heading="Drop your Fee Preview report here"
      hint="The tab-separated .txt file from Seller Central or the SP-API, any size."
      chooseLabel="Choose the report"
      sampleLabel="Try the sample report"
      accept=".txt,.tsv,.csv,text/plain,text/tab-separated-values,text/csv"
      testIdPrefix="fee-audit"
    />
  );
}
