import { readFileSync } from "node:fs";
import path from "node:path";
import { transform, type Selector } from "lightningcss";
import { rewriteBuiltHtml } from "./prerendered-pages";

/**
 * The first screen's CSS inline, the rest without blocking it (issue 39). Run after every build (astro.config.ts,
 * astro:build:done) on each prerendered page: the head's stylesheet link becomes a `<style>` with only the rules the
 * first screen can use, and the link moves to the end of the body, where Chromium, Firefox and Safari paint what
 * precedes it before it loads (a stylesheet link in the body holds the parser, not the paint). The same rules in the
 * same order, so nothing on the first screen changes when the whole sheet applies.
 *
 * The first screen is the markup up to the end of the second `<section>` of `<main>` (the header before it, its
 * dropdowns and drawer included; the hero; the top of the next section, seen on a 1440 x 900 screen) and what follows the footer (the consent banner and the chat
 * launcher, fixed to the viewport). A rule is kept when one of its selectors uses only classes that markup has; a
 * selector without classes (the base styles, the theme's variables) is always kept, and so are at-rules' contents by
 * the same test.
 */

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)">/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

/** Sections of `<main>` the first screen can show: the hero, and the top of the next one on a tall screen (1440 x 900). */
const FIRST_SCREEN_SECTIONS = 2;

/** The markup the first screen shows: up to the end of `<main>`'s first sections, and all after the footer. */
export function firstScreenMarkup(html: string): string {
  const mainStart = html.indexOf("<main");
  const footerEnd = html.lastIndexOf("</footer>");
  if (mainStart === -1) return html;
  let depth = 0;
  let sections = 0;
  let end = html.length;
  for (const tag of html.slice(mainStart).matchAll(/<(\/?)section\b/g)) {
    depth += tag[1] ? -1 : 1;
    if (depth > 0) continue;
    sections += 1;
    if (sections === FIRST_SCREEN_SECTIONS) {
      // The closing tag's end: the section's own class is on its opening tag, already in.
      end = mainStart + tag.index;
      break;
    }
  }
  return html.slice(0, end) + (footerEnd > end ? html.slice(footerEnd) : "");
}

/** Every class name on the elements of a piece of markup (HTML entities in class names do not occur here). */
export function classNamesOf(markup: string): Set<string> {
  const names = new Set<string>();
  for (const [, value = ""] of markup.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of value.split(/\s+/)) if (name) names.add(name);
  }
  return names;
}

const ISLAND_COMPONENT = /<astro-island\b[^>]*?\scomponent-url="(\/assets\/[^"]+\.js)"/g;
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g;
// Quotes, braces and semicolons end a word of minified JavaScript; a class name has none (commas and brackets, as in
// `bg-[radial-gradient(...,...)]`, it may have).
const CODE_WORD_SEPARATOR = /[\s"'`{};]+/;

/**
 * Every word of the code of the first screen's islands and the modules they import statically: the classes an
 * island renders in the browser that its server-rendered HTML does not have (the free tools' gate renders its form
 * after hydration, which can come before the whole sheet; without them it moved when the sheet arrived, CLS 0.022 in
 * Lighthouse). Other words match no rule. Modules an island imports on demand render later, after the sheet.
 */
export function islandClassNames(markup: string, readAsset: (href: string) => string): Set<string> {
  const names = new Set<string>();
  const pending = [...markup.matchAll(ISLAND_COMPONENT)].map((match) => match[1]!);
  const seen = new Set(pending);
  for (let href = pending.pop(); href !== undefined; href = pending.pop()) {
    const code = readAsset(href);
    for (const match of code.matchAll(STATIC_IMPORT)) {
      const imported = `${path.posix.dirname(href)}/${match[1]!}`;
      if (seen.has(imported)) continue;
      seen.add(imported);
      pending.push(imported);
    }
    for (const word of code.split(CODE_WORD_SEPARATOR)) if (word) names.add(word);
  }
  return names;
}

/** The class names a selector needs at its own level (those inside :is(), :where() and :not() are conditions on it). */
function classesOf(selector: Selector): string[] {
  return selector.flatMap((component) => (component.type === "class" ? [component.name] : []));
}

const PROPERTIES_FALLBACK = "@layer properties{@supports";

/** Tailwind's fallback layer with its rules out of their `@supports` test (minified CSS: no brace inside a value). */
function withoutPropertiesTest(css: string): string {
  const start = css.indexOf(PROPERTIES_FALLBACK);
  if (start === -1) return css;
  const open = css.indexOf("{", start + PROPERTIES_FALLBACK.length);
  let depth = 0;
  for (let index = open; index < css.length; index += 1) {
    if (css[index] === "{") depth += 1;
    else if (css[index] === "}" && (depth -= 1) === 0)
      return `${css.slice(0, start)}@layer properties{${css.slice(open + 1, index)}${css.slice(index + 1)}`;
  }
  return css;
}

/**
 * The rules of `css` that can apply to elements with the given classes, minified, in their order. Inline, the CSS
 * must also pass the Nu Html Checker, whose CSS validator predates what Tailwind writes, and which a first paint does
 * not need: `@property` (each registers one of Tailwind's variables with its initial value) goes, and Tailwind's own
 * fallback for browsers without it, the same initial values on every element, applies without its `@supports` test;
 * `transition-property` goes (nothing animates before the whole sheet has loaded, and its arrival changes no value).
 */
export function criticalCss(css: string, classNames: ReadonlySet<string>): string {
  const { code } = transform({
    filename: "critical.css",
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        style(rule) {
          const applies = rule.value.selectors.some((selector) =>
            classesOf(selector).every((name) => classNames.has(name)),
          );
          return applies ? undefined : [];
        },
        property: () => [],
      },
      Declaration: { "transition-property": () => [] },
    },
  });
  return withoutPropertiesTest(code.toString());
}

/** The page with its stylesheet links' first-screen rules inline in their place and the links at the end of `<body>`. */
export function inlineCriticalCss(html: string, readAsset: (href: string) => string): string {
  const links = [...html.matchAll(STYLESHEET_LINK)];
  const headEnd = html.indexOf("</head>");
  if (links.length === 0 || links.some((link) => link.index > headEnd)) return html;
  const firstScreen = firstScreenMarkup(html.slice(0, html.lastIndexOf("</footer>")));
  const classNames = new Set([...classNamesOf(firstScreenMarkup(html)), ...islandClassNames(firstScreen, readAsset)]);
  const inlined = html.replace(
    STYLESHEET_LINK,
    (_link, href: string) => `<style>${criticalCss(readAsset(href), classNames)}</style>`,
  );
  const bodyEnd = inlined.lastIndexOf("</body>");
  return inlined.slice(0, bodyEnd) + links.map((link) => link[0]).join("") + inlined.slice(bodyEnd);
}

/** Inlines the first screen's CSS in every HTML file under the build's client directory; returns how many changed. */
export function inlineCriticalCssInBuild(clientDir: string): number {
  const assets = new Map<string, string>();
  const readAsset = (href: string) => {
    if (!assets.has(href)) assets.set(href, readFileSync(path.join(clientDir, href), "utf8"));
    return assets.get(href)!;
  };
  return rewriteBuiltHtml(clientDir, (html) => inlineCriticalCss(html, readAsset));
}
