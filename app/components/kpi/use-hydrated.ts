import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while the prerendered HTML hydrates (so the first client render matches it exactly), true afterwards
 * and on client-side navigations. Lets a component switch from its no-JavaScript form to its interactive one.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
