import { site } from "~/settings/site";
import { sitemapEntries, sitemapXml } from "~/seo/sitemap.server";

export async function GET() {
  return new Response(sitemapXml(await sitemapEntries(), site.primaryHost), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
