/**
 * An island's controls are in the HTML before its code arrives, and a visitor may type, choose or tick before it
 * hydrates. React then starts from the values it rendered on the server and, at its next render, writes them back
 * into the controls: what the visitor did is lost. So an island reads its controls once, while it hydrates (before
 * React or a form library touches them), and starts from what changed.
 *
 * A control counts as changed when it differs from what the HTML gave it (the value, checked or selected
 * attribute). Controls are reported by name: a text field, textarea or select by its value; a checkbox by its
 * value when ticked and "" when not; a radio group by the value of the radio now checked.
 */

export type TypedControls = Readonly<Record<string, string>>;

const noControls: TypedControls = Object.freeze({});

function changedValue(control: Element): string | null {
  if (control instanceof HTMLInputElement) {
    if (control.type === "checkbox")
      return control.checked === control.defaultChecked ? null : control.checked ? control.value : "";
    if (control.type === "radio") return control.checked && !control.defaultChecked ? control.value : null;
    if (control.type === "file" || control.type === "hidden" || control.type === "submit" || control.type === "button")
      return null;
    return control.value === control.defaultValue ? null : control.value;
  }
  if (control instanceof HTMLTextAreaElement) return control.value === control.defaultValue ? null : control.value;
  if (control instanceof HTMLSelectElement) {
    const chosen = control.selectedOptions[0];
    return chosen && !chosen.defaultSelected ? chosen.value : null;
  }
  return null;
}

/** The controls under `root` the visitor changed from their HTML values, by name. */
export function readTypedControls(root: ParentNode | null): TypedControls {
  if (!root) return noControls;
  const typed: Record<string, string> = {};
  for (const control of root.querySelectorAll("input[name], textarea[name], select[name]")) {
    const value = changedValue(control);
    const name = control.getAttribute("name");
    if (value !== null && name) typed[name] = value;
  }
  return Object.keys(typed).length === 0 ? noControls : typed;
}

/** The typed values of the fields a name maps to (unknown names are left out), by field. */
export function typedFields<Field extends string>(
  typed: TypedControls,
  fieldOf: (name: string) => Field | null,
): Partial<Record<Field, string>> {
  const fields: Partial<Record<Field, string>> = {};
  for (const [name, value] of Object.entries(typed)) {
    const field = fieldOf(name);
    if (field !== null) fields[field] = value;
  }
  return fields;
}
