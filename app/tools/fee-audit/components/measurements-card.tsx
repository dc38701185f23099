import { Download, FileUp } from "lucide-react";
import { useId, useState, type ChangeEvent, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Field, Input, Select } from "~/components/ui/field";
import { ToolCard } from "~/tools/components/controls";
import { downloadFile } from "~/tools/components/download-file";
import { measurementTemplateCsv, type Measurement } from "~/tools/fee-audit";
import { emptyMeasurementForm, readMeasurementForm, type MeasurementForm } from "./view";

/** The seller's own measurements: a CSV to import, the template, the sample's, or one typed in. */
export function MeasurementsCard({
  skus,
  onAdd,
  onFile,
  onSample,
  unitsForAll,
  onUnitsForAll,
  issues,
  count,
}: {
  skus: string[];
  onAdd: (list: readonly Measurement[], issues: string[]) => void;
  onFile: (file: File) => void;
  onSample: (() => void) | null;
  unitsForAll: string;
  onUnitsForAll: (value: string) => void;
  issues: string[];
  count: number;
}) {
  const id = useId();
  const [form, setForm] = useState<MeasurementForm>(emptyMeasurementForm);
  const [formError, setFormError] = useState<string | null>(null);
  const set = (name: keyof MeasurementForm) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setForm((current) => ({ ...current, [name]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const read = readMeasurementForm(form, skus);
    if (!read.ok) return setFormError(read.message);
    setFormError(null);
    onAdd([read.measurement], []);
  }

  function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) onFile(file);
  }

  return (
    <ToolCard
      title="Your own measurements (optional)"
      description={`See the tier and fee your measurements give and what a re-measurement would save. ${count > 0 ? `${count} SKUs measured.` : ""}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <label className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg bg-white px-3 text-sm font-semibold text-ink-900 shadow-sm ring-1 ring-ink-200 ring-inset hover:bg-ink-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
          <FileUp className="size-4" aria-hidden /> Import measurements CSV
          <input
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            onChange={onFileChosen}
            data-testid="measurements-file"
          />
        </label>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => downloadFile("fee-audit-measurements-template.csv", measurementTemplateCsv)}
        >
          <Download className="size-4" aria-hidden /> Template
        </Button>
        {onSample && (
          <Button variant="ghost" size="sm" onClick={onSample} data-testid="measurements-sample">
            Use sample measurements
          </Button>
        )}
        <div className="ml-auto w-44">
          <Field id={`${id}-units`} label="Units a month, all SKUs" optional>
            <Input
              id={`${id}-units`}
              inputMode="numeric"
              value={unitsForAll}
              onChange={(event) => onUnitsForAll(event.target.value)}
            />
          </Field>
        </div>
      </div>

      <form
        onSubmit={submit}
        className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-9 lg:items-end"
        aria-label="Add a measurement"
      >
        <div className="col-span-2">
          <Field id={`${id}-sku`} label="SKU">
            <Select id={`${id}-sku`} value={form.sku || skus[0] || ""} onChange={set("sku")}>
              {skus.slice(0, 2000).map((sku) => (
                <option key={sku} value={sku}>
                  {sku}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <Field id={`${id}-length`} label="Length">
          <Input id={`${id}-length`} inputMode="decimal" value={form.length} onChange={set("length")} />
        </Field>
        <Field id={`${id}-width`} label="Width">
          <Input id={`${id}-width`} inputMode="decimal" value={form.width} onChange={set("width")} />
        </Field>
        <Field id={`${id}-height`} label="Height">
          <Input id={`${id}-height`} inputMode="decimal" value={form.height} onChange={set("height")} />
        </Field>
        <Field id={`${id}-dunit`} label="Unit">
          <Select id={`${id}-dunit`} value={form.dimensionUnit} onChange={set("dimensionUnit")}>
            <option value="in">in</option>
            <option value="cm">cm</option>
          </Select>
        </Field>
        <Field id={`${id}-weight`} label="Weight">
          <Input id={`${id}-weight`} inputMode="decimal" value={form.weight} onChange={set("weight")} />
        </Field>
        <Field id={`${id}-wunit`} label="Weight unit">
          <Select id={`${id}-wunit`} value={form.weightUnit} onChange={set("weightUnit")}>
            <option value="lb">lb</option>
            <option value="oz">oz</option>
            <option value="g">g</option>
            <option value="kg">kg</option>
          </Select>
        </Field>
        <Field id={`${id}-sku-units`} label="Units a month" optional>
          <Input id={`${id}-sku-units`} inputMode="numeric" value={form.units} onChange={set("units")} />
        </Field>
        <Button type="submit" variant="secondary" size="md" className="col-span-2 sm:col-span-1">
          Add
        </Button>
      </form>
      {formError && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {formError}
        </p>
      )}
      {issues.length > 0 && (
        <ul className="mt-3 space-y-1 text-sm text-amber-800" data-testid="measurement-issues">
          {issues.slice(0, 20).map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </ul>
      )}
    </ToolCard>
  );
}
