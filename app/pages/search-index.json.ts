import { listPosts } from "~/content/blog.server";
import { kpiLibrary } from "~/content/kpis.server";
import { siteSearchIndex } from "~/seo/search-documents.server";

/** The site search's index (lib/site-search.ts), fetched by the search boxes when a visitor first reaches for one. */
export async function GET() {
  return new Response(JSON.stringify(await siteSearchIndex(await listPosts(), (await kpiLibrary()).allKpis())), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}
