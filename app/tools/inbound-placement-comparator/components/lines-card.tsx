import { Download, Plus, Trash2 } from "lucide-react";
import { memo, useCallback } from "react";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import { NumberField } from "~/components/ui/number-field";
import { SelectField, ToolCard } from "~/tools/components/controls";
import { FileDropzone } from "~/tools/components/file-dropzone";
import { FileToolBusy } from "~/tools/components/file-tool-parts";
import {
  emptyLine,
  lineFieldLabels,
  lineTierLabels,
  type ComparatorErrors,
  type LineFieldName,
  type LineValues,
} from "~/tools/inbound-placement-comparator/comparator-form";
import { MAX_LINES } from "~/tools/inbound-placement-comparator/placement-comparison";
import type { ReadShipment } from "~/tools/inbound-placement-comparator/shipment-csv";
import { idFor, lineErrors, lineIdFor } from "./view";

const sizeFields = ["length", "width", "height"] as const;
const cartonFields = ["cartonLength", "cartonWidth", "cartonHeight", "cartonWeight"] as const;

type LineFieldsProps = {
  line: LineValues;
  index: number;
  errors: Partial<Record<LineFieldName, string>>;
  onChange: (index: number, field: LineFieldName, value: string) => void;
  onRemove: ((index: number) => void) | null;
};

const sameErrors = (a: LineFieldsProps["errors"], b: LineFieldsProps["errors"]) =>
  Object.keys(a).length === Object.keys(b).length &&
  (Object.keys(a) as LineFieldName[]).every((field) => a[field] === b[field]);

/**
 * One line's fields. Memoised: typing in one line of a long shipment re-renders that line only (100 lines are 1,200
 * fields; re-rendering them all on each keystroke took over a second on a 4x-slow CPU).
 */
const LineFields = memo(
  function LineFields({ line, index, errors, onChange, onRemove }: LineFieldsProps) {
    const number = (field: LineFieldName, label: string, suffix?: string, inputMode?: "numeric") => (
      <NumberField
        id={lineIdFor(index, field)}
        label={label}
        value={line[field]}
        onChange={(value) => onChange(index, field, value)}
        suffix={suffix}
        inputMode={inputMode}
        error={errors[field]}
      />
    );
    const byTier = line.tier !== "";
    const hasCarton = cartonFields.some((field) => line[field] !== "") || cartonFields.some((field) => errors[field]);
    return (
      <fieldset className="rounded-xl border border-ink-200 p-4" data-testid="placement-line">
        <legend className="px-1 text-sm font-semibold text-ink-900">
          Line {index + 1}
          {line.sku.trim() && `: ${line.sku.trim()}`}
        </legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <div className="col-span-2">
            <Field id={lineIdFor(index, "sku")} label={lineFieldLabels.sku} error={errors.sku}>
              <Input
                id={lineIdFor(index, "sku")}
                value={line.sku}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => onChange(index, "sku", event.target.value)}
                aria-invalid={errors.sku ? true : undefined}
                aria-describedby={errors.sku ? `${lineIdFor(index, "sku")}-error` : undefined}
              />
            </Field>
          </div>
          <div className="col-span-2">
            <SelectField
              id={lineIdFor(index, "tier")}
              label={lineFieldLabels.tier}
              value={line.tier}
              onChange={(value) => onChange(index, "tier", value)}
              options={Object.entries(lineTierLabels).map(([value, label]) => ({ value, label }))}
              error={errors.tier}
            />
          </div>
          <div className="sm:col-span-2">{number("units", lineFieldLabels.units, undefined, "numeric")}</div>
          <div className="sm:col-span-2">
            {number("unitsPerCarton", lineFieldLabels.unitsPerCarton, undefined, "numeric")}
          </div>
          {!byTier && sizeFields.map((field) => <div key={field}>{number(field, lineFieldLabels[field], "in")}</div>)}
          {number("weight", byTier ? "Shipping weight" : "Unit weight", "lb")}
        </div>
        <details className="mt-3" open={hasCarton}>
          <summary className="cursor-pointer text-sm font-medium text-brand-800">
            Carton size and weight (optional, for the shipment's weight and volume)
          </summary>
          <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {cartonFields.map((field) => (
              <div key={field}>{number(field, lineFieldLabels[field], field === "cartonWeight" ? "lb" : "in")}</div>
            ))}
          </div>
        </details>
        {onRemove && (
          <div className="mt-3 flex justify-end">
            <Button variant="ghost" size="sm" onClick={() => onRemove(index)}>
              <Trash2 className="size-4" aria-hidden /> Remove line {index + 1}
            </Button>
          </div>
        )}
      </fieldset>
    );
  },
  (before, after) =>
    before.line === after.line &&
    before.index === after.index &&
    before.onChange === after.onChange &&
    before.onRemove === after.onRemove &&
    sameErrors(before.errors, after.errors),
);

