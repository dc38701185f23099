import { blogPostPath, blogTagPath, blogTags } from "~/content/blog-links";
import { latestPostChange } from "~/content/blog-post";
import { listPosts, listPostsTagged } from "~/content/blog.server";
import { marketingPages } from "~/content/marketing-pages";
import { allKpis, kpiCategoryList, kpiPath, kpisInCategory, latestReview } from "~/kpi-library/library.server";
import { canonicalUrl } from "~/site/canonical";
import { routeContentDates } from "./page-dates";

export type SitemapEntry = { path: string; lastmod: string };

/** Every public, indexable page with the date its content last changed. /handoff is excluded (noindex). */
export function sitemapEntries(): SitemapEntry[] {
  const posts = listPosts();
  const kpis = allKpis();
  const entries: SitemapEntry[] = [
    ...Object.entries(routeContentDates).map(([path, lastmod]) => ({ path, lastmod })),
    ...[...marketingPages.values()].map((page) => ({ path: `/${page.path}`, lastmod: page.updated })),
    { path: "/resources/blog", lastmod: latestPostChange(posts) },
    ...posts.map((post) => ({ path: blogPostPath(post.slug), lastmod: post.updated ?? post.date })),
    ...blogTags(posts).map((tag) => ({ path: blogTagPath(tag.name), lastmod: latestPostChange(listPostsTagged(tag.slug)) })),
    { path: "/amazon-data-library", lastmod: latestReview(kpis) },
    ...kpiCategoryList.map((category) => ({ path: `/amazon-kpi/${category.slug}`, lastmod: latestReview(kpisInCategory(category.slug)) })),
    ...kpis.map((kpi) => ({ path: kpiPath(kpi), lastmod: kpi.lastReviewed })),
  ];
  return entries;
}

const escapeXml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function sitemapXml(entries: SitemapEntry[], primaryHost: string): string {
  const urls = entries
    .map((entry) => `  <url>\n    <loc>${escapeXml(canonicalUrl(entry.path, primaryHost))}</loc>\n    <lastmod>${entry.lastmod}</lastmod>\n  </url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
