/**
 * Page copy may carry links as `[label](/path)` inside a sentence, so the text stays plain data and the
 * link stays a real anchor. Only site paths and https URLs are links;
 * anything else stays text.
 */
export type InlinePart = { text: string } | { text: string; href: string };

const LINK = /\[([^\]\n]+)\]\(((?:\/|https:\/\/)[^\s)]*)\)/g;

export function splitInlineLinks(source: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of source.matchAll(LINK)) {
    if (match.index > last) parts.push({ text: source.slice(last, match.index) });
    const [whole, label = "", href = ""] = match;
    parts.push({ text: label, href });
    last = match.index + whole.length;
  }
  if (last < source.length) parts.push({ text: source.slice(last) });
  return parts;
}

/** The copy as a reader sees it (labels without the link syntax): for word counts and meta text. */
export function plainText(source: string): string {
  return splitInlineLinks(source)
    .map((part) => part.text)
    .join("");
}

/** Every link target in the copy, to check that internal links resolve. */
export function linkTargets(source: string): string[] {
  return splitInlineLinks(source).flatMap((part) => ("href" in part ? [part.href] : []));
}
