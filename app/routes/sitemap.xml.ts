import { readSiteConfig } from "~/site/config";
import { sitemapEntries, sitemapXml } from "~/site/sitemap.server";

export function loader() {
  return new Response(sitemapXml(sitemapEntries(), readSiteConfig().primaryHost), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
