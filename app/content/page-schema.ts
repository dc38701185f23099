import { searchAliasesSchema } from "~/lib/search-aliases";
import { z } from "~/lib/zod";
import { TOOL_ICON_NAMES } from "~/routes/navigation";
import { TOOL_IDS } from "~/tools/tool-catalog";

/**
 * Copy for the content-driven pages (features, audiences, SEO landing pages, company, legal,
 * getting started) as validated data. Pages render it with one generic view; a bad entry fails the build.
 * Prose paragraphs, table cells, checklist items, card bodies and FAQ answers may carry `[label](/path)` links
 * (see inline-links.ts).
 */

/** Longest <title> of a content page, brand included: a page title with no room for the brand goes without it (documentTitle). */
export const PAGE_TITLE_MAX = 65;

const linkSchema = z.object({ label: z.string().min(2), href: z.string().regex(/^(\/|https:\/\/)/) });

const cardSchema = z.object({
  title: z.string().min(2),
  body: z.string().min(20),
  /** Name of a lucide icon exported from app/components/icons.ts (e.g. "chart", "dollar", "bell"). */
  icon: z.string().optional(),
});

export const sectionSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("cards"),
    heading: z.string(),
    intro: z.string().optional(),
    items: z.array(cardSchema).min(2).max(9),
  }),
  z.object({
    kind: z.literal("steps"),
    heading: z.string(),
    intro: z.string().optional(),
    items: z.array(cardSchema).min(2).max(6),
  }),
  z.object({ kind: z.literal("prose"), heading: z.string(), paragraphs: z.array(z.string().min(20)).min(1) }),
  z.object({
    kind: z.literal("checklist"),
    heading: z.string(),
    intro: z.string().optional(),
    items: z.array(z.string().min(5)).min(2),
  }),
  z.object({
    kind: z.literal("table"),
    heading: z.string(),
    intro: z.string().optional(),
    columns: z.array(z.string()).min(2),
    rows: z.array(z.array(z.string())).min(1),
  }),
  /** A worked example: the inputs and steps of a calculation, one line each, and its result. */
  z.object({
    kind: z.literal("example"),
    heading: z.string(),
    intro: z.string().optional(),
    lines: z.array(z.object({ label: z.string().min(2), value: z.string().min(1) })).min(2),
    result: z.object({ label: z.string().min(2), value: z.string().min(1) }),
    note: z.string().optional(),
  }),
  /** An illustrative product screen drawn in HTML; the frame labels every figure as sample data. */
  z.object({
    kind: z.literal("sample-ui"),
    heading: z.string(),
    intro: z.string().optional(),
    /** The screen's name in its title bar, e.g. "PPC analytics · Amazon.com". */
    screen: z.string().min(3),
    metrics: z
      .array(z.object({ label: z.string().min(2), value: z.string().min(1), detail: z.string().optional() }))
      .min(2)
      .max(4),
    table: z
      .object({ columns: z.array(z.string()).min(2), rows: z.array(z.array(z.string())).min(1).max(8) })
      .optional(),
  }),
  /** Related pages (KPI definitions, free tools, features) with one line on why each matters here. */
  z.object({
    kind: z.literal("links"),
    heading: z.string(),
    intro: z.string().optional(),
    items: z
      .array(z.object({ label: z.string().min(2), href: z.string().regex(/^\//), body: z.string().min(10) }))
      .min(2)
      .max(12),
  }),
]);
export type PageSection = z.infer<typeof sectionSchema>;

/**
 * What a free tool's page entry says about the tool, beside its page copy: the hub's card, its navigation link, and
 * the heading of the KPIs it works out. `id` is the tool's in the catalogue (tools/tool-catalog.ts) and in the product
 * model (product/tools.ts: its inputs, outputs and the words copy names it with), which hold its facts.
 */
export const toolEntrySchema = z.object({
  id: z.enum(TOOL_IDS),
  /** The tool's name, as the hub and the email gate write it ("Bulk FBA calculator"). */
  name: z.string().min(5).max(40),
  /** The question the tool answers, for the hub. */
  question: z.string().min(20).max(120),
  summary: z.string().min(40).max(240),
  /** The hub's link text. */
  action: z.string().min(5).max(40),
  /** Heading of the page's list of the KPIs the tool works out (none: no list). */
  kpisHeading: z.string().min(10).optional(),
  /** Its link in the header, the drawer, the footer and the home page: its name in title case (navigationLabel), with these. */
  navigation: z.object({
    description: z.string().min(10).max(90),
    icon: z.enum(TOOL_ICON_NAMES),
  }),
});
export type ToolEntry = z.infer<typeof toolEntrySchema>;

/** A marketing page's entry as its file holds it (app/content/pages/<group>/<slug>.yaml): no path, its route's. */
export const marketingPageSchema = z.object({
  /** The page title without the brand, unique across the site; the <title> adds the brand when it fits in PAGE_TITLE_MAX. */
  title: z.string().min(10).max(PAGE_TITLE_MAX),
  /** Meta description, unique, 70-170 characters. */
  description: z.string().min(70).max(170),
  keywords: z.array(z.string()).min(1).max(10),
  /** What sellers type for this page in the site search, beside its title ("lil fee"). */
  searchAliases: searchAliasesSchema,
  eyebrow: z.string().max(40),
  h1: z.string().min(5).max(90),
  intro: z.string().min(80).max(400),
  /** Set for pages the spec marks "coming soon": the page says so plainly. */
  comingSoon: z.boolean().default(false),
  primaryCta: linkSchema.optional(),
  secondaryCta: linkSchema.optional(),
  sections: z.array(sectionSchema).min(1),
  faqs: z
    .array(z.object({ question: z.string().min(10), answer: z.string().min(20) }))
    .max(12)
    .default([]),
  /** Legal pages: the date the text took effect. */
  lastUpdated: z.iso.date().optional(),
  /** Content date for the sitemap's lastmod. */
  updated: z.iso.date(),
  /** A free tool's page (tools/<slug>.yaml, features/amazon-fba-calculator.yaml): the tool it is. */
  tool: toolEntrySchema.optional(),
});
/** A marketing page as the pages collection holds it: the entry and its route's path (content/page-routes.ts). */
export const marketingPageWithPathSchema = marketingPageSchema.extend({
  /** Route path without leading slash, e.g. "features/profit-loss". */
  path: z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/),
});
export type MarketingPage = z.infer<typeof marketingPageWithPathSchema>;
export type MarketingPageInput = z.input<typeof marketingPageSchema>;

/**
 * What every entry says about itself for search engines and the sitemap (astro.build's seoSchema): the page title
 * without the brand (the head adds it when it fits, unless brandInTitle is false), the meta description, keywords,
 * robots when the page is not to be indexed, and the date its copy last changed (the sitemap's lastmod).
 */
export const pageSeoSchema = z.object({
  title: z.string().min(10).max(70),
  description: z.string().min(50).max(170),
  keywords: z.array(z.string()).min(1).max(10).optional(),
  brandInTitle: z.boolean().default(true),
  robots: z.string().optional(),
  updated: z.iso.date().optional(),
});
export type PageSeo = z.infer<typeof pageSeoSchema>;

const faqSchema = z.object({ question: z.string().min(10), answer: z.string().min(20) });
const headedSchema = z.object({ eyebrow: z.string().min(2), title: z.string().min(10) });

/** The home page's copy (content/site-pages/home.yaml). */
export const homeCopySchema = pageSeoSchema.extend({
  updated: z.iso.date(),
  software: z.object({ description: z.string().min(20), features: z.array(z.string().min(3)).min(2).max(8) }),
  hero: z.object({
    badge: z.string().min(10),
    h1: z.string().min(5),
    h1Highlight: z.string().min(3),
    intro: z.string().min(80),
    trialCta: z.string().min(3),
    salesCta: z.string().min(3),
    demoCta: z.string().min(3),
    note: z.string().min(10),
  }),
  fees: headedSchema.extend({ intro: z.string().min(40), lines: z.array(z.string().min(3)).min(3) }),
  features: headedSchema.extend({ intro: z.string().min(10), more: z.string().min(3) }),
  steps: headedSchema.extend({
    items: z
      .array(z.object({ title: z.string().min(5), body: z.string().min(20) }))
      .min(2)
      .max(6),
    guideLink: z.string().min(5),
  }),
  tools: headedSchema.extend({
    intro: z.string().min(40),
    calculatorCta: z.string().min(3),
    libraryCta: z.string().min(3),
  }),
  audiences: headedSchema,
  faqs: z.array(faqSchema).min(1).max(12),
});
export type HomeCopy = z.infer<typeof homeCopySchema>;

/** The signup page's copy beside its form (content/site-pages/signup.yaml). */
export const signupCopySchema = pageSeoSchema.extend({
  updated: z.iso.date(),
  eyebrow: z.string().min(2),
  h1: z.string().min(5),
  intro: z.string().min(40),
  benefits: z.array(z.string().min(10)).min(2).max(8),
});
export type SignupCopy = z.infer<typeof signupCopySchema>;
