import { cn } from "~/lib/cn";
import type { NumberFieldSpec } from "~/lib/number-text";
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

/**
 * A form's number fields (the free tools' `*-form.ts` specs), in the order of `names`, each drawn from its spec; `vary`
 * changes what depends on the other values (the unit system's suffix, a hint worked out from the category). The
 * text goes back through `set`, as typed.
 */
export function NumberFields<Name extends string>({
  names,
  specs,
  vary,
  values,
  errors,
  set,
  idFor,
}: {
  names: readonly NoInfer<Name>[];
  specs: Readonly<Partial<Record<Name, NumberFieldSpec>>>;
  vary?: Partial<Record<Name, Partial<NumberFieldSpec>>>;
  values: Readonly<Record<Name, string>>;
  errors: Readonly<Partial<Record<Name, string>>>;
  set: (name: Name) => (value: string) => void;
  idFor: (name: Name) => string;
}) {
  return names.map((name) => {
    const spec = { ...specs[name]!, ...vary?.[name] };
    return (
      <NumberField
        key={name}
        id={idFor(name)}
        label={spec.label}
        value={values[name]}
        onChange={set(name)}
        prefix={spec.prefix}
        suffix={spec.suffix}
        optional={spec.optional}
        inputMode={spec.inputMode}
        error={errors[name]}
        hint={spec.hint}
      />
    );
  });
}
