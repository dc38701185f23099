/**
 * Interactive islands that cost no JavaScript until the visitor acts (see fba-calculator-island.tsx).
 *
 * The prerendered HTML contains the island's full markup (rendered on the server from the real component).
 * In the browser the page's own hydration leaves that markup alone; the island's code loads on the visitor's
 * first sign of intent (pointer, touch, focus, key, scroll or wheel anywhere on the page), or at once when the
 * address carries shared state or the page was reached by a client-side navigation, and then hydrates the
 * markup in place as its own React root: nothing shifts and nothing is rendered twice.
 */

const INTENT_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown", "scroll", "wheel"] as const;

export const FBA_ISLAND_ID = "fba-calculator-island";

/**
 * Edits made inside an island before its code arrived. React resets a controlled field to its rendered value
 * when it hydrates, so the island records what the visitor typed meanwhile (by element id, or by name for
 * radios) and the component applies it once hydrated: nothing typed in the first instant is lost.
 */
const earlyEdits = new Map<string, { edits: Map<string, string>; stop: () => void } | "taken">();

export function recordEarlyEdits(islandId: string) {
  if (typeof document === "undefined") return;
  if (earlyEdits.has(islandId)) return;
  const edits = new Map<string, string>();
  const record = (event: Event) => {
    const target = event.target;
    if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return;
    if (!document.getElementById(islandId)?.contains(target)) return;
    if (target instanceof HTMLInputElement && target.type === "radio") {
      if (target.checked && target.name) edits.set(target.name, target.value);
    } else if (target instanceof HTMLInputElement && target.type === "checkbox") {
      if (target.id) edits.set(target.id, target.checked ? "1" : "");
    } else if (target.id) {
      edits.set(target.id, target.value);
    }
  };
  document.addEventListener("input", record, true);
  document.addEventListener("change", record, true);
  const stop = () => {
    document.removeEventListener("input", record, true);
    document.removeEventListener("change", record, true);
  };
  earlyEdits.set(islandId, { edits, stop });
}

/** The edits recorded before hydration (element id or radio name -> value). Stops recording: later calls get none. */
export function takeEarlyEdits(islandId: string): Map<string, string> {
  const entry = earlyEdits.get(islandId);
  earlyEdits.set(islandId, "taken");
  if (!entry || entry === "taken") return new Map();
  entry.stop();
  return entry.edits;
}

const startNow = new Map<string, () => void>();

/** Loads an island's code at once (its Suspense fallback calls this if React ever shows it). */
export function loadIslandNow(islandId: string) {
  startNow.get(islandId)?.();
}

/** Resolves on the visitor's first intent, or at once when the island has no server HTML to keep. */
export function whenVisitorActs(islandId: string, loadNow: () => boolean = () => false): Promise<void> {
  if (typeof window === "undefined") return Promise.resolve();
  const island = document.getElementById(islandId);
  if (!island || !island.hasChildNodes() || loadNow()) return Promise.resolve();
  recordEarlyEdits(islandId);
  return new Promise((resolve) => {
    const go = () => {
      for (const name of INTENT_EVENTS) window.removeEventListener(name, go, true);
      startNow.delete(islandId);
      resolve();
    };
    startNow.set(islandId, go);
    for (const name of INTENT_EVENTS) window.addEventListener(name, go, { capture: true, passive: true });
  });
}
