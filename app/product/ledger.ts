import { Document, isSeq, parse, visit } from "yaml";
import { DENIED, NOT_YET, sentences } from "./claims";
import { modelEntries, modelEntry, type ModelEntry } from "./entries";

/**
 * The claims ledger (issue 35): every sentence of the built site that says what the product, one of its features or
 * one of its free tools does, each mapped to the model entries (entries.ts) it relies on. The site is held to it by
 * tests/bundles/claims-ledger.test.ts, and `npm run claims:ledger` writes it from a build: a sentence it adds is
 * `reviewed: false` until a reviewer has read it against the entries it names, so a new claim fails until checked,
 * and a copy change shows its claims as a diff of one file.
 */

export interface LedgerClaim {
  text: string;
  relies: string[];
  reviewed: boolean;
  /** Where it is said: up to three page paths, then how many more. */
  pages: string[];
}

export interface PageCopy {
  path: string;
  /** The page's visible text, one block a line. */
  text: string;
  /** The product's own pages (features, landing, audience, pricing, tools...): every sentence there is a claim. */
  productPage: boolean;
}

const PAGES_SHOWN = 3;

/** A site's own names and the tokens copy writes for them: { "{brand}": the brand name, ... } (settings/site-tokens.ts). */
export type SiteTokenValues = Readonly<Record<string, string>>;

/**
 * One spelling of a sentence: the site's own names written as their tokens ({brand}, {supportEmail}, {siteHost}),
 * as copy writes them, so a renamed site keeps its ledger; white space folded, typographic quotes as typed.
 */
export function normalizeSentence(sentence: string, tokens: SiteTokenValues): string {
  const named = Object.entries(tokens)
    .sort(([, a], [, b]) => b.length - a.length)
    .reduce((text, [token, value]) => text.replaceAll(value, token), sentence);
  return named
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/\u00A0/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Names the product, a feature or a free tool (the entries' words, "we" and "our" included). */
function namesTheProduct(sentence: string): boolean {
  return modelEntries.some(
    (entry) =>
      (entry.id === "product" || entry.id.startsWith("feature:") || entry.id.startsWith("tool:")) &&
      entry.terms.test(sentence),
  );
}

/** A block that says something: three words or more, a letter in it. */
const says = (sentence: string) => sentence.split(" ").length >= 3 && /[A-Za-z]/.test(sentence);

/** The claims of some pages: each sentence once, with the pages it is on, in the order first met. */
export function collectClaims(pages: readonly PageCopy[], tokens: SiteTokenValues): Map<string, string[]> {
  const claims = new Map<string, string[]>();
  for (const page of pages)
    for (const raw of sentences(page.text)) {
      const sentence = normalizeSentence(raw, tokens);
      if (!says(sentence) || !(page.productPage || namesTheProduct(sentence))) continue;
      const on = claims.get(sentence) ?? [];
      if (!on.includes(page.path)) on.push(page.path);
      claims.set(sentence, on);
    }
  return claims;
}

/** The entries a sentence names by their words; the product itself when it names none more specific. */
export function proposeRelies(sentence: string): string[] {
  const named = modelEntries.filter((entry) => entry.id !== "product" && entry.terms.test(sentence));
  return named.length > 0 ? named.map((entry) => entry.id) : ["product"];
}

function pagesLine(on: readonly string[]): string[] {
  return on.length <= PAGES_SHOWN ? [...on] : [...on.slice(0, PAGES_SHOWN), `+${on.length - PAGES_SHOWN} more`];
}

/**
 * The ledger for what a build says: claims already in `ledger` keep their entries and review, new ones get the
 * proposed entries and `reviewed: false`, and claims the site no longer makes are dropped.
 */
export function updateLedger(ledger: readonly LedgerClaim[], found: Map<string, string[]>): LedgerClaim[] {
  const known = new Map(ledger.map((claim) => [claim.text, claim]));
  return [...found].map(([text, on]) => {
    const previous = known.get(text);
    return previous
      ? { ...previous, pages: pagesLine(on) }
      : { text, relies: proposeRelies(text), reviewed: false, pages: pagesLine(on) };
  });
}

/** Names the product itself: "{brand}", "we", "our". */
const PRODUCT_SUBJECT = /\{brand\}|\b(?:we|our|us)\b/i;

/**
 * A sentence that says the entry is here today, although it is coming soon or not offered. A data source is only
 * claimed where the product is the subject: "Search Query Performance is a Brand Analytics report" is Amazon's.
 */
function presentTenseFor(claim: LedgerClaim, entry: ModelEntry): boolean {
  if (entry.status === "live" || NOT_YET.test(claim.text) || DENIED.test(claim.text) || claim.text.trim().endsWith("?"))
    return false;
  return !entry.id.startsWith("data:") || PRODUCT_SUBJECT.test(claim.text);
}

/** What is wrong between the ledger and what the built site says ("problem: sentence" lines; empty when none). */
export function ledgerProblems(ledger: readonly LedgerClaim[], found: Map<string, string[]>): string[] {
  const known = new Map(ledger.map((claim) => [claim.text, claim]));
  const problems: string[] = [];
  for (const [text, on] of found)
    if (!known.has(text))
      problems.push(`not in the ledger (npm run claims:ledger, then review it), on ${on[0]}: "${text}"`);
  for (const claim of ledger) {
    if (!found.has(claim.text))
      problems.push(`in the ledger but no longer on the site (npm run claims:ledger): "${claim.text}"`);
    if (!claim.reviewed)
      problems.push(`not reviewed against the model entries it names (${claim.relies.join(", ")}): "${claim.text}"`);
    if (claim.relies.length === 0) problems.push(`relies on no model entry: "${claim.text}"`);
    for (const id of claim.relies) {
      const entry = modelEntry(id);
      if (!entry) problems.push(`names a model entry that does not exist (${id}): "${claim.text}"`);
      else if (presentTenseFor(claim, entry))
        problems.push(`says ${id} is here today, but the model has it ${entry.status}: "${claim.text}"`);
    }
  }
  return problems;
}

const HEADER = `# The claims ledger (issue 35): every sentence of the built site that says what the product ({brand}), one of its
# features or one of its free tools does, and the product model entries it relies on (app/product/entries.ts). Written by
# \`npm run claims:ledger\` from a build; tests/bundles/claims-ledger.test.ts fails when the site says something that is
# not here, when an entry does not exist, when a sentence says a coming-soon or not-offered entry is here today, and
# while a claim is \`reviewed: false\`. Review a new claim against the entries it names (correct \`relies\` where the
# proposal is wrong), then set \`reviewed: true\`.
`;

export function parseLedger(text: string): LedgerClaim[] {
  const parsed = parse(text) as { claims?: LedgerClaim[] } | null;
  return parsed?.claims ?? [];
}

export function formatLedger(ledger: readonly LedgerClaim[]): string {
  const document = new Document({ claims: ledger });
  // A claim's entries and pages on one line each, so the file reads (and diffs) a claim at a time.
  visit(document, {
    Seq(_key, node, path) {
      if (path.length > 4 && isSeq(node)) node.flow = true;
    },
  });
  return `${HEADER}${document.toString({ lineWidth: 0, flowCollectionPadding: false })}`;
}
