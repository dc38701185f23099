/**
 * Web Storage that never throws.
 *
 * Browsers hand us storage that can be disabled (Safari private mode, blocked cookies: even reading
 * `window.sessionStorage` throws a SecurityError), full (setItem throws QuotaExceededError) or
 * tampered with. Attribution, consent, the tools unlock, the newsletter popup and the signup handoff
 * must keep working for the current page either way, so every failed read/write falls back to an
 * in-memory copy that lives as long as the document.
 *
 * The one way app code touches Web Storage: get the browser's with `browserStorage(...)`, wrap it
 * with `safeStorage(...)`.
 */

/** The Storage methods we need; `window.sessionStorage`, `window.localStorage` and test fakes fit. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface SafeStorage {
  /** The stored string, or null when absent or unreadable. Never throws. */
  read(key: string): string | null;
  /**
   * Stores the value; keeps it in memory instead when the real storage refuses. Never throws.
   * True when the real storage took it (so it outlives the document); false when only memory has it.
   */
  write(key: string, value: string): boolean;
  /** Forgets the key in the real storage and in memory. Never throws; false when the real storage refused. */
  remove(key: string): boolean;
}

/** A plain in-memory Storage stand-in (tests, prerender, and storage that cannot even be reached). */
export function createMemoryStorage(): StorageLike & { readonly size: number; clear(): void } {
  const entries = new Map<string, string>();
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, String(value)),
    removeItem: (key) => void entries.delete(key),
    get size() {
      return entries.size;
    },
    clear: () => entries.clear(),
  };
}

/** Used when the caller has no storage at all (server render, or storage access threw). */
const documentLifetimeMemory = createMemoryStorage();

/**
 * Writes that the real storage refused, per storage object. Kept outside the storage so the same
 * `window.sessionStorage` keeps the same fallback across calls; WeakMap so test fakes are collected.
 */
const refusedWrites = new WeakMap<StorageLike, Map<string, string>>();

export function safeStorage(storage: StorageLike | null | undefined): SafeStorage {
  const target = storage ?? documentLifetimeMemory;
  let memory = refusedWrites.get(target);
  if (!memory) {
    memory = new Map();
    refusedWrites.set(target, memory);
  }
  const fallback = memory;
  // Without a real storage everything is memory-only: it works for this page but is never "persisted".
  const persistent = storage != null;

  return {
    read(key) {
      // A refused write is newer than whatever the real storage still holds.
      const remembered = fallback.get(key);
      if (remembered !== undefined) return remembered;
      try {
        const value = target.getItem(key);
        return typeof value === "string" ? value : null;
      } catch {
        return null;
      }
    },
    write(key, value) {
      try {
        target.setItem(key, value);
        fallback.delete(key);
        return persistent;
      } catch {
        fallback.set(key, value);
        return false;
      }
    },
    remove(key) {
      fallback.delete(key);
      try {
        target.removeItem(key);
        return persistent;
      } catch {
        return false;
      }
    },
  };
}

/**
 * `window.sessionStorage` / `window.localStorage`, or null during prerender or when merely touching
 * the property throws. Call it from effects and event handlers only, never at module scope or render.
 */
export function browserStorage(kind: "sessionStorage" | "localStorage"): StorageLike | null {
  if (typeof window === "undefined") return null;
  try {
    return window[kind] ?? null;
  } catch {
    return null;
  }
}

/** JSON.parse that returns undefined instead of throwing on corrupted values. */
export function parseJsonOrUndefined(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}
