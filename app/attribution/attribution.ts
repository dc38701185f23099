import { isIsoDateTime, isRecord, isStringWithin } from "~/lib/guards";
import { parseJsonOrUndefined, safeStorage, type StorageLike } from "~/lib/safe-storage";
import { CLICK_ID_PARAMETERS, isClickIdValue, type ClickIds } from "./click-ids";

/**
 * Marketing attribution for the current browser session (spec §3 "Attribution data", §4
 * "Attribution on first load"). Pure logic: the storage, the URL, the referrer and the clock are
 * passed in, so it runs the same in tests, in the browser, and never during prerender.
 *
 * Everything lives in sessionStorage under ATTRIBUTION_STORAGE_KEYS, one JSON value per key, so a
 * corrupted key only loses that one fact. Values are validated with zod on every read; anything
 * invalid reads as "not stored" and is overwritten by the next capture.
 */

export { CLICK_ID_PARAMETERS, MAX_CLICK_ID_LENGTH, type ClickIds } from "./click-ids";

export const ATTRIBUTION_STORAGE_KEYS = {
  utm: "marginatlas.attribution.utm",
  landingPage: "marginatlas.attribution.landing_page",
  referrer: "marginatlas.attribution.referrer",
  sessionId: "marginatlas.attribution.session_id",
  viewedPages: "marginatlas.attribution.viewed_pages",
  clickIds: "marginatlas.attribution.click_ids",
  /** Page loads the head's script saw and the page's script has not recorded yet (page-load-script.ts). */
  pageLoads: "marginatlas.attribution.page_loads",
} as const;

export const UTM_PARAMETERS = ["utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term"] as const;
export type UtmParameter = (typeof UTM_PARAMETERS)[number];
export type UtmSet = Record<UtmParameter, string | null>;

/** What readAttribution returns when no referrer was ever stored this session. */
export const DIRECT_REFERRER = "direct";
/** Only the most recent pages are kept so sessionStorage cannot grow without bound on long visits. */
export const MAX_VIEWED_PAGES = 50;
/**
 * The same path recorded again within this window is one navigation seen twice (a double-clicked
 * link or a quick reload).
 */
export const DUPLICATE_VIEW_WINDOW_MS = 1_000;
/** Caps what a crafted URL can push into storage and into the prospect row. */
export const MAX_UTM_VALUE_LENGTH = 255;
export const MAX_PATH_LENGTH = 1_000;

export interface ViewedPage {
  path: string;
  /** ISO 8601, UTC. */
  timestamp: string;
}

export interface Attribution extends UtmSet {
  /** First path of the session, without query string or fragment. */
  landing_page: string | null;
  /** Origin + path of the first external referrer of the session, or "direct". */
  referrer: string;
  session_id: string | null;
  viewed_pages: ViewedPage[];
  /** Ad click ids of the first landing URL that had any (first touch); null when there were none. */
  click_ids: ClickIds | null;
}

/** Exactly what the lead forms send: the prospect columns plus everything else under `extra`. */
export interface SubmissionAttribution {
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  landing_page: string | null;
  referrer: string;
  conversion_page: string | null;
  extra: {
    utm_content: string | null;
    utm_term: string | null;
    session_id: string | null;
    viewed_pages: ViewedPage[];
    click_ids: ClickIds | null;
  };
}

// ---------------------------------------------------------------------------------------------
// Sanitising URLs: stored paths are bare paths (spec §3 "the first landing path"), so a query
// string or fragment, and whatever credentials or personal data they carry, never reach storage.
// ---------------------------------------------------------------------------------------------

/** Only used to resolve relative paths; never stored. */
const PATH_PARSING_BASE = "https://path.invalid";

/**
 * The `pathname` alone: no query string, no fragment. Accepts a path ("/pricing?x=1#top") or an
 * absolute URL (only its path is kept). Null for empty or non-http input.
 */
