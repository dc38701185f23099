import { ATTRIBUTION_STORAGE_KEYS, MAX_VIEWED_PAGES } from "./attribution";
import { CLICK_ID_PARAMETERS } from "./click-ids";

/**
 * Inline JS for every page's <head>: notes this page load in sessionStorage (ATTRIBUTION_STORAGE_KEYS.pageLoads) as
 * the HTML arrives, before the first paint, so a visitor who moves on before the page's own script runs (it starts
 * after the first paint) is still attributed to this landing page, its UTM tags, ad click ids and referrer (issue 47).
 * The page's script records it with the rules of attribution.ts (recordPageLoads) and forgets it. What it keeps is
 * already reduced: the path, only the query parameters attribution reads (never an email or a token another
 * parameter may carry; never the fragment), and the referrer without its query or fragment. It is in every page's
 * HTML: 220 B gzipped (the kept parameters' test is a third of it). Only our constants are
 * interpolated. Storage that throws (cookies blocked) just skips it: the page's script then records the page itself.
 */
export function pageLoadScript(): string {
  // Any utm_ parameter (attribution reads five of them) and the click ids, as "name=value" pairs of the query string.
  const kept = `/^(utm_|${CLICK_ID_PARAMETERS.join("|")})/`;
  return (
    `(()=>{try{var s=sessionStorage,k=${JSON.stringify(ATTRIBUTION_STORAGE_KEYS.pageLoads)},l=location,` +
    `t=JSON.parse(s.getItem(k))||[],q=l.search.slice(1).split('&').filter(p=>${kept}.test(p)).join('&');` +
    "t.push({url:l.pathname+(q&&'?'+q),referrer:document.referrer.replace(/[?#].*/,''),at:Date.now()});" +
    `s.setItem(k,JSON.stringify(t.slice(-${MAX_VIEWED_PAGES})))}catch(e){}})()`
  );
}
