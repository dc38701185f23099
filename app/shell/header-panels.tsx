import {
  audienceItems,
  featureItems,
  freeToolItems,
  gettingStartedItems,
  resourceLinks,
  type FreeToolLink,
  type NavItem,
} from "~/routes/navigation";
import { site } from "~/settings/site";
import type { DropdownId } from "./header-dropdown";
import { NavLinkItem } from "./nav-link-item";

/** The contents of the header's three dropdowns, from the navigation data and the free tools' entries. */
export function HeaderPanels({ id, toolLinks }: { id: DropdownId; toolLinks: readonly FreeToolLink[] }) {
  if (id === "features") {
    return (
      <>
        <p className="px-2.5 pt-1 pb-2 text-xs font-semibold tracking-wide text-ink-500 uppercase">Features</p>
        <ItemGrid items={featureItems} />
      </>
    );
  }
  if (id === "serve") return <ItemGrid items={audienceItems} />;
  return (
    <div className="space-y-2">
      <NavGroup title="How to get started" items={gettingStartedItems(site.guideVideoUrl !== null)} />
      <NavGroup title="Free tools" items={freeToolItems(toolLinks)} compact />
      <NavGroup title="Learn" items={resourceLinks} compact />
    </div>
  );
}

function ItemGrid({ items }: { items: NavItem[] }) {
  return (
    <ul className="grid grid-cols-2 gap-1">
      {items.map((item) => (
        <li key={item.href}>
          <NavLinkItem item={item} />
        </li>
      ))}
    </ul>
  );
}

function NavGroup({ title, items, compact }: { title: string; items: NavItem[]; compact?: boolean }) {
  return (
    <div>
      <p className="px-2.5 pt-1 pb-1 text-xs font-semibold tracking-wide text-ink-500 uppercase">{title}</p>
      <ul>
        {items.map((item) => (
          <li key={item.href + item.name}>
            <NavLinkItem item={item} compact={compact} className={compact ? "py-2" : undefined} />
          </li>
        ))}
      </ul>
    </div>
  );
}
