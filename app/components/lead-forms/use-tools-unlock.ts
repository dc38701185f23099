import { useSyncExternalStore } from "react";
import { browserStorage } from "~/lib/safe-storage";
import { readToolsUnlock, rememberToolsUnlock, TOOLS_STORAGE_KEY } from "~/tools/tools-gate";

/**
 * The browser's tools unlock as a React value: null while prerendering and hydrating (not known yet), then
 * true/false from localStorage. Unlocking in one tab reaches the others through the `storage` event. When
 * storage refuses the write, the unlock still holds in memory until the page is left.
 */

const listeners = new Set<() => void>();
// safe-storage already keeps refused writes in memory; this also covers a storage that accepts the write
// and silently drops it, which only the read-back in rememberToolsUnlock notices.
let unlockedInMemory = false;

const storage = () => browserStorage("localStorage");

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOOLS_STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const getSnapshot = () => unlockedInMemory || readToolsUnlock(storage());
const getServerSnapshot = (): boolean | null => null;

export function useToolsUnlock(): boolean | null {
  return useSyncExternalStore<boolean | null>(subscribe, getSnapshot, getServerSnapshot);
}

/** Unlocks every gated tool; returns whether the browser will remember it next visit. */
export function unlockTools(): boolean {
  const remembered = rememberToolsUnlock(storage());
  unlockedInMemory = true;
  for (const listener of listeners) listener();
  return remembered;
}
