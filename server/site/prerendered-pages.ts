import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Maps every prerendered page path ("/", "/pricing", ...) to its index.html. Not the content editor's (admin/): it has
 * its own policy and headers (admin-headers.ts), and the pages' policy was what `/%61dmin/` got (issue 51).
 */
export function findPrerenderedPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "assets" && entry.name !== "admin") walk(full);
      } else if (entry.name === "index.html") {
        const route = "/" + path.relative(clientDir, path.dirname(full)).split(path.sep).join("/");
        pages.set(route === "/" ? "/" : route.replace(/\/$/, ""), full);
      }
    }
  };
  if (existsSync(clientDir) && statSync(clientDir).isDirectory()) walk(clientDir);
  return pages;
}

/** Rewrites every HTML file under the build's client directory (the 404 page too); returns how many changed. */
export function rewriteBuiltHtml(clientDir: string, rewrite: (html: string) => string): number {
  let changed = 0;
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const html = readFileSync(file, "utf8");
    const rewritten = rewrite(html);
    if (rewritten !== html) {
      writeFileSync(file, rewritten);
      changed += 1;
    }
  }
  return changed;
}
