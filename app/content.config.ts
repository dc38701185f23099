import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { resolveEntry } from "./content/page-entry";
import { marketingPageSchema } from "./content/page-schema";
import { z } from "./lib/zod";

/**
 * The site's content collections (Astro's content layer): one file per entry, laid out so a git-based CMS can edit
 * them. Astro loads and checks every entry when it builds: a bad entry fails the build with its file.
 *
 * - pages: the marketing pages (features, audiences, landing, company, legal, getting started, tools), one YAML file
 *   each in app/content/pages/<group>/<slug>.yaml. The page's path is in the entry; its route in the route table
 *   (site-structure/routes.ts). Computed figures are references (`computed: <module>/<export>`), see page-entry.ts.
 */
const pages = defineCollection({
  loader: glob({ pattern: "**/*.yaml", base: "./app/content/pages" }),
  schema: z.preprocess(resolveEntry, marketingPageSchema),
});

export const collections = { pages };
