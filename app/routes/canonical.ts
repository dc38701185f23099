/**
 * Canonical URL rule (spec §4): the primary host without www, the query string (and fragment) removed,
 * and the trailing slash dropped except on the root.
 */
export function canonicalUrl(pathOrUrl: string, primaryHost: string): string {
  const host = new URL(primaryHost);
  host.hostname = host.hostname.replace(/^www\./, "");
  const path = new URL(pathOrUrl, host).pathname;
  const withoutTrailingSlash = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return `${host.origin}${withoutTrailingSlash || "/"}`;
}
