import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Document, isMap, parse as parseYaml } from "yaml";
import { z } from "~/lib/zod";

/**
 * The independent reads of the site, as data tied to what was read. Every page, the shell and each island's copy is
 * read by someone who did not write or fix it (against the product model, the tools, the fee engine and the research,
 * every figure recomputed) and graded A to D: D, advice that loses a seller money or a contradiction about the
 * product; C, a wrong fact or formula, a figure that does not recompute, or a rule stated as fact without a source;
 * B, smaller (an unconfirmed Amazon rule with a plain caveat beside it is B); A, nothing found (docs/editing.md,
 * "Before it ships"). A read is a record in reviews/reads.yaml with a
 * digest of the text it read, so a page changed after its read is seen as changed, and the defects it found.
 *
 * What blocks what: a C or D read of a page's current text fails the build's checks
 * (tests/bundles/page-reviews.test.ts) until the page is fixed; a page changed since its latest read, or never read,
 * blocks nothing (an edit must be able to reach a preview) but is listed by `npm run reviews` and in every CI run's
 * summary with its changed sentences, for a reader to read before it ships.
 */

export const READS_FILE = "reviews/reads.yaml";
/** The sentences of each page's latest read (by the read's digest), so a summary can say which sentences changed. */
export const READ_SENTENCES_FILE = "reviews/read-sentences.json";

export const grades = ["A", "B", "C", "D"] as const;
export type Grade = (typeof grades)[number];

const defectSchema = z.strictObject({
  /** The sentence as the page showed it. */
  sentence: z.string().min(1),
  /** What kind of defect: "money", "wrong fact", "product claim", "figure", "unclear", ... */
  kind: z.string().min(2),
  /** What shows it is wrong: a research file and section, a tool, the product model's entry, a recomputation. */
  source: z.string().min(2),
  note: z.string().optional(),
});
export type Defect = z.infer<typeof defectSchema>;

export const pageReadSchema = z.strictObject({
  /** A page's path ("/pricing"), "shell" (the header and footer), or "islands/<part>" (copy the browser renders). */
  page: z.string().min(1),
  grade: z.enum(grades),
  /** Who read it: a reader who did not write or fix that page. */
  reader: z.string().regex(/^reader-[a-z]+$/),
  date: z.iso.date(),
  /**
   * textDigest of the text read; null for the reads recorded before reads were tied to text (before December 2026),
   * which never count as a read of today's text.
   */
  digest: z
    .string()
    .regex(/^[0-9a-f]{16}$/)
    .nullable(),
  /** Each defect the read found, fixed or not (reads from December 2026 on record them). */
  defects: z.array(defectSchema).optional(),
});
export type PageRead = z.infer<typeof pageReadSchema>;

const readsFileSchema = z.strictObject({ reads: z.array(pageReadSchema) });

const HEADER = `# The independent reads of the site (app/content/page-reads.server.ts): one record per read, in the order
# recorded. A read's digest is of the text it read; \`npm run reviews\` lists pages changed since their latest read,
# never read, or read C or D, and \`npm run reviews -- record\` adds a read of the text the build holds now.
`;

export function parseReads(text: string): PageRead[] {
  return readsFileSchema.parse(parseYaml(text)).reads;
}

/** The file's text: a read without defects on one line, a read with defects a line per field. */
export function formatReads(reads: readonly PageRead[]): string {
  const document = new Document({ reads });
  const list = document.get("reads");
  if (list && typeof list === "object" && "items" in list)
    for (const item of (list as { items: unknown[] }).items) if (isMap(item) && !item.has("defects")) item.flow = true;
  return `${HEADER}${document.toString({ lineWidth: 0, flowCollectionPadding: true })}`;
}

export function readReads(root = process.cwd()): PageRead[] {
  return parseReads(readFileSync(path.join(root, READS_FILE), "utf8"));
}

export function writeReads(reads: readonly PageRead[], root = process.cwd()): void {
  writeFileSync(path.join(root, READS_FILE), formatReads(reads));
}

/** Digest → the hashes of the sentences read (sentenceHashes), for the latest read of each page. */
export type ReadSentences = Record<string, string>;

export function readReadSentences(root = process.cwd()): ReadSentences {
  const file = path.join(root, READ_SENTENCES_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as ReadSentences) : {};
}

