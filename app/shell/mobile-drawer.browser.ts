/**
 * The mobile drawer (spec §2), a native modal <dialog> rendered by shell/mobile-drawer.tsx. The browser opens it from
 * the menu button and closes it from its close button, on Escape and on a tap on the backdrop, before this script
 * runs (invoker commands and closedby; app.css holds the page still behind it). Here: the same for browsers without
 * those (the button's expanded state is the browser's, as for every command button), any link or action tap closes
 * it, and Tab cycles inside it.
 */
const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex='-1'])";

export function startMobileDrawer(doc: Document = document): void {
  for (const opener of doc.querySelectorAll<HTMLElement>("[data-drawer-open]")) {
    const dialog = doc.getElementById(opener.dataset.drawerOpen ?? "");
    if (dialog instanceof HTMLDialogElement) wireDrawer(doc, opener, dialog);
  }
}

function wireDrawer(doc: Document, opener: HTMLElement, dialog: HTMLDialogElement) {
  // Listeners run before the button's command, which then finds the drawer open and does nothing.
  opener.addEventListener("click", () => {
    if (!dialog.open) dialog.showModal();
  });
  dialog.addEventListener("click", (event) => {
    const target = event.target;
    // A click on the backdrop reaches the dialog element itself; links and actions inside close it too.
    if (target === dialog || (target instanceof Element && target.closest("a, [data-action], [data-drawer-close]")))
      dialog.close();
  });
  dialog.addEventListener("keydown", (event) => {
    if (event.key !== "Tab") return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && doc.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && doc.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  });
  // Back to a page kept in the back/forward cache: the drawer is closed, as after any navigation.
  doc.defaultView?.addEventListener("pageshow", () => dialog.open && dialog.close());
}
