import { PlayCircle, X } from "lucide-react";
import { buttonClasses } from "~/components/ui/button";
import {
  audienceItems,
  directLinks,
  featureItems,
  freeToolItems,
  gettingStartedItems,
  resourceLinks,
  type FreeToolLink,
  type NavItem,
} from "~/routes/navigation";
import { site } from "~/settings/site";
import { DemoBookingLink } from "./demo-booking-link";
import { NavLinkItem } from "./nav-link-item";

/**
 * Spec §2: a side drawer 320 px wide (400 px from the sm breakpoint); any link tap closes it.
 * A native modal <dialog> in every page's HTML: its links are crawlable, and the browser opens it from the menu button
 * and closes it from its close button (invoker commands), on Escape and on a tap beside it (closedby), from the first
 * paint, before any script (issue 47); it makes the rest of the page inert, and app.css holds the page still behind it.
 * app/shell/mobile-drawer.browser.ts adds the rest.
 */
export function MobileDrawer({ toolLinks }: { toolLinks: readonly FreeToolLink[] }) {
  return (
    <dialog
      id="mobile-drawer"
      data-testid="mobile-drawer"
      aria-labelledby="mobile-drawer-title"
      closedby="any"
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[320px] max-w-none bg-white p-0 shadow-2xl backdrop:bg-ink-950/50 focus:outline-none sm:w-[400px]"
    >
      <div className="flex h-full flex-col">
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-ink-200 px-4">
          <h2 id="mobile-drawer-title" className="text-base font-semibold text-ink-900">
            Menu
          </h2>
          <button
            type="button"
            command="close"
            commandfor="mobile-drawer"
            data-drawer-close
            className="inline-flex size-10 items-center justify-center rounded-lg text-ink-700 hover:bg-ink-100"
            aria-label="Close menu"
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <nav aria-label="Mobile" className="flex-1 space-y-6 overflow-y-auto px-3 py-4">
          <DrawerSection title="What we offer" items={featureItems} />
          <DrawerSection title="Who we serve" items={audienceItems} />
          <DrawerSection title="How to get started" items={gettingStartedItems(site.guideVideoUrl !== null)} />
          <DrawerSection title="Free tools" items={freeToolItems(toolLinks)} />
          <DrawerSection title="Resources" items={[...resourceLinks, ...directLinks]} />
          <div className="px-1">
            <button
              type="button"
              data-action="open-demo"
              className={buttonClasses("ghost", "md", "w-full justify-start")}
            >
              <PlayCircle className="size-4" aria-hidden /> Watch demo
            </button>
            <a
              href={site.loginUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses("ghost", "md", "w-full justify-start")}
            >
              Login
            </a>
          </div>
        </nav>
        <div className="grid shrink-0 grid-cols-2 gap-3 border-t border-ink-200 p-4">
          <DemoBookingLink className={buttonClasses("secondary", "lg", "px-3")}>Book Demo</DemoBookingLink>
          <a
            href="/signup"
            data-track="try_free_click"
            data-track-source="header_mobile"
            className={buttonClasses("primary", "lg", "px-3")}
          >
            Try For Free
          </a>
        </div>
      </div>
    </dialog>
  );
}

function DrawerSection({ title, items }: { title: string; items: NavItem[] }) {
  return (
    <section>
      <h3 className="px-2.5 pb-1 text-xs font-semibold tracking-wide text-ink-500 uppercase">{title}</h3>
      <ul>
        {items.map((item) => (
          <li key={item.href + item.name}>
            <NavLinkItem item={item} compact className="py-2" />
          </li>
        ))}
      </ul>
    </section>
  );
}
