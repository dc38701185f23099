import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

/**
 * Rewrites imports to the one style of CODE_STYLE.md (lint reports the `../` it finds in app/; this fixes them all):
 * a module of app/ in the importing file's own folder is `./name`, any other module of app/ is `~/folder/name`, from
 * app/, server/, scripts/ and tests/ alike. Relative paths that stay outside app/ (server/ to server/, tests/ to
 * tests/) are left alone, and so are `new URL("../x.worker.ts", import.meta.url)` and `import.meta.glob`, which Vite
 * needs relative. Run `npx tsx scripts/fix-import-style.ts`, then `npm run format` (the sorted order changes).
 */
const SPECIFIER = /((?:\bfrom|\bimport)\s*\(?\s*["'])(\.\.?\/[^"']+)(["'])/g;

/** The source with every import of a module in `appDir` written in the house style. */
export function withImportStyle(source: string, fileDir: string, appDir: string): string {
  return source.replace(SPECIFIER, (whole, before: string, specifier: string, after: string) => {
    const target = resolve(fileDir, specifier);
    if (!target.startsWith(appDir + sep)) return whole;
    if (dirname(target) === fileDir)
      return specifier.startsWith("./") ? whole : `${before}./${relative(fileDir, target)}${after}`;
    return `${before}~/${relative(appDir, target).split(sep).join("/")}${after}`;
  });
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== "node_modules") yield* sourceFiles(path);
    else if (entry.isFile() && /\.(ts|tsx|mts|astro)$/.test(entry.name) && !entry.name.startsWith("fix-import-style."))
      yield path;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const root = resolve(import.meta.dirname, "..");
  const appDir = join(root, "app");
  let changed = 0;
  for (const top of ["app", "server", "scripts", "tests"]) {
    for (const path of sourceFiles(join(root, top))) {
      const source = readFileSync(path, "utf8");
      const fixed = withImportStyle(source, dirname(path), appDir);
      if (fixed === source) continue;
      writeFileSync(path, fixed);
      changed += 1;
    }
  }
  console.log(`[fix-import-style] ${changed} files changed`);
}
