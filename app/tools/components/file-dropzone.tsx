import { FileUp } from "lucide-react";
import { useState, type ChangeEvent, type DragEvent, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";

export interface FileDropzoneProps {
  onFile: (file: File) => void;
  onSample: () => void;
  /** While a file is being read: choosing another or the sample waits. */
  busy?: boolean;
  heading: string;
  hint: string;
  chooseLabel: string;
  sampleLabel: string;
  accept: string;
  /** Prefix of the test ids: `<prefix>-dropzone`, `<prefix>-file`, `<prefix>-sample`. */
  testIdPrefix: string;
  /** After the buttons, such as a template to download. */
  children?: ReactNode;
}

/** Where a tool's file comes in: dropped, chosen, or the tool's shipped sample. Nothing leaves the browser. */
export function FileDropzone({
  onFile,
  onSample,
  busy = false,
  heading,
  hint,
  chooseLabel,
  sampleLabel,
  accept,
  testIdPrefix,
  children,
}: FileDropzoneProps) {
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
      className={cn(
        "rounded-2xl border-2 border-dashed bg-white p-6 text-center transition-colors sm:p-8",
        dragging ? "border-brand-500 bg-brand-50" : "border-ink-300",
      )}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid={`${testIdPrefix}-dropzone`}
    >
      <FileUp className="mx-auto size-8 text-ink-400" aria-hidden />
      <p className="mt-2 font-semibold text-ink-900">{heading}</p>
      <p className="mt-1 text-sm text-ink-600">{hint}</p>
      <div className="mt-4 flex flex-wrap items-center justify-center gap-2">
        <label className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600">
          {chooseLabel}
          <input
            type="file"
            accept={accept}
            className="sr-only"
            onChange={onFileChosen}
            disabled={busy}
            data-testid={`${testIdPrefix}-file`}
          />
        </label>
        <Button variant="secondary" size="md" onClick={onSample} disabled={busy} data-testid={`${testIdPrefix}-sample`}>
          {sampleLabel}
        </Button>
        {children}
      </div>
    </div>
  );
}
