import { parse as parseYaml } from "yaml";
import { z } from "~/lib/zod";
import { resolveEntry } from "./page-entry";
import { marketingPageSchema, type MarketingPage } from "./page-schema";

/**
 * Every content-driven page: one YAML entry each, app/content/pages/<group>/<slug>.yaml (the "pages" collection of
 * content.config.ts). Its references are resolved (page-entry.ts) and it is validated when the module loads (at
 * build time): a bad entry, a duplicate path, title or description fails the build.
 */
const files = import.meta.glob<string>("./pages/**/*.yaml", { query: "?raw", import: "default", eager: true });

function collectPages(): Map<string, MarketingPage> {
  const pages = new Map<string, MarketingPage>();
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const [file, source] of Object.entries(files)) {
    const result = marketingPageSchema.safeParse(resolveEntry(parseYaml(source)));
    if (!result.success) throw new Error(`${file}: invalid page:\n${z.prettifyError(result.error)}`);
    const page = result.data;
    if (pages.has(page.path)) throw new Error(`${file}: duplicate page path ${page.path}`);
    if (titles.has(page.title)) throw new Error(`${file}: duplicate title "${page.title}"`);
    if (descriptions.has(page.description)) throw new Error(`${file}: duplicate description on ${page.path}`);
    pages.set(page.path, page);
    titles.add(page.title);
    descriptions.add(page.description);
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
  if (!page) throw new Error(`No content for /${path.replace(/^\/+/, "")}`);
  return page;
}
