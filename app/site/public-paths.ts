import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { kpiSlugsByCategory } from "../kpi-library/registry";

/**
 * Paths prerendered at build time: every static route plus one per blog post, KPI category and KPI.
 * Runs in Node from react-router.config.ts (not bundled), hence plain fs for the blog folder.
 */
export function dynamicPublicPaths(): string[] {
  const blogDir = fileURLToPath(new URL("../content/blog/", import.meta.url));
  const blogPaths = readdirSync(blogDir)
    .filter((file) => file.endsWith(".md"))
    .map((file) => `/resources/blog/${file.replace(/\.md$/, "")}`);
  const kpiPaths = Object.entries(kpiSlugsByCategory).flatMap(([category, slugs]) => [
    `/amazon-kpi/${category}`,
    ...slugs.map((slug) => `/amazon-kpi/${category}/${slug}`),
  ]);
  return [...blogPaths, ...kpiPaths];
}
