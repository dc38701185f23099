import { amazonFacts, amazonFactText, type AmazonFactName } from "~/product/amazon-facts";
import { plainText } from "./inline-links";
import type { MarketingPageInput } from "./page-schema";

/**
 * How much a content page says and how much of it another page says too.
 *
 * - Copy: what a visitor reads in the page body (eyebrow, H1, intro, every section, the FAQs) with the
 *   inline-link syntax removed (`[label](/path)` counts as its label). Metadata (title, description,
 *   keywords) and non-text fields (section kinds, icon names, link targets) are not copy.
 * - Words: runs of letters and digits, lower-cased; "14-day", "$1.85" and "don't" are one word each.
 * - Phrases: every run of 5 consecutive words inside one piece of copy (a paragraph, a card body, a table
 *   cell...), never spanning two pieces, so a heading followed by a paragraph does not make a phrase no
 *   reader ever sees.
 * - Overlap share of two pages: distinct phrases they have in common / distinct phrases of the page that
 *   has fewer. Dividing by the smaller page means a short page copied into a long one still scores 100%.
 */

export const PHRASE_LENGTH = 5;

export type PageCopy = Pick<MarketingPageInput, "eyebrow" | "h1" | "intro" | "sections" | "faqs">;

/** Fields of a section that are data for the renderer, not text for the reader. */
const NON_COPY_KEYS = new Set(["kind", "icon", "href"]);

function copyStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(copyStrings);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => (NON_COPY_KEYS.has(key) ? [] : copyStrings(inner)));
  }
  return [];
}

/** Every piece of copy on the page as written, inline-link syntax included. */
export function pageCopySources(page: PageCopy): string[] {
  const faqs = (page.faqs ?? []).flatMap((faq) => [faq.question, faq.answer]);
  return [page.eyebrow, page.h1, page.intro, ...copyStrings(page.sections), ...faqs];
}

/** Every piece of copy on the page, as the reader sees it. */
export function pageCopyPieces(page: PageCopy): string[] {
  return pageCopySources(page).map(plainText);
}

const WORD = /[\p{L}\p{N}]+(?:['’.,-][\p{L}\p{N}]+)*/gu;

export function words(text: string): string[] {
  return (text.toLowerCase().match(WORD) ?? []).map((word) => word.replace(/’/g, "'"));
}

export function wordCount(page: PageCopy): number {
  return pageCopyPieces(page).reduce((total, piece) => total + words(piece).length, 0);
}

/** Amazon's facts as pages print them: quoted whole wherever a page states one, so never a page's own words. */
const quotedFacts = (Object.keys(amazonFacts) as AmazonFactName[]).map(amazonFactText);

/** The parts of `text` around the Amazon facts it quotes, each a piece of copy of its own. */
export function aroundQuotedFacts(text: string): string[] {
  return quotedFacts.reduce<string[]>((parts, fact) => parts.flatMap((part) => part.split(fact)), [text]);
}

/** The distinct 5-word phrases of the page's own copy (the Amazon facts it quotes left out). */
export function phrases(page: PageCopy): Set<string> {
  const found = new Set<string>();
  for (const piece of pageCopyPieces(page).flatMap(aroundQuotedFacts)) {
    const list = words(piece);
    for (let start = 0; start + PHRASE_LENGTH <= list.length; start++)
      found.add(list.slice(start, start + PHRASE_LENGTH).join(" "));
  }
  return found;
}

/** Shared phrases / phrases of the page with fewer of them, 0 to 1 (0 when either page has none). */
export function overlapShare(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const [smaller, larger] = a.size <= b.size ? [a, b] : [b, a];
  if (smaller.size === 0) return 0;
  let shared = 0;
  for (const phrase of smaller) if (larger.has(phrase)) shared++;
  return shared / smaller.size;
}
