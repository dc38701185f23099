import { rewriteBuiltHtml } from "./prerendered-pages";

/**
 * The page's own module script starts after the page has painted (issue 39). Astro writes it as
 * `<script type="module" src="/assets/...js">`, which the browser fetches while it parses, beside the document: on a
 * phone's slow 4G that request and its imports share the line with the document and the first paint's work, and
 * Lighthouse's simulation counts every request finished before the largest paint as one the paint waited for (the
 * home page's script, on a second connection, ended at 1,169 ms against 754 ms for the document). Run after every
 * build (astro.config.ts, astro:build:done): the tag becomes an inline script that imports the same module once the
 * browser has reported the first contentful paint and two more frames have passed (the document is parsed by then, so
 * the largest paint is in them), or after 3 s where no paint is reported (a tab opened in the background; a browser
 * without paint timing). Importing twice runs the module once. The shell's menus and consent buttons answer a few
 * frames later than before (about 50 ms); without JavaScript nothing changes. The Content-Security-Policy allows the
 * inline script by its hash like every other (csp-manifest.ts runs after this).
 */
const MODULE_SCRIPT = /<script type="module" src="(\/assets\/[^"]+\.js)"><\/script>/g;

/** The inline script that imports `src` two frames after the first contentful paint, or after 3 s. */
export function afterPaintLoader(src: string): string {
  const load = `()=>import(${JSON.stringify(src)})`;
  // The fallback first, so a browser without PerformanceObserver still loads the module.
  return (
    `<script>(()=>{const l=${load};setTimeout(l,3e3);` +
    `new PerformanceObserver((_,o)=>{o.disconnect();requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(l)))})` +
    `.observe({type:"paint",buffered:!0})})()</script>`
  );
}

/** The modules a built page's after-paint loaders import, in document order (what afterPaintLoader wrote). */
export function afterPaintImports(html: string): string[] {
  return [...html.matchAll(/<script>\(\(\)=>\{const l=\(\)=>import\(("[^"]+")\)/g)].map(
    (match) => JSON.parse(match[1]!) as string,
  );
}

/** The page with each of its module scripts loaded after the first paint. */
export function loadModuleScriptsAfterPaint(html: string): string {
  return html.replace(MODULE_SCRIPT, (_tag, src: string) => afterPaintLoader(src));
}

/** Rewrites every built HTML file; returns how many changed. */
export function loadPageScriptsAfterPaint(clientDir: string): number {
  return rewriteBuiltHtml(clientDir, loadModuleScriptsAfterPaint);
}
