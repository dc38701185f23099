/**
 * Forms inside islands are in the HTML before their code arrives. A submission then would be the browser's own (a
 * page reload, the fields in the address): the shell holds it back and marks the form, and the form's code sends it
 * once hydrated (takePendingSubmit). Forms outside islands submit as usual.
 */
const PENDING = "data-submit-pending";

export function startEarlySubmitGuard(doc: Document = document): void {
  doc.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.closest("astro-island[ssr]")) return;
      event.preventDefault();
      form.setAttribute(PENDING, "");
    },
    true,
  );
}

/** For a form's code once hydrated: whether a submission was held back before, clearing the mark. */
export function takePendingSubmit(form: HTMLFormElement): boolean {
  if (!form.hasAttribute(PENDING)) return false;
  form.removeAttribute(PENDING);
  return true;
}
