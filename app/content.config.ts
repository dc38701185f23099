import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { postFrontmatterSchema, postSlug } from "~/content/blog-post";
import { kpisLoader } from "~/content/kpi-loader";
import { tokenValuesDigestInput } from "~/content/markdown-tokens";
import { resolveEntry } from "~/content/page-entry";
import { homeCopySchema, marketingPageSchema, pageSeoSchema, signupCopySchema } from "~/content/page-schema";
import { kpiContentSchema } from "~/kpi-library/schema";
import { z } from "~/lib/zod";
import { site } from "~/settings/site";
import { resolveSiteTokens } from "~/settings/site-tokens";

/**
 * The site's content collections (Astro's content layer): one file per entry, laid out so a git-based CMS can edit
 * them. Astro loads and checks every entry when it builds: a bad entry fails the build with its file.
 *
 * - pages: the marketing pages (features, audiences, landing, company, legal, getting started, tools), one YAML file
 *   each in app/content/pages/<group>/<slug>.yaml. The page's path is in the entry; its route in the route table
 *   (routes/routes.ts). Computed figures are references (`computed: <module>/<export>`), see page-entry.ts.
 * - home, signup, not-found, handoff, search: the other pages' head and copy, app/content/site-pages/<page>.yaml.
 * - blog: the posts, app/content/blog/<slug>.md, Markdown with YAML front matter (postFrontmatterSchema). The file
 *   name is the slug. Astro renders the Markdown (the copy tokens resolved by content/markdown-tokens.ts, the
 *   Markdown processor's plugin in astro.config.ts); content/blog.server.ts reads the collection.
 * - kpis: the KPI library's page text, app/content/kpis/<slug>.yaml (kpiContentSchema, kpi-library/schema.ts). The
 *   file name is the KPI's slug and its formula's id; the loader (content/kpi-loader.ts) checks each entry against its
 *   formula and the product's list of KPIs, and content/kpis.server.ts reads the collection.
 *
 * The build renders what content/marketing-pages.ts and content/site-pages.ts load from the same files with the same
 * schemas and resolution: they are synchronous, so the route table, the sitemap and the tests read them too.
 */
const pages = defineCollection({
  loader: glob({ pattern: "**/*.yaml", base: "./app/content/pages" }),
  schema: z.preprocess(resolveEntry, marketingPageSchema),
});

const sitePage = (name: string, schema: z.ZodType) =>
  defineCollection({
    loader: glob({ pattern: `${name}.yaml`, base: "./app/content/site-pages" }),
    schema: z.preprocess(resolveEntry, schema),
  });

const blogFiles = glob({ pattern: "*.md", base: "./app/content/blog", generateId: ({ entry }) => postSlug(entry) });
/** What the token values are now, mixed into each post's digest: a changed fact or brand renders the posts again. */
const tokenValues = tokenValuesDigestInput(site);

const blog = defineCollection({
  loader: {
    name: "blog",
    load: (context) =>
      blogFiles.load({
        ...context,
        generateDigest: (data) =>
          context.generateDigest(`${tokenValues}\n${typeof data === "string" ? data : JSON.stringify(data)}`),
      }),
  },
  schema: z.preprocess((data) => resolveSiteTokens(data, site), postFrontmatterSchema),
});

const kpis = defineCollection({
  loader: kpisLoader,
  schema: z.preprocess((data) => resolveSiteTokens(data, site), kpiContentSchema),
});

export const collections = {
  pages,
  home: sitePage("home", homeCopySchema),
  signup: sitePage("signup", signupCopySchema),
  notFound: sitePage("not-found", pageSeoSchema),
  handoff: sitePage("handoff", pageSeoSchema),
  search: sitePage("search", pageSeoSchema),
  blog,
  kpis,
};