/** The shipment's lines: typed here, or dropped as a CSV (read in a worker, never uploaded). */
export function LinesCard({
  lines,
  errors,
  onLines,
  onFile,
  onExample,
  onDownloadLines,
  reading,
  read,
}: {
  lines: readonly LineValues[];
  errors: ComparatorErrors;
  /** Changes the lines from the latest ones (stable: the memoised lines keep their callbacks). */
  onLines: (change: (lines: readonly LineValues[]) => LineValues[]) => void;
  onFile: (file: File) => void;
  onExample: () => void;
  onDownloadLines: () => void;
  reading: boolean;
  read: { name: string; result: ReadShipment } | null;
}) {
  const change = useCallback(
    (index: number, field: LineFieldName, value: string) =>
      onLines((current) => current.map((line, at) => (at === index ? { ...line, [field]: value } : line))),
    [onLines],
  );
  const remove = useCallback(
    (index: number) => onLines((current) => current.filter((_, at) => at !== index)),
    [onLines],
  );
  return (
    <ToolCard title="Lines" description="One per SKU: its units, how many to a carton, and its size or size tier">
      <div className="space-y-4">
        {lines.map((line, index) => (
          <LineFields
            // Lines have no identity of their own; their place is theirs.
            key={index}
            line={line}
            index={index}
            errors={lineErrors(errors, index)}
            onChange={change}
            onRemove={lines.length > 1 ? remove : null}
          />
        ))}
        {errors.lines && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors.lines}
          </p>
        )}
        <Button
          id={idFor("add-line")}
          variant="secondary"
          size="sm"
          onClick={() => onLines((current) => [...current, { ...emptyLine }])}
          disabled={lines.length >= MAX_LINES}
        >
          <Plus className="size-4" aria-hidden /> Add a line
        </Button>
        <FileDropzone
          onFile={onFile}
          onSample={onExample}
          busy={reading}
          heading="Or drop a CSV of the lines"
          hint="Columns sku, units, units_per_carton, length_in, width_in, height_in and weight_lb (or size_tier and weight_lb); the carton's size and weight optional. Read in this browser, never uploaded."
          chooseLabel="Choose a CSV"
          sampleLabel="Use the example shipment"
          accept=".csv,text/csv,text/plain"
          testIdPrefix="placement"
        >
          <Button variant="ghost" size="md" onClick={onDownloadLines} data-testid="placement-download-lines">
            <Download className="size-4" aria-hidden /> These lines as CSV
          </Button>
        </FileDropzone>
        {reading && <FileToolBusy testId="placement-reading">Reading the file...</FileToolBusy>}
        {read && (
          <div role="status" className="text-sm text-ink-700" data-testid="placement-read">
            <p>
              {read.name}: {read.result.lines.length} line{read.result.lines.length === 1 ? "" : "s"} read.
            </p>
            {read.result.problems.length > 0 && (
              <ul className="mt-1 list-disc space-y-1 pl-5 text-red-800">
                {read.result.problems.map((problem) => (
                  <li key={`${problem.line}-${problem.message}`}>
                    {problem.line > 0 ? `Line ${problem.line}: ` : ""}
                    {problem.message}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </ToolCard>
  );
}
