/**
 * The free-tools email gate, as pure logic (the React hook lives in components/lead-forms/use-tools-unlock.ts).
 *
 * - One email unlocks every gated tool in this browser: after a successful POST /api/email-signups
 *   (list "tools") the browser stores `{ "version": 1, "unlockedAt": "<ISO>" }` under `marginatlas.tools`.
 *   The email itself is not stored in the browser.
 * - Storage can be missing, full, blocked (private modes, disabled cookies) or hold garbage: reading then
 *   says "locked" and writing says "not remembered" instead of throwing; ~/lib/safe-storage keeps the unlock
 *   in memory for the rest of the visit.
 * - The FBA calculator (/features/amazon-fba-calculator) is never gated (see tool-catalog.ts).
 */

import { safeStorage, type StorageLike } from "~/lib/safe-storage";

export const TOOLS_STORAGE_KEY = "marginatlas.tools";
export const TOOLS_UNLOCK_VERSION = 1;

export interface ToolsUnlockRecord {
  version: typeof TOOLS_UNLOCK_VERSION;
  unlockedAt: string;
}

/** Parses a stored record; anything else (null, garbage, other versions) is "no unlock". */
export function parseUnlockRecord(raw: string | null): ToolsUnlockRecord | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const record = value as Record<string, unknown>;
    if (record.version !== TOOLS_UNLOCK_VERSION || typeof record.unlockedAt !== "string") return null;
    if (Number.isNaN(Date.parse(record.unlockedAt))) return null;
    return { version: TOOLS_UNLOCK_VERSION, unlockedAt: record.unlockedAt };
  } catch {
    return null;
  }
}

/** True when this browser has unlocked the tools. Never throws. */
export function readToolsUnlock(storage: StorageLike | null | undefined): boolean {
  return parseUnlockRecord(safeStorage(storage).read(TOOLS_STORAGE_KEY)) !== null;
}

/** Remembers the unlock; false when the browser would not store it. Never throws. */
export function rememberToolsUnlock(storage: StorageLike | null | undefined, now: Date = new Date()): boolean {
  const record: ToolsUnlockRecord = { version: TOOLS_UNLOCK_VERSION, unlockedAt: now.toISOString() };
  // Read back: some browsers accept the write and silently drop it.
  return safeStorage(storage).write(TOOLS_STORAGE_KEY, JSON.stringify(record)) && readToolsUnlock(storage);
}

/** What a gated tool area shows. `null` = not known yet (prerendered HTML and the hydration pass). */
export type GateView = "pending" | "locked" | "unlocked";

export function gateView(unlocked: boolean | null): GateView {
  return unlocked === null ? "pending" : unlocked ? "unlocked" : "locked";
}
