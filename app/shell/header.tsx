import { Menu, PlayCircle } from "lucide-react";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { directLinks, type FreeToolLink } from "~/routes/navigation";
import { site } from "~/settings/site";
import { ChatToggle, isChatShown } from "./chat-launcher";
import { HeaderDropdown } from "./header-dropdown";
import { HeaderPanels } from "./header-panels";
import { HeaderSearch } from "./header-search";
import { Logo } from "./logo";
import { MobileDrawer } from "./mobile-drawer";
import { SearchBox } from "./search-box";

/** Spec §9: the sticky header is 64 px high. */
const HEADER_HEIGHT_PX = 64;

/**
 * The site header, rendered to HTML on every page with every link of its dropdowns and drawer in the markup.
 * It ships no React: app/shell/header-dropdown.browser.ts and mobile-drawer.browser.ts give the dropdowns and the drawer their
 * behaviour (beside what the browser and app.css do before them), chat-launcher.browser.ts the chat button's, and the
 * shell's action handler (app/shell/actions.browser.ts) opens the demo modal and tracks the clicks marked with
 * data-track.
 */
export function Header({ pathname, toolLinks }: { pathname: string; toolLinks: readonly FreeToolLink[] }) {
  return (
    // The desktop navigation needs about 1,115 px (logo, six items, Login, Try For Free), so below 1,280 px the
    // drawer serves, as on phones: from 1,024 px (lg) it overflowed the page and cut off Try For Free.
    <header
      className="sticky top-0 z-40 h-16 border-b border-ink-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80"
      style={{ height: HEADER_HEIGHT_PX }}
    >
      <div className="mx-auto flex h-full max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Logo brandName={site.brandName} />

        <nav aria-label="Main" className="ml-4 hidden items-center gap-0.5 xl:flex">
          <HeaderDropdown id="features" label="What we offer" width={600}>
            <HeaderPanels id="features" toolLinks={toolLinks} />
          </HeaderDropdown>
          <HeaderDropdown id="serve" label="Who we serve" width={600}>
            <HeaderPanels id="serve" toolLinks={toolLinks} />
          </HeaderDropdown>
          <HeaderDropdown id="resources" label="Resources" width={320}>
            <HeaderPanels id="resources" toolLinks={toolLinks} />
          </HeaderDropdown>
          {directLinks.map((item) => {
            const current = pathname === item.href;
            return (
              <a
                key={item.href}
                href={item.href}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "flex h-10 items-center rounded-lg px-3 text-sm font-medium whitespace-nowrap",
                  current ? "text-brand-700" : "text-ink-700 hover:text-ink-900",
                )}
              >
                {item.name}
              </a>
            );
          })}
        </nav>

        <div className="ml-auto hidden items-center gap-2 xl:flex">
          <SearchBox id="site-search" placement="header" />
          <button
            type="button"
            data-action="open-demo"
            className={buttonClasses("ghost", "md", "hidden 2xl:inline-flex")}
          >
            <PlayCircle className="size-4" aria-hidden />
            Watch demo
          </button>
          <a href={site.loginUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses("ghost", "md")}>
            Login
          </a>
          <a
            href="/signup"
            data-track="try_free_click"
            data-track-source="header_desktop"
            className={buttonClasses("primary", "md")}
          >
            Try For Free
          </a>
        </div>

        <HeaderSearch />
        {/* Not ml-auto: the search's button before it takes the header's free space. No gap below 640 px: at 320 px
            the logo and three buttons fill the header. */}
        <div className="flex items-center sm:gap-2 xl:hidden">
          {isChatShown(pathname) && (
            <ChatToggle className="inline-flex size-10 rounded-lg text-brand-700 hover:bg-ink-100" />
          )}
          {/* The browser opens the drawer itself (an invoker command), from the first paint on (issue 47). */}
          <button
            type="button"
            command="show-modal"
            commandfor="mobile-drawer"
            data-drawer-open="mobile-drawer"
            className="inline-flex size-10 items-center justify-center rounded-lg text-ink-800 hover:bg-ink-100"
            aria-label="Open menu"
            aria-controls="mobile-drawer"
          >
            <Menu className="size-6" aria-hidden />
          </button>
        </div>
      </div>

      <MobileDrawer toolLinks={toolLinks} />
    </header>
  );
}
