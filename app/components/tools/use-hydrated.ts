import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while prerendering and during the hydration pass (the first client render must match the HTML), true
 * afterwards and on client-side navigations. Anything that depends on the browser (today's date, storage)
 * reads it only once this is true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
