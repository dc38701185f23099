import { FileUp } from "lucide-react";
import { useState, type ChangeEvent, type DragEvent } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/** Where the Fee Preview report comes in: dropped, chosen, or the shipped sample. */
export function ReportDropzone({ onFile, onSample }: { onFile: (file: File) => void; onSample: () => void }) {
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
        <Button variant="secondary" size="md" onClick={onSample} data-testid="fee-audit-sample">
          Try the sample report
        </Button>
      </div>
    </div>
  );
}
