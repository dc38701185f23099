import { memo } from "react";
import { audienceItems, featureItems, freeToolItems, gettingStartedItems, resourceLinks, type NavItem } from "~/site/navigation";
import type { DropdownId } from "./header-dropdown";
import { useSiteConfig } from "~/site/use-site-config";
import { NavLinkItem } from "./nav-link-item";

/**
 * The contents of the header's three dropdowns, from the navigation data. Memoized: opening a dropdown re-renders
 * the header, not the hundred-odd links of its panels.
 */
export const HeaderPanels = memo(function HeaderPanels({ id, onNavigate }: { id: DropdownId; onNavigate: () => void }) {
  const site = useSiteConfig();
  if (id === "features") {
    return (
      <>
        <p className="px-2.5 pt-1 pb-2 text-xs font-semibold tracking-wide text-ink-500 uppercase">Features</p>
        <ItemGrid items={featureItems} onNavigate={onNavigate} />
      </>
    );
  }
  if (id === "serve") return <ItemGrid items={audienceItems} onNavigate={onNavigate} />;
  return (
    <div className="space-y-2">
      <NavGroup title="How to get started" items={gettingStartedItems(site.guideVideoUrl !== null)} onNavigate={onNavigate} />
      <NavGroup title="Free tools" items={freeToolItems} onNavigate={onNavigate} compact />
      <NavGroup title="Learn" items={resourceLinks} onNavigate={onNavigate} compact />
    </div>
  );
});

function ItemGrid({ items, onNavigate }: { items: NavItem[]; onNavigate: () => void }) {
  return (
    <ul className="grid grid-cols-2 gap-1">
      {items.map((item) => (
        <li key={item.href}>
          <NavLinkItem item={item} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}

function NavGroup({ title, items, onNavigate, compact }: { title: string; items: NavItem[]; onNavigate: () => void; compact?: boolean }) {
  return (
    <div>
      <p className="px-2.5 pt-1 pb-1 text-xs font-semibold tracking-wide text-ink-500 uppercase">{title}</p>
      <ul>
        {items.map((item) => (
          <li key={item.href + item.name}>
            <NavLinkItem item={item} onNavigate={onNavigate} compact={compact} className={compact ? "py-2" : undefined} />
          </li>
        ))}
      </ul>
    </div>
  );
}
