/**
 * The header dropdowns (spec §2, §9), on markup rendered by shell/header-dropdown.tsx. Pointing at a trigger or
 * panel opens it and leaving closes it after 150 ms, coming back cancels the close: that is CSS (app.css), so it
 * answers from the first paint, before this script (issue 47). Here: a click or tap on the trigger toggles it
 * (`aria-expanded`, which the CSS also shows); ArrowDown opens it and focuses its first link; Escape closes it and
 * returns focus to the trigger; focus leaving it closes it. One dropdown is open at a time. A panel closed by the
 * visitor while the pointer is still on it stays closed (`data-dismissed`) until the pointer comes back.
 */

type Dropdown = { root: HTMLElement; trigger: HTMLButtonElement; panel: HTMLElement };

export function startHeaderMenus(doc: Document = document): void {
  const dropdowns: Dropdown[] = [];
  for (const root of doc.querySelectorAll<HTMLElement>("[data-dropdown-root]")) {
    const trigger = root.querySelector<HTMLButtonElement>("button[aria-controls]");
    const panel = trigger && doc.getElementById(trigger.getAttribute("aria-controls") ?? "");
    if (trigger && panel) dropdowns.push({ root, trigger, panel });
  }

  const isOpen = ({ root, trigger }: Dropdown) =>
    trigger.getAttribute("aria-expanded") === "true" || root.matches(":hover:not([data-dismissed])");
  /** Closes it; `dismiss` keeps it closed while the pointer stays on it (the visitor closed it). */
  const close = ({ root, trigger }: Dropdown, dismiss = false) => {
    trigger.setAttribute("aria-expanded", "false");
    if (dismiss) root.dataset.dismissed = "";
  };
  const open = (dropdown: Dropdown) => {
    for (const other of dropdowns) if (other !== dropdown) close(other);
    delete dropdown.root.dataset.dismissed;
    dropdown.trigger.setAttribute("aria-expanded", "true");
  };

  for (const dropdown of dropdowns) {
    const { root, trigger, panel } = dropdown;
    root.addEventListener("pointerenter", (event) => {
      if (event.pointerType !== "mouse") return;
      // The CSS shows this one; a menu opened by a click closes, so one is open at a time.
      for (const other of dropdowns) if (other !== dropdown) close(other);
      delete root.dataset.dismissed;
    });
    trigger.addEventListener("click", () => (isOpen(dropdown) ? close(dropdown, true) : open(dropdown)));
    root.addEventListener("keydown", (event) => {
      if (event.key === "Escape" && isOpen(dropdown)) {
        event.stopPropagation();
        close(dropdown, true);
        trigger.focus();
      } else if (event.key === "ArrowDown" && event.target === trigger) {
        event.preventDefault();
        open(dropdown);
        panel.querySelector<HTMLElement>("a")?.focus();
      }
    });
    root.addEventListener("focusout", (event) => {
      if (!root.contains(event.relatedTarget as Node | null)) close(dropdown);
    });
    // Following a link closes the panel, so it is not open when the visitor comes back (Back restores the page).
    panel.addEventListener("click", (event) => {
      if (event.target instanceof Element && event.target.closest("a")) close(dropdown, true);
    });
  }
  doc.defaultView?.addEventListener("pageshow", () => {
    for (const dropdown of dropdowns) {
      close(dropdown);
      delete dropdown.root.dataset.dismissed;
    }
  });
}
