import { brandedTitle, documentTitle, TITLE_MAX } from "~/seo/title";

/**
 * Titles and descriptions of the KPI library pages. Pure, so a test can check them over the whole library:
 * every KPI page gets a unique title of at most TITLE_MAX characters and a unique description of at most
 * DESCRIPTION_MAX characters.
 */

export const DESCRIPTION_MAX = 160;
/** An alias is added to the title only when it is an acronym ("AOV", "LTV:CAC"): short, one word, mostly capitals. */
const SHORT_ALIAS_MAX = 10;
const isAcronym = (alias: string) => alias.length <= SHORT_ALIAS_MAX && !/\s/.test(alias) && (alias.match(/[A-Z]/g)?.length ?? 0) >= 2;

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

/** "<Name> (<alias>): Formula, Calculator & Benchmarks | <brand>", shortened step by step until it fits. */
export function kpiPageTitle(kpi: { name: string; aliases: readonly string[] }, brandName: string): string {
  const alias = titleAlias(kpi);
  const labels = alias ? [`${kpi.name} (${alias})`, kpi.name] : [kpi.name];
  const candidates = [
    ...labels.flatMap((label) => [brandedTitle(`${label}: Formula, Calculator & Benchmarks`, brandName), brandedTitle(`${label}: Formula & Calculator`, brandName)]),
    `${kpi.name}: Formula & Calculator`,
    brandedTitle(kpi.name, brandName),
  ];
  return firstFitting(candidates, TITLE_MAX) ?? truncateText(kpi.name, TITLE_MAX);
}

/** The definition, with a pointer to what the page offers when there is room; always at most 160 characters. */
export function kpiPageDescription(kpi: { definition: string }): string {
  const definition = kpi.definition.replace(/\s+/g, " ").trim();
  const candidates = [`${definition} Formula, worked example and free calculator.`, `${definition} Free calculator inside.`, definition];
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
