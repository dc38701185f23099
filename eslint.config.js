import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const zodImport = {
  name: "zod",
  message: "Import z from app/lib/zod.ts: it switches off Zod's eval in the browser, which the CSP forbids.",
  allowTypeImports: true,
};

/**
 * The layers of ARCHITECTURE.md, enforced: each group of files may import only from its own layer and those below.
 * A forbidden folder is matched in the import specifier itself, whether written `~/folder/...`, relative
 * (`../folder/...`) or from the server (`../app/folder/...`).
 */
const folder = (name) => `(^~/|^(\\.\\./)+|/app/)${name}(/|$)`;
/** A tool's React components sit in the tool's folder (`app/tools/<tool>/components/`), the tools' shared ones in `app/tools/components/`. */
const TOOL_COMPONENTS = "(^~/tools/|/app/tools/|^\\.\\.?/)(.*/)?components(/|$)";
const ABOVE = {
  pages: [folder("pages")],
  layouts: [folder("layouts")],
  views: [folder("views")],
  /** The shell's behaviour: the browser scripts beside its markup, named `*.browser.ts` (only the layout's script loads them). */
  shell: ["\\.browser(\\.ts)?$"],
  /** React components, the shell's markup (app/shell, every file but its `*.browser.ts`) and the islands' plumbing. */
  components: [folder("components"), TOOL_COMPONENTS, folder("shell"), folder("islands")],
  seo: [folder("seo")],
  content: [folder("content")],
  routes: [folder("routes"), folder("vitals")],
  domain: ["analytics", "attribution", "consent", "fba-fees", "tools", "leads", "kpi-library"].map(folder),
  server: ["(^|/)server/"],
  settings: [folder("settings")],
  product: [folder("product")],
};
const forbid = (...groups) => groups.flatMap((group) => ABOVE[group]);
const layer = (files, forbidden, message, ignores = []) => ({
  files,
  ignores,
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      { paths: [zodImport], patterns: forbidden.map((regex) => ({ regex, message })) },
    ],
  },
});
const UPWARD = "An import that runs up the layers of ARCHITECTURE.md: move the shared piece down instead.";

/** What server code never imports from the app: its pages and components (it uses the app's logic). */
const APP_UI = [
  "(^~/|(^|/)app/)(components|views|shell|layouts|pages|islands)/",
  "(^~/tools/|(^|/)app/tools/)(.*/)?components/",
];
const APP_UI_MESSAGE =
  "Server code uses the app's logic (lib, settings, domain, routes, content), never its pages or components.";
/**
 * The server's folders as layers, bottom first (server/README.md): a folder imports only from its own layer and those
 * below; server/main.ts, on top, starts them all. A folder of another layer is `../folder/name` from any of them.
 */
const SERVER_LAYERS = [["logging", "config"], ["database"], ["http", "site"], ["slack", "vitals"], ["leads"]];
const serverLayer = (index) => ({
  files: SERVER_LAYERS[index].map((folder) => `server/${folder}/**/*.ts`),
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        paths: [zodImport],
        patterns: [
          ...APP_UI.map((regex) => ({ regex, message: APP_UI_MESSAGE })),
          {
            regex: `^\\.\\./(${[...SERVER_LAYERS.slice(index + 1).flat(), "main"].join("|")})(/|$)`,
            message:
              "An import that runs up the server's layers (server/README.md): move the shared piece down instead.",
          },
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".astro/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
      "public/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-restricted-imports": ["error", { paths: [zodImport] }],
    },
  },
  // No import circle, within a layer either (the layer rules below already stop one across layers).
  {
    files: ["{app,server,scripts}/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  // From the bottom up; tests may reach anything they test.
  layer(
    ["app/lib/**/*.{ts,tsx}"],
    forbid(
      "pages",
      "layouts",
      "views",
      "shell",
      "components",
      "seo",
      "content",
      "routes",
      "domain",
      "server",
      "settings",
      "product",
    ),
    UPWARD,
  ),
  layer(
    ["app/product/**/*.ts"],
    forbid(
      "pages",
      "layouts",
      "views",
      "shell",
      "components",
      "seo",
      "content",
      "routes",
      "domain",
      "server",
      "settings",
    ),
    UPWARD,
  ),
  layer(
    ["app/settings/**/*.ts"],
    forbid("pages", "layouts", "views", "shell", "components", "seo", "content", "routes", "domain", "server"),
    UPWARD,
  ),
  layer(
    ["app/{analytics,attribution,consent,fba-fees,tools,leads,kpi-library}/**/*.{ts,tsx}"],
    forbid("pages", "layouts", "views", "shell", "components", "seo", "content", "routes", "server"),
    UPWARD,
    ["app/tools/**/components/**"],
  ),
  layer(
    ["app/routes/**/*.ts", "app/vitals/**/*.ts"],
    forbid("pages", "layouts", "views", "shell", "components", "seo", "content", "server"),
    UPWARD,
  ),
  layer(
    ["app/content/**/*.ts", "app/content.config.ts"],
    forbid("pages", "layouts", "views", "shell", "components", "seo", "server"),
    UPWARD,
  ),
  layer(["app/seo/**/*.{ts,tsx}"], forbid("pages", "layouts", "views", "shell", "components", "server"), UPWARD),
  layer(
    [
      "app/components/**/*.{ts,tsx}",
      "app/tools/**/components/**/*.{ts,tsx}",
      "app/shell/**/*.{ts,tsx}",
      "app/islands/**/*.ts",
    ],
    forbid("pages", "layouts", "views", "shell", "server"),
    UPWARD,
    ["app/shell/**/*.browser.ts"],
  ),
  layer(["app/views/**/*.{ts,tsx}"], forbid("pages", "layouts", "shell", "server"), UPWARD),
  layer(["app/shell/**/*.browser.ts"], forbid("pages", "layouts", "views", "server"), UPWARD),
  layer(["app/pages/**/*.ts"], forbid("server"), UPWARD),
  layer(["server/**/*.ts", "scripts/**/*.ts"], APP_UI, APP_UI_MESSAGE),
  ...SERVER_LAYERS.map((_, index) => serverLayer(index)),
  // One import style (CODE_STYLE.md): a module of app/ is `./name` from its own folder and `~/folder/name` from anywhere
  // else. ESLint's own rule, so it adds to the layer rules above (typescript-eslint's rule of the same name).
  // `npx tsx scripts/fix-import-style.ts` rewrites what this reports.
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^\\.\\./", message: "Import a module of another folder as ~/folder/name (CODE_STYLE.md)." },
            { regex: "^\\./[^/]+/", message: "Import a module of a subfolder as ~/folder/sub/name (CODE_STYLE.md)." },
          ],
        },
      ],
    },
  },
  {
    files: ["{server,scripts,tests}/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^(\\.\\./)+app/", message: "Import a module of app/ as ~/folder/name (CODE_STYLE.md)." },
          ],
        },
      ],
    },
  },
  // Tests may reach anything they test (the layer rules above are for the code).
  {
    files: ["**/*.test.{ts,tsx}", "tests/**/*.ts", "server/test-support/**/*.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { paths: [zodImport] }] },
  },
  { files: ["app/lib/zod.ts"], rules: { "@typescript-eslint/no-restricted-imports": "off" } },
  // Playwright's fixtures hand their value on with a function named `use`, which the hooks rule takes for React's;
  // the browser tests have no React components.
  { files: ["tests/e2e/**/*.ts"], rules: { "react-hooks/rules-of-hooks": "off" } },
);
