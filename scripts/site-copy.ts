import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { blockText, pageText, readElsewhereBlocks } from "~/content/page-reads.server";
import { PRODUCT_PAGE_TYPES, routeTypeOf } from "~/routes/routes";
import { builtClientDir, builtSitemapPaths } from "../tests/support/built-sitemap";

/**
 * What the built site says, as text: each page's visible copy, the shell's (header and footer, the same on every
 * page), and the copy of the islands and overlays that the HTML does not hold (the browser renders it). The checks of
 * the built pages and the reads (`npm run reviews`, tests/bundles/page-reviews.test.ts) read it.
 */

const PROJECT_ROOT = path.resolve(import.meta.dirname, "..");

export interface PageCopy {
  /** A page's path, "shell", or "islands/<part>". */
  path: string;
  /** The visible text, one block a line. */
  text: string;
  /** The product's own pages (features, landing, audience, pricing, tools...): every sentence there is a claim. */
  productPage: boolean;
}

/** The shell's own copy, the same on every page: everything around <main> (the header's menus, the footer, the consent banner). */
export function shellText(page: string): string {
  return pageText(page.replace(/<main\b[\s\S]*<\/main>/i, " ").replace(/<a href="#main"[^>]*>[^<]*<\/a>/, " "));
}

/** The HTML file of a built page. */
export const builtPageFile = (clientDir: string, pagePath: string) =>
  path.join(clientDir, pagePath === "/404" ? "404.html" : path.join(pagePath, "index.html"));

export interface BuiltPage {
  path: string;
  html: string;
}

/** `pagePaths` as the build wrote them in `clientDir`, each file read once for all that reads them. */
export const readBuiltPages = (clientDir: string, pagePaths: readonly string[]): BuiltPage[] =>
  pagePaths.map((pagePath) => ({ path: pagePath, html: readFileSync(builtPageFile(clientDir, pagePath), "utf8") }));

/** The built pages as copy. */
export function builtPageCopy(pages: readonly BuiltPage[]): PageCopy[] {
  return pages.map((page) => ({
    path: page.path,
    text: pageText(page.html),
    productPage: PRODUCT_PAGE_TYPES.includes(routeTypeOf(page.path)),
  }));
}

/**
 * The parts of the site whose copy the browser renders, each read as one: the overlays and the shell's islands, the
 * lead forms, what the tools share, and each free tool (its components and its form's field specs, `*-form.ts`,
 * which hold the labels and hints the tool shows).
 */
function islandParts(): { part: string; folder: string }[] {
  const tools = readdirSync(path.join(PROJECT_ROOT, "app/tools"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ part: `islands/tools/${entry.name}`, folder: `app/tools/${entry.name}` }));
  return [
    { part: "islands/shell", folder: "app/shell" },
    { part: "islands/lead-forms", folder: "app/components/lead-forms" },
    ...tools,
  ];
}

function islandFiles(folder: string): string[] {
  return readdirSync(path.join(PROJECT_ROOT, folder), { withFileTypes: true, recursive: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        ((entry.name.endsWith(".tsx") && !entry.name.endsWith(".test.tsx")) || entry.name.endsWith("-form.ts")),
    )
    .map((entry) => path.relative(PROJECT_ROOT, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Text a reader sees: JSX text and string literals that read as words, not class names, ids or paths. */
const looksLikeCopy = (text: string) =>
  /[A-Z]/.test(text) && /[a-z]{2,} [a-z]{2,}/i.test(text) && !/^[\w/.:#-]+$/.test(text);

/** The copy of one component file, a block per line: its JSX text and the string literals that read as copy. */
export function componentCopy(source: string, fileName = "component.tsx"): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const blocks: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isJsxAttribute(node) &&
      /^(?:className|href|id|type|name|data-[\w-]+|role|autoComplete)$/.test(node.name.getText())
    )
      return;
    if (ts.isJsxText(node)) {
      const text = node.getText().replace(/\s+/g, " ").trim();
      if (text) blocks.push(text);
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (looksLikeCopy(node.text)) blocks.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return blocks.join("\n");
}

/** The islands' and overlays' copy, one PageCopy per part ("islands/tools/roi-planner", ...). */
export function islandCopy(): PageCopy[] {
  return islandParts()
    .map(({ part, folder }) => ({
      path: part,
      text: islandFiles(folder)
        .map((file) => componentCopy(readFileSync(path.join(PROJECT_ROOT, file), "utf8"), file))
        .filter((text) => text !== "")
        .join("\n"),
      // The overlays and lead forms speak for the product; a tool's labels only where they name it.
      productPage: !folder.startsWith("app/tools/"),
    }))
    .filter((part) => part.text !== "");
}

/** Every page the build writes that a reader reads: the sitemap's, the hand-off, the 404 and the search page. */
export const builtReadablePages = () => [...builtSitemapPaths(), "/handoff", "/404", "/search"];

/**
 * The blocks many pages share word for word (marked data-read-as, app/content/page-reads.server.ts), each read once as
 * "shared/<name>": the distinct lines of every copy of it on the built pages, in the order first met.
 */
export function sharedPartCopy(pages: readonly BuiltPage[]): PageCopy[] {
  const lines = new Map<string, Set<string>>();
  for (const page of pages)
    for (const block of readElsewhereBlocks(page.html)) {
      if (block.part === undefined) continue;
      const part = lines.get(block.part) ?? new Set<string>();
      for (const line of blockText(block.html).split("\n")) part.add(line);
      lines.set(block.part, part);
    }
  return [...lines].map(([part, text]) => ({ path: `shared/${part}`, text: [...text].join("\n"), productPage: true }));
}

/**
 * Everything the built site says: every page the build wrote, the shell's header and footer (once), the blocks pages
 * share (once each) and the islands.
 */
export function siteCopy(clientDir = builtClientDir): PageCopy[] {
  const shell = {
    path: "shell",
    text: shellText(readFileSync(path.join(clientDir, "index.html"), "utf8")),
    productPage: true,
  };
  const pages = readBuiltPages(clientDir, builtReadablePages());
  return [...builtPageCopy(pages), shell, ...sharedPartCopy(pages), ...islandCopy()];
}
