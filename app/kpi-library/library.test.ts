import { describe, expect, it } from "vitest";
import { kpiEntries, kpiLibrary } from "~/content/kpis.server";
import { kpiFormulas } from "~/kpi-library/formulas/index";
import { kpiCategorySlugs, kpiSlugsByCategory } from "~/product/kpis";
import {
  categoryPageDescription,
  categoryPageTitle,
  DESCRIPTION_MAX,
  kpiPageDescription,
  kpiPageTitle,
  libraryPageDescription,
  libraryPageTitle,
  TITLE_MAX,
} from "~/seo/page-metadata";
import { readSiteConfig } from "~/settings/config";
import { kpiCategories } from "./categories";
import { formulaFileFor, loadFormula } from "./formula-lookup";
import { createKpiLibrary, getCategory, kpiCategoryList, kpiPath } from "./library.server";
import type { KpiContent } from "./schema";

const { allKpis, getKpi, kpisInCategory, kpiLinksForPage } = await kpiLibrary();
const entries = await kpiEntries();

const kpis = allKpis();
const BRAND = readSiteConfig({}).brandName;
const registered = Object.values(kpiSlugsByCategory).flat() as string[];

describe("the KPI library is complete", () => {
  it("has 122 KPIs in 8 categories, each with content and a formula", () => {
    expect(registered).toHaveLength(122);
    expect(new Set(registered).size).toBe(122);
    expect(kpiCategoryList.map((category) => category.slug)).toEqual([...kpiCategorySlugs]);
    const missingContent = registered.filter((slug) => !getKpi(slug));
    const missingFormula = registered.filter((slug) => !kpiFormulas.has(slug));
    expect(missingContent).toEqual([]);
    expect(missingFormula).toEqual([]);
    expect(kpis).toHaveLength(122);
    expect([...kpiFormulas.keys()].filter((slug) => !registered.includes(slug))).toEqual([]);
  });

  it("files every KPI under the category the registry gives it", () => {
    for (const category of kpiCategorySlugs) {
      expect(kpisInCategory(category).map((kpi) => kpi.slug)).toEqual([...kpiSlugsByCategory[category]]);
      for (const kpi of kpisInCategory(category)) expect(kpi.category).toBe(category);
    }
  });
});

