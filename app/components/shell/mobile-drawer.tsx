import { PlayCircle, X } from "lucide-react";
import { memo, useLayoutEffect, useRef, type KeyboardEvent } from "react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { audienceItems, directLinks, featureItems, freeToolItems, gettingStartedItems, resourceLinks, type NavItem } from "~/site/navigation";
import { useSiteConfig } from "~/site/use-site-config";
import { DemoBookingLink } from "./demo-booking-link";
import { openDemoModal } from "./demo-modal-events";
import { NavLinkItem } from "./nav-link-item";

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex='-1'])";

/**
 * Spec §2: a side drawer 320 px wide (400 px from the sm breakpoint); any link tap closes it.
 * A native modal <dialog>, rendered with every page: its links are in the prerendered HTML, it opens on the
 * first tap without loading code, and the browser makes the rest of the page inert and closes it on Escape.
 * Memoized: opening a header dropdown does not re-render the drawer's links.
 */
export const MobileDrawer = memo(function MobileDrawer({ open, onOpenChange, onTryFree }: { open: boolean; onOpenChange: (open: boolean) => void; onTryFree: () => void }) {
  const site = useSiteConfig();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const close = () => onOpenChange(false);

  // Before paint: the frame after the tap already shows the drawer.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!open) {
      if (dialog.open) dialog.close();
      return;
    }
    if (!dialog.open) dialog.showModal();
    // The page behind a modal dialog still scrolls under a finger: hold it while the drawer is open.
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = previousOverflow;
    };
  }, [open]);

  // Tab and Shift+Tab cycle inside the drawer instead of leaving for the browser's own controls.
  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialogRef}
      data-testid="mobile-drawer"
      aria-labelledby="mobile-drawer-title"
      onClose={close}
      onKeyDown={keepFocusInside}
      // A click on the backdrop reaches the dialog element itself; clicks inside land on its content.
      onClick={(event) => event.target === event.currentTarget && close()}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[320px] max-w-none bg-white p-0 shadow-2xl backdrop:bg-ink-950/50 focus:outline-none sm:w-[400px]"
    >
      <div className="flex h-full flex-col">
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-ink-200 px-4">
          <h2 id="mobile-drawer-title" className="text-base font-semibold text-ink-900">
            Menu
          </h2>
          <button type="button" onClick={close} className="inline-flex size-10 items-center justify-center rounded-lg text-ink-700 hover:bg-ink-100" aria-label="Close menu">
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <nav aria-label="Mobile" className="flex-1 space-y-6 overflow-y-auto px-3 py-4">
          <DrawerSection title="What we offer" items={featureItems} onNavigate={close} />
          <DrawerSection title="Who we serve" items={audienceItems} onNavigate={close} />
          <DrawerSection title="How to get started" items={gettingStartedItems(site.guideVideoUrl !== null)} onNavigate={close} />
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
          <DemoBookingLink onClick={close} className={buttonClasses("secondary", "lg", "px-3")}>
            Book Demo
          </DemoBookingLink>
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
      </div>
    </dialog>
  );
});

function DrawerSection({ title, items, onNavigate }: { title: string; items: NavItem[]; onNavigate: () => void }) {
  return (
    <section>
      <h3 className="px-2.5 pb-1 text-xs font-semibold tracking-wide text-ink-500 uppercase">{title}</h3>
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
