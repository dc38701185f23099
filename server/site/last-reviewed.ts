import { readFileSync, writeFileSync } from "node:fs";
import { LAST_REVIEWED_ATTRIBUTE, pageText, readReads, readState, type PageRead } from "~/content/page-reads.server";
import { formatDate } from "~/lib/format";
import { findPrerenderedPages } from "./prerendered-pages";

/**
 * A KPI page says when it was last reviewed: the date of the latest independent read of the text it shows now
 * (reviews/reads.yaml, app/content/page-reads.server.ts). The date depends on the page's finished text, so it is
 * written after the build (astro.config.ts, astro:build:done): the page renders the line empty, marked, and this
 * fills it, or removes it when the text has changed since its latest read (or was never read): no date is better
 * than one that belongs to other words. The line itself is left out of the text a read is of.
 */
const LINE = new RegExp(
  `(<([a-z]+)\\b[^>]*\\s${LAST_REVIEWED_ATTRIBUTE}\\b[^>]*>)([\\s\\S]*?)<time></time>([\\s\\S]*?</\\2>)`,
  "i",
);

/** The page with its "Last reviewed" line filled from its read of this text, or without the line. */
export function withLastReviewed(html: string, page: string, reads: readonly PageRead[]): string {
  const line = LINE.exec(html);
  if (!line) return html;
  const state = readState(reads, page, pageText(html));
  const filled =
    state.state === "read"
      ? `${line[1]}${line[3]}<time datetime="${state.read.date}">${formatDate(state.read.date)}</time>${line[4]}`
      : "";
  return html.slice(0, line.index) + filled + html.slice(line.index + line[0].length);
}

/** Fills the "Last reviewed" line of every built page that has one; returns how many were dated. */
export function writeLastReviewed(clientDir: string, root = process.cwd()): number {
  const reads = readReads(root);
  let dated = 0;
  for (const [page, file] of findPrerenderedPages(clientDir)) {
    const html = readFileSync(file, "utf8");
    const rewritten = withLastReviewed(html, page, reads);
    if (rewritten === html) continue;
    writeFileSync(file, rewritten);
    if (rewritten.includes(`${LAST_REVIEWED_ATTRIBUTE}`)) dated += 1;
  }
  return dated;
}
