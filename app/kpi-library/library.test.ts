import { describe, expect, it } from "vitest";
import { kpiFormulas } from "~/kpi-library/formulas/index";
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
import { allKpis, getCategory, getKpi, kpiCategoryList, kpiPath, kpisInCategory, round2 } from "./library.server";
import { kpiSlugsByCategory } from "./registry";
import { kpiCategorySlugs } from "./schema";

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
  it("reproduces its stated result through its formula", () => {
    const mismatches = kpis
      .map((kpi) => ({
        slug: kpi.slug,
        stated: kpi.workedExample.result,
        computed: round2(kpi.formula.compute(kpi.workedExample.inputs)),
      }))
      .filter(({ stated, computed }) => !(Math.abs(stated - computed) <= 0.005));
    expect(mismatches).toEqual([]);
  });

  it("fills exactly the formula's inputs, within their bounds", () => {
    const problems: string[] = [];
    for (const kpi of kpis) {
      const keys = kpi.formula.inputs.map((input) => input.key);
      const extra = Object.keys(kpi.workedExample.inputs).filter((key) => !keys.includes(key));
      if (extra.length > 0) problems.push(`${kpi.slug}: unknown example inputs ${extra.join(", ")}`);
      for (const input of kpi.formula.inputs) {
        const value = kpi.workedExample.inputs[input.key];
        if (value === undefined) problems.push(`${kpi.slug}: example lacks ${input.key}`);
        else if ((input.min !== undefined && value < input.min) || (input.max !== undefined && value > input.max)) {
          problems.push(`${kpi.slug}: example ${input.key}=${value} is outside [${input.min}, ${input.max}]`);
        }
      }
    }
    expect(problems).toEqual([]);
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
    for (const kpi of kpis) {
      const module = (await import(/* @vite-ignore */ formulaFileFor(kpi.category))) as Record<
        string,
        { slug: string }[]
      >;
      const found = Object.values(module).some(
        (list) => Array.isArray(list) && list.some((formula) => formula.slug === kpi.slug),
      );
      expect(found, `${kpi.slug} is not in ${formulaFileFor(kpi.category)}`).toBe(true);
    }
    const acos = await loadFormula("advertising", "acos");
    expect(acos?.compute({ adSpend: 1240, adSales: 4960 })).toBe(25);
    expect(await loadFormula("advertising", "no-such-kpi")).toBeUndefined();
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
