import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The WCAG 2.1 A and AA rules every page must pass. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * axe for a page, in axe's single-run mode (`setLegacyMode`): `axe.run` in the page itself. The default mode runs axe
 * in parts and finishes the run in a new blank page, injecting axe there too, which doubled the time of every check
 * (a KPI page, median of 3 on a loaded two-core machine: 14.0 s -> 8.3 s). Its only gain is cross-origin iframes,
 * which the site's pages have none of.
 */
export function axe(page: Page, tags: string[] = WCAG_TAGS): AxeBuilder {
  return new AxeBuilder({ page }).withTags(tags).setLegacyMode();
}

/** Each violation as "rule: selector, selector", for a failure message that says where. */
export async function axeViolations(builder: AxeBuilder): Promise<string[]> {
  const results = await builder.analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}
