import { getViteConfig } from "astro/config";

/**
 * Tests that read Astro's content collections (astro:content): the page entries, the blog posts, the KPI entries, and
 * what is built from them.
 */
export const CONTENT_TESTS = [
  "app/content/blog*.test.ts",
  "app/content/content-depth.test.ts",
  "app/content/integrations.test.ts",
  "app/content/page-links.test.ts",
  "app/content/shared-copy.test.ts",
  "app/content/tool-names-and-icons.test.ts",
  "app/content/worked-examples/blog-posts.test.ts",
  "app/kpi-library/content.test.ts",
  "app/kpi-library/formula-expression.test.ts",
  "app/kpi-library/library.test.ts",
  "app/kpi-library/product-links.test.ts",
  "app/kpi-library/search.test.ts",
  "app/routes/routes.test.ts",
  "app/seo/page-metadata.test.ts",
  "app/seo/search-documents.test.ts",
  "app/seo/social-images.test.ts",
];

/**
 * The tests that read content collections: Astro's own Vite setup (astro.config.ts), so `astro:content` answers
 * from the collections that vitest.content.setup.ts loads with Astro's loaders, schemas and Markdown renderer
 * before the tests start. No mock: the posts are the files in app/content/blog.
 */
export default getViteConfig({
  test: {
    name: "content",
    include: CONTENT_TESTS,
    environment: "node",
    // Worker threads, as in vitest.config.ts.
    pool: "threads",
    globalSetup: ["./vitest.content.setup.ts"],
    setupFiles: ["./vitest.setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
