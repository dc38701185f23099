/**
 * Which write requests the leads API accepts: JSON only, and only from pages of the site itself.
 *
 * Browsers send `Origin` on every cross-origin POST (forms, fetch, no-cors fetch, sendBeacon), and modern
 * ones add `Sec-Fetch-Site`. A request with neither did not come from a browser page, so no other site can
 * have made a visitor's browser send it (curl, monitoring, server-to-server): those are allowed, and the rate
 * limit and validation still apply. Pure, so every rule is tested directly.
 */

import { ConfigurationError } from "../config/server-config";

export interface SameSiteWriteRequest {
  contentType: string | undefined;
  origin: string | undefined;
  secFetchSite: string | undefined;
  /** The host the request was addressed to: Host, or X-Forwarded-Host behind a trusted proxy. */
  host: string | undefined;
}

export interface SameSitePolicy {
  /** SITE_PRIMARY_HOST, e.g. https://marginatlas.com. */
  primaryOrigin: string;
  /** WRITE_ALLOWED_ORIGINS: further origins whose pages may post (e.g. a staging front end). */
  allowedOrigins: readonly string[];
  /**
   * Whether the host the request was addressed to counts as the site too (any preview host works). Not in
   * production: there the Host header is whatever the client (or a proxy passing it through) said.
   */
  addressedHostCounts: boolean;
}

export type SameSiteWriteDecision =
  { allowed: true } | { allowed: false; status: 415 | 403; reason: "not_json" | "not_utf8" | "cross_site" };

/** `application/json`, with or without parameters (`; charset=utf-8`). */
export function isJsonContentType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const mediaType = contentType.split(";")[0]?.trim().toLowerCase();
  return mediaType === "application/json";
}

/**
 * Whether a JSON body may be read as UTF-8: no charset parameter (JSON is UTF-8, RFC 8259) or UTF-8 itself. A body
 * declared `charset=utf-16` was read as UTF-8 and stored garbled; it is refused instead.
 */
export function isUtf8Charset(contentType: string | undefined): boolean {
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(contentType ?? "")?.[1]?.toLowerCase();
  return charset === undefined || charset === "utf-8" || charset === "utf8";
}

/** The origin (scheme://host[:port], lower case, default port dropped) of a URL, or null if it is not one. */
export function normalizeOrigin(value: string): string | null {
  try {
    const url = new URL(value.trim());
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.origin.toLowerCase();
  } catch {
    return null;
  }
}

/** host[:port] of an origin, lower case, without the default port. */
function hostOf(origin: string): string {
  return new URL(origin).host.toLowerCase();
}

/** Parses a comma-separated list of origins (WRITE_ALLOWED_ORIGINS); throws naming the bad entry. */
export function parseAllowedOrigins(raw: string | undefined): string[] {
  if (!raw?.trim()) return [];
  return raw
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const origin = normalizeOrigin(entry);
      if (!origin)
        throw new ConfigurationError(
          `WRITE_ALLOWED_ORIGINS: "${entry}" is not an http(s) origin such as https://staging.example.com`,
        );
      return origin;
    });
}

export function decideSameSiteWrite(request: SameSiteWriteRequest, policy: SameSitePolicy): SameSiteWriteDecision {
  if (!isJsonContentType(request.contentType)) return { allowed: false, status: 415, reason: "not_json" };
  if (!isUtf8Charset(request.contentType)) return { allowed: false, status: 415, reason: "not_utf8" };
  const crossSite = { allowed: false, status: 403, reason: "cross_site" } as const;

  if (request.origin !== undefined) {
    const origin = normalizeOrigin(request.origin);
    // "null" (sandboxed frames, file: pages, some redirects) is never the site.
    if (!origin) return crossSite;
    const primary = normalizeOrigin(policy.primaryOrigin);
    if (origin === primary || policy.allowedOrigins.includes(origin)) return { allowed: true };
    // Outside production the site works on whatever host serves it (staging, loopback): compare host and
    // port. The scheme is not compared, since a TLS-terminating proxy may not say which one the browser used.
    const addressed = request.host?.trim().toLowerCase();
    if (policy.addressedHostCounts && addressed && hostOf(origin) === stripDefaultPort(addressed, origin))
      return { allowed: true };
    return crossSite;
  }
  if (request.secFetchSite !== undefined) {
    // same-origin only: "same-site" would let a sibling subdomain post; "none" is a typed URL, not a page.
    return request.secFetchSite.trim().toLowerCase() === "same-origin" ? { allowed: true } : crossSite;
  }
  return { allowed: true };
}

/** "example.com:443" addressed over https is the same host as the origin https://example.com. */
function stripDefaultPort(host: string, origin: string): string {
  const defaultPort = origin.startsWith("https:") ? ":443" : ":80";
  return host.endsWith(defaultPort) ? host.slice(0, -defaultPort.length) : host;
}
