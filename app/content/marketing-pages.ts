import { site } from "~/site/site";
import { resolveSiteTokens } from "../site/site-tokens";
import { marketingPageSchema, type MarketingPage } from "./page-schema";

/**
 * Every content-driven page, its copy naming the configured brand and addresses (site/site-tokens.ts),
 * validated when the module loads (at build time): a bad entry, a duplicate path, title or description fails
 * the build.
 */
const modules = import.meta.glob<Record<string, unknown>>("./pages/*.ts", { eager: true });

function collectPages(): Map<string, MarketingPage> {
  const pages = new Map<string, MarketingPage>();
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const [file, exports] of Object.entries(modules)) {
    for (const value of Object.values(exports)) {
      if (!Array.isArray(value)) continue;
      for (const entry of value) {
        const result = marketingPageSchema.safeParse(resolveSiteTokens(entry, site));
        if (!result.success) throw new Error(`${file}: invalid page ${JSON.stringify((entry as { path?: string }).path)}: ${result.error.message}`);
        const page = result.data;
        if (pages.has(page.path)) throw new Error(`${file}: duplicate page path ${page.path}`);
        if (titles.has(page.title)) throw new Error(`${file}: duplicate title "${page.title}"`);
        if (descriptions.has(page.description)) throw new Error(`${file}: duplicate description on ${page.path}`);
        pages.set(page.path, page);
        titles.add(page.title);
        descriptions.add(page.description);
      }
    }
  }
  return pages;
}

export const marketingPages = collectPages();

export function getMarketingPage(path: string): MarketingPage | undefined {
  return marketingPages.get(path.replace(/^\/+|\/+$/g, ""));
}

/** The page for a route path; a missing entry is a programming error (the route table and content disagree). */
export function requireMarketingPage(path: string): MarketingPage {
  const page = getMarketingPage(path);
  if (!page) throw new Error(`No content for /${path}`);
  return page;
}
