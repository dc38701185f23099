import { FileUp } from "lucide-react";
import { useState, type ChangeEvent, type DragEvent, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";

export interface FileDropzoneProps {
  /** The file chosen or dropped; with `multiple`, every file at once goes to `onFiles` instead. */
  onFile?: (file: File) => void;
  onFiles?: (files: File[]) => void;
  multiple?: boolean;
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
  onFiles,
  multiple = false,
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

  function take(files: File[]) {
    if (files.length === 0) return;
    if (multiple) onFiles?.(files);
    else onFile?.(files[0]!);
  }

  function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    // Copied before the input is cleared (clearing it empties its FileList), so the same file can be chosen again.
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    take(files);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    take([...event.dataTransfer.files]);
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
            multiple={multiple}
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
