import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Rollup } from "vite";

const APP_DIR = fileURLToPath(new URL("./app/", import.meta.url));
const LAYOUT = fileURLToPath(new URL("./app/routes/layout.tsx", import.meta.url));

/**
 * The shell chunk: every app module the layout route imports statically (directly or through other
 * modules) is bundled as one file, since every page loads it and each separate file is another request
 * before the first paint. What the layout loads on demand (`import()`) keeps its own chunk. A rule about
 * the import graph, not a list of names: renaming or adding a shell file cannot change the bundling.
 */
function isInShell(id: string, getModuleInfo: Rollup.GetModuleInfo, seen = new Set<string>()): boolean {
  for (const importer of getModuleInfo(id)?.importers ?? []) {
    if (importer === LAYOUT) return true;
    if (seen.has(importer)) continue;
    seen.add(importer);
    if (isInShell(importer, getModuleInfo, seen)) return true;
  }
  return false;
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    rollupOptions: {
      // Resource routes (robots.txt, sitemap.xml, the feed, social images) have no client code, yet React
      // Router gives each an empty client chunk (remix-run/remix#9055, still open): not worth a warning.
      onwarn(warning, warn) {
        if (warning.code !== "EMPTY_BUNDLE") warn(warning);
      },
      output: {
        manualChunks(id, { getModuleInfo }) {
          if (!id.startsWith(APP_DIR) || getModuleInfo(id)?.isEntry) return undefined;
          return isInShell(id, getModuleInfo) ? "shell" : undefined;
        },
      },
    },
  },
});
