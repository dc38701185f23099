import { useEffect, useRef, type ComponentType } from "react";
import type { Root } from "react-dom/client";
import { FBA_ISLAND_ID, recordEarlyEdits, whenVisitorActs } from "./island";

// The server build renders the calculator into the prerendered HTML; the client build drops this import.
const ServerCalculator: ComponentType | null = import.meta.env.SSR ? (await import("./fba-calculator")).FbaCalculator : null;

// From the first moment the page's code runs, so typing during hydration is kept (see island.ts).
if (!import.meta.env.SSR) recordEarlyEdits(FBA_ISLAND_ID);

/** The client keeps the island's server markup: React does not hydrate (or touch) children given this way. */
const keepServerMarkup = { __html: "" };

/**
 * The FBA calculator as an island. The build renders it into the page's HTML (results included); the page's
 * hydration leaves that markup alone, and the calculator's code (fee engine included) loads on the visitor's
 * first interaction, or at once for a shared link (`?v=`) or a client-side navigation, then hydrates the
 * markup in place as its own React root. So the page ships almost no JavaScript for it up front.
 * The calculator must not use router context (it renders outside the router): its links are plain anchors.
 */
export function FbaCalculatorIsland() {
  const island = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = island.current;
    if (!element) return;
    let root: Root | null = null;
    let cancelled = false;
    const hasServerMarkup = element.hasChildNodes();
    const ready = hasServerMarkup ? whenVisitorActs(FBA_ISLAND_ID, () => new URLSearchParams(window.location.search).has("v")) : Promise.resolve();
    void ready
      .then(() => Promise.all([import("./fba-calculator"), import("react-dom/client")]))
      .then(([{ FbaCalculator }, { createRoot, hydrateRoot }]) => {
        if (cancelled) return;
        if (hasServerMarkup) {
          root = hydrateRoot(element, <FbaCalculator />);
        } else {
          root = createRoot(element);
          root.render(<FbaCalculator />);
        }
      });
    return () => {
      cancelled = true;
      const mounted = root;
      // Unmount after the page's own commit (React warns about unmounting a root while rendering).
      if (mounted) queueMicrotask(() => mounted.unmount());
    };
  }, []);

  if (ServerCalculator) {
    return (
      <div id={FBA_ISLAND_ID}>
        <ServerCalculator />
      </div>
    );
  }
  return <div id={FBA_ISLAND_ID} ref={island} dangerouslySetInnerHTML={keepServerMarkup} suppressHydrationWarning />;
}
