/**
 * The header dropdowns (spec §2, §9), on markup rendered by shell/header-dropdown.tsx: a mouse pointing
 * at a trigger or panel opens it; leaving closes it after 150 ms, and coming back cancels the close. A click or tap
 * on the trigger toggles it; ArrowDown opens it and focuses its first link; Escape closes it and returns focus to
 * the trigger; focus leaving it closes it. One dropdown is open at a time.
 */

/** Spec §9: leaving a dropdown closes it after 150 ms; re-entering the trigger or panel cancels the close. */
export const DROPDOWN_CLOSE_DELAY_MS = 150;

type Dropdown = {
  root: HTMLElement;
  trigger: HTMLButtonElement;
  panel: HTMLElement;
  closeTimer: ReturnType<typeof setTimeout> | null;
};

export function startHeaderMenus(doc: Document = document): void {
  const dropdowns: Dropdown[] = [];
  for (const root of doc.querySelectorAll<HTMLElement>("[data-dropdown-root]")) {
    const trigger = root.querySelector<HTMLButtonElement>("button[aria-controls]");
    const panel = trigger && doc.getElementById(trigger.getAttribute("aria-controls") ?? "");
    if (trigger && panel) dropdowns.push({ root, trigger, panel, closeTimer: null });
  }

  const cancelClose = (dropdown: Dropdown) => {
    if (dropdown.closeTimer) clearTimeout(dropdown.closeTimer);
    dropdown.closeTimer = null;
  };
  const close = (dropdown: Dropdown) => {
    cancelClose(dropdown);
    dropdown.panel.hidden = true;
    dropdown.trigger.setAttribute("aria-expanded", "false");
  };
  const open = (dropdown: Dropdown) => {
    cancelClose(dropdown);
    for (const other of dropdowns) if (other !== dropdown) close(other);
    dropdown.panel.hidden = false;
    dropdown.trigger.setAttribute("aria-expanded", "true");
  };
  const isOpen = (dropdown: Dropdown) => !dropdown.panel.hidden;

  for (const dropdown of dropdowns) {
    const { root, trigger, panel } = dropdown;
    root.addEventListener("pointerenter", (event) => {
      if (event.pointerType === "mouse") open(dropdown);
    });
    root.addEventListener("pointerleave", (event) => {
      if (event.pointerType !== "mouse" || !isOpen(dropdown)) return;
      cancelClose(dropdown);
      dropdown.closeTimer = setTimeout(() => close(dropdown), DROPDOWN_CLOSE_DELAY_MS);
    });
    trigger.addEventListener("click", () => (isOpen(dropdown) ? close(dropdown) : open(dropdown)));
    root.addEventListener("keydown", (event) => {
      if (event.key === "Escape" && isOpen(dropdown)) {
        event.stopPropagation();
        close(dropdown);
        trigger.focus();
      } else if (event.key === "ArrowDown" && event.target === trigger) {
        event.preventDefault();
        open(dropdown);
        panel.querySelector<HTMLElement>("a")?.focus();
      }
    });
    root.addEventListener("focusout", (event) => {
      if (isOpen(dropdown) && !root.contains(event.relatedTarget as Node | null)) close(dropdown);
    });
    // Following a link closes the panel, so it is not open when the visitor comes back (Back restores the page).
    panel.addEventListener("click", (event) => {
      if (event.target instanceof Element && event.target.closest("a")) close(dropdown);
    });
  }
  doc.defaultView?.addEventListener("pageshow", () => dropdowns.forEach(close));
}
