import { plainText } from "~/content/inline-links";
import { PAGE_TITLE_MAX, type MarketingPage } from "~/content/page-schema";
import { canonicalUrl } from "~/routes/canonical";
import { site } from "~/settings/site";
import { breadcrumbJsonLd, faqJsonLd, type BreadcrumbItem, type JsonLd } from "./json-ld";
import { socialImagePath } from "./social-images";

/**
 * Page metadata, in one module: the spec's page metadata input, the title template ("<page title> | <brand>"),
 * the tags every page's <head> carries (title, description, keywords, author, robots, canonical, Open Graph,
 * Twitter), breadcrumbs, and the title and description rules of the content-driven and KPI pages. The brand and
 * host are the configured ones (settings/site.ts); pages pass only what is theirs. The layout renders the result.
 */

/** The spec's page metadata input. */
export type PageMetadataInput = {
  title: string;
  description: string;
  keywords?: string[];
  author?: string;
  /** Path (or URL) of the page; the canonical URL is derived from it. null: a document with no URL of its own (the 404). */
  url: string | null;
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

/** A <meta> element of the head: by name or by (Open Graph) property. */
export type MetaTag = { name: string; content: string } | { property: string; content: string };
export type HeadMetadata = { title: string; canonical: string | null; meta: MetaTag[]; structuredData: JsonLd[] };

/** Everything the layout puts in a page's <head> for its metadata. `identity` defaults to the configured site. */
export function headMetadata(input: PageMetadataInput, identity: SiteIdentity = site): HeadMetadata {
  const canonical = input.url === null ? null : canonicalUrl(input.url, identity.primaryHost);
  const image = new URL(input.image ?? SOCIAL_IMAGE.path, `${identity.primaryHost}/`).href;
  const meta: MetaTag[] = [
    { name: "description", content: input.description },
    { name: "author", content: input.author ?? identity.brandName },
    { name: "robots", content: input.robots ?? DEFAULT_ROBOTS },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: identity.brandName },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    ...(canonical ? [{ property: "og:url", content: canonical }] : []),
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SOCIAL_IMAGE.width) },
    { property: "og:image:height", content: String(SOCIAL_IMAGE.height) },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ];
  if (input.keywords && input.keywords.length > 0) meta.push({ name: "keywords", content: input.keywords.join(", ") });
  return { title: input.title, canonical, meta, structuredData: input.structuredData ?? [] };
}

/** An entry's SEO fields (pageSeoSchema), or what a computed page (a KPI, a post) has in their place. */
export type SeoFields = {
  title: string;
  description: string;
  keywords?: string[];
  brandInTitle?: boolean;
  robots?: string;
};

/** What only the page knows: its structured data, its own social image, its Open Graph type, its author. */
export type PageMetadataOptions = Pick<PageMetadataInput, "structuredData" | "image" | "type" | "author"> & {
  /** The longest title with the brand (content pages allow PAGE_TITLE_MAX). */
  titleMax?: number;
};

/**
 * The one function that makes a page's metadata: its entry's SEO fields, its path in the route table (null for the
 * 404 page, which has no URL of its own) and what only the page knows. The title gets the brand when it fits
 * (documentTitle) unless the entry says brandInTitle: false. The layout renders the result (headMetadata).
 */
export function pageMetadata(
  seo: SeoFields,
  path: string | null,
  options: PageMetadataOptions = {},
): PageMetadataInput {
  const { titleMax, ...rest } = options;
  return {
    title: seo.brandInTitle === false ? seo.title : documentTitle(seo.title, site.brandName, titleMax),
    description: seo.description,
    keywords: seo.keywords,
    url: path,
    robots: seo.robots,
    ...rest,
  };
}

/** Breadcrumb items from names and paths, as absolute canonical URLs, starting at Home. */
export function breadcrumbItems(trail: { name: string; path: string }[]): BreadcrumbItem[] {
  return [{ name: "Home", path: "/" }, ...trail].map((item) => ({
    name: item.name,
    url: canonicalUrl(item.path, site.primaryHost),
  }));
}

/**
 * Metadata of a content-driven page: its title with the brand, its own description, breadcrumb and FAQ structured
 * data, and its own social image when it is a feature or landing page (other pages keep the site's default image).
 */
export function marketingPageMetadata(page: MarketingPage, extra: JsonLd[] = []): PageMetadataInput {
  const path = `/${page.path}`;
  const structuredData: JsonLd[] = [
    breadcrumbJsonLd(breadcrumbItems([{ name: page.eyebrow || page.h1, path }])),
    ...extra,
  ];
  if (page.faqs.length > 0)
    structuredData.push(faqJsonLd(page.faqs.map(({ question, answer }) => ({ question, answer: plainText(answer) }))));
  return pageMetadata(page, path, { titleMax: PAGE_TITLE_MAX, image: socialImagePath(path), structuredData });
}

