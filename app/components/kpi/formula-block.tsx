import { Sigma } from "lucide-react";
import { Fragment } from "react";
import type { CalculatorInput } from "~/kpi-library/calculator-state";
import { formatValue, unitAdornment, unitName } from "~/kpi-library/format";
import { layoutFormula, type FormulaToken } from "~/kpi-library/formula-display";
import type { KpiUnit } from "~/kpi-library/schema";
import { cn } from "~/lib/cn";

const OPERATOR_GLYPHS: Record<string, string> = { "-": "−", "×": "×", "÷": "÷", "+": "+", "−": "−", "=": "=" };
/** Operators a line may break after: between sums' terms, never inside a product ("2 ×" / "n2"). */
const BREAK_AFTER = new Set(["+", "-", "−", "="]);

/**
 * Terms and operators as spans with no space between them, so a line may only break inside a term; the
 * <wbr> after each additive operator lets a long formula wrap there too (on a narrow screen) instead of
 * overflowing.
 */
function Tokens({ tokens, className }: { tokens: FormulaToken[]; className?: string }) {
  return (
    <span className={className}>
      {tokens.map((token, index) =>
        token.kind === "op" ? (
          <Fragment key={index}>
            <span className="mx-1.5 font-semibold text-brand-700">{OPERATOR_GLYPHS[token.text] ?? token.text}</span>
            {BREAK_AFTER.has(token.text) && <wbr />}
          </Fragment>
        ) : (
          <span key={index}>{token.text}</span>
        ),
      )}
    </span>
  );
}

/** A formula expression typeset inline (terms in ink, operators in brand green); used in lists. */
export function InlineFormula({ expression, className }: { expression: string; className?: string }) {
  const layout = layoutFormula(expression);
  return (
    <span className={cn("text-ink-800", className)}>
      {layout.lhs && (
        <>
          <span className="font-semibold text-ink-900">{layout.lhs}</span>
          <span className="mx-1.5 font-semibold text-brand-700">=</span>
          <wbr />
        </>
      )}
      <Tokens tokens={layout.inline} />
    </span>
  );
}

/** The formula, large: a stacked fraction when it is one division, otherwise a clean inline expression. */
function FormulaDisplay({ expression }: { expression: string }) {
  const layout = layoutFormula(expression);
  return (
    <div aria-hidden>
      <FormulaMain layout={layout} />
      {layout.note && (
        <Tokens
          tokens={layout.note}
          className="mx-auto mt-4 block max-w-xl text-center text-sm leading-6 text-ink-600 sm:text-base"
        />
      )}
    </div>
  );
}

function FormulaMain({ layout }: { layout: ReturnType<typeof layoutFormula> }) {
  return (
    <div className="flex flex-wrap items-center justify-center-safe gap-x-3 gap-y-3 text-center text-base leading-snug font-medium text-ink-900 sm:text-xl">
      {layout.lhs && (
        // Inline, so a name that wraps keeps its "=" after the last word.
        <span className="font-semibold">
          {layout.lhs}
          <span className="ml-3 text-brand-700">=</span>
        </span>
      )}
      {layout.fraction ? (
        // On a narrow screen the fraction gives up width first (from its widest down to its narrowest);
        // a factor that still does not fit beside it moves to the next line.
        <span className="flex flex-wrap items-center justify-center-safe gap-x-1 gap-y-3">
          <span className="inline-flex max-w-max grow basis-[min-content] flex-col items-stretch">
            <Tokens tokens={layout.fraction.numerator} className="border-b-2 border-ink-800 px-2 pb-1.5" />
            <Tokens tokens={layout.fraction.denominator} className="px-2 pt-1.5" />
          </span>
          {layout.fraction.trailing.length > 0 && <Tokens tokens={layout.fraction.trailing} />}
        </span>
      ) : (
        <Tokens tokens={layout.inline} className="max-w-2xl" />
      )}
    </div>
  );
}

export function FormulaBlock({
  expression,
  inputs,
  result,
}: {
  expression: string;
  inputs: readonly CalculatorInput[];
  result: { label: string; unit: KpiUnit };
}) {
  return (
    <section
      aria-labelledby="formula-heading"
      className="overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-ink-100 px-5 py-4 sm:px-6">
        <h2 id="formula-heading" className="flex items-center gap-2 text-lg font-semibold text-ink-900">
          <Sigma className="size-5 text-brand-700" aria-hidden /> Formula
        </h2>
        <p className="text-sm text-ink-500">
          Result: {result.label}
          {result.unit === "score" ? "" : `, in ${unitName(result.unit)}`}
        </p>
      </div>
      {/* The formula wraps at operators; one still too wide for the screen scrolls inside this box, not the page. */}
      <figure className="overflow-x-auto bg-gradient-to-b from-ink-50 to-white px-5 py-8 sm:px-8 sm:py-10">
        <FormulaDisplay expression={expression} />
        <figcaption className="sr-only">{expression}</figcaption>
      </figure>
      <div className="border-t border-ink-100 px-5 py-5 sm:px-6">
        <h3 className="text-sm font-semibold text-ink-900">Where</h3>
        <dl className="mt-3 divide-y divide-ink-100">
          {inputs.map((input) => (
            <div
              key={input.key}
              className="flex flex-col gap-1 py-2.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6"
            >
              <dt className="min-w-0">
                <span className="font-medium text-ink-800">{input.label}</span>
                {input.help && <span className="mt-0.5 block text-sm text-ink-500">{input.help}</span>}
              </dt>
              <dd className="shrink-0">
                <UnitChip unit={input.unit} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

export function UnitChip({ unit }: { unit: KpiUnit }) {
  const { prefix, suffix } = unitAdornment(unit);
  const symbol = prefix ?? (suffix && suffix.length <= 2 ? suffix : null);
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-medium text-ink-700">
      {symbol && <span className="font-semibold text-ink-900">{symbol}</span>}
      {unitName(unit)}
    </span>
  );
}

/** A worked example's inputs and result, formatted by unit. */
export function ExampleValues({
  inputs,
  values,
  result,
  value,
}: {
  inputs: readonly CalculatorInput[];
  values: Readonly<Record<string, number>>;
  result: { label: string; unit: KpiUnit };
  value: number;
}) {
  return (
    <dl className="divide-y divide-ink-100 rounded-xl border border-ink-200 bg-white text-sm">
      {inputs.map((input) => (
        <div key={input.key} className="flex items-baseline justify-between gap-4 px-4 py-2.5">
          <dt className="text-ink-600">{input.label}</dt>
          <dd className="font-medium text-ink-900 tabular-nums">{formatValue(values[input.key] ?? 0, input.unit)}</dd>
        </div>
      ))}
      <div className="flex items-baseline justify-between gap-4 rounded-b-xl bg-brand-50 px-4 py-3">
        <dt className="font-semibold text-brand-900">{result.label}</dt>
        <dd className="text-base font-bold text-brand-800 tabular-nums">{formatValue(value, result.unit)}</dd>
      </div>
    </dl>
  );
}
