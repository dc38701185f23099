import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";

export type DropdownId = "features" | "serve" | "resources";

/**
 * One header dropdown: its trigger and its panel, always in the markup (hidden while closed), so the links are in
 * the HTML. Hover opens it and leaving closes it 150 ms later (spec §9) in CSS (app.css), from the first paint on;
 * app/shell/header-dropdown.browser.ts opens it on click and ArrowDown and closes it on Escape.
 */
export function HeaderDropdown({
  id,
  label,
  width,
  children,
}: {
  id: DropdownId;
  label: string;
  width: number;
  children: ReactNode;
}) {
  const panelId = `nav-panel-${id}`;
  return (
    <div className="relative" data-dropdown-root={id}>
      <button
        type="button"
        aria-expanded={false}
        aria-controls={panelId}
        className="group/trigger flex h-10 items-center gap-1 rounded-lg px-3 text-sm font-medium whitespace-nowrap text-ink-700 transition-colors hover:text-ink-900 aria-expanded:bg-ink-100 aria-expanded:text-ink-900"
      >
        {label}
        <ChevronDown className="size-4 transition-transform group-aria-expanded/trigger:rotate-180" aria-hidden />
      </button>
      <div id={panelId} data-dropdown={id} style={{ width }} className="absolute top-full left-0 z-50 pt-2">
        <div className="rounded-2xl border border-ink-200 bg-white p-3 shadow-xl shadow-ink-900/10">{children}</div>
      </div>
    </div>
  );
}
