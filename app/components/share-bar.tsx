import { Check, Link2, RotateCcw } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { CopyState } from "./shareable-url";

/** "Copy link" and "Reset" for values kept in the address (useUrlState), with the copy's outcome announced. */
export function ShareBar({
  onCopy,
  onReset,
  copyState,
  resetLabel = "Reset",
}: {
  onCopy: () => void;
  onReset: () => void;
  copyState: CopyState;
  resetLabel?: string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" size="sm" onClick={onCopy}>
        {copyState === "copied" ? (
          <Check className="size-4 text-brand-700" aria-hidden />
        ) : (
          <Link2 className="size-4" aria-hidden />
        )}
        Copy link
      </Button>
      <Button variant="ghost" size="sm" onClick={onReset}>
        <RotateCcw className="size-4" aria-hidden /> {resetLabel}
      </Button>
      <span role="status" className="text-sm text-ink-600">
        {copyState === "copied"
          ? "Link copied"
          : copyState === "failed"
            ? "Copy the address bar to share these values"
            : ""}
      </span>
    </div>
  );
}
