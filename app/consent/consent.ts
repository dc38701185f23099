import { isIsoDateTime, isRecord } from "~/lib/guards";
import { parseJsonOrUndefined, safeStorage, type StorageLike } from "~/lib/safe-storage";

/**
 * Google Consent Mode v2.
 *
 * Order on every page (the <head> of app/layouts/site-layout.astro):
 *   1. <script>{consentDefaultsScript()}</script>  — before any tag: everything denied, then the
 *      visitor's stored choice (if any) applied immediately, so returning visitors never flash; and the
 *      banner's buttons, which answer from the first paint (issue 47).
 *   2. <script>{gtmScript(id)}</script>            — only when a GTM container id is configured.
 * app/shell/consent-banner.browser.ts then reopens the banner from the footer and follows other tabs.
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
/** The banner's element id (shell/consent-banner.tsx); its buttons are `[data-consent="accept|reject|customise|save"]`. */
export const CONSENT_BANNER_ID = "cookie-banner";
/** Announced on `window` when the visitor decides (the newsletter popup waits for it). */
export const CONSENT_DECIDED_EVENT = "marginatlas:consent-decided";
/** How long tags wait for the stored/banner choice before firing with the defaults. */
export const CONSENT_WAIT_FOR_UPDATE_MS = 500;

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

/** A stored raw value as a choice; null when absent, corrupted, or from another CONSENT_VERSION. */
export function parseConsentChoice(raw: string | null): ConsentChoice | null {
  return toConsentChoice(parseJsonOrUndefined(raw));
}

/** The visitor's stored choice, or null (never decided, storage broken or value invalid). */
export function readConsentChoice(storage: StorageLike | null | undefined): ConsentChoice | null {
  return parseConsentChoice(safeStorage(storage).read(CONSENT_STORAGE_KEY));
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
 *
 * It also answers the banner's buttons, from the first paint on (issue 47: they waited for the page's script, which
 * starts after the first paint, 0.6-0.9 s later on a busy phone), with one click listener on the document: accept
 * all, reject all and save store the choice (analytics -> analytics_storage; marketing -> ad_storage, ad_user_data,
 * ad_personalization), push its `gtag('consent','update', …)`, hide the banner and announce CONSENT_DECIDED_EVENT;
 * customise shows the categories. The one place a choice is made, so written once, here (with the defaults, 570 B
 * gzipped in a page; 350 B before).
 */
export function consentDefaultsScript(): string {
  const key = JSON.stringify(CONSENT_STORAGE_KEY);
  // f(choice): the Consent Mode fields of a choice (an empty one denies everything).
  return (
    "(()=>{var w=window,d=document,g=function(){w.dataLayer.push(arguments)}," +
    "f=c=>{var m=c.marketing?'granted':'denied';" +
    "return{ad_storage:m,ad_user_data:m,ad_personalization:m,analytics_storage:c.analytics?'granted':'denied'}};" +
    `w.dataLayer=w.dataLayer||[];w.gtag=g;g('consent','default',{...f({}),wait_for_update:${CONSENT_WAIT_FOR_UPDATE_MS}});` +
    `try{var c=JSON.parse(localStorage.getItem(${key}));` +
    `if(c&&c.version===${CONSENT_VERSION}&&typeof c.analytics=='boolean'&&typeof c.marketing=='boolean'&&typeof c.decidedAt=='string'){` +
    `g('consent','update',f(c));d.documentElement.setAttribute(${JSON.stringify(CONSENT_STORED_ATTRIBUTE)},'')}}catch(e){}` +
    "d.addEventListener('click',e=>{var b=e.target.closest?.('[data-consent]'),k=b?.dataset.consent," +
    `s=d.getElementById(${JSON.stringify(CONSENT_BANNER_ID)}),q=n=>s.querySelector(n),` +
    "x=n=>k=='accept'||k=='save'&&q('[name='+n+']').checked,c;if(!b)return;" +
    "if(k=='customise')return q('fieldset').hidden=q('[data-consent=save]').hidden=!(b.hidden=!0);" +
    `c={analytics:x('analytics'),marketing:x('marketing'),decidedAt:new Date().toISOString(),version:${CONSENT_VERSION}};` +
    `try{localStorage.setItem(${key},JSON.stringify(c))}catch(e){}` +
    `g('consent','update',f(c));s.hidden=!0;w.dispatchEvent(new Event(${JSON.stringify(CONSENT_DECIDED_EVENT)}))})})()`
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
