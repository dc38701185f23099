import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { blogTagPath, blogTags } from "../content/blog-links";
import { parsePost } from "../content/blog-post";
import { kpiSlugsByCategory } from "../kpi-library/registry";
import { socialImagePath } from "../seo/social-images";

/**
 * Paths prerendered at build time: every static route plus one per blog post, blog tag, KPI category and KPI,
 * and the social image of every page that has one. Runs in Node from react-router.config.ts (not bundled),
 * hence plain fs for the blog folder.
 */
export function dynamicPublicPaths(staticPaths: string[] = []): string[] {
  const blogDir = fileURLToPath(new URL("../content/blog/", import.meta.url));
  const posts = readdirSync(blogDir)
    .filter((file) => file.endsWith(".md"))
    .map((file) => parsePost(file, readFileSync(`${blogDir}${file}`, "utf8")));
  const blogPaths = posts.map((post) => `/resources/blog/${post.slug}`);
  const tagPaths = blogTags(posts).map((tag) => blogTagPath(tag.name));
  const kpiPaths = Object.entries(kpiSlugsByCategory).flatMap(([category, slugs]) => [
    `/amazon-kpi/${category}`,
    ...slugs.map((slug) => `/amazon-kpi/${category}/${slug}`),
  ]);
  const pagePaths = [...staticPaths, ...blogPaths, ...tagPaths, ...kpiPaths];
  const imagePaths = pagePaths.flatMap((path) => socialImagePath(path) ?? []);
  return [...blogPaths, ...tagPaths, ...kpiPaths, ...imagePaths];
}
