import { PlayCircle, X } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Dialog, DialogClose, DialogDescription, DialogTitle, SheetContent } from "~/components/ui/dialog";
import { audienceItems, directLinks, featureItems, freeToolItems, gettingStartedItems, resourceLinks, type NavItem } from "~/site/navigation";
import { useSiteConfig } from "~/site/use-site-config";
import { DemoBookingLink } from "./demo-booking-link";
import { openDemoModal } from "./demo-modal-events";
import { NavLinkItem } from "./nav-link-item";

/** Spec §2: a side drawer 320 px wide (400 px from the sm breakpoint); any link tap closes it. */
export default function MobileDrawer({ open, onOpenChange, onTryFree }: { open: boolean; onOpenChange: (open: boolean) => void; onTryFree: () => void }) {
  const site = useSiteConfig();
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
