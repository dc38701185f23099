import { useCallback, useEffect, useRef, useState } from "react";
import { trackEvent } from "~/analytics/events";
import { replaceQuery, useCopyLink } from "~/components/shareable-url";
import type { ToolId } from "~/tools/tool-catalog";

/** Delay before the address bar follows the fields (keeps replaceState calls well under browser limits). */
export const URL_SYNC_DELAY_MS = 300;

export { replaceQuery };

export interface UrlStateOptions<V> {
  defaults: V;
  parse: (search: string) => V | null;
  serialize: (values: V, keep: string) => string;
  clear: (search: string) => string;
}

/**
 * Pass module-level functions (stable identities). Form values that a link can share: restored from the address once hydrated (so the first render matches
 * the prerendered HTML), written back with replaceState after the visitor edits (debounced), cleared by reset.
 * `edited` turns true only on the visitor's own changes, never on a restore.
 */
export function useUrlState<V>({ defaults, parse, serialize, clear }: UrlStateOptions<V>) {
  const [values, setValues] = useState<V>(defaults);
  const [edited, setEdited] = useState(false);
  const [restored, setRestored] = useState(false);
  const { copyState, copyLink: copyQuery } = useCopyLink();
  useEffect(() => {
    const fromUrl = parse(window.location.search);
    if (fromUrl) {
      setValues(fromUrl);
      setRestored(true);
    }
  }, [parse]);

  useEffect(() => {
    if (!edited) return;
    const timer = window.setTimeout(() => replaceQuery(serialize(values, window.location.search)), URL_SYNC_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [edited, values, serialize]);

  const update = useCallback((next: V | ((current: V) => V)) => {
    setEdited(true);
    setValues(next);
  }, []);

  const reset = useCallback(() => {
    setEdited(false);
    setRestored(false);
    setValues(defaults);
    replaceQuery(clear(window.location.search));
  }, [defaults, clear]);

  const copyLink = useCallback(() => copyQuery(serialize(values, window.location.search)), [values, serialize, copyQuery]);

  return { values, update, edited, restored, reset, copyLink, copyState };
}

/**
 * One `free_tool_usage` event (value 75) per page view: the first time the visitor's own action (an edit or
 * an import) shows a valid result. Loading the page with its defaults, or from a shared link, does not count.
 */
export function useToolUsage(tool: ToolId, visitorGotResult: boolean) {
  const tracked = useRef(false);
  useEffect(() => {
    if (!visitorGotResult || tracked.current) return;
    tracked.current = true;
    trackEvent("free_tool_usage", { tool });
  }, [tool, visitorGotResult]);
}

/**
 * The rendered width of an element (ResizeObserver), so SVG charts can draw at 1:1 scale and keep their text
 * readable on a phone. `fallback` until measured.
 */
export function useElementWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver((entries) => {
      const measured = Math.round(entries[0]?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
