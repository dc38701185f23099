/**
 * Content dates of the pages whose copy lives in their view (app/views) rather than in a content file.
 * Update the date when you change the page's copy: the sitemap's lastmod comes from here, never from the build time.
 */
export const routeContentDates = {
  "/": "2026-11-20",
  "/signup": "2026-11-20",
} as const;