export function sanitizePath(pathOrUrl: string): string | null {
  const trimmed = pathOrUrl.trim();
  if (trimmed === "") return null;
  let url: URL;
  try {
    url = new URL(trimmed, PATH_PARSING_BASE);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  return url.pathname.slice(0, MAX_PATH_LENGTH);
}

/**
 * The ad click ids of the landing URL (first value of each), for offline conversion uploads to
 * Google Ads, Meta, Microsoft and TikTok. A value that is too long or carries characters no ad
 * platform issues is dropped rather than cut: a shortened click id matches no click.
 */
export function clickIdsFromUrl(url: URL): ClickIds | null {
  const ids: ClickIds = {};
  for (const name of CLICK_ID_PARAMETERS) {
    const value = url.searchParams.get(name)?.trim() ?? "";
    if (isClickIdValue(value)) ids[name] = value;
  }
  return Object.keys(ids).length > 0 ? ids : null;
}

function hostWithoutWww(hostname: string): string {
  return hostname.toLowerCase().replace(/^www\./, "");
}

/**
 * A referrer is internal when it is this site's host, its www variant, or a subdomain of it (the
 * login app, a future blog subdomain): moving between our own properties is not an acquisition
 * source, so it must never be recorded as the session's referrer.
 */
export function isInternalReferrer(referrerHostname: string, currentHostname: string): boolean {
  const referrerHost = hostWithoutWww(referrerHostname);
  const siteHost = hostWithoutWww(currentHostname);
  return referrerHost === siteHost || referrerHost.endsWith(`.${siteHost}`);
}

/**
 * The external referrer as `origin + pathname` (query and fragment dropped: search engines and
 * webmail put queries and addresses there), or null when there is none, it is internal, or it is
 * not an http(s) URL.
 */
export function sanitizeReferrer(referrer: string | null | undefined, currentUrl: string | URL): string | null {
  if (!referrer || referrer.trim() === "") return null;
  let parsed: URL;
  try {
    parsed = new URL(referrer.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
  try {
    if (isInternalReferrer(parsed.hostname, new URL(currentUrl).hostname)) return null;
  } catch {
    // Current URL unknown: we cannot tell internal from external, so keep the referrer.
  }
  return `${parsed.origin}${parsed.pathname}`.slice(0, MAX_PATH_LENGTH);
}

// ---------------------------------------------------------------------------------------------
// Stored shapes
// ---------------------------------------------------------------------------------------------

const isUtmValue = (value: unknown): value is string | null =>
  value === null || isStringWithin(value, { min: 1, max: MAX_UTM_VALUE_LENGTH });

function storedUtm(value: unknown): UtmSet | null {
  if (!isRecord(value) || !UTM_PARAMETERS.every((name) => isUtmValue(value[name]))) return null;
  const set = Object.fromEntries(UTM_PARAMETERS.map((name) => [name, value[name]])) as UtmSet;
  // An all-null set was never written by us; treat it as "nothing stored".
  return UTM_PARAMETERS.some((name) => set[name] !== null) ? set : null;
}
const storedPath = (value: unknown) =>
  isStringWithin(value, { max: MAX_PATH_LENGTH }) && value.startsWith("/") ? value : null;
const storedReferrer = (value: unknown) =>
  isStringWithin(value, { max: MAX_PATH_LENGTH }) && /^https?:\/\//.test(value) ? value : null;
function storedClickIds(value: unknown): ClickIds | null {
  if (!isRecord(value)) return null;
  const ids: ClickIds = {};
  for (const name of CLICK_ID_PARAMETERS) {
    if (isClickIdValue(value[name])) ids[name] = value[name];
  }
  return Object.keys(ids).length > 0 ? ids : null;
}
const SESSION_ID_PATTERN = /^\d+-[a-z0-9]+$/i;
const storedSessionId = (value: unknown) =>
  isStringWithin(value, { max: 100 }) && SESSION_ID_PATTERN.test(value) ? value : null;

function readValid<T>(
  storage: StorageLike | null | undefined,
  key: string,
  parse: (value: unknown) => T | null,
): T | null {
  return parse(parseJsonOrUndefined(safeStorage(storage).read(key)));
}

function writeJson(storage: StorageLike | null | undefined, key: string, value: unknown): void {
  safeStorage(storage).write(key, JSON.stringify(value));
}

/** Stored paths are re-sanitised on read so a value planted by hand cannot leak a token either. */
function readPath(storage: StorageLike | null | undefined, key: string): string | null {
  const stored = readValid(storage, key, storedPath);
  return stored === null ? null : sanitizePath(stored);
}

/** Valid entries of a stored list; one bad entry does not cost the rest of the journey. */
function readViewedPages(storage: StorageLike | null | undefined): ViewedPage[] {
  const stored = parseJsonOrUndefined(safeStorage(storage).read(ATTRIBUTION_STORAGE_KEYS.viewedPages));
  if (!Array.isArray(stored)) return [];
  const pages: ViewedPage[] = [];
  for (const entry of stored) {
    const stored = isRecord(entry) && isIsoDateTime(entry.timestamp) ? storedPath(entry.path) : null;
    const path = stored === null ? null : sanitizePath(stored);
    if (path !== null && isRecord(entry)) pages.push({ path, timestamp: entry.timestamp as string });
  }
  return pages.slice(-MAX_VIEWED_PAGES);
}

function validDate(now: Date): Date {
  return Number.isNaN(now.getTime()) ? new Date() : now;
}

function randomString(): string {
  const cryptoApi = globalThis.crypto as Crypto | undefined;
  if (cryptoApi?.getRandomValues) {
    const bytes = cryptoApi.getRandomValues(new Uint8Array(8));
    return Array.from(bytes, (byte) => byte.toString(36).padStart(2, "0")).join("");
  }
  return Math.random().toString(36).slice(2, 14).padEnd(12, "0");
}

/** `${epoch milliseconds}-${random base36}`, e.g. "1767225600000-k3x09a1b2c3d4e5f". */
export function createSessionId(now: Date = new Date()): string {
  return `${validDate(now).getTime()}-${randomString()}`;
}

function utmFromUrl(url: URL): UtmSet | null {
  const set = {} as UtmSet;
  let found = false;
  for (const name of UTM_PARAMETERS) {
    const value = url.searchParams.get(name)?.trim().slice(0, MAX_UTM_VALUE_LENGTH) ?? "";
    set[name] = value === "" ? null : value;
    found ||= value !== "";
  }
  return found ? set : null;
}

// ---------------------------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------------------------

/**
 * First-load capture (spec §4). Safe to call on every full page load; each fact is written once:
 * - UTM set: stored only if the URL has one and none is stored yet (first UTM wins, as a whole set).
 * - landing page: stored once per session, as a bare path.
 * - ad click ids (gclid, fbclid...): stored only if the URL has any and none are stored yet (first touch).
 * - referrer: the first external referrer seen this session; internal/empty referrers are ignored,
 *   so a direct visit reads as "direct" until (and unless) the visitor later arrives from outside.
 * - session id: created once per browser session.
 * Page views are not recorded here; call recordPageView for that.
 */
export function captureAttribution(
  url: string | URL,
  referrer: string | null | undefined,
  storage: StorageLike | null | undefined,
  now: Date = new Date(),
): Attribution {
  let currentUrl: URL | null = null;
  try {
    currentUrl = new URL(url);
  } catch {
    currentUrl = null;
  }

  if (currentUrl) {
    const utm = utmFromUrl(currentUrl);
    if (utm && readValid(storage, ATTRIBUTION_STORAGE_KEYS.utm, storedUtm) === null) {
      writeJson(storage, ATTRIBUTION_STORAGE_KEYS.utm, utm);
    }

    const clickIds = clickIdsFromUrl(currentUrl);
    if (clickIds && readValid(storage, ATTRIBUTION_STORAGE_KEYS.clickIds, storedClickIds) === null) {
      writeJson(storage, ATTRIBUTION_STORAGE_KEYS.clickIds, clickIds);
    }

    const landingPage = sanitizePath(currentUrl.href);
    if (landingPage && readPath(storage, ATTRIBUTION_STORAGE_KEYS.landingPage) === null) {
      writeJson(storage, ATTRIBUTION_STORAGE_KEYS.landingPage, landingPage);
    }

    const externalReferrer = sanitizeReferrer(referrer, currentUrl);
    if (externalReferrer && readValid(storage, ATTRIBUTION_STORAGE_KEYS.referrer, storedReferrer) === null) {
      writeJson(storage, ATTRIBUTION_STORAGE_KEYS.referrer, externalReferrer);
    }
  }

  if (readValid(storage, ATTRIBUTION_STORAGE_KEYS.sessionId, storedSessionId) === null) {
    writeJson(storage, ATTRIBUTION_STORAGE_KEYS.sessionId, createSessionId(now));
  }

  return readAttribution(storage);
}

/**
 * Appends `{ path, timestamp }` for one page view (each page load, and each page restored by Back or Forward).
 * An identical path already recorded within DUPLICATE_VIEW_WINDOW_MS is the same navigation seen
 * twice and is skipped. Only the last MAX_VIEWED_PAGES entries are kept. Returns the stored list.
 */
export function recordPageView(
  path: string,
  storage: StorageLike | null | undefined,
  now: Date = new Date(),
): ViewedPage[] {
  const pages = readViewedPages(storage);
  const sanitized = sanitizePath(path);
  if (sanitized === null) return pages;

  const at = validDate(now);
  const previous = pages.at(-1);
  if (previous && previous.path === sanitized) {
    const sincePrevious = Math.abs(at.getTime() - Date.parse(previous.timestamp));
    if (sincePrevious < DUPLICATE_VIEW_WINDOW_MS) return pages;
  }

  const next = [...pages, { path: sanitized, timestamp: at.toISOString() }].slice(-MAX_VIEWED_PAGES);
  writeJson(storage, ATTRIBUTION_STORAGE_KEYS.viewedPages, next);
  return next;
}

/** Everything stored for this session; unknown facts are null (referrer: "direct"), never undefined. */
export function readAttribution(storage: StorageLike | null | undefined): Attribution {
  const utm = readValid(storage, ATTRIBUTION_STORAGE_KEYS.utm, storedUtm);
  return {
    utm_source: utm?.utm_source ?? null,
    utm_medium: utm?.utm_medium ?? null,
    utm_campaign: utm?.utm_campaign ?? null,
    utm_content: utm?.utm_content ?? null,
    utm_term: utm?.utm_term ?? null,
    landing_page: readPath(storage, ATTRIBUTION_STORAGE_KEYS.landingPage),
    referrer: readValid(storage, ATTRIBUTION_STORAGE_KEYS.referrer, storedReferrer) ?? DIRECT_REFERRER,
    session_id: readValid(storage, ATTRIBUTION_STORAGE_KEYS.sessionId, storedSessionId),
    viewed_pages: readViewedPages(storage),
    click_ids: readValid(storage, ATTRIBUTION_STORAGE_KEYS.clickIds, storedClickIds),
  };
}

/**
 * A page load as the head's inline script wrote it (page-load-script.ts), before the page's own script ran: its path
 * with only the parameters attribution reads, its referrer without query or fragment, and when (epoch ms).
 */
export interface PageLoad {
  url: string;
  referrer: string;
  at: number;
}

function storedPageLoad(value: unknown): PageLoad | null {
  if (!isRecord(value)) return null;
  const { url, referrer, at } = value;
  if (!isStringWithin(url, { min: 1, max: 2 * MAX_PATH_LENGTH }) || !url.startsWith("/")) return null;
  if (!isStringWithin(referrer, { max: MAX_PATH_LENGTH }) || typeof at !== "number" || !Number.isFinite(at))
    return null;
  return { url, referrer, at };
}

/**
 * Records the page loads the head's script saw (issue 47: a visitor who moves on before the page's script runs, on a
 * busy phone 0.6-0.9 s after the first paint, was stored with the next page as landing page, no UTMs and "direct"):
 * each is captured and viewed, in order, at its own time, exactly as if the page's script had run on it, then
 * forgotten. `origin` is this site's (their paths are its). Returns the paths recorded.
 */
export function recordPageLoads(storage: StorageLike | null | undefined, origin: string): string[] {
  const stored = parseJsonOrUndefined(safeStorage(storage).read(ATTRIBUTION_STORAGE_KEYS.pageLoads));
  safeStorage(storage).remove(ATTRIBUTION_STORAGE_KEYS.pageLoads);
  if (!Array.isArray(stored)) return [];
  const recorded: string[] = [];
  for (const load of stored.slice(-MAX_VIEWED_PAGES).map(storedPageLoad)) {
    const path = load && sanitizePath(load.url);
    if (!load || path === null) continue;
    const at = new Date(load.at);
    captureAttribution(`${origin}${load.url}`, load.referrer, storage, at);
    recordPageView(path, storage, at);
    recorded.push(path);
  }
  return recorded;
}

/**
 * The attribution a lead form submits. `conversionPath` is the page the form was submitted on
 * (e.g. `location.pathname`); it is reduced to its path like every stored path.
 */
export function attributionForSubmission(
  storage: StorageLike | null | undefined,
  conversionPath: string,
): SubmissionAttribution {
  const attribution = readAttribution(storage);
  return {
    utm_source: attribution.utm_source,
    utm_medium: attribution.utm_medium,
    utm_campaign: attribution.utm_campaign,
    landing_page: attribution.landing_page,
    referrer: attribution.referrer,
    conversion_page: sanitizePath(conversionPath),
    extra: {
      utm_content: attribution.utm_content,
      utm_term: attribution.utm_term,
      session_id: attribution.session_id,
      viewed_pages: attribution.viewed_pages,
      click_ids: attribution.click_ids,
    },
  };
}
