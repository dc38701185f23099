import { blogPostPath, blogTagPath, blogTags, postsTagged } from "~/content/blog-links";
import { latestPostChange, type BlogPost } from "~/content/blog-post";
import { listPosts } from "~/content/blog.server";
import { kpiLibrary } from "~/content/kpis.server";
import { latestRead, readReads, type PageRead } from "~/content/page-reads.server";
import { homeCopy, requirePage, signupCopy } from "~/content/pages.server";
import { kpiCategoryList, kpiPath, type Kpi, type KpiLibrary } from "~/kpi-library/library.server";
import { canonicalUrl } from "~/routes/canonical";
import {
  fillPattern,
  KPI_CATEGORY_ROUTE,
  routeFamilies,
  staticRoutes,
  type RouteFamily,
  type StaticRoute,
} from "~/routes/routes";

/** A page and the date its content last changed; none for a KPI page never read (its entry has no date of its own). */
export type SitemapEntry = { path: string; lastmod?: string };

/**
 * A KPI page's content date: its latest independent read (reviews/reads.yaml), which follows each change of its text;
 * a set of KPIs' (the library, a category), the newest of theirs.
 */
function kpisRead(kpis: readonly Kpi[], reads: readonly PageRead[]): string | undefined {
  const dates = kpis.flatMap((kpi) => latestRead(reads, kpiPath(kpi))?.date ?? []);
  return dates.length === 0 ? undefined : dates.reduce((latest, date) => (date > latest ? date : latest));
}

/** The date a page's content last changed: its entry's date, or the newest of the entries it lists. */
async function lastChange(
  route: StaticRoute,
  posts: BlogPost[],
  { allKpis }: KpiLibrary,
  reads: readonly PageRead[],
): Promise<string | undefined> {
  switch (route.type) {
    case "home":
      return (await homeCopy()).updated;
    case "signup":
      return (await signupCopy()).updated;
    case "blog index":
      return latestPostChange(posts);
    case "kpi library":
      return kpisRead(allKpis(), reads);
    default:
      return (await requirePage(route.path)).updated;
  }
}

/** Every page of a family, from its data, with its date. */
function familyEntries(
  family: RouteFamily,
  posts: BlogPost[],
  { allKpis, kpisInCategory }: KpiLibrary,
  reads: readonly PageRead[],
): SitemapEntry[] {
  switch (family.type) {
    case "blog post":
      return posts.map((post) => ({ path: blogPostPath(post.slug), lastmod: post.updated ?? post.date }));
    case "blog tag":
      return blogTags(posts).map((tag) => ({
        path: blogTagPath(tag.name),
        lastmod: latestPostChange(postsTagged(posts, tag.slug)),
      }));
    case "kpi category":
      return kpiCategoryList.map((category) => ({
        path: fillPattern(KPI_CATEGORY_ROUTE.pattern, { category: category.slug }),
        lastmod: kpisRead(kpisInCategory(category.slug), reads),
      }));
    case "kpi page":
      return allKpis().map((kpi) => ({ path: kpiPath(kpi), lastmod: kpisRead([kpi], reads) }));
    default:
      throw new Error(`The sitemap does not know the pages of ${family.pattern}`);
  }
}

/** Every public, indexable page of the route table with the date its content last changed (never the build time). */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const posts = await listPosts();
  const kpis = await kpiLibrary();
  const reads = readReads();
  return [
    ...(await Promise.all(
      staticRoutes
        .filter((route) => route.indexed !== false)
        .map(async (route) => ({ path: route.path, lastmod: await lastChange(route, posts, kpis, reads) })),
    )),
    ...routeFamilies.flatMap((family) => familyEntries(family, posts, kpis, reads)),
  ];
}

const escapeXml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function sitemapXml(entries: SitemapEntry[], primaryHost: string): string {
  const urls = entries
    .map(
      (entry) =>
        `  <url>\n    <loc>${escapeXml(canonicalUrl(entry.path, primaryHost))}</loc>\n${entry.lastmod ? `    <lastmod>${entry.lastmod}</lastmod>\n` : ""}  </url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
