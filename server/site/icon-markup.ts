import { rewriteBuiltHtml } from "./prerendered-pages";

/**
 * The icons of the static HTML (lucide's inline SVGs: the header's menus, the drawer, the footer, the page's own
 * icons) without what only a standalone .svg file or lucide's own stylesheet needs: the `xmlns` attribute (an <svg>
 * in HTML is in the SVG namespace without it) and lucide's `lucide lucide-<name>` classes (no rule of the site's
 * stylesheet names them). On the KPI library, the largest page, that is 316 B of its 43,000 B gzipped budget (issue
 * 47 added the shell's before-the-script behaviour to every page; bundle-budgets.test.ts). Run after every build
 * (astro.config.ts, astro:build:done). An island's markup is left as rendered: React hydrates it and expects its own.
 */
const ISLAND_TAG = /<astro-island\b|<\/astro-island>/g;

function trimIcons(markup: string): string {
  return markup
    .replaceAll('<svg xmlns="http://www.w3.org/2000/svg"', "<svg")
    .replace(/(<svg\b[^>]*? class=")lucide(?: lucide-[a-z0-9-]+)* ?/g, "$1");
}

/** The page with the icons outside its islands trimmed (unchanged when it has none). */
export function trimIconMarkup(html: string): string {
  let trimmed = "";
  let from = 0;
  let depth = 0;
  for (const tag of html.matchAll(ISLAND_TAG)) {
    const opens = tag[0] !== "</astro-island>";
    if (opens && depth === 0) {
      trimmed += trimIcons(html.slice(from, tag.index));
      from = tag.index;
    }
    depth = Math.max(0, depth + (opens ? 1 : -1));
    if (!opens && depth === 0) {
      const end = tag.index + tag[0].length;
      trimmed += html.slice(from, end);
      from = end;
    }
  }
  return trimmed + (depth === 0 ? trimIcons(html.slice(from)) : html.slice(from));
}

/** Trims the icons of every HTML file under the build's client directory; returns how many files changed. */
export function trimBuiltIconMarkup(clientDir: string): number {
  return rewriteBuiltHtml(clientDir, trimIconMarkup);
}