export function writeReadSentences(sentences: ReadSentences, root = process.cwd()): void {
  const sorted = Object.fromEntries(Object.entries(sentences).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(path.join(root, READ_SENTENCES_FILE), `${JSON.stringify(sorted, null, 1)}\n`);
}

/** The marker of a KPI page's "Last reviewed" line, filled after the build from the reads (server/site/last-reviewed.ts). */
export const LAST_REVIEWED_ATTRIBUTE = "data-last-reviewed";
const MAIN = /<main\b[\s\S]*<\/main>/i;
const LAST_REVIEWED = new RegExp(`<([a-z]+)\\b[^>]*\\s${LAST_REVIEWED_ATTRIBUTE}\\b[^>]*>[\\s\\S]*?</\\1>`, "i");

/**
 * Marks a block inside <main> whose words are read on another page: a KPI's definition on a card that links to the
 * KPI's page, whose hero says it. tests/bundles/page-reviews.test.ts holds each such block to text another page's
 * read covers, so an edit to a definition asks for one read (of its page), not one of every page that lists it.
 */
export const READ_ELSEWHERE_ATTRIBUTE = "data-read-elsewhere";
/**
 * Marks a block inside <main> that many pages share word for word (a call to action): it is read once, as the part
 * "shared/<value>" (scripts/site-copy.ts), so an edit to it asks for one read, not one of every page it is on.
 */
export const READ_AS_ATTRIBUTE = "data-read-as";

export interface ReadElsewhereBlock {
  /** The shared part that reads it ("call-to-action"), or undefined for a block another page's read covers. */
  part: string | undefined;
  /** The block's HTML, the element and all that it holds. */
  html: string;
}

const MARKED_BLOCK = new RegExp(
  `<([a-z][a-z0-9]*)\\b[^>]*\\s(?:${READ_ELSEWHERE_ATTRIBUTE}|${READ_AS_ATTRIBUTE}="([^"]*)")[^>]*>`,
  "gi",
);

/** The end of the element that opens at `start` (tag `tag`), counting the same tags nested in it. */
function elementEnd(html: string, start: number, tag: string): number {
  const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, "gi");
  tags.lastIndex = start;
  let depth = 0;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return match.index + match[0].length;
  }
  throw new Error(`<${tag}> at ${start} is never closed`);
}

/** The blocks of a page's <main> marked as read elsewhere or as a shared part, outermost first, in order. */
export function readElsewhereBlocks(html: string): ReadElsewhereBlock[] {
  const main = MAIN.exec(html)?.[0] ?? html;
  const found: ReadElsewhereBlock[] = [];
  let after = 0;
  for (const match of main.matchAll(MARKED_BLOCK)) {
    if (match.index < after) continue;
    after = elementEnd(main, match.index, match[1]!);
    found.push({ part: match[2], html: main.slice(match.index, after) });
  }
  return found;
}

/** Text as a reader reads it: tags out, entities decoded, one block a line, white space folded. */
export function blockText(html: string): string {
  return html
    .replace(/<(head|script|style|template)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<\/(?:p|li|h[1-6]|td|th|dd|dt|div|tr|summary|figcaption|header|nav|section)>/gi, "\n")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;|&rsquo;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line) => line !== "")
    .join("\n");
}

/**
 * A page's visible text, as a reader reads it: its <main>, all of it (its hero, breadcrumb and sections; the header,
 * navigation, footer and consent banner around it are the shell's, read once as "shell"), without scripts, styles,
 * templates, its own "Last reviewed" line (which the reads decide) and the blocks read elsewhere (above).
 */
export function pageText(html: string): string {
  let main = (MAIN.exec(html)?.[0] ?? html).replace(LAST_REVIEWED, " ");
  for (const block of readElsewhereBlocks(main)) main = main.replace(block.html, " ");
  return blockText(main);
}

const hash = (text: string, length: number) => createHash("sha256").update(text).digest("hex").slice(0, length);

/** The digest a read records of the text it read: 16 hex digits of its SHA-256. */
export const textDigest = (text: string) => hash(text, 16);

/** The text's sentences, each once, in order. */
export function textSentences(text: string): string[] {
  const found = text
    .split("\n")
    .flatMap((line) => line.split(/(?<=[.;!?])\s+/))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== "");
  return [...new Set(found)];
}

/** Each sentence's 8-hex-digit hash, space-separated: what a read keeps of the text it read, to tell what changed. */
export const sentenceHashes = (text: string) =>
  textSentences(text)
    .map((sentence) => hash(sentence, 8))
    .join(" ");

/** A page's latest read (the last record of the latest date), whatever it read. */
export function latestRead(reads: readonly PageRead[], page: string): PageRead | undefined {
  return reads
    .filter((read) => read.page === page)
    .reduce<PageRead | undefined>((latest, read) => (!latest || read.date >= latest.date ? read : latest), undefined);
}

export type ReadState =
  { state: "read"; read: PageRead } | { state: "changed"; latest: PageRead } | { state: "unread" };

/** Where a page's current text stands: read (its latest read is of this text), changed since its latest read, unread. */
export function readState(reads: readonly PageRead[], page: string, text: string): ReadState {
  const latest = latestRead(reads, page);
  if (!latest) return { state: "unread" };
  return latest.digest === textDigest(text) ? { state: "read", read: latest } : { state: "changed", latest };
}

/** A read that stops the build: the latest read of the page's current text is C or D. */
export const blocks = (state: ReadState) =>
  state.state === "read" && (state.read.grade === "C" || state.read.grade === "D");

/** The sentences of the text that the latest read did not read (new or changed), when its sentences were kept. */
export function changedSentences(text: string, read: PageRead, readSentences: ReadSentences): string[] | undefined {
  const before = read.digest ? readSentences[read.digest] : undefined;
  if (before === undefined) return undefined;
  const known = new Set(before.split(" "));
  return textSentences(text).filter((sentence) => !known.has(hash(sentence, 8)));
}
