import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { hoistIslandStyle, hoistIslandStyles } from "./island-style";

const STYLE = "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>";
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>T</title></head><body>${body}</body></html>`;

describe("hoistIslandStyle", () => {
  it("moves the island style from before the first island to the end of the head, keeping everything else in order", () => {
    const html = page(
      `<main><h1>Hi</h1>${STYLE}<script>directive()</script><astro-island uid="a"></astro-island></main>`,
    );
    expect(hoistIslandStyle(html)).toBe(
      `<!doctype html><html lang="en"><head><title>T</title>${STYLE}</head><body><main><h1>Hi</h1><script>directive()</script><astro-island uid="a"></astro-island></main></body></html>`,
    );
  });

  it("leaves a page without islands, or one already hoisted, unchanged", () => {
    const plain = page("<main><h1>Hi</h1></main>");
    expect(hoistIslandStyle(plain)).toBe(plain);
    const hoisted = hoistIslandStyle(page(`<p>x</p>${STYLE}<astro-island></astro-island>`));
    expect(hoistIslandStyle(hoisted)).toBe(hoisted);
  });

  it("leaves other body styles where they are", () => {
    const html = page("<div><style>.x{color:red}</style></div>");
    expect(hoistIslandStyle(html)).toBe(html);
  });
});

describe("hoistIslandStyles", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("rewrites every HTML file under the directory, nested ones and 404.html too, and counts them", () => {
    dir = mkdtempSync(path.join(tmpdir(), "island-style-"));
    mkdirSync(path.join(dir, "pricing"));
    writeFileSync(path.join(dir, "404.html"), page(`<p>x</p>${STYLE}<astro-island></astro-island>`));
    writeFileSync(path.join(dir, "pricing", "index.html"), page(`<p>x</p>${STYLE}<astro-island></astro-island>`));
    writeFileSync(path.join(dir, "index.html"), page("<p>no islands</p>"));
    writeFileSync(path.join(dir, "styles.css"), STYLE);
    expect(hoistIslandStyles(dir)).toBe(2);
    expect(readFileSync(path.join(dir, "pricing", "index.html"), "utf8")).toContain(`${STYLE}</head>`);
    expect(readFileSync(path.join(dir, "styles.css"), "utf8")).toBe(STYLE);
  });
});
