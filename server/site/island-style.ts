import { rewriteBuiltHtml } from "./prerendered-pages";

/**
 * Astro writes the islands' one rule (`astro-island,astro-slot,astro-static-slot{display:contents}`, a `<style>`) in
 * the body, just before a page's first island. HTML allows a `<style>` in the body only as its parent's first child, so
 * on pages whose first island follows other content the Nu Html Checker reports an error (69 of 202 pages). Run after
 * every build (astro.config.ts, astro:build:done): the rule moves to the end of the `<head>`, where it applies before
 * any island is parsed. Its text is unchanged (the Content-Security-Policy allows inline styles).
 */
const ISLAND_STYLE = /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/;

/** The page with Astro's island `<style>` moved from the body to the end of the head (unchanged when it has none). */
export function hoistIslandStyle(html: string): string {
  const match = ISLAND_STYLE.exec(html);
  const headEnd = html.indexOf("</head>");
  if (!match || headEnd === -1 || match.index < headEnd) return html;
  const withoutStyle = html.slice(0, match.index) + html.slice(match.index + match[0].length);
  return withoutStyle.slice(0, headEnd) + match[0] + withoutStyle.slice(headEnd);
}

/** Hoists the island style in every HTML file under the build's client directory; returns how many files changed. */
export function hoistIslandStyles(clientDir: string): number {
  return rewriteBuiltHtml(clientDir, hoistIslandStyle);
}
