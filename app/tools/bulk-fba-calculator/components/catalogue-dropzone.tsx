import { FileUp } from "lucide-react";
import { useState, type ChangeEvent, type DragEvent } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/** Where the catalogue comes in: dropped, chosen, or the shipped sample. */
export function CatalogueDropzone({ onFile, onSample, busy }: { onFile: (file: File) => void; onSample: () => void; busy: boolean }) {
  const [dragging, setDragging] = useState(false);

  function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) onFile(file);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  }

  return (
    <div
      className={cn("rounded-2xl border-2 border-dashed bg-white p-6 text-center transition-colors sm:p-8", dragging ? "border-brand-500 bg-brand-50" : "border-ink-300")}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="bulk-dropzone"
    >
      <FileUp className="mx-auto size-8 text-ink-400" aria-hidden />
      <p className="mt-2 font-semibold text-ink-900">Drop your catalogue here</p>
      <p className="mt-1 text-sm text-ink-600">A CSV file or an Excel workbook (.xlsx, first sheet), one product per row, up to 100,000 rows and more.</p>
      <div className="mt-4 flex flex-wrap items-center justify-center gap-2">
        <label className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600">
          Choose a file
          <input type="file" accept=".csv,.txt,.tsv,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" className="sr-only" onChange={onFileChosen} disabled={busy} data-testid="bulk-file" />
        </label>
        <Button variant="secondary" size="md" onClick={onSample} disabled={busy} data-testid="bulk-sample">
          Try the sample catalogue
        </Button>
        <a href={SAMPLE_CATALOGUE_URL} download className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
          Download the template
        </a>
      </div>
    </div>
  );
}

/** The shipped sample (invented SKUs), also the template a seller can fill in. */
export const SAMPLE_CATALOGUE_URL = "/samples/bulk-fba-calculator-sample.csv";
