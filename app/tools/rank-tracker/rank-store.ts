import { isIsoDate } from "~/lib/dates";
import { safeStorage, type StorageLike } from "~/lib/safe-storage";
import { validateRankEntry, type RankObservation } from "./rank-tracker";

/**
 * The rank tracker's data in this browser only: localStorage key `marginatlas.rank-tracker`, value
 * `{ "version": 1, "observations": [{ "date", "keyword", "rank", "asin" }, ...], "notes": [{ "date", "text" }] }`.
 * Notes mark what changed on a day (new images, a price cut, a PPC push) and show on the chart.
 * Reading re-validates everything (the storage is user-editable) and drops bad entries; nothing here throws.
 */

export const RANK_STORAGE_KEY = "marginatlas.rank-tracker";
export const RANK_STORE_VERSION = 1;
/** A ceiling that keeps localStorage (about 5 MB per site) well clear of its quota. */
export const MAX_STORED_OBSERVATIONS = 20_000;

export function observationKey(observation: Pick<RankObservation, "keyword" | "asin" | "date">): string {
  return `${observation.keyword.toLowerCase()}\u0000${observation.asin}\u0000${observation.date}`;
}

export interface RankNote {
  date: string;
  text: string;
}

export interface RankTrackerData {
  observations: RankObservation[];
  notes: RankNote[];
}

export const MAX_NOTE_LENGTH = 140;
export const MAX_NOTES = 500;
export const emptyTracker: RankTrackerData = { observations: [], notes: [] };

/** A note as entered: a valid date and 1 to 140 characters of text (trimmed, spaces collapsed). */
export function validateNote(date: unknown, text: unknown): RankNote | null {
  if (!isIsoDate(date) || typeof text !== "string") return null;
  const clean = text.trim().replace(/\s+/g, " ");
  if (clean === "" || clean.length > MAX_NOTE_LENGTH) return null;
  return { date, text: clean };
}

/** Parses stored text; null, garbage and other versions give an empty tracker. */
export function parseStoredTracker(raw: string | null): RankTrackerData {
  if (raw === null) return emptyTracker;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return emptyTracker;
    const record = value as { version?: unknown; observations?: unknown; notes?: unknown };
    if (record.version !== RANK_STORE_VERSION || !Array.isArray(record.observations)) return emptyTracker;
    const kept: RankObservation[] = [];
    for (const entry of record.observations.slice(0, MAX_STORED_OBSERVATIONS)) {
      if (typeof entry !== "object" || entry === null) continue;
      const candidate = entry as Record<string, unknown>;
      const checked = validateRankEntry({
        date: candidate.date,
        keyword: candidate.keyword,
        rank: candidate.rank,
        asin: candidate.asin ?? "",
      });
      if (checked.ok) kept.push(checked.value);
    }
    const notes: RankNote[] = [];
    for (const entry of Array.isArray(record.notes) ? record.notes.slice(0, MAX_NOTES) : []) {
      if (typeof entry !== "object" || entry === null) continue;
      const note = validateNote((entry as Record<string, unknown>).date, (entry as Record<string, unknown>).text);
      if (note) notes.push(note);
    }
    return { observations: mergeObservations([], kept), notes: sortNotes(notes) };
  } catch {
    return emptyTracker;
  }
}

export function serializeTracker(data: RankTrackerData): string {
  return JSON.stringify({ version: RANK_STORE_VERSION, observations: data.observations, notes: data.notes });
}

export function loadTracker(storage: StorageLike | null | undefined): RankTrackerData {
  return parseStoredTracker(safeStorage(storage).read(RANK_STORAGE_KEY));
}

/** Saves (or removes the key, when empty); false when the browser would not store it. */
export function saveTracker(storage: StorageLike | null | undefined, data: RankTrackerData): boolean {
  const store = safeStorage(storage);
  if (data.observations.length === 0 && data.notes.length === 0) return store.remove(RANK_STORAGE_KEY);
  return store.write(RANK_STORAGE_KEY, serializeTracker(data));
}

export function sortNotes(notes: readonly RankNote[]): RankNote[] {
  return [...notes].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * Adds observations to a list: one per keyword (case-insensitive), ASIN and date, the incoming one winning.
 * Keeps the list's order and appends new entries; stops at MAX_STORED_OBSERVATIONS.
 */
export function mergeObservations(
  current: readonly RankObservation[],
  incoming: readonly RankObservation[],
): RankObservation[] {
  const byKey = new Map<string, RankObservation>();
  for (const observation of current) byKey.set(observationKey(observation), observation);
  for (const observation of incoming) {
    const key = observationKey(observation);
    if (!byKey.has(key) && byKey.size >= MAX_STORED_OBSERVATIONS) continue;
    byKey.set(key, observation);
  }
  return [...byKey.values()];
}

/** Removes one keyword + ASIN series. */
export function removeSeries(current: readonly RankObservation[], keyword: string, asin: string): RankObservation[] {
  const target = keyword.toLowerCase();
  return current.filter((observation) => !(observation.keyword.toLowerCase() === target && observation.asin === asin));
}

/** A small example data set (three keywords over six weeks, one of them dropping) for the empty tracker. */
export function sampleRankData(): RankObservation[] {
  const dates = ["2026-10-04", "2026-10-11", "2026-10-18", "2026-10-25", "2026-11-01", "2026-11-08"];
  const series: { keyword: string; ranks: number[] }[] = [
    { keyword: "garlic press", ranks: [18, 14, 11, 9, 8, 7] },
    { keyword: "garlic crusher stainless", ranks: [6, 5, 5, 4, 5, 4] },
    { keyword: "kitchen gadgets", ranks: [22, 21, 24, 20, 23, 41] },
  ];
  return series.flatMap(({ keyword, ranks }) =>
    ranks.map((rank, index) => ({ date: dates[index] ?? dates[0] ?? "2026-10-04", keyword, rank, asin: "B0EXAMPLE1" })),
  );
}
