import { getCollection, getEntry, type CollectionEntry } from "astro:content";
import { routesOfType, type RouteType } from "~/routes/routes";
import { pageIdOfPath } from "./page-routes";
import {
  homeCopySchema,
  marketingPageWithPathSchema,
  pageSeoSchema,
  signupCopySchema,
  type HomeCopy,
  type MarketingPage,
  type PageSeo,
  type SignupCopy,
} from "./page-schema";

/**
 * The page entries, read from Astro's content collections (content.config.ts), which load, resolve and check them:
 * the one reader of app/content/pages and app/content/site-pages. Build time only (route files, endpoints, the
 * content tests). Each entry is checked again with its schema, as content/blog.server.ts does, because the content
 * layer may keep an entry loaded by an older schema in its cache.
 */

/** Every marketing page. */
export async function listPages(): Promise<MarketingPage[]> {
  const entries: CollectionEntry<"pages">[] = await getCollection("pages");
  // In the order of their files, whatever order the loader stored them in.
  entries.sort((a, b) => (a.filePath ?? a.id).localeCompare(b.filePath ?? b.id));
  return entries.map((entry) => marketingPageWithPathSchema.parse(entry.data));
}

/** The page of a route path ("/pricing" or "pricing"), if it has one. */
export async function findPage(path: string): Promise<MarketingPage | undefined> {
  const entry = await getEntry("pages", pageIdOfPath(path));
  return entry && marketingPageWithPathSchema.parse(entry.data);
}

/** The page of a route path; a missing entry means the route table and content disagree. */
export async function requirePage(path: string): Promise<MarketingPage> {
  const page = await findPage(path);
  if (!page) throw new Error(`No page entry for /${pageIdOfPath(path)}`);
  return page;
}

/** The pages of the route types given, in the route table's order. */
export async function pagesOfType(...types: RouteType[]): Promise<MarketingPage[]> {
  return Promise.all(routesOfType(...types).map((route) => requirePage(route.path)));
}

async function onlyEntry(collection: "home" | "signup" | "notFound" | "handoff" | "search"): Promise<unknown> {
  const [entry, ...others] = await getCollection(collection);
  if (!entry || others.length > 0) throw new Error(`The ${collection} collection holds ${others.length + 1} entries`);
  return entry.data;
}

export const homeCopy = async (): Promise<HomeCopy> => homeCopySchema.parse(await onlyEntry("home"));
export const signupCopy = async (): Promise<SignupCopy> => signupCopySchema.parse(await onlyEntry("signup"));
export const notFoundCopy = async (): Promise<PageSeo> => pageSeoSchema.parse(await onlyEntry("notFound"));
export const handoffCopy = async (): Promise<PageSeo> => pageSeoSchema.parse(await onlyEntry("handoff"));
export const searchCopy = async (): Promise<PageSeo> => pageSeoSchema.parse(await onlyEntry("search"));
