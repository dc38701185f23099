/**
 * The mobile drawer (spec §2), a native modal <dialog> rendered by shell/mobile-drawer.tsx: the menu
 * button opens it; its close button, the backdrop, Escape and any link or action tap close it. While it is open the
 * page behind does not scroll, and Tab cycles inside it.
 */
const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex='-1'])";

export function startMobileDrawer(doc: Document = document): void {
  for (const opener of doc.querySelectorAll<HTMLElement>("[data-drawer-open]")) {
    const dialog = doc.getElementById(opener.dataset.drawerOpen ?? "");
    if (dialog instanceof HTMLDialogElement) wireDrawer(doc, opener, dialog);
  }
}

function wireDrawer(doc: Document, opener: HTMLElement, dialog: HTMLDialogElement) {
  const root = doc.documentElement;
  let previousOverflow = "";

  opener.addEventListener("click", () => {
    if (dialog.open) return;
    dialog.showModal();
    opener.setAttribute("aria-expanded", "true");
    // The page behind a modal dialog still scrolls under a finger: hold it while the drawer is open.
    previousOverflow = root.style.overflow;
    root.style.overflow = "hidden";
  });
  dialog.addEventListener("close", () => {
    opener.setAttribute("aria-expanded", "false");
    root.style.overflow = previousOverflow;
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
