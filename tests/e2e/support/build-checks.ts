import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseFrontmatter } from "@astrojs/internal-helpers/frontmatter";
import { createServer } from "vite";
import { readSiteConfig } from "~/settings/config";
import { PROJECT_ROOT } from "../../../server/config/project-paths";

type Modules = {
  blogPost: typeof import("~/content/blog-post");
  blogLinks: typeof import("~/content/blog-links");
  site: typeof import("~/settings/site");
  siteTokens: typeof import("~/settings/site-tokens");
  checks: typeof import("~/content/entry-checks.server");
};

/**
 * What `npm run build` says about a blog post's file, as its blog collection loads it (app/content.config.ts): Astro's
 * front matter parser, the site tokens and postFrontmatterSchema, then the copy checks its loader runs on the text the
 * page will show (assertEntryCopy on postFileCopy, in the post's page context). An empty list: the build accepts it.
 * The checks' modules are loaded through Vite as the build loads them (its `~` alias, the site configuration it
 * defines, the worked examples it gathers with import.meta.glob: astro.config.ts).
 */
export async function postBuildProblems(file: string, text: string): Promise<string[]> {
  const vite = await createServer({
    configFile: false,
    root: PROJECT_ROOT,
    logLevel: "error",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, ws: false },
    resolve: { alias: { "~": path.join(PROJECT_ROOT, "app") } },
    define: { __SITE_CONFIG__: JSON.stringify(readSiteConfig()) },
  });
  const folder = mkdtempSync(path.join(tmpdir(), "post-"));
  try {
    const load = (module: string) => vite.ssrLoadModule(`/app/${module}.ts`);
    const { blogPost, blogLinks, site, siteTokens, checks } = {
      blogPost: await load("content/blog-post"),
      blogLinks: await load("content/blog-links"),
      site: await load("settings/site"),
      siteTokens: await load("settings/site-tokens"),
      checks: await load("content/entry-checks.server"),
    } as Modules;
    const frontmatter = siteTokens.resolveSiteTokens(parseFrontmatter(text).frontmatter, site.site);
    const schema = blogPost.postFrontmatterSchema.safeParse(frontmatter);
    const problems = schema.success
      ? []
      : schema.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    const copy = path.join(folder, path.basename(file));
    writeFileSync(copy, text);
    const pagePath = blogLinks.blogPostPath(blogPost.postSlug(file));
    try {
      checks.assertEntryCopy([{ file, path: pagePath, copy: checks.postFileCopy(copy) }]);
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
    return problems;
  } finally {
    rmSync(folder, { recursive: true, force: true });
    await vite.close();
  }
}
