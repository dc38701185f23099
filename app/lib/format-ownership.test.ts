import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * format.ts is the one module that prints money, counts, percentages and dates for visitors. This scan of app/'s
 * sources (tests aside: they may spell out the text they expect) finds the ways another module would print them
 * itself: a locale formatter, or a dollar sign glued to a number. Prices written out in copy ("$39 a month") are
 * plain text, not code, and are left alone.
 */
const appDir = path.resolve(import.meta.dirname, "..");
const owner = path.join(appDir, "lib", "format.ts");

const patterns: { what: string; pattern: RegExp }[] = [
  { what: "Intl.NumberFormat", pattern: /Intl\.NumberFormat/ },
  { what: "Intl.DateTimeFormat", pattern: /Intl\.DateTimeFormat/ },
  { what: "toLocaleString / toLocaleDateString", pattern: /\.toLocale(?:Date|Time)?String\(/ },
  { what: '"$" + a number', pattern: /["'`]\$["'`]\s*\+/ },
  { what: "a template that puts $ before a value", pattern: /\$\$\{/ },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|astro)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("one formatting module", () => {
  it("no module but lib/format.ts formats money, numbers or dates for display", () => {
    const offences = sourceFiles(appDir)
      .filter((file) => file !== owner)
      .flatMap((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          .flatMap((line, index) =>
            patterns
              .filter(({ pattern }) => pattern.test(line))
              .map(({ what }) => `${path.relative(appDir, file)}:${index + 1} ${what}: ${line.trim()}`),
          ),
      );
    expect(offences).toEqual([]);
  });

  it("would notice each way of doing it", () => {
    const samples = [
      "new Intl.NumberFormat('en-US')",
      "new Intl.DateTimeFormat('en-US')",
      "value.toLocaleString()",
      "date.toLocaleDateString('en-US')",
      '"$" + price',
      "`$${price.toFixed(2)}`",
    ];
    for (const sample of samples)
      expect(
        patterns.some(({ pattern }) => pattern.test(sample)),
        sample,
      ).toBe(true);
  });
});
