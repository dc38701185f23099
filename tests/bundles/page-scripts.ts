import { readFileSync } from "node:fs";
import path from "node:path";
import { afterPaintImports } from "../../server/site/after-paint-scripts";

/**
 * The JavaScript a built page loads before the visitor does anything: its module scripts (each imported by an inline
 * script after the first paint, server/site/after-paint-scripts.ts) and the islands that
 * hydrate on their own (`client:load`, `client:idle`, `client:painted`), each with every module it imports statically. Modules
 * loaded on demand (`import()`), islands hydrated when visible or asked for, and the small inline runtime are left
 * out: they are not fetched until the visitor scrolls or acts.
 */
export function pageScripts(clientDir: string, html: string): string[] {
  const entries = [
    ...afterPaintImports(html),
    ...[...html.matchAll(/<astro-island\b[^>]*>/g)].flatMap(([tag]) => {
      const directive = /\bclient="([a-z]+)"/.exec(tag)?.[1];
      if (directive !== "load" && directive !== "idle" && directive !== "painted") return [];
      return [...tag.matchAll(/\b(?:component|renderer)-url="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
    }),
  ];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of staticImports(readFileSync(path.join(clientDir, file), "utf8")))
      visit(path.posix.join(path.posix.dirname(file), imported));
  };
  entries.forEach(visit);
  return [...seen];
}

/** The relative modules a built chunk imports statically (`import ... from "./x.js"`, `import "./x.js"`), not `import("./x.js")`. */
export function staticImports(code: string): string[] {
  return [...code.matchAll(/\b(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)].map(
    (match) => match[1]!,
  );
}
