import { plainText } from "~/content/inline-links";
import { PAGE_TITLE_MAX, type MarketingPage } from "~/content/page-schema";
import type { SiteConfig } from "~/site/config";
import { canonicalUrl } from "./canonical";
import { breadcrumbJsonLd, faqJsonLd, type BreadcrumbItem, type JsonLd } from "./json-ld";
import type { PageMetadataInput } from "./metadata";
import { socialImagePath } from "./social-images";
import { documentTitle } from "./title";

/** Breadcrumb items from names and paths, as absolute canonical URLs, starting at Home. */
export function breadcrumbItems(site: SiteConfig, trail: { name: string; path: string }[]): BreadcrumbItem[] {
  return [{ name: "Home", path: "/" }, ...trail].map((item) => ({ name: item.name, url: canonicalUrl(item.path, site.primaryHost) }));
}

/**
 * Metadata of a content-driven page: its title with the brand, its own description, breadcrumb and FAQ structured data, and
 * its own social image when it is a feature or landing page (other pages keep the site's default image).
 */
export function marketingPageSeo(page: MarketingPage, site: SiteConfig, extra: JsonLd[] = []): PageMetadataInput {
  const path = `/${page.path}`;
  const structuredData: JsonLd[] = [breadcrumbJsonLd(breadcrumbItems(site, [{ name: page.eyebrow || page.h1, path }])), ...extra];
  if (page.faqs.length > 0) structuredData.push(faqJsonLd(page.faqs.map(({ question, answer }) => ({ question, answer: plainText(answer) }))));
  return { title: documentTitle(page.title, site.brandName, PAGE_TITLE_MAX), description: page.description, keywords: page.keywords, url: path, image: socialImagePath(path), structuredData };
}
