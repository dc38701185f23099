import { AlertTriangle, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClasses } from "~/components/ui/button";
import { Field, Select } from "~/components/ui/field";
import { cn } from "~/lib/cn";

export { Pill } from "./pill";

/** Shared building blocks of the free tools: selects, segmented toggles, cards, stats, the trial call to action, the card of inputs to fix. (Number fields: ui/number-field.tsx; Copy link and Reset: share-bar.tsx.) */

export function SelectField({
  id,
  label,
  value,
  onChange,
  options,
  hint,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  hint?: string;
  error?: string;
}) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <Select
        id={id}
        name={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** Two or three mutually exclusive choices as native radios (keyboard and screen-reader friendly). */
export function Segmented<T extends string>({
  name,
  legend,
  value,
  options,
  onChange,
  showLegend = false,
  size = "md",
}: {
  name: string;
  legend: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  showLegend?: boolean;
  size?: "sm" | "md";
}) {
  return (
    <fieldset>
      <legend className={showLegend ? "mb-1.5 block text-sm font-medium text-ink-800" : "sr-only"}>{legend}</legend>
      <div className="inline-flex rounded-lg bg-ink-100 p-1 ring-1 ring-ink-200 ring-inset">
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              className={cn(
                "cursor-pointer rounded-md font-medium whitespace-nowrap transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600",
                size === "sm" ? "px-2.5 py-1 text-xs" : "px-3 py-1.5 text-sm",
                checked ? "bg-white text-ink-900 shadow-sm" : "text-ink-600 hover:text-ink-900",
              )}
            >
              <input
                type="radio"
                className="sr-only"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
              />
              {option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

export function ToolCard({
  title,
  description,
  action,
  children,
  className,
  headingLevel = "h3",
}: {
  title?: string;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  headingLevel?: "h2" | "h3";
}) {
  const Heading = headingLevel;
  return (
    <div className={cn("rounded-2xl border border-ink-200 bg-white p-5 shadow-sm sm:p-6", className)}>
      {(title || action) && (
        <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
          <div>
            {title && <Heading className="text-base font-semibold text-ink-900">{title}</Heading>}
            {description && <p className="mt-0.5 text-sm text-ink-500">{description}</p>}
          </div>
          {action}
        </div>
      )}
      {children}
    </div>
  );
}

export function Stat({
  label,
  value,
  detail,
  tone = "default",
  testId,
}: {
  label: string;
  value: string;
  detail?: ReactNode;
  tone?: "default" | "good" | "bad";
  testId?: string;
}) {
  return (
    <div className="rounded-xl bg-ink-50 px-4 py-3 ring-1 ring-ink-100 ring-inset">
      <dt className="text-xs font-medium text-ink-500">{label}</dt>
      <dd
        className={cn(
          "mt-1 text-xl font-semibold tracking-tight tabular-nums",
          tone === "good" ? "text-brand-700" : tone === "bad" ? "text-red-700" : "text-ink-900",
        )}
        data-testid={testId}
      >
        {value}
      </dd>
      {detail && <dd className="mt-0.5 text-xs text-ink-500">{detail}</dd>}
    </div>
  );
}

/** The free-trial call to action every tool carries. */
export function TrialCta({ title, body }: { title: string; body: string }) {
  return (
    <div className="flex flex-col gap-4 rounded-2xl bg-ink-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between">
      <div className="flex gap-3">
        <Sparkles className="mt-0.5 size-5 shrink-0 text-brand-300" aria-hidden />
        <div>
          <p className="font-semibold">{title}</p>
          <p className="mt-1 text-sm text-ink-300">{body}</p>
        </div>
      </div>
      <a href="/signup" className={buttonClasses("primary", "md", "shrink-0")}>
        Start free trial
      </a>
    </div>
  );
}

/** Errors as a list of links to their fields (shown where the result would be). */
function FixList({
  errors,
  labels,
  idFor,
}: {
  errors: Record<string, string | undefined>;
  labels: Record<string, string>;
  idFor: (name: string) => string;
}) {
  const entries = Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1]));
  if (entries.length === 0) return null;
  return (
    <ul className="mt-3 space-y-1.5 text-sm">
      {entries.map(([name, message]) => (
        <li key={name}>
          <a
            href={`#${idFor(name)}`}
            className="font-medium text-red-800 underline underline-offset-2 hover:text-red-900"
          >
            {labels[name] ?? name}
          </a>
          <span className="text-ink-700">: {message}</span>
        </li>
      ))}
    </ul>
  );
}

/** Shown in place of a tool's results while some inputs are invalid: what to fix, with links to the fields. */
export function InvalidInputsCard(props: {
  errors: Record<string, string | undefined>;
  labels: Record<string, string>;
  idFor: (name: string) => string;
}) {
  return (
    <div className="rounded-2xl border border-red-200 bg-white p-6 shadow-sm" aria-live="polite">
      <p className="flex items-center gap-2 font-semibold text-red-800">
        <AlertTriangle className="size-5" aria-hidden /> Fix these to see the result
      </p>
      <FixList {...props} />
    </div>
  );
}
