import { resolveAmazonFactTokens } from "~/product/amazon-facts";
import { resolveFactTokens } from "~/product/facts";
import type { SiteConfig } from "~/settings/config";

/**
 * The site's own names in page copy. Copy (content/pages, shared-copy, worked examples, the KPI library, blog posts)
 * writes tokens where it names the product, its support address or its host, and the modules that load copy resolve
 * them to the configured values (SITE_BRAND_NAME, SUPPORT_EMAIL, SITE_PRIMARY_HOST): a renamed site says its own
 * name everywhere and nowhere the old one. The product's facts ({fact:name}, product/facts.ts) and Amazon's
 * ({amazon:name}, product/amazon-facts.ts) resolve in the same pass, first, so a fact's text may itself name {brand}.
 */
export const SITE_TOKENS = {
  "{brand}": (site: SiteConfig) => site.brandName,
  "{supportEmail}": (site: SiteConfig) => site.supportEmail,
  "{siteHost}": (site: SiteConfig) => new URL(site.primaryHost).hostname,
} as const;

const TOKEN = /\{(?:brand|supportEmail|siteHost)\}/g;

/** `value` with every token in its strings (at any depth of plain objects and arrays) replaced by the site's value. */
export function resolveSiteTokens<T>(value: T, site: SiteConfig): T {
  if (typeof value === "string")
    return resolveAmazonFactTokens(resolveFactTokens(value)).replace(TOKEN, (token) =>
      SITE_TOKENS[token as keyof typeof SITE_TOKENS](site),
    ) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => resolveSiteTokens(item, site)) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveSiteTokens(item, site)])) as T;
  }
  return value;
}
