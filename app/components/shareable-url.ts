import { useCallback, useEffect, useState } from "react";

/**
 * Calculator state lives in the page's query string so a result can be shared (FBA calculator, the other
 * free tools, every KPI calculator). These two helpers are the shared mechanics.
 */

/** Replaces the current entry's query: no new history entry, no navigation, no scroll; keeps the router's state. */
export function replaceQuery(query: string) {
  const { pathname, hash, search } = window.location;
  if (query === search || (query === "" && search === "")) return;
  window.history.replaceState(window.history.state, "", `${pathname}${query}${hash}`);
}

export type CopyState = "idle" | "copied" | "failed";

/** "Copy link": puts the query in the address bar, copies the full URL, and reports the outcome for 2.5 s. */
export function useCopyLink() {
  const [copyState, setCopyState] = useState<CopyState>("idle");
  useEffect(() => {
    if (copyState === "idle") return;
    const timer = window.setTimeout(() => setCopyState("idle"), 2500);
    return () => window.clearTimeout(timer);
  }, [copyState]);

  const copyLink = useCallback(async (query: string) => {
    replaceQuery(query);
    try {
      await navigator.clipboard.writeText(`${window.location.origin}${window.location.pathname}${query}`);
      setCopyState("copied");
    } catch {
      setCopyState("failed");
    }
  }, []);

  return { copyState, copyLink };
}
