import { CircleCheck, TriangleAlert, X } from "lucide-react";
import { Button } from "~/components/ui/button";
import { ToolCard } from "~/tools/components/controls";
import type { ReadFile } from "~/tools/low-inventory-fee-predictor";
import { fileSummary } from "./view";

/** Each dropped file: the report it was read as and its rows, or what it looked like when it was not recognised. */
export function FilesCard({
  files,
  isSample,
  onClear,
}: {
  files: readonly ReadFile[];
  isSample: boolean;
  onClear: () => void;
}) {
  return (
    <ToolCard
      title={isSample ? "Sample reports (invented SKUs, for trying the tool)" : "Files read"}
      description="Each report is recognised by its header row, whatever its name. Drop more to add them."
      action={
        <Button variant="secondary" size="sm" onClick={onClear} data-testid="lil-clear">
          <X className="size-4" aria-hidden /> Clear files
        </Button>
      }
    >
      <ul className="space-y-2 text-sm" data-testid="lil-files">
        {files.map((file, position) => {
          const { text, recognised } = fileSummary(file);
          return (
            <li
              key={`${file.name}-${position}`}
              className={
                recognised ? "flex items-start gap-2 text-ink-700" : "flex items-start gap-2 font-medium text-red-800"
              }
              data-testid={recognised ? "lil-file-read" : "lil-file-unknown"}
            >
              {recognised ? (
                <CircleCheck className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
              ) : (
                <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
              )}
              <span className="min-w-0 break-words">{text}</span>
            </li>
          );
        })}
      </ul>
    </ToolCard>
  );
}
