import type { Config } from "@react-router/dev/config";
import { dynamicPublicPaths } from "./app/site/public-paths";

export default {
  ssr: true,
  // BUILD_DIR lets several builds coexist (e.g. tests running while someone rebuilds).
  buildDirectory: process.env.BUILD_DIR || "build",
  // Every public page is rendered to HTML at build time; at run time the server renders only unknown paths (404).
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths().filter((path) => path !== "/*"), ...dynamicPublicPaths()];
  },
} satisfies Config;