// --- The title template ---

/** The longest <title> a page gets: search results cut titles at about 60 to 70 characters. */
export const TITLE_MAX = 70;

const BRAND_SEPARATOR = " | ";

/** "<page title> | <brand>", whatever its length. */
export function brandedTitle(pageTitle: string, brandName: string): string {
  return `${pageTitle}${BRAND_SEPARATOR}${brandName}`;
}

/**
 * A page's <title>: "<page title> | <brand>" when that fits in `max` characters, otherwise the page title alone,
 * which also stands alone when it already names the brand ("About <brand>: ...") so the brand is not said twice.
 */
export function documentTitle(pageTitle: string, brandName: string, max: number = TITLE_MAX): string {
  const branded = brandedTitle(pageTitle, brandName);
  return branded.length <= max && !pageTitle.includes(brandName) ? branded : pageTitle;
}

// --- KPI library titles and descriptions: pure, so a test checks them over the whole library (unique, within limits) ---

export const DESCRIPTION_MAX = 160;
/** An alias is added to the title only when it is an acronym ("AOV", "LTV:CAC"): short, one word, mostly capitals. */
const SHORT_ALIAS_MAX = 10;
const isAcronym = (alias: string) =>
  alias.length <= SHORT_ALIAS_MAX && !/\s/.test(alias) && (alias.match(/[A-Z]/g)?.length ?? 0) >= 2;

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "");

/** The first short alias that the name does not already contain ("ACoS (Advertising Cost of Sales)" needs no "ACoS"). */
export function titleAlias(kpi: { name: string; aliases: readonly string[] }): string | null {
  if (/[()]/.test(kpi.name)) return null;
  const name = squash(kpi.name);
  const alias = kpi.aliases.find((candidate) => isAcronym(candidate) && !name.includes(squash(candidate)));
  return alias ?? null;
}

function firstFitting(candidates: string[], max: number): string | undefined {
  return candidates.find((candidate) => candidate.length <= max);
}

/** Cuts text at a word boundary so it fits in `max` characters, ending with an ellipsis. */
export function truncateText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  const base = (lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.\-–—(]+$/, "");
  return `${base}…`;
}

/**
 * "<Name> (<alias>): Formula & Calculator | <brand>", shortened step by step until it fits. No "Benchmarks": most
 * metrics have no public benchmark, and their pages say so (issue 35's second read).
 */
export function kpiPageTitle(kpi: { name: string; aliases: readonly string[] }, brandName: string): string {
  const alias = titleAlias(kpi);
  const labels = alias ? [`${kpi.name} (${alias})`, kpi.name] : [kpi.name];
  const candidates = [
    ...labels.map((label) => brandedTitle(`${label}: Formula & Calculator`, brandName)),
    `${kpi.name}: Formula & Calculator`,
    brandedTitle(kpi.name, brandName),
  ];
  return firstFitting(candidates, TITLE_MAX) ?? truncateText(kpi.name, TITLE_MAX);
}

/** The definition, with a pointer to what the page offers when there is room; always at most 160 characters. */
export function kpiPageDescription(kpi: { definition: string }): string {
  const definition = kpi.definition.replace(/\s+/g, " ").trim();
  const candidates = [
    `${definition} Formula, worked example and free calculator.`,
    `${definition} Free calculator inside.`,
    definition,
  ];
  return firstFitting(candidates, DESCRIPTION_MAX) ?? truncateText(definition, DESCRIPTION_MAX);
}

export function categoryPageTitle(category: { name: string }, brandName: string): string {
  const amazon = /^amazon\b/i.test(category.name) ? "" : "Amazon ";
  const candidates = [
    `${amazon}${category.name} Metrics: Formulas & Calculators`,
    `${category.name} Metrics: Formulas & Calculators`,
    `${amazon}${category.name} Metrics`,
    `${category.name} Metrics`,
  ].map((title) => brandedTitle(title, brandName));
  return firstFitting(candidates, TITLE_MAX) ?? truncateText(`${category.name} Metrics`, TITLE_MAX);
}

export function categoryPageDescription(category: { description: string }): string {
  return truncateText(category.description, DESCRIPTION_MAX);
}

export function libraryPageTitle(count: number, brandName: string): string {
  return documentTitle(`Amazon KPI Library: ${count} Seller Metrics & Formulas`, brandName);
}

export function libraryPageDescription(count: number): string {
  return `${count} Amazon seller metrics explained, with formulas, worked examples, typical ranges and free calculators for sales, profit, fees, PPC and inventory.`;
}
