import { Menu, PlayCircle, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { trackEvent } from "~/analytics/events";
import { buttonClasses } from "~/components/ui/button";
import { Dialog, DialogClose, DialogDescription, DialogTitle, SheetContent } from "~/components/ui/dialog";
import { cn } from "~/lib/cn";
import {
  audienceItems, directLinks, featureItems, freeToolItems, gettingStartedItems, resourceLinks, type NavItem,
} from "~/site/navigation";
import { useSiteConfig } from "~/site/use-site-config";
import { DemoModal } from "./demo-modal";
import { openDemoModal } from "./demo-modal-events";
import { HeaderDropdown, type DropdownId } from "./header-dropdown";
import { Logo } from "./logo";
import { NavLinkItem } from "./nav-link-item";

/** Spec §9: the sticky header is 64 px high. */
export const HEADER_HEIGHT_PX = 64;

export function Header() {
  const site = useSiteConfig();
  const location = useLocation();
  const [openDropdown, setOpenDropdown] = useState<DropdownId | "none">("none");
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDropdown = (id?: DropdownId) => setOpenDropdown((current) => (id && current !== id ? current : "none"));

  // A navigation closes whatever was open.
  useEffect(() => {
    setOpenDropdown("none");
  }, [location.pathname]);

  const trackTryFree = (source: "header_desktop" | "header_mobile") =>
    trackEvent("try_free_click", { source, path: location.pathname });

  return (
    <header className="sticky top-0 z-40 h-16 border-b border-ink-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80" style={{ height: HEADER_HEIGHT_PX }}>
      <div className="mx-auto flex h-full max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Logo brandName={site.brandName} />

        <nav aria-label="Main" className="ml-4 hidden items-center gap-0.5 lg:flex">
          <HeaderDropdown id="features" label="What we offer" width={600} open={openDropdown === "features"} onOpen={setOpenDropdown} onClose={closeDropdown}>
            <p className="px-2.5 pt-1 pb-2 text-xs font-semibold tracking-wide text-ink-500 uppercase">Features</p>
            <ul className="grid grid-cols-2 gap-1">
              {featureItems.map((item) => (
                <li key={item.href}>
                  <NavLinkItem item={item} onNavigate={() => closeDropdown()} />
                </li>
              ))}
            </ul>
          </HeaderDropdown>
          <HeaderDropdown id="serve" label="Who we serve" width={600} open={openDropdown === "serve"} onOpen={setOpenDropdown} onClose={closeDropdown}>
            <ul className="grid grid-cols-2 gap-1">
              {audienceItems.map((item) => (
                <li key={item.href}>
                  <NavLinkItem item={item} onNavigate={() => closeDropdown()} />
                </li>
              ))}
            </ul>
          </HeaderDropdown>
          <HeaderDropdown id="resources" label="Resources" width={320} open={openDropdown === "resources"} onOpen={setOpenDropdown} onClose={closeDropdown}>
            <ResourcesPanel onNavigate={() => closeDropdown()} />
          </HeaderDropdown>
          {directLinks.map((item) => (
            <NavLink
              key={item.href}
              to={item.href}
              prefetch="intent"
              className={({ isActive }) =>
                cn("flex h-10 items-center rounded-lg px-3 text-sm font-medium whitespace-nowrap", isActive ? "text-brand-700" : "text-ink-700 hover:text-ink-900")
              }
            >
              {item.name}
            </NavLink>
          ))}
        </nav>

        <div className="ml-auto hidden items-center gap-2 lg:flex">
          <button type="button" onClick={openDemoModal} className={buttonClasses("ghost", "md", "hidden 2xl:inline-flex")}>
            <PlayCircle className="size-4" aria-hidden />
            Watch demo
          </button>
          <a href={site.loginUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses("ghost", "md")}>
            Login
          </a>
          <Link to="/signup" onClick={() => trackTryFree("header_desktop")} className={buttonClasses("primary", "md")}>
            Try For Free
          </Link>
        </div>

        <button
          type="button"
          onClick={() => setDrawerOpen(true)}
          className="ml-auto inline-flex size-10 items-center justify-center rounded-lg text-ink-800 hover:bg-ink-100 lg:hidden"
          aria-label="Open menu"
          aria-expanded={drawerOpen}
        >
          <Menu className="size-6" aria-hidden />
        </button>
      </div>

      <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen} onTryFree={() => trackTryFree("header_mobile")} />
      <DemoModal />
    </header>
  );
}

