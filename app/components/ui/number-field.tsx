import { cn } from "~/lib/cn";
import { Field, Input } from "./field";

/**
 * A number typed as text (the free tools, the KPI calculators): a labelled input with its unit drawn inside it,
 * "$" before or "%", "in", "days" after, and the error or hint tied to it for screen readers. The text is kept as
 * typed; the caller parses it (lib/number-text.ts). `inputMode` picks the phone keyboard: "numeric" for whole
 * numbers, "text" where a minus sign must be typable.
 */
export function NumberField({
  id,
  name = id,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  prefix,
  suffix,
  optional,
  inputMode = "decimal",
  placeholder,
}: {
  id: string;
  name?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
  prefix?: string;
  suffix?: string;
  optional?: boolean;
  inputMode?: "decimal" | "numeric" | "text";
  placeholder?: string;
}) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <Field id={id} label={label} hint={hint} error={error} optional={optional}>
      <div className="relative">
        {prefix && (
          <span className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3 text-sm font-medium text-ink-500">
            {prefix}
          </span>
        )}
        <Input
          id={id}
          name={name}
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn("tabular-nums", prefix && "pl-7", suffix && (suffix.length <= 2 ? "pr-10" : "pr-16"))}
        />
        {suffix && (
          <span className="pointer-events-none absolute inset-y-0 right-0 flex items-center pr-3 text-sm font-medium text-ink-500">
            {suffix}
          </span>
        )}
      </div>
    </Field>
  );
}
