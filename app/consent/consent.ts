import { isIsoDateTime, isRecord } from "~/lib/guards";
import { parseJsonOrUndefined, safeStorage, type StorageLike } from "~/lib/safe-storage";

/**
 * Google Consent Mode v2.
 *
 * Order on every page (the <head> of app/layouts/site-layout.astro):
 *   1. <script>{consentDefaultsScript()}</script>  — before any tag: everything denied, then the
 *      visitor's stored choice (if any) applied immediately, so returning visitors never flash.
 *   2. <script>{gtmScript(id)}</script>            — only when a GTM container id is configured.
 * The banner then calls acceptAll / rejectAll / saveChoice + updateConsent (see app/shell/consent-banner.browser.ts).
 *
 * Recognising gtag entries in dataLayer (tests, Playwright): gtag() pushes its `arguments` object,
 * not an array — GTM only treats Arguments objects as gtag commands. Such an entry has
 * `Object.prototype.toString.call(entry) === "[object Arguments]"`, `entry[0] === "consent"` and
 * `entry[1] === "default"` (or "update"); `entry[2]` is the field map. isGtagConsentEntry() does
 * exactly that and works across realms (a JSDOM window, a page.evaluate result). The consent
 * default entry must be `window.dataLayer[0]`: it has to precede every other entry.
 */

/** localStorage key; the choice must outlive the session, unlike attribution. */
export const CONSENT_STORAGE_KEY = "marginatlas.consent";
/** Bump when the categories or their meaning change: older stored choices then ask again. */
export const CONSENT_VERSION = 1;
/**
 * Set on `<html>` by consentDefaultsScript when a choice is stored, before the body is parsed: the banner, shown in
 * the HTML so that it paints with the page's first paint, is hidden by app.css under it (no flash for a visitor who
 * chose). The shell's banner script then takes over with the stricter check and removes it.
 */
export const CONSENT_STORED_ATTRIBUTE = "data-consent-stored";
/** How long tags wait for the stored/banner choice before firing with the defaults. */
export const CONSENT_WAIT_FOR_UPDATE_MS = 500;

export type ConsentState = "granted" | "denied";

/** Consent Mode v2 fields we manage. */
export interface ConsentModeFields {
  ad_storage: ConsentState;
  ad_user_data: ConsentState;
  ad_personalization: ConsentState;
  analytics_storage: ConsentState;
}

export const DENIED_CONSENT_MODE: Readonly<ConsentModeFields> = Object.freeze({
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
});

export type ConsentChoice = {
  analytics: boolean;
  marketing: boolean;
  decidedAt: string;
  version: typeof CONSENT_VERSION;
};

function toConsentChoice(value: unknown): ConsentChoice | null {
  if (!isRecord(value)) return null;
  const { analytics, marketing, decidedAt, version } = value;
  if (
    typeof analytics !== "boolean" ||
    typeof marketing !== "boolean" ||
    !isIsoDateTime(decidedAt) ||
    version !== CONSENT_VERSION
  )
    return null;
  return { analytics, marketing, decidedAt, version };
}
export type ConsentCategories = Pick<ConsentChoice, "analytics" | "marketing">;

/** analytics -> analytics_storage; marketing -> ad_storage, ad_user_data, ad_personalization. */
export function consentModeFields(categories: ConsentCategories | null): ConsentModeFields {
  if (categories === null) return { ...DENIED_CONSENT_MODE };
  const marketing: ConsentState = categories.marketing ? "granted" : "denied";
  return {
    ad_storage: marketing,
    ad_user_data: marketing,
    ad_personalization: marketing,
    analytics_storage: categories.analytics ? "granted" : "denied",
  };
}

/** A stored raw value as a choice; null when absent, corrupted, or from another CONSENT_VERSION. */
export function parseConsentChoice(raw: string | null): ConsentChoice | null {
  return toConsentChoice(parseJsonOrUndefined(raw));
}

/** The visitor's stored choice, or null (never decided, storage broken or value invalid). */
export function readConsentChoice(storage: StorageLike | null | undefined): ConsentChoice | null {
  return parseConsentChoice(safeStorage(storage).read(CONSENT_STORAGE_KEY));
}

function validIsoNow(now: Date): string {
  return (Number.isNaN(now.getTime()) ? new Date() : now).toISOString();
}

/**
 * Persists a choice (in memory for this page when storage refuses) and returns it. Does not touch
 * the data layer; call updateConsent with the result.
 */
export function saveChoice(
  storage: StorageLike | null | undefined,
  categories: ConsentCategories,
  now: Date = new Date(),
): ConsentChoice {
  const choice: ConsentChoice = {
    analytics: categories.analytics === true,
    marketing: categories.marketing === true,
    decidedAt: validIsoNow(now),
    version: CONSENT_VERSION,
  };
  safeStorage(storage).write(CONSENT_STORAGE_KEY, JSON.stringify(choice));
  return choice;
}

