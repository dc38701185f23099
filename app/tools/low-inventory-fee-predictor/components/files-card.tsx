import { ReadFilesCard } from "~/tools/components/file-tool-parts";
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
    <ReadFilesCard
      files={files.map((file, position) => ({ key: `${file.name}-${position}`, ...fileSummary(file) }))}
      sampleTitle="Sample reports (invented SKUs, for trying the tool)"
      isSample={isSample}
      onClear={onClear}
      testId="lil"
    />
  );
}
