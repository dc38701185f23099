import { Calculator } from "lucide-react";
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";
import { trackEvent } from "~/analytics/events";
import { ShareBar } from "~/components/share-bar";
import { useUrlState } from "~/components/shareable-url";
import { buttonClasses } from "~/components/ui/button";
import { NumberField } from "~/components/ui/number-field";
import {
  checkField,
  clearCalculatorQuery,
  defaultValues,
  evaluate,
  readCalculatorQuery,
  sameValues,
  writeCalculatorQuery,
  type CalculatorInput,
  type CalculatorValues,
} from "~/kpi-library/calculator-state";
import { formatValue, unitAdornment } from "~/kpi-library/format";
import { loadFormula } from "~/kpi-library/formula-lookup";
import type { KpiCompute, KpiUnit } from "~/kpi-library/schema";

export type KpiCalculatorProps = {
  slug: string;
  category: string;
  /** Short name for the heading ("ACoS"). */
  title: string;
  inputs: readonly CalculatorInput[];
  result: { label: string; unit: KpiUnit };
  /** The worked example's inputs (the defaults) and its computed result (shown before the formula code loads). */
  example: Readonly<Record<string, number>>;
  exampleValue: number;
};

/**
 * A calculator generated from a KPI formula's inputs. The prerendered HTML shows the worked example and its result;
 * in the browser the formula's code loads (only this KPI's category), fields validate as you type, the URL keeps
 * the values (`?v=1&adSpend=1240&adSales=4960`, replaced, not pushed) and a shared link restores them.
 */
export function KpiCalculator({ slug, category, title, inputs, result, example, exampleValue }: KpiCalculatorProps) {
  const idPrefix = useId();
  const defaults = useMemo(() => defaultValues(inputs, example), [inputs, example]);
  const parse = useCallback((search: string) => readCalculatorQuery(search, inputs, defaults), [inputs, defaults]);
  const serialize = useCallback(
    (values: CalculatorValues, keep: string) => writeCalculatorQuery(values, inputs, keep),
    [inputs],
  );
  const clear = useCallback((search: string) => clearCalculatorQuery(search, inputs), [inputs]);
  // `edited` is set by the visitor's own edits; URL restores and resets do not count.
  const typedBefore = useMemo(
    () => ({
      rootId: "calculator",
      fieldOf: (name: string) => (inputs.some((input) => input.key === name) ? name : null),
    }),
    [inputs],
  );
  const {
    values,
    update,
    edited,
    reset: resetValues,
    copyLink,
    copyState,
  } = useUrlState({ defaults, parse, serialize, clear, typedBefore });
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [compute, setCompute] = useState<KpiCompute | null>(null);
  const [formulaMissing, setFormulaMissing] = useState(false);
  const tracked = useRef(false);

  // Load this KPI's compute function (a small per-category chunk).
  useEffect(() => {
    let active = true;
    loadFormula(category, slug).then(
      (formula) => {
        if (!active) return;
        if (formula) setCompute(() => formula.compute);
        else setFormulaMissing(true);
      },
      () => active && setFormulaMissing(true),
    );
    return () => {
      active = false;
    };
  }, [category, slug]);

  const checks = useMemo(
    () => Object.fromEntries(inputs.map((input) => [input.key, checkField(input, values[input.key] ?? "")])),
    [inputs, values],
  );
  const allValid = inputs.every((input) => checks[input.key]?.ok);

  let outcome:
    { state: "result"; value: number } | { state: "invalid" } | { state: "pending" } | { state: "unavailable" };
  if (!allValid) outcome = { state: "invalid" };
  else if (compute) {
    const evaluation = evaluate(compute, values, inputs);
    outcome = evaluation.ok ? { state: "result", value: evaluation.value } : { state: "unavailable" };
  } else if (sameValues(values, defaults, inputs)) outcome = { state: "result", value: exampleValue };
  else outcome = formulaMissing ? { state: "unavailable" } : { state: "pending" };

  // One free_tool_usage event per page view: the first time the visitor's own input produces a result.
  const hasResult = outcome.state === "result";
  useEffect(() => {
    if (!edited || !hasResult || tracked.current) return;
    tracked.current = true;
    trackEvent("free_tool_usage", { tool: "kpi_calculator", kpi: slug });
  }, [edited, hasResult, slug]);

  function change(key: string, raw: string) {
    update((current) => ({ ...current, [key]: raw }));
  }

  function reset() {
    resetValues();
    setTouched({});
  }

  const headingId = `${idPrefix}-heading`;
  const resultId = `${idPrefix}-result`;
  return (
    <section
      id="calculator"
      aria-labelledby={headingId}
      className="overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-sm"
    >
      <div className="border-b border-ink-100 bg-ink-50/70 px-5 py-4 sm:px-6">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-ink-900">
          <Calculator className="size-5 text-brand-700" aria-hidden /> {title} calculator
        </h2>
        <p className="mt-1 text-sm text-ink-600">
          Pre-filled with the worked example. Change any value; the result updates as you type.
        </p>
      </div>
      <form
        className="space-y-4 px-5 py-5 sm:px-6"
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          document.getElementById(resultId)?.focus();
        }}
      >
        {inputs.map((input) => {
          const id = `${idPrefix}-${input.key}`;
          const check = checks[input.key];
          const error =
            check && !check.ok && (check.reason !== "empty" || touched[input.key]) ? check.message : undefined;
          return (
            <NumberField
              key={input.key}
              id={id}
              name={input.key}
              label={input.label}
              hint={input.help}
              error={error}
              {...unitAdornment(input.unit)}
              // A phone's decimal keypad has no minus sign, so fields that may be negative take text.
              inputMode={input.min !== undefined && input.min >= 0 ? "decimal" : "text"}
              value={values[input.key] ?? ""}
              onChange={(raw) => change(input.key, raw)}
              onBlur={() => setTouched((current) => ({ ...current, [input.key]: true }))}
            />
          );
        })}
        {/* The result follows the typing; the button (or Enter) takes the focus to it, and makes the form complete. */}
        <button type="submit" className={buttonClasses("secondary", "sm")}>
          Show the result
        </button>
      </form>
      <div className="px-5 pb-5 sm:px-6">
        <div
          id={resultId}
          tabIndex={-1}
          className="rounded-xl bg-brand-800 px-5 py-4 text-white focus:outline-2 focus:outline-offset-2 focus:outline-brand-600"
          aria-live="polite"
          aria-atomic="true"
        >
          <p className="text-sm font-medium text-brand-100">{result.label}</p>
          {outcome.state === "result" ? (
            <p className="mt-1 text-3xl font-bold tracking-tight tabular-nums sm:text-4xl" data-testid="kpi-result">
              {formatValue(outcome.value, result.unit)}
            </p>
          ) : (
            <p className="mt-1 text-base font-medium text-brand-50" data-testid="kpi-result">
              {outcome.state === "invalid"
                ? "Fix the highlighted values to see the result."
                : outcome.state === "pending"
                  ? "Calculating…"
                  : "This result can't be calculated with these values."}
            </p>
          )}
        </div>
        <div className="mt-4">
          <ShareBar onCopy={copyLink} onReset={reset} copyState={copyState} resetLabel="Reset to example" />
        </div>
      </div>
    </section>
  );
}