export function acceptAll(storage: StorageLike | null | undefined, now: Date = new Date()): ConsentChoice {
  return saveChoice(storage, { analytics: true, marketing: true }, now);
}

export function rejectAll(storage: StorageLike | null | undefined, now: Date = new Date()): ConsentChoice {
  return saveChoice(storage, { analytics: false, marketing: false }, now);
}

type DataLayerHost = { dataLayer?: unknown[] };

/** gtag() bound to a host, exactly as gtag.js defines it: it pushes its own Arguments object. */
function gtagFor(host: DataLayerHost): (...command: unknown[]) => void {
  return function gtag(..._command: unknown[]) {
    host.dataLayer = Array.isArray(host.dataLayer) ? host.dataLayer : [];
    // GTM only treats Arguments objects as gtag commands; a rest array would be ignored.
    // eslint-disable-next-line prefer-rest-params
    host.dataLayer.push(arguments);
  };
}

/**
 * `gtag('consent', 'update', fields)` for the choice. `host` defaults to window and is injectable
 * for tests; a no-op during prerender.
 */
export function updateConsent(choice: ConsentCategories, host?: DataLayerHost): void {
  const target = host ?? (typeof window === "undefined" ? undefined : (window as Window & DataLayerHost));
  if (!target) return;
  gtagFor(target)("consent", "update", consentModeFields(choice));
}

/** True for a gtag('consent', kind, …) dataLayer entry (an Arguments object, see the header). */
export function isGtagConsentEntry(entry: unknown, kind: "default" | "update"): boolean {
  return (
    Object.prototype.toString.call(entry) === "[object Arguments]" &&
    (entry as ArrayLike<unknown>)[0] === "consent" &&
    (entry as ArrayLike<unknown>)[1] === kind
  );
}

/**
 * Inline JS for <head>, before any tag. Defines window.dataLayer and window.gtag, declares the
 * all-denied default, then replays a valid stored choice as an update and marks `<html>` with
 * CONSENT_STORED_ATTRIBUTE (so the banner never paints for a visitor who chose). Only our constants are
 * interpolated (JSON-encoded); stored values are only compared, never echoed into code.
 */
export function consentDefaultsScript(): string {
  const defaults = JSON.stringify({ ...DENIED_CONSENT_MODE, wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS });
  const key = JSON.stringify(CONSENT_STORAGE_KEY);
  const storedAttribute = JSON.stringify(CONSENT_STORED_ATTRIBUTE);
  return (
    "(function(){var w=window;w.dataLayer=w.dataLayer||[];" +
    "function gtag(){w.dataLayer.push(arguments);}w.gtag=gtag;" +
    `gtag('consent','default',${defaults});` +
    `try{var c=JSON.parse(w.localStorage.getItem(${key})||'null');` +
    `if(c&&c.version===${CONSENT_VERSION}&&typeof c.analytics==='boolean'&&typeof c.marketing==='boolean'&&typeof c.decidedAt==='string'){` +
    "var m=c.marketing?'granted':'denied';" +
    "gtag('consent','update',{ad_storage:m,ad_user_data:m,ad_personalization:m,analytics_storage:c.analytics?'granted':'denied'});" +
    `document.documentElement.setAttribute(${storedAttribute},'');` +
    "}}catch(e){}})();"
  );
}

/** GTM container ids are "GTM-" + uppercase letters/digits; anything else is refused. */
export const GTM_CONTAINER_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;

export function isValidGtmContainerId(containerId: string): boolean {
  return GTM_CONTAINER_ID_PATTERN.test(containerId);
}

function assertGtmContainerId(containerId: string): void {
  if (!isValidGtmContainerId(containerId)) {
    // The id is interpolated into inline JS and a URL: refusing it is the injection guard.
    throw new RangeError(`Invalid GTM container id ${JSON.stringify(containerId)}; expected GTM-XXXXXXX`);
  }
}

/**
 * Google's standard GTM loader. Render it after consentDefaultsScript(), and only when a container
 * id is configured (never in tests or local runs without one). Throws RangeError on a malformed id.
 */
export function gtmScript(containerId: string): string {
  assertGtmContainerId(containerId);
  return (
    "(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});" +
    "var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';" +
    "j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);" +
    `})(window,document,'script','dataLayer','${containerId}');`
  );
}

/** src for the <noscript><iframe> GTM fallback. Throws RangeError on a malformed id. */
export function gtmNoscriptUrl(containerId: string): string {
  assertGtmContainerId(containerId);
  return `https://www.googletagmanager.com/ns.html?id=${containerId}`;
}
