import { useMemo, useSyncExternalStore } from "react";
import { browserStorage, safeStorage } from "~/lib/safe-storage";
import {
  acceptAll,
  CONSENT_STORAGE_KEY,
  parseConsentChoice,
  rejectAll,
  saveChoice,
  updateConsent,
  type ConsentCategories,
  type ConsentChoice,
} from "./consent";

/**
 * Browser state around consent.ts: the stored choice (localStorage) and whether the preferences
 * banner is open. Both are tiny external stores read with useSyncExternalStore, so every banner,
 * footer link and settings page sees the same state without a context provider.
 *
 * Any code (a footer "Cookie settings" link, a non-React script) can reopen the banner with
 * openConsentPreferences(); each change is also announced as a window CustomEvent
 * CONSENT_PREFERENCES_EVENT with `detail: { open }`.
 */

export const CONSENT_PREFERENCES_EVENT = "marginatlas:consent-preferences";

const listeners = new Set<() => void>();
let preferencesOpen = false;

function notifyListeners(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab decided: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

function setPreferencesOpen(open: boolean): void {
  if (preferencesOpen === open) return;
  preferencesOpen = open;
  notifyListeners();
  if (typeof window !== "undefined") {
    window.dispatchEvent(new CustomEvent(CONSENT_PREFERENCES_EVENT, { detail: { open } }));
  }
}

/** Reopens the consent banner/preferences (footer "Cookie settings"). Browser only. */
export function openConsentPreferences(): void {
  setPreferencesOpen(true);
}

export function closeConsentPreferences(): void {
  setPreferencesOpen(false);
}

function consentStorage() {
  return browserStorage("localStorage");
}

/** Raw string so the snapshot compares by value (a parsed object would be new on every read). */
function readRawChoice(): string | null {
  return safeStorage(consentStorage()).read(CONSENT_STORAGE_KEY);
}

/** Unknown during prerender and hydration; the real value arrives right after hydration. */
function serverRawChoice(): undefined {
  return undefined;
}

function decide(persist: () => ConsentChoice): void {
  const choice = persist();
  updateConsent(choice);
  notifyListeners();
  setPreferencesOpen(false);
}

const applyAcceptAll = () => decide(() => acceptAll(consentStorage()));
const applyRejectAll = () => decide(() => rejectAll(consentStorage()));
const applyChoice = (categories: ConsentCategories) => decide(() => saveChoice(consentStorage(), categories));

export interface UseConsentResult {
  /** The stored choice; null when undecided (or not known yet, see `ready`). */
  choice: ConsentChoice | null;
  hasDecided: boolean;
  /**
   * False during prerender/hydration, when localStorage cannot be read yet. Show the banner only
   * when `ready && (!hasDecided || preferencesOpen)` so prerendered HTML never contains it and
   * returning visitors never see it flash.
   */
  ready: boolean;
  acceptAll: () => void;
  rejectAll: () => void;
  save: (categories: ConsentCategories) => void;
  preferencesOpen: boolean;
  openPreferences: () => void;
  closePreferences: () => void;
}

export function useConsent(): UseConsentResult {
  const rawChoice = useSyncExternalStore<string | null | undefined>(subscribe, readRawChoice, serverRawChoice);
  const isPreferencesOpen = useSyncExternalStore(
    subscribe,
    () => preferencesOpen,
    () => false,
  );
  const choice = useMemo(() => (rawChoice === undefined ? null : parseConsentChoice(rawChoice)), [rawChoice]);

  return {
    choice,
    hasDecided: choice !== null,
    ready: rawChoice !== undefined,
    acceptAll: applyAcceptAll,
    rejectAll: applyRejectAll,
    save: applyChoice,
    preferencesOpen: isPreferencesOpen,
    openPreferences: openConsentPreferences,
    closePreferences: closeConsentPreferences,
  };
}