function ResourcesPanel({ onNavigate }: { onNavigate: () => void }) {
  return (
    <div className="space-y-2">
      <NavGroup title="How to get started" items={gettingStartedItems} onNavigate={onNavigate} />
      <NavGroup title="Free tools" items={freeToolItems} onNavigate={onNavigate} compact />
      <NavGroup title="Learn" items={resourceLinks} onNavigate={onNavigate} compact />
    </div>
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

/** Spec §2: a side drawer 320 px wide (400 px from the sm breakpoint); any link tap closes it. */
function MobileDrawer({ open, onOpenChange, onTryFree }: { open: boolean; onOpenChange: (open: boolean) => void; onTryFree: () => void }) {
  const site = useSiteConfig();
  const location = useLocation();
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <SheetContent className="w-[320px] sm:w-[400px]" data-testid="mobile-drawer" aria-describedby={undefined}>
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-ink-200 px-4">
          <DialogTitle className="text-base font-semibold text-ink-900">Menu</DialogTitle>
          <DialogDescription className="sr-only">Site navigation</DialogDescription>
          <DialogClose className="inline-flex size-10 items-center justify-center rounded-lg text-ink-700 hover:bg-ink-100" aria-label="Close menu">
            <X className="size-5" aria-hidden />
          </DialogClose>
        </div>
        <nav aria-label="Mobile" className="flex-1 space-y-6 overflow-y-auto px-3 py-4">
          <DrawerSection title="What we offer" items={featureItems} onNavigate={close} />
          <DrawerSection title="Who we serve" items={audienceItems} onNavigate={close} />
          <DrawerSection title="How to get started" items={gettingStartedItems} onNavigate={close} />
          <DrawerSection title="Free tools" items={freeToolItems} onNavigate={close} />
          <DrawerSection title="Resources" items={[...resourceLinks, ...directLinks]} onNavigate={close} />
          <div className="px-1">
            <button
              type="button"
              onClick={() => {
                close();
                openDemoModal();
              }}
              className={buttonClasses("ghost", "md", "w-full justify-start")}
            >
              <PlayCircle className="size-4" aria-hidden /> Watch demo
            </button>
            <a href={site.loginUrl} target="_blank" rel="noopener noreferrer" onClick={close} className={buttonClasses("ghost", "md", "w-full justify-start")}>
              Login
            </a>
          </div>
        </nav>
        <div className="grid shrink-0 grid-cols-2 gap-3 border-t border-ink-200 p-4">
          <a
            href={site.schedulingUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => {
              trackEvent("demo_booking_click", { path: location.pathname });
              close();
            }}
            className={buttonClasses("secondary", "lg", "px-3")}
          >
            Book Demo
          </a>
          <Link
            to="/signup"
            onClick={() => {
              onTryFree();
              close();
            }}
            className={buttonClasses("primary", "lg", "px-3")}
          >
            Try For Free
          </Link>
        </div>
      </SheetContent>
    </Dialog>
  );
}

function DrawerSection({ title, items, onNavigate }: { title: string; items: NavItem[]; onNavigate: () => void }) {
  return (
    <section>
      <h2 className="px-2.5 pb-1 text-xs font-semibold tracking-wide text-ink-500 uppercase">{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.href + item.name}>
            <NavLinkItem item={item} onNavigate={onNavigate} compact className="py-2" />
          </li>
        ))}
      </ul>
    </section>
  );
}
