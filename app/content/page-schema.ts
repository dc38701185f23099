import { z } from "../lib/zod";

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
  z.object({ kind: z.literal("cards"), heading: z.string(), intro: z.string().optional(), items: z.array(cardSchema).min(2).max(9) }),
  z.object({ kind: z.literal("steps"), heading: z.string(), intro: z.string().optional(), items: z.array(cardSchema).min(2).max(6) }),
  z.object({ kind: z.literal("prose"), heading: z.string(), paragraphs: z.array(z.string().min(20)).min(1) }),
  z.object({ kind: z.literal("checklist"), heading: z.string(), intro: z.string().optional(), items: z.array(z.string().min(5)).min(2) }),
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
    metrics: z.array(z.object({ label: z.string().min(2), value: z.string().min(1), detail: z.string().optional() })).min(2).max(4),
    table: z.object({ columns: z.array(z.string()).min(2), rows: z.array(z.array(z.string())).min(1).max(8) }).optional(),
  }),
  /** Related pages (KPI definitions, free tools, features) with one line on why each matters here. */
  z.object({
    kind: z.literal("links"),
    heading: z.string(),
    intro: z.string().optional(),
    items: z.array(z.object({ label: z.string().min(2), href: z.string().regex(/^\//), body: z.string().min(10) })).min(2).max(12),
  }),
]);
export type PageSection = z.infer<typeof sectionSchema>;

export const marketingPageSchema = z.object({
  /** Route path without leading slash, e.g. "features/profit-loss". */
  path: z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/),
  /** The page title without the brand, unique across the site; the <title> adds the brand when it fits in PAGE_TITLE_MAX. */
  title: z.string().min(10).max(PAGE_TITLE_MAX),
  /** Meta description, unique, 70-170 characters. */
  description: z.string().min(70).max(170),
  keywords: z.array(z.string()).min(1).max(10),
  eyebrow: z.string().max(40),
  h1: z.string().min(5).max(90),
  intro: z.string().min(80).max(400),
  /** Set for pages the spec marks "coming soon": the page says so plainly. */
  comingSoon: z.boolean().default(false),
  primaryCta: linkSchema.optional(),
  secondaryCta: linkSchema.optional(),
  sections: z.array(sectionSchema).min(1),
  faqs: z.array(z.object({ question: z.string().min(10), answer: z.string().min(20) })).max(12).default([]),
  /** Legal pages: the date the text took effect. */
  lastUpdated: z.iso.date().optional(),
  /** Content date for the sitemap's lastmod. */
  updated: z.iso.date(),
});
export type MarketingPage = z.infer<typeof marketingPageSchema>;
export type MarketingPageInput = z.input<typeof marketingPageSchema>;
