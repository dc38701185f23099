import { Menu, PlayCircle } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { trackEvent } from "~/analytics/events";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { directLinks } from "~/site/navigation";
import { useSiteConfig } from "~/site/use-site-config";
import { OPEN_DEMO_EVENT, openDemoModal } from "./demo-modal-events";
import { HeaderDropdown, type DropdownId } from "./header-dropdown";
import { HeaderPanels } from "./header-panels";
import { Logo } from "./logo";
import { MobileDrawer } from "./mobile-drawer";

// The demo modal (and the dialog library under it) loads when first opened, not with every page. The
// dropdown panels and the mobile drawer are plain markup in every page: they open at once, links crawlable.
const loadDemoModal = () => import("./demo-modal");
const DemoModal = lazy(loadDemoModal);

/** Spec §9: the sticky header is 64 px high. */
export const HEADER_HEIGHT_PX = 64;

export function Header() {
  const site = useSiteConfig();
  const location = useLocation();
  const [openDropdown, setOpenDropdown] = useState<DropdownId | "none">("none");
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [demoOpen, setDemoOpen] = useState(false);
  // Stable callbacks, so the memoized panels and drawer skip re-rendering when a dropdown opens or closes.
  // Closes that dropdown only: another may have opened meanwhile.
  const closeDropdown = useCallback((id: DropdownId) => setOpenDropdown((current) => (current === id ? "none" : current)), []);
  const closeDropdowns = useCallback(() => setOpenDropdown("none"), []);

  // A navigation closes whatever was open.
  useEffect(() => {
    setOpenDropdown("none");
  }, [location.pathname]);

  // Any "Watch demo" control (window event) or a #demo link opens the demo modal.
  useEffect(() => {
    const show = () => setDemoOpen(true);
    if (window.location.hash === "#demo") show();
    window.addEventListener(OPEN_DEMO_EVENT, show);
    return () => window.removeEventListener(OPEN_DEMO_EVENT, show);
  }, []);

  const trackMobileTryFree = useCallback(() => trackEvent("try_free_click", { source: "header_mobile", path: location.pathname }), [location.pathname]);

  return (
    <header className="sticky top-0 z-40 h-16 border-b border-ink-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80" style={{ height: HEADER_HEIGHT_PX }}>
      <div className="mx-auto flex h-full max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Logo brandName={site.brandName} />

        <nav aria-label="Main" className="ml-4 hidden items-center gap-0.5 lg:flex">
          <HeaderDropdown id="features" label="What we offer" width={600} open={openDropdown === "features"} onOpen={setOpenDropdown} onClose={closeDropdown}>
            <HeaderPanels id="features" onNavigate={closeDropdowns} />
          </HeaderDropdown>
          <HeaderDropdown id="serve" label="Who we serve" width={600} open={openDropdown === "serve"} onOpen={setOpenDropdown} onClose={closeDropdown}>
            <HeaderPanels id="serve" onNavigate={closeDropdowns} />
          </HeaderDropdown>
          <HeaderDropdown id="resources" label="Resources" width={320} open={openDropdown === "resources"} onOpen={setOpenDropdown} onClose={closeDropdown}>
            <HeaderPanels id="resources" onNavigate={closeDropdowns} />
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
          <button type="button" onClick={openDemoModal} onPointerEnter={() => void loadDemoModal()} className={buttonClasses("ghost", "md", "hidden 2xl:inline-flex")}>
            <PlayCircle className="size-4" aria-hidden />
            Watch demo
          </button>
          <a href={site.loginUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses("ghost", "md")}>
            Login
          </a>
          <Link to="/signup" onClick={() => trackEvent("try_free_click", { source: "header_desktop", path: location.pathname })} className={buttonClasses("primary", "md")}>
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

      <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen} onTryFree={trackMobileTryFree} />
      <Suspense fallback={null}>{demoOpen && <DemoModal open={demoOpen} onOpenChange={setDemoOpen} />}</Suspense>
    </header>
  );
}
