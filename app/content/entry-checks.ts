import {
  amazonFactProblems,
  literalFactProblems,
  sentences,
  shownCopyProblems,
  toolOfId,
  type CopyContext,
  type CopyProblem,
  type MetricVocabulary,
} from "~/product/claims";
import { PRODUCT_PAGE_TYPES, routeTypeOf } from "~/routes/routes";
import { site } from "~/settings/site";
import { freeTools } from "~/tools/tool-catalog";
import { copyRuleViolations, stepCountProblems } from "./copy-rules";
import { plainText } from "./inline-links";
import { computedContent, resolveEntry } from "./page-entry";

/**
 * The checks a machine can run on copy, where the words are: the content collections' loaders (content.config.ts)
 * run them on every entry each time they load, on the text its page will show (tokens, shared sentences and computed
 * examples resolved), and a sentence that fails one stops `npm run build` with the entry's file, the field and the
 * sentence, and the product model entry it contradicts. The checks themselves are the product model's
 * (product/claims.ts) and the copy rules (copy-rules.ts); this module only finds the copy in an entry and says where.
 */

/** One piece of an entry's copy: where it is, the text as written and as the page shows it. */
export interface CopyField {
  /** The field, as the schema's errors name it ("sections.2.paragraphs.0"), or "body, line 12" in a post. */
  field: string;
  /** As its author typed it, tokens unresolved; none for computed copy, which code writes with the facts. */
  written?: string;
  shown: string;
  /** A label of a sample screen (a section `kind: sample-ui`): what it shows, the product shows. */
  onSampleScreen?: boolean;
}

export interface EntryProblem extends CopyProblem {
  field: string;
}

/** Keys whose values are data for the renderer or the head, not text a reader sees. */
const NOT_COPY = new Set([
  "kind",
  "icon",
  "href",
  "id",
  "updated",
  "date",
  "keywords",
  "searchAliases",
  "related",
  "inputs",
  "tags",
  "author",
]);

/** A section that draws a sample of the product's screens. */
const SAMPLE_SCREEN = "sample-ui";

/** Every string of a resolved value, with its field path, skipping keys that are not copy. */
function stringsOf(value: unknown, field: string): { field: string; text: string }[] {
  if (typeof value === "string") return [{ field, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, join(field, index)));
  if (value !== null && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => (NOT_COPY.has(key) ? [] : stringsOf(item, join(field, key))));
  return [];
}

const join = (field: string, key: string | number) => (field === "" ? String(key) : `${field}.${key}`);
const shownText = (written: string) => plainText(resolveEntry(written) as string);

/**
 * The copy of a YAML entry as its author wrote it: each string with its field, and the computed sections and
 * paragraphs (content/page-entry.ts) as their code resolves them, named by their reference.
 */
export function yamlEntryCopy(data: unknown, field = ""): CopyField[] {
  if (typeof data === "string") return [{ field, written: data, shown: shownText(data) }];
  if (Array.isArray(data)) return data.flatMap((item, index) => yamlEntryCopy(item, join(field, index)));
  if (data === null || typeof data !== "object") return [];
  const entry = data as Record<string, unknown>;
  if (entry.kind === "computed" && typeof entry.computed === "string") return computedCopy(entry.computed, field);
  const fields = Object.entries(entry).flatMap(([key, value]) => {
    if (NOT_COPY.has(key)) return [];
    if (key === "computedParagraphs" && typeof value === "string") return computedCopy(value, join(field, key));
    return yamlEntryCopy(value, join(field, key));
  });
  return entry.kind === SAMPLE_SCREEN ? fields.map((copy) => ({ ...copy, onSampleScreen: true })) : fields;
}

/** Computed copy is code's (app/content/worked-examples): its field says which export wrote it. */
function computedCopy(reference: string, field: string): CopyField[] {
  let content: unknown;
  try {
    content = resolveEntry(computedContent(reference));
  } catch {
    // An unknown reference is the schema's error to report, with its file.
    return [];
  }
  const onSampleScreen = (content as { kind?: unknown } | null)?.kind === SAMPLE_SCREEN;
  return stringsOf(content, "").map(({ field: inner, text }) => ({
    field: `${field} (computed: ${reference}${inner === "" ? "" : `, ${inner}`})`,
    shown: plainText(text),
    onSampleScreen,
  }));
}

