import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { typedFields } from "~/islands/typed-before-hydration";
import { useTypedBeforeHydration } from "./use-typed-before-hydration";

/**
 * Calculator and search state lives in the page's query string so a result can be shared (the free tools,
 * every KPI calculator, the KPI explorer); the format is ~/lib/url-state.ts. These are the shared mechanics.
 */

/** Replaces the current entry's query: no new history entry, no navigation, no scroll; keeps history.state. */
function replaceQuery(query: string) {
  const { pathname, hash, search } = window.location;
  if (query === search || (query === "" && search === "")) return;
  window.history.replaceState(window.history.state, "", `${pathname}${query}${hash}`);
}

export type CopyState = "idle" | "copied" | "failed";

/** "Copy link": puts the query in the address bar, copies the full URL, and reports the outcome for 2.5 s. */
function useCopyLink() {
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

/** Delay before the address bar follows the fields (keeps replaceState calls well under browser limits). */
const URL_SYNC_DELAY_MS = 300;

interface UrlStateOptions<V> {
  defaults: V;
  parse: (search: string) => V | null;
  serialize: (values: V, keep: string) => string;
  clear: (search: string) => string;
  /**
   * Where the island's fields are: the id of an element around them, and the field each control's name stands for
   * (null for other controls). What the visitor typed there before hydration wins over the defaults and the link.
   */
  typedBefore?: { rootId: string; fieldOf: (name: string) => (keyof V & string) | null };
}

/**
 * Values that a link can share (a tool's form, a KPI calculator's fields, the KPI explorer's search): restored
 * from the address once hydrated (so the first render matches the prerendered HTML), written back with
 * replaceState after the visitor edits (debounced), cleared by reset. `edited` turns true only on the visitor's
 * own changes (typed before hydration, too), never on a restore. Pass stable functions (module-level, or memoized on what they read), since
 * a new `parse` restores again.
 */
export function useUrlState<V extends object>({ defaults, parse, serialize, clear, typedBefore }: UrlStateOptions<V>) {
  const [values, setValues] = useState<V>(defaults);
  const [edited, setEdited] = useState(false);
  const [restored, setRestored] = useState(false);
  const { copyState, copyLink: copyQuery } = useCopyLink();
  const readTyped = useTypedBeforeHydration(typedBefore?.rootId);
  // Applied once, with the first restore (a ref: callers may pass a new function each render).
  const typedFieldOf = useRef(typedBefore?.fieldOf);

  // A layout effect: the hydrated island's first paint already shows the link's and the visitor's values.
  useLayoutEffect(() => {
    const fromUrl = parse(window.location.search);
    const fieldOf = typedFieldOf.current;
    typedFieldOf.current = undefined;
    const typedNow = fieldOf ? typedFields(readTyped(), fieldOf) : {};
    if (fromUrl) setRestored(true);
    if (Object.keys(typedNow).length > 0) {
      setEdited(true);
      setValues((current) => ({ ...(fromUrl ?? current), ...typedNow }));
    } else if (fromUrl) setValues(fromUrl);
  }, [parse, readTyped]);

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

  const copyLink = useCallback(
    () => copyQuery(serialize(values, window.location.search)),
    [values, serialize, copyQuery],
  );

  return { values, update, edited, restored, reset, copyLink, copyState };
}
