import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

/**
 * Props for a react-hook-form control inside <Field>: its id, and the error wiring screen readers need
 * (aria-invalid, aria-describedby pointing at the message Field renders as `${id}-error`).
 */
export function registeredFieldProps<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  idPrefix: string,
  name: Path<Values>,
) {
  const hasError = Boolean(form.formState.errors[name]);
  return {
    id: `${idPrefix}-${name}`,
    "aria-invalid": hasError ? true : undefined,
    "aria-describedby": hasError ? `${idPrefix}-${name}-error` : undefined,
    ...form.register(name),
  };
}
