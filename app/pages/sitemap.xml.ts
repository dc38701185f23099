import { site } from "~/site/site";
import { sitemapEntries, sitemapXml } from "~/seo/sitemap.server";

export function GET() {
  return new Response(sitemapXml(sitemapEntries(), site.primaryHost), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
