import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { brandedTitle, documentTitle, TITLE_MAX } from "./title";

describe("brandedTitle", () => {
  it("appends the brand after a bar", () => {
    expect(brandedTitle("Pricing", "MarginAtlas")).toBe("Pricing | MarginAtlas");
    expect(brandedTitle("Pricing", "Acme Analytics")).toBe("Pricing | Acme Analytics");
  });
});

describe("documentTitle", () => {
  it("brands the page title when the result fits", () => {
    expect(documentTitle("Start Your Free 14-Day Trial", "MarginAtlas")).toBe("Start Your Free 14-Day Trial | MarginAtlas");
  });

  it("keeps the page title alone when the brand would push it past the limit", () => {
    const title = "Amazon FBA Analytics Software for Fees and Inventory"; // 52 characters, 66 with " | MarginAtlas"
    expect(documentTitle(title, "MarginAtlas", 65)).toBe(title);
    expect(documentTitle(title, "MarginAtlas", 66)).toBe(`${title} | MarginAtlas`);
    expect(documentTitle("x".repeat(TITLE_MAX - 10), "MarginAtlas")).toBe("x".repeat(TITLE_MAX - 10));
  });

  it("never exceeds the limit for a page title within it, whatever the brand", () => {
    for (const brand of ["M", "MarginAtlas", "A Much Longer Configured Brand Name"]) {
      for (let length = 1; length <= 65; length += 1) expect(documentTitle("t".repeat(length), brand, 65).length).toBeLessThanOrEqual(65);
    }
  });

  it("does not name the brand twice", () => {
    expect(documentTitle("MarginAtlas Pricing: Plans by Monthly Order Volume", "MarginAtlas", 65)).toBe("MarginAtlas Pricing: Plans by Monthly Order Volume");
    expect(documentTitle("MarginAtlas Pricing", "Acme")).toBe("MarginAtlas Pricing | Acme");
  });
});

describe("the title template lives only in app/seo/title.ts", () => {
  const root = fileURLToPath(new URL("../..", import.meta.url));
  const sourceFiles = ["app", "server", "scripts"].flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => join(root, folder, file)),
  );

  it("no other source file writes a brand suffix by hand", () => {
    expect(sourceFiles.length).toBeGreaterThan(100);
    const handWritten = sourceFiles
      .filter((file) => !file.endsWith(join("app", "seo", "title.ts")))
      .filter((file) => /\|\s*MarginAtlas\b|\|\s*\$\{[^}]*brandName\s*\}/.test(readFileSync(file, "utf8")))
      .map((file) => relative(root, file));
    expect(handWritten).toEqual([]);
  });
});