/** Markdown as a reader sees it: links and images by their text, no emphasis, heading, list or table marks. */
export function markdownPlainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]\n]*)\]\([^)\s]*(?:\s+"[^"]*")?\)/g, "$1")
    .replace(/^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/gm, "")
    .replace(/^\s*\|?\s*:?-{3,}.*$/gm, "")
    .replace(/^[ \t]*\||\|[ \t]*$/gm, "")
    .replace(/[ \t]*\|[ \t]*/g, " · ")
    .replace(/(\*\*|__|\*|`)/g, "")
    .split("\n")
    .map((line) => line.trim())
    .join("\n");
}

/**
 * A post's copy: its front matter's fields, then its Markdown body a paragraph at a time, each named by the line of
 * the file it starts on (`bodyLine` is the file's line of the body's first line).
 */
export function postCopy(frontmatter: Record<string, unknown>, body: string, bodyLine: number): CopyField[] {
  const fields = yamlEntryCopy(frontmatter);
  const lines = body.split("\n");
  let paragraph: string[] = [];
  let start = 0;
  const flush = () => {
    const written = paragraph.join("\n").trim();
    if (written !== "")
      fields.push({
        field: `body, line ${bodyLine + start}`,
        written,
        shown: markdownPlainText(resolveEntry(written) as string),
      });
    paragraph = [];
  };
  lines.forEach((line, index) => {
    if (line.trim() === "") return flush();
    if (paragraph.length === 0) start = index;
    paragraph.push(line);
  });
  flush();
  return fields;
}

/** The context a page's copy is read in: whether it speaks for the product, and which tool it is about. */
export function copyContextOf(path: string, metrics: MetricVocabulary, toolId?: string): CopyContext {
  return {
    brandName: site.brandName,
    path,
    productPage: PRODUCT_PAGE_TYPES.includes(routeTypeOf(path)),
    tool: toolOfId(toolId ?? freeTools.find((tool) => tool.path === path)?.id),
    metrics,
  };
}

/** The number of steps in each steps section of a page entry (for the check that a stated count matches one). */
export function stepCountsOf(data: Record<string, unknown>): number[] {
  const sections: unknown[] = Array.isArray(data.sections) ? data.sections : [];
  return sections.flatMap((section) => {
    const { kind, items } = (section ?? {}) as { kind?: unknown; items?: unknown };
    return kind === "steps" && Array.isArray(items) ? [items.length] : [];
  });
}

/** What is wrong with an entry's copy: every check on every field (empty when nothing is). */
export function entryProblems(
  fields: readonly CopyField[],
  context: CopyContext,
  stepCounts: readonly number[] = [],
): EntryProblem[] {
  return fields.flatMap(({ field, written, shown, onSampleScreen }) => [
    ...stepCountProblems([shown], stepCounts).map((problem) => ({
      field,
      sentence:
        sentences(shown)
          .find((sentence) => /\bsteps\b/i.test(sentence))
          ?.trim() ?? shown,
      problem: `counts ${problem}`,
      contradicts: "the page's own steps section",
    })),
    ...(written === undefined ? [] : [...literalFactProblems(written), ...amazonFactProblems(written)]).map(
      (problem) => ({ ...problem, field }),
    ),
    ...shownCopyProblems(shown, context, onSampleScreen).map((problem) => ({ ...problem, field })),
    ...copyRuleViolations(shown).map((violation) => ({
      field,
      sentence:
        sentences(shown)
          .find((sentence) => sentence.includes(violation.match))
          ?.trim() ?? violation.match,
      problem: violation.reason,
      contradicts: `app/content/copy-rules.ts, ${violation.id}`,
    })),
  ]);
}

/** The build's error for the entries whose copy failed a check: each file, field and sentence, and why. */
export function entryProblemsMessage(problems: readonly { file: string; problems: readonly EntryProblem[] }[]): string {
  const failing = problems.filter((entry) => entry.problems.length > 0);
  const bySentence = failing.map(({ file, problems: found }) => {
    const sentences = new Map<string, EntryProblem[]>();
    for (const problem of found) {
      const key = `  ${problem.field}: "${problem.sentence}"`;
      sentences.set(key, [...(sentences.get(key) ?? []), problem]);
    }
    return { file, sentences };
  });
  const count = bySentence.reduce((total, entry) => total + entry.sentences.size, 0);
  const lines = [
    `${count} sentence${count === 1 ? "" : "s"} of copy the site cannot publish: each says something the product model (app/product) or the copy rules contradict. Fix the sentence (docs/editing.md, "When the build fails"); if the product itself changed, a developer changes the model.`,
  ];
  for (const { file, sentences } of bySentence) {
    lines.push("", file);
    for (const [sentence, found] of sentences)
      lines.push(sentence, ...found.map((problem) => `    - ${problem.problem} (${problem.contradicts})`));
  }
  return lines.join("\n");
}
