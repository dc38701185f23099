import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/**
 * Loads the content collections once before the "content" tests, as `astro dev` does: Astro's loaders, schemas and
 * Markdown renderer write the data store (.astro/data-store.json) that `astro:content` reads under vitest. `force`
 * reloads every entry, so the tests never read a cached rendering. It runs in a Node process of its own: inside
 * vitest, "astro" resolves to the package's browser-safe entry, without `sync`.
 */
export default function loadContentCollections(): void {
  const root = fileURLToPath(new URL(".", import.meta.url));
  const script = `const { sync } = await import("astro"); await sync({ root: ${JSON.stringify(root)}, cacheDir: "./.astro", force: true, logLevel: "warn" });`;
  execFileSync(process.execPath, ["--input-type=module", "--eval", script], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
  });
}
