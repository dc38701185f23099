import type { MetaDescriptor } from "react-router";
import { canonicalUrl } from "./canonical";
import type { JsonLd } from "./json-ld";

/** The spec's page metadata input. */
export type PageMetadataInput = {
  title: string;
  description: string;
  keywords?: string[];
  author?: string;
  /** Path (or URL) of the page; the canonical URL is derived from it. */
  url: string;
  type?: "website" | "article" | "product";
  /** Path or absolute URL of a 1200x630 PNG; defaults to the site's social image. */
  image?: string;
  structuredData?: JsonLd[];
  /** Defaults to "index, follow". */
  robots?: string;
};

export const DEFAULT_ROBOTS = "index, follow";
export const SOCIAL_IMAGE = { path: "/social/default.png", width: 1200, height: 630 } as const;

export type SiteIdentity = { brandName: string; primaryHost: string };

/** One helper for every page: title, description, keywords, author, canonical, robots, Open Graph and Twitter tags. */
export function buildMeta(input: PageMetadataInput, site: SiteIdentity): MetaDescriptor[] {
  const canonical = canonicalUrl(input.url, site.primaryHost);
  const image = new URL(input.image ?? SOCIAL_IMAGE.path, `${site.primaryHost}/`).href;
  const meta: MetaDescriptor[] = [
    { title: input.title },
    { name: "description", content: input.description },
    { name: "author", content: input.author ?? site.brandName },
    { name: "robots", content: input.robots ?? DEFAULT_ROBOTS },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: site.brandName },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SOCIAL_IMAGE.width) },
    { property: "og:image:height", content: String(SOCIAL_IMAGE.height) },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ];
  if (input.keywords && input.keywords.length > 0) meta.push({ name: "keywords", content: input.keywords.join(", ") });
  return meta;
}
