import { ChevronDown } from "lucide-react";
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "~/lib/cn";

/** Spec §9: leaving a dropdown closes it after 150 ms; re-entering the trigger or panel cancels the close. */
export const DROPDOWN_CLOSE_DELAY_MS = 150;

export type DropdownId = "features" | "serve" | "resources";

type Props = {
  id: DropdownId;
  label: string;
  /** Panel width in px (spec: 600 or 320). */
  width: number;
  open: boolean;
  onOpen: (id: DropdownId) => void;
  /** Closes this dropdown (and only this one: another may have opened meanwhile). */
  onClose: (id: DropdownId) => void;
  align?: "left" | "center";
  children: ReactNode;
};

export function HeaderDropdown({ id, label, width, open, onOpen, onClose, align = "left", children }: Props) {
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = `nav-panel-${id}`;

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => onClose(id), DROPDOWN_CLOSE_DELAY_MS);
  };
  useEffect(() => cancelClose, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      onClose(id);
      triggerRef.current?.focus();
    }
    if (event.key === "ArrowDown" && event.target === triggerRef.current) {
      event.preventDefault();
      onOpen(id);
      // Focus the first link once the panel is rendered.
      requestAnimationFrame(() => document.getElementById(panelId)?.querySelector<HTMLElement>("a")?.focus());
    }
  };

  return (
    <div
      className="relative"
      onMouseEnter={() => {
        cancelClose();
        onOpen(id);
      }}
      onMouseLeave={scheduleClose}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Keyboard users: moving focus out of the trigger and panel closes the dropdown.
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onClose(id);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? onClose(id) : onOpen(id))}
        className={cn(
          "flex h-10 items-center gap-1 rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors",
          open ? "bg-ink-100 text-ink-900" : "text-ink-700 hover:text-ink-900",
        )}
      >
        {label}
        <ChevronDown className={cn("size-4 transition-transform", open && "rotate-180")} aria-hidden />
      </button>
      {/* Always in the markup (hidden while closed): the links are in the prerendered HTML and the first
          hover shows the panel without loading anything. */}
      <div
        id={panelId}
        data-dropdown={id}
        hidden={!open}
        style={{ width }}
        className={cn("absolute top-full z-50 pt-2", align === "center" ? "left-1/2 -translate-x-1/2" : "left-0")}
      >
        <div className="rounded-2xl border border-ink-200 bg-white p-3 shadow-xl shadow-ink-900/10">{children}</div>
      </div>
    </div>
  );
}