describe("every worked example", () => {
  it("states in its scenario the result its formula computes (to 0.5%), so the prose and the calculator agree", () => {
    // The entry gives the inputs and the page computes the result (library.server.ts); the scenario works it out
    // in words ("ACoS = $1,240 ÷ $4,960 × 100 = 25%"), and that figure must be the one the formula gives.
    const stated = (scenario: string) =>
      [...scenario.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((match) => Number(match[0].replaceAll(",", "")));
    const mismatches = kpis
      .map((kpi) => ({
        slug: kpi.slug,
        computed: kpi.workedExample.result,
        stated: stated(kpi.workedExample.scenario),
      }))
      .filter(
        ({ computed, stated }) =>
          !stated.some((value) => Math.abs(value - Math.abs(computed)) <= 0.005 + 0.005 * Math.abs(computed)),
      )
      .map(({ slug, computed }) => `${slug}: ${computed}`);
    expect(mismatches).toEqual([]);
    expect(getKpi("acos")?.workedExample.result).toBe(25);
  });
});

describe("a bad KPI entry fails the build with its file and field", () => {
  const acos = entries.find((entry) => entry.id === "acos")!.data as KpiContent;
  const withAcos = (data: object) => entries.map((entry) => (entry.id === "acos" ? { ...entry, data } : entry));
  const example = (inputs: Record<string, number>) => ({ ...acos, workedExample: { ...acos.workedExample, inputs } });

  it("builds the library from the collection as it is", () => {
    expect(createKpiLibrary(entries).allKpis()).toHaveLength(122);
  });

  it.each([
    [
      { ...acos, definition: "Too short." },
      /acos\.yaml: definition: Too small: expected string to have >=20 characters/,
    ],
    [{ ...acos, defintion: acos.definition }, /acos\.yaml: entry: Unrecognized key: "defintion"/],
    [
      example({ adSpend: 1240 }),
      /acos\.yaml: workedExample\.inputs\.adSales: Invalid input: expected number, received undefined/,
    ],
    [
      example({ adSpend: 1240, adSales: 4960, clicks: 3 }),
      /acos\.yaml: workedExample\.inputs: Unrecognized key: "clicks"/,
    ],
    [
      example({ adSpend: -1, adSales: 4960 }),
      /acos\.yaml: workedExample\.inputs\.adSpend: Too small: expected number to be >=0/,
    ],
    [{ ...acos, related: ["tacos", "acoss"] }, /acos\.yaml: related: acoss is not a KPI/],
    [{ ...acos, related: ["tacos", "acos"] }, /acos\.yaml: related: a KPI does not relate to itself/],
    [
      { ...acos, tracking: { how: { "/features/smart-tagging": "reports it for the tags you choose." } } },
      /acos\.yaml: tracking\.how: \/features\/smart-tagging does not track acos/,
    ],
  ])("refuses %#", (data, message) => {
    expect(() => createKpiLibrary(withAcos(data))).toThrow(message);
  });

  it("refuses a KPI the product's list lacks, and a KPI without its entry", () => {
    const stray = { ...entries[0]!, id: "acos-2", file: "app/content/kpis/acos-2.yaml" };
    expect(() => createKpiLibrary([...entries, stray])).toThrow(
      /acos-2\.yaml: acos-2 is not a KPI of the product's list \(product\/kpis\.ts\)/,
    );
    expect(() => createKpiLibrary(entries.filter((entry) => entry.id !== "roas"))).toThrow(
      /No entry in app\/content\/kpis for roas/,
    );
  });
});

describe("links", () => {
  it("every related KPI and category resolves to a page", () => {
    const broken: string[] = [];
    for (const kpi of kpis) {
      if (!getCategory(kpi.category)) broken.push(`${kpi.slug}: category ${kpi.category}`);
      for (const slug of kpi.related) {
        const related = getKpi(slug);
        if (!related) broken.push(`${kpi.slug} -> ${slug}`);
        else expect(kpiPath(related)).toBe(`/amazon-kpi/${related.category}/${related.slug}`);
        if (slug === kpi.slug) broken.push(`${kpi.slug} relates to itself`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("every category has its intro and its formulas file, so a KPI page loads only its own category's formulas", async () => {
    expect(kpiCategories).toHaveLength(8);
    for (const category of kpiCategorySlugs) {
      const module = (await import(/* @vite-ignore */ formulaFileFor(category))) as Record<string, { slug: string }[]>;
      // Exactly the category's KPIs, each once and in the product's order, whether the file holds them or its parts do.
      const slugs = Object.values(module).flatMap((formulas) => formulas.map((formula) => formula.slug));
      expect(slugs, formulaFileFor(category)).toEqual([...kpiSlugsByCategory[category]]);
    }
    const acos = await loadFormula("advertising", "acos");
    expect(acos?.compute({ adSpend: 1240, adSales: 4960 })).toBe(25);
    expect(await loadFormula("advertising", "no-such-kpi")).toBeUndefined();
    // No search of the other categories' files: a formula filed under the wrong category is not found.
    expect(await loadFormula("inventory", "acos")).toBeUndefined();
  });
});

describe("page titles and descriptions", () => {
  it("are unique and short enough on every KPI page", () => {
    const titles = kpis.map((kpi) => kpiPageTitle(kpi, BRAND));
    const descriptions = kpis.map(kpiPageDescription);
    expect(new Set(titles).size).toBe(kpis.length);
    expect(new Set(descriptions).size).toBe(kpis.length);
    for (const title of titles) expect(title.length, title).toBeLessThanOrEqual(TITLE_MAX);
    for (const description of descriptions)
      expect(description.length, description).toBeLessThanOrEqual(DESCRIPTION_MAX);
  });

  it("are unique and short enough on the hub and category pages", () => {
    const titles = [
      libraryPageTitle(kpis.length, BRAND),
      ...kpiCategoryList.map((category) => categoryPageTitle(category, BRAND)),
      ...kpis.map((kpi) => kpiPageTitle(kpi, BRAND)),
    ];
    const descriptions = [
      libraryPageDescription(kpis.length),
      ...kpiCategoryList.map(categoryPageDescription),
      ...kpis.map(kpiPageDescription),
    ];
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const title of titles) expect(title.length, title).toBeLessThanOrEqual(TITLE_MAX);
    for (const description of descriptions)
      expect(description.length, description).toBeLessThanOrEqual(DESCRIPTION_MAX);
  });
});

describe("how a page tracks its KPIs (tracking.how)", () => {
  it("is said of the free tool on a tool's page and of the product on a feature's page", () => {
    const onCalculator = kpiLinksForPage("/features/amazon-fba-calculator").flatMap((link) => link.tracked ?? []);
    expect(onCalculator.length).toBeGreaterThan(0);
    for (const sentence of onCalculator) expect(sentence).toMatch(/^The free FBA Fee Calculator /);
    const onProfitLoss = kpiLinksForPage("/features/profit-loss").flatMap((link) => link.tracked ?? []);
    expect(onProfitLoss.length).toBeGreaterThan(0);
    for (const sentence of onProfitLoss) expect(sentence.startsWith(`${BRAND} `)).toBe(true);
  });
});
