import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { blogPostPath } from "~/content/blog-links";
import { postFrontmatterSchema, postSlug } from "~/content/blog-post";
import { assertEntryCopy, postFileCopy } from "~/content/entry-checks.server";
import { kpisLoader } from "~/content/kpi-loader";
import { tokenValuesDigestInput } from "~/content/markdown-tokens";
import { resolveEntry } from "~/content/page-entry";
import { pagesLoader, sitePageLoader } from "~/content/page-loader";
import { homeCopySchema, marketingPageWithPathSchema, pageSeoSchema, signupCopySchema } from "~/content/page-schema";
import { kpiContentSchema } from "~/kpi-library/schema";
import { z } from "~/lib/zod";
import { SEARCH_PATH } from "~/routes/routes";
import { site } from "~/settings/site";
import { resolveSiteTokens } from "~/settings/site-tokens";

/**
 * The site's content collections (Astro's content layer): one file per entry, laid out so a git-based CMS can edit
 * them. Astro loads and checks every entry when it builds: a bad entry fails the build with its file.
 *
 * - pages: the marketing pages (features, audiences, landing, company, legal, getting started, tools), one YAML file
 *   each in app/content/pages/<group>/<slug>.yaml. Its id and path are its route's in the route table
 *   (routes/routes.ts; content/page-routes.ts finds it), and the loader (content/page-loader.ts) checks what needs
 *   every entry: unique titles and descriptions, an entry for every route. Computed figures are references
 *   (`computed: <module>/<export>`), see page-entry.ts.
 * - home, signup, not-found, handoff, search: the other pages' head and copy, app/content/site-pages/<page>.yaml.
 * - blog: the posts, app/content/blog/<slug>.md, Markdown with YAML front matter (postFrontmatterSchema). The file
 *   name is the slug. Astro renders the Markdown (the copy tokens resolved by content/markdown-tokens.ts, the
 *   Markdown processor's plugin in astro.config.ts); content/blog.server.ts reads the collection.
 * - kpis: the KPI library's page text, app/content/kpis/<slug>.yaml (kpiContentSchema, kpi-library/schema.ts). The
 *   file name is the KPI's slug and its formula's id; the loader (content/kpi-loader.ts) checks each entry against its
 *   formula and the product's list of KPIs, and content/kpis.server.ts reads the collection.
 *
 * Pages read them with getCollection/getEntry (content/pages.server.ts for the page entries, content/blog.server.ts
 * for the posts); the tests that do are listed in vitest.content.config.ts.
 */

/** An entry's schema, checked after its references are resolved: a reference to nothing is an error of the entry. */
function resolved<T extends z.ZodType>(schema: T) {
  return z.preprocess((data, context) => {
    try {
      return resolveEntry(data);
    } catch (error) {
      context.addIssue({ code: "custom", message: error instanceof Error ? error.message : String(error) });
      return data;
    }
  }, schema);
}

const pages = defineCollection({ loader: pagesLoader, schema: resolved(marketingPageWithPathSchema) });

const sitePage = (name: string, path: string, schema: z.ZodType) =>
  defineCollection({ loader: sitePageLoader(name, path), schema: resolved(schema) });

const blogFiles = glob({ pattern: "*.md", base: "./app/content/blog", generateId: ({ entry }) => postSlug(entry) });
/** What the token values are now, mixed into each post's digest: a changed fact or brand renders the posts again. */
const tokenValues = tokenValuesDigestInput(site);

const blog = defineCollection({
  loader: {
    name: "blog",
    load: async (context) => {
      await blogFiles.load({
        ...context,
        generateDigest: (data) =>
          context.generateDigest(`${tokenValues}\n${typeof data === "string" ? data : JSON.stringify(data)}`),
      });
      // The copy checks, on every post after every load (content/entry-checks.server.ts).
      assertEntryCopy(
        [...context.store.values()].map((entry) => ({
          file: entry.filePath ?? entry.id,
          path: blogPostPath(entry.id),
          copy: postFileCopy(entry.filePath ?? entry.id),
        })),
      );
    },
  },
  schema: z.preprocess((data) => resolveSiteTokens(data, site), postFrontmatterSchema),
});

const kpis = defineCollection({
  loader: kpisLoader,
  schema: z.preprocess((data) => resolveSiteTokens(data, site), kpiContentSchema),
});

export const collections = {
  pages,
  home: sitePage("home", "/", homeCopySchema),
  signup: sitePage("signup", "/signup", signupCopySchema),
  notFound: sitePage("not-found", "/404", pageSeoSchema),
  handoff: sitePage("handoff", "/handoff", pageSeoSchema),
  search: sitePage("search", SEARCH_PATH, pageSeoSchema),
  blog,
  kpis,
};
