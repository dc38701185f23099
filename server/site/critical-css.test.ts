import { describe, expect, it } from "vitest";
import { classNamesOf, criticalCss, firstScreenMarkup, inlineCriticalCss, islandClassNames } from "./critical-css";

const page = [
  '<html><head><title>t</title><link rel="stylesheet" href="/assets/site.css"></head><body>',
  '<header class="head"><nav class="menu hidden md:flex">n</nav></header>',
  '<main><section class="hero"><section class="inner">i</section></section><section class="next">x</section>',
  '<section class="below">b</section></main><footer class="foot">f</footer>',
  '<div class="banner fixed">c</div><script type="module" src="/assets/shell.js"></script></body></html>',
].join("");

describe("firstScreenMarkup", () => {
  it("ends after main's second top-level section and keeps what follows the footer", () => {
    const markup = firstScreenMarkup(page);
    expect(classNamesOf(markup)).toEqual(
      new Set(["head", "menu", "hidden", "md:flex", "hero", "inner", "next", "banner", "fixed"]),
    );
  });
});

describe("criticalCss", () => {
  const css = [
    "*,:before{box-sizing:border-box}",
    ":root{--c:red}",
    ".hero{padding:1rem}",
    ".below{padding:2rem}",
    ".hero .below{color:red}",
    "@media (width>=48rem){.md\\:flex{display:flex}.md\\:grid{display:grid}}",
    ".group:hover .hero{color:blue}",
  ].join("");

  it("keeps the rules without classes and those whose classes the first screen has, inside at-rules too", () => {
    const kept = criticalCss(css, new Set(["hero", "md:flex"]));
    expect(kept).toContain("box-sizing:border-box");
    expect(kept).toContain("--c:red");
    expect(kept).toContain(".hero{padding:1rem}");
    expect(kept).toContain(".md\\:flex{display:flex}");
    expect(kept).not.toContain("2rem");
    expect(kept).not.toContain("color:red");
    expect(kept).not.toContain("display:grid");
    expect(kept).not.toContain("color:#00f");
  });
});

describe("inlineCriticalCss", () => {
  it("puts the first screen's rules in the head and moves the stylesheet link to the end of the body", () => {
    const html = inlineCriticalCss(page, () => ".hero{padding:1rem}.below{padding:2rem}");
    expect(html).toContain("<title>t</title><style>.hero{padding:1rem}</style></head>");
    expect(html).toMatch(/<\/script><link rel="stylesheet" href="\/assets\/site.css"><\/body>/);
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  it("leaves a page without a stylesheet link as it is", () => {
    const bare = "<html><head></head><body><main></main></body></html>";
    expect(inlineCriticalCss(bare, () => ".a{}")).toBe(bare);
  });
});

describe("criticalCss for the Nu Html Checker", () => {
  it("drops @property and transition-property, and applies Tailwind's fallback values without their @supports test", () => {
    const css = [
      "@layer properties{@supports ((-webkit-hyphens:none)) and (not (margin-trim:block)){*,:before{--tw-shadow:0 0 #0000}}}",
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
      "@supports (display:grid){.hero{display:grid}}",
      ".hero{transition-property:color,--tw-gradient-from;color:red}",
    ].join("");
    const kept = criticalCss(css, new Set(["hero"]));
    expect(kept).toContain("@layer properties{*,:before{--tw-shadow:0 0 #0000}}");
    expect(kept).toContain("@supports (display:grid){.hero{display:grid}}");
    expect(kept).toContain(".hero{color:red}");
    expect(kept).not.toMatch(/@property|margin-trim|transition-property/);
  });
});

describe("islandClassNames", () => {
  it("collects the words of a first-screen island's code and its static imports' code, not its on-demand imports'", () => {
    const assets: Record<string, string> = {
      "/assets/gate.js": 'import{a}from"./form.js";const l=()=>import("./tool.js");x("rounded-xl p-6")',
      "/assets/form.js": "h('h2',{className:`text-xl font-bold`})",
      "/assets/tool.js": '"grid-cols-3"',
    };
    const names = islandClassNames(
      '<astro-island uid="1" component-url="/assets/gate.js" client="idle"></astro-island>',
      (href) => assets[href]!,
    );
    for (const name of ["rounded-xl", "p-6", "text-xl", "font-bold"]) expect(names).toContain(name);
    expect(names).not.toContain("grid-cols-3");
  });
});
