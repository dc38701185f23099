import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while prerendering and during the hydration pass (the first client render must match the HTML), true
 * afterwards. Lets an island switch from its prerendered form to its interactive one; anything that depends on the
 * browser (today's date, storage) is read only once this is true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
