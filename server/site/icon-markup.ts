import { rewriteBuiltHtml } from "./prerendered-pages";

/**
 * The icons of the built HTML (lucide's inline SVGs: the header's menus, the drawer, the footer, the page's own
 * icons, the islands' too) without what only a standalone .svg file or lucide's own stylesheet needs: the `xmlns`
 * attribute (an <svg> in HTML is in the SVG namespace without it) and lucide's `lucide lucide-<name>` classes (no rule
 * of the site's stylesheet names them). An island's icons lose them too: React hydrates the element the HTML made and
 * leaves its attributes as they are (a production build compares only text), and no rule or script reads either.
 * On the KPI library, the largest page, that is about 430 B of its 43,000 B gzipped budget (issue 47 added the
 * shell's before-the-script behaviour to every page; bundle-budgets.test.ts). Run after every build (astro.config.ts,
 * astro:build:done).
 */
export function trimIconMarkup(html: string): string {
  return html
    .replaceAll('<svg xmlns="http://www.w3.org/2000/svg"', "<svg")
    .replace(/(<svg\b[^>]*? class=")lucide(?: lucide-[a-z0-9-]+)* ?/g, "$1");
}

/** Trims the icons of every HTML file under the build's client directory; returns how many files changed. */
export function trimBuiltIconMarkup(clientDir: string): number {
  return rewriteBuiltHtml(clientDir, trimIconMarkup);
}
