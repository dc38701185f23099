import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { dynamicPublicPaths } from "./app/site/public-paths";
import { writeCspManifest } from "./server/csp-manifest.server";

const buildDirectory = process.env.BUILD_DIR || "build";

export default {
  ssr: true,
  // BUILD_DIR lets several builds coexist (e.g. tests running while someone rebuilds).
  buildDirectory,
  // Every public page is rendered to HTML at build time; at run time the server renders only unknown paths (404).
  async prerender({ getStaticPaths }) {
    const staticPaths = getStaticPaths().filter((path) => path !== "/*");
    return [...staticPaths, ...dynamicPublicPaths(staticPaths)];
  },
  buildEnd({ reactRouterConfig }) {
    // React Router also writes a .data file (about 380 KB, unused) beside every prerendered image: drop them.
    const socialDir = join(reactRouterConfig.buildDirectory, "client", "social");
    for (const file of readdirSync(socialDir)) if (file.endsWith(".png.data")) rmSync(join(socialDir, file));
    // The Content-Security-Policy of each prerendered page: hashes of its inline scripts (build/csp.json).
    writeCspManifest(buildDirectory);
  },
} satisfies Config;
