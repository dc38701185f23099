import { fileURLToPath } from "node:url";
import { satteri } from "@astrojs/markdown-satteri";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { markdownTokensPlugin } from "./app/content/markdown-tokens";
import { readSiteConfig } from "./app/settings/config";
import { loadPageScriptsAfterPaint } from "./server/site/after-paint-scripts";
import { writeCspManifest } from "./server/site/csp-manifest";
import { trimBuiltIconMarkup } from "./server/site/icon-markup";
import { hoistIslandStyles } from "./server/site/island-style";
import { writeLastReviewed } from "./server/site/last-reviewed";
import { shellChunkGroup } from "./server/site/shell-chunk";

const buildDirectory = process.env.BUILD_DIR || "build";
/** Settings the pages read (brand, host, emails, URLs, GTM, chat, videos): read once, baked into every page. */
const site = readSiteConfig();

/**
 * Every public page is rendered to static HTML at build time from React components; only the interactive parts
 * hydrate, each as an Astro island with the directive that fits. `client:demand` (app/islands/demand-directive.ts)
 * hydrates an island when the page first asks for it (a "Talk to sales" click, a toast), so the popups cost no
 * JavaScript until then; `client:interaction` (app/islands/interaction-directive.ts) when the visitor first reaches for it. The Express server (server/) serves build/client, the leads API and the 404.
 */
export default defineConfig({
  srcDir: "./app",
  publicDir: "./public",
  outDir: `${buildDirectory}/client`,
  site: site.primaryHost,
  output: "static",
  // Canonical URLs have no trailing slash; the files are <path>/index.html, which the server finds either way.
  trailingSlash: "never",
  // The whole stylesheet inline in each page's head (11.6 KB gz): the first paint waits for no request but the document
  // (issue 39). A page's HTML stays within two round trips of simulated slow 4G (tests/bundles/bundle-budgets.test.ts).
  build: { format: "directory", assets: "assets", inlineStylesheets: "always" },
  devToolbar: { enabled: false },
  // Blog posts (the "blog" collection) are Markdown that Astro renders: copy tokens resolved as it renders
  // (content/markdown-tokens.ts), straight quotes and no syntax highlighting, as the posts were written.
  markdown: {
    processor: satteri({ mdastPlugins: [markdownTokensPlugin(site)], features: { smartPunctuation: false } }),
    syntaxHighlight: false,
  },
  integrations: [
    react(),
    {
      name: "marginatlas",
      hooks: {
        "astro:config:setup": ({ addClientDirective }) => {
          addClientDirective({ name: "demand", entrypoint: "./app/islands/demand-directive.ts" });
          addClientDirective({ name: "interaction", entrypoint: "./app/islands/interaction-directive.ts" });
          addClientDirective({ name: "painted", entrypoint: "./app/islands/painted-directive.ts" });
        },
        // Astro's island <style> moves into the head (valid HTML), a KPI page's "Last reviewed" takes the date of
        // the latest read of its text (server/site/last-reviewed.ts), the page's module script starts after the first
        // paint (server/site/after-paint-scripts.ts), then the Content-Security-Policy of each page: hashes of its
        // inline scripts (build/csp.json, build/nginx-csp-map.conf).
        "astro:build:done": () => {
          hoistIslandStyles(`${buildDirectory}/client`);
          trimBuiltIconMarkup(`${buildDirectory}/client`);
          writeLastReviewed(`${buildDirectory}/client`);
          loadPageScriptsAfterPaint(`${buildDirectory}/client`);
          writeCspManifest(buildDirectory);
        },
      },
    },
  ],
  vite: {
    plugins: [tailwindcss()],
    resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
    define: { __SITE_CONFIG__: JSON.stringify(site) },
    // Module workers with their own chunks: the bulk calculator's worker loads exceljs (about 1 MB) only for an .xlsx file.
    worker: { format: "es" },
    environments: {
      // The prerender bundle must carry Astro's own cookie 2: Express puts cookie 0.7 at the top of node_modules,
      // which the bundle would otherwise import (Astro bundles neotraverse for the same reason, withastro/astro#17508).
      prerender: { resolve: { noExternal: ["cookie"] } },
      // The modules of the shell's script are one chunk (server/site/shell-chunk.ts): 1.5 KB gz less on every page.
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [shellChunkGroup(fileURLToPath(new URL("./app/shell/shell.browser.ts", import.meta.url)))],
              },
            },
          },
        },
      },
    },
  },
});
