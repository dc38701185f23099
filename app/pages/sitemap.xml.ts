import { sitemapEntries, sitemapXml } from "~/seo/sitemap.server";
import { site } from "~/settings/site";

export async function GET() {
  return new Response(sitemapXml(await sitemapEntries(), site.primaryHost), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
