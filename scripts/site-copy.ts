import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { PRODUCT_PAGE_TYPES, routeTypeOf } from "~/routes/routes";
import { builtClientDir, builtSitemapPaths } from "../tests/support/built-sitemap";

/**
 * What the built site says, as text: each page's visible copy, and the copy of the islands and overlays that the
 * HTML does not hold (the browser renders it). The checks of the built pages and `npm run reviews` read it.
 */

const PROJECT_ROOT = path.resolve(import.meta.dirname, "..");

export interface PageCopy {
  path: string;
  /** The page's visible text, one block a line. */
  text: string;
  /** The product's own pages (features, landing, audience, pricing, tools...): every sentence there is a claim. */
  productPage: boolean;
}

/**
 * The page's own visible text: head, scripts, styles, the skip link, the shell's header (the body's first header: a
 * page's own header, a KPI's definition, stays), navigation and footer and tags out, entities the copy uses decoded, one line
 * per block.
 */
export function visibleText(page: string): string {
  return page
    .replace(/<(head|script|style|template|footer|nav)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<header\b[\s\S]*?<\/header>/i, " ")
    .replace(/<a href="#main"[^>]*>[^<]*<\/a>/, " ")
    .replace(/<\/(?:p|li|h[1-6]|td|th|dd|dt|div|tr|summary|figcaption)>/gi, "\n")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;|&rsquo;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;/g, " ")
    .replace(/[ \t]+/g, " ");
}

/** The shell's own copy, the same on every page: the header's menus (their descriptions) and the footer. */
export function shellText(page: string): string {
  const parts = [/<header\b[\s\S]*?<\/header>/i, /<footer\b[\s\S]*?<\/footer>/i].map(
    (part) => part.exec(page)?.[0] ?? "",
  );
  return visibleText(`<div>${parts.join("")}</div>`.replace(/<\/?(?:header|footer|nav)\b[^>]*>/gi, " "));
}

/** The built pages as copy: `pagePaths` from the sitemap (and /404), read from `clientDir`. */
export function builtPageCopy(clientDir: string, pagePaths: readonly string[]): PageCopy[] {
  return pagePaths.map((pagePath) => ({
    path: pagePath,
    text: visibleText(
      readFileSync(path.join(clientDir, pagePath === "/404" ? "404.html" : path.join(pagePath, "index.html")), "utf8"),
    ),
    productPage: PRODUCT_PAGE_TYPES.includes(routeTypeOf(pagePath)),
  }));
}

/**
 * Folders whose components render copy in the browser only: the overlays, the lead forms, the free tools (with the
 * tools' forms, `*-form.ts`, whose field specs hold the labels and hints the tools show).
 */
const ISLAND_FOLDERS = ["app/shell", "app/components/lead-forms", "app/tools"];

function islandFiles(folder: string): string[] {
  return readdirSync(path.join(PROJECT_ROOT, folder), { withFileTypes: true, recursive: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        ((entry.name.endsWith(".tsx") && !entry.name.endsWith(".test.tsx")) || entry.name.endsWith("-form.ts")),
    )
    .map((entry) => path.relative(PROJECT_ROOT, path.join(entry.parentPath, entry.name)));
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

/** The islands' and overlays' copy, one PageCopy per component file (named by its path). */
export function islandCopy(): PageCopy[] {
  return ISLAND_FOLDERS.flatMap(islandFiles).map((file) => ({
    path: file,
    text: componentCopy(readFileSync(path.join(PROJECT_ROOT, file), "utf8"), file),
    // The overlays and lead forms speak for the product; a tool's labels only where they name it.
    productPage: !file.startsWith("app/tools/"),
  }));
}

/**
 * Everything the built site says: every page the build wrote (the sitemap, the hand-off page, the 404 page), the
 * shell's header and footer (once) and the islands.
 */
export function siteCopy(clientDir = builtClientDir): PageCopy[] {
  const shell = {
    path: "shell",
    text: shellText(readFileSync(path.join(clientDir, "index.html"), "utf8")),
    productPage: true,
  };
  return [...builtPageCopy(clientDir, [...builtSitemapPaths(), "/handoff", "/404"]), shell, ...islandCopy()];
}
