import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** The client directory of the build under test (BUILD_DIR, default build). */
export const builtClientDir = path.resolve(process.env.BUILD_DIR || "build", "client");

/** Every page path ("/", "/pricing", ...) of the sitemap the build wrote. Tests of the build run after `npm run build`. */
export function builtSitemapPaths(): string[] {
  const sitemapPath = path.join(builtClientDir, "sitemap.xml");
  if (!existsSync(sitemapPath))
    throw new Error(`${sitemapPath} is missing: run npm run build first (with the same BUILD_DIR)`);
  return [...readFileSync(sitemapPath, "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
}
