import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** Maps every prerendered page path ("/", "/pricing", ...) to its index.html. */
export function findPrerenderedPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "assets") walk(full);
      } else if (entry.name === "index.html") {
        const route = "/" + path.relative(clientDir, path.dirname(full)).split(path.sep).join("/");
        pages.set(route === "/" ? "/" : route.replace(/\/$/, ""), full);
      }
    }
  };
  if (existsSync(clientDir) && statSync(clientDir).isDirectory()) walk(clientDir);
  return pages;
}
