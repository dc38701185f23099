import { searchAliasesSchema } from "~/lib/search-aliases";
import { z } from "~/lib/zod";
import { kpiCategorySlugs } from "~/product/kpis";

/**
 * The KPI library's content model. A KPI is split in two parts on purpose:
 * - its formula (inputs with units + a pure compute function), which ships to the browser for the calculator;
 * - its text (definition, ranges, FAQs...), a content entry only read at build time, when the pages are rendered.
 * Both are validated here; a bad entry fails the build and the tests.
 */

export const kpiCategorySlugSchema = z.enum(kpiCategorySlugs);

/** Units shared by inputs and results. Percent values are percentage numbers: 25 means 25 %. */
export const kpiUnitSchema = z.enum([
  "usd",
  "percent",
  "count",
  "ratio",
  "days",
  "weeks",
  "months",
  "years",
  "score",
  "cubic-feet",
  "pounds",
]);
export type KpiUnit = z.infer<typeof kpiUnitSchema>;

const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase-kebab-case slug");

export const kpiInputSchema = z.object({
  key: z.string().regex(/^[a-z][a-zA-Z0-9]*$/, "camelCase key"),
  label: z.string().min(2).max(60),
  /** How the displayed formula names this input when it differs from the label ("Price" for "Selling price"). */
  term: z.string().min(1).max(80).optional(),
  unit: kpiUnitSchema,
  min: z.number().optional(),
  max: z.number().optional(),
  step: z.number().positive().optional(),
  help: z.string().max(200).optional(),
});
export type KpiInput = z.infer<typeof kpiInputSchema>;

export type KpiCompute = (inputs: Readonly<Record<string, number>>) => number;

export const kpiFormulaSchema = z.object({
  slug: slugSchema,
  /** Human-readable formula, e.g. "ACoS = Ad spend ÷ Ad-attributed sales × 100". */
  expression: z.string().min(5),
  /**
   * The formula plans a quantity (e.g. impressions needed for an order goal) instead of computing the metric Amazon
   * reports; the category page labels it "Plan:" so it is not read as how Amazon counts the metric.
   */
  planning: z.boolean().optional(),
  /**
   * A short caveat the category page prints under the formula on the KPI's card, where the formula is read without
   * its page: an Amazon rule written into the formula that the research does not confirm. The KPI's own page says it
   * in its source line and FAQs.
   */
  caveat: z.string().min(20).max(200).optional(),
  inputs: z.array(kpiInputSchema).min(1).max(8),
  result: z.object({ label: z.string().min(2), unit: kpiUnitSchema }),
  compute: z.custom<KpiCompute>((value) => typeof value === "function", "compute must be a function"),
});
export type KpiFormula = z.infer<typeof kpiFormulaSchema>;

const faqSchema = z.strictObject({ question: z.string().min(10), answer: z.string().min(20) });

/**
 * A KPI's page text: the entry app/content/kpis/<slug>.yaml of the "kpis" collection (content.config.ts), which a
 * content editor changes. The file name is the KPI's slug, which is also its formula's id (formulas/<category>.ts)
 * and its place in the product's list (product/kpis.ts), which gives its category. No figure is typed here that the
 * formula computes: the worked example gives its inputs, and the page computes its result.
 */
export const kpiContentSchema = z.strictObject({
  name: z.string().min(2).max(60),
  aliases: z.array(z.string().min(2)).max(6),
  /** What sellers type for this KPI in the site search, beyond its aliases ("lil fee", "dim weight"). */
  searchAliases: searchAliasesSchema,
  /** One sentence. */
  definition: z.string().min(20).max(300),
  whyItMatters: z.string().min(60),
  workedExample: z.strictObject({
    scenario: z.string().min(40),
    /** Values for every formula input, by key (kpiContentSchemaFor checks them); the formula computes the result. */
    inputs: z.record(z.string(), z.number()),
  }),
  typicalRange: z.strictObject({
    summary: z.string().min(20),
    /** Where the range comes from (Amazon's stated target, peer benchmarks, industry reports) and its date. */
    source: z.string().min(10),
  }),
  howToImprove: z.array(z.string().min(20)).min(2).max(6),
  whereToFind: z.string().min(20),
  commonMistakes: z.array(z.string().min(20)).min(1).max(4),
  related: z.array(slugSchema).min(2).max(6),
  faqs: z.array(faqSchema).min(2).max(4),
  /**
   * What the "How {brand} tracks it" section says about this metric beyond the feature list (product/features.ts).
   * `how`: by a feature's or free tool's path, the sentence that replaces its general `how` on this page, where that
   * sentence is not true of this metric (Profit & Loss does not work out landed cost from Amazon's data: you enter it).
   * `note`: a sentence or two after the list, or after "does not track this metric": what the product shows near the
   * metric, or what it leaves out.
   * `cta`: the closing call to action, where the general one ("Track <metric> automatically", worked out from your
   * Seller Central and Amazon Ads data) claims more of the metric than the product computes (customer acquisition
   * cost: only its advertising part). The page adds the trial offer to `body`.
   */
  tracking: z
    .strictObject({
      how: z.record(z.string().regex(/^\/[a-z0-9/-]+$/, "a feature or tool path"), z.string().min(20)).optional(),
      note: z.string().min(20).optional(),
      cta: z.strictObject({ title: z.string().min(10), body: z.string().min(40) }).optional(),
    })
    .optional(),
});
export type KpiContent = z.infer<typeof kpiContentSchema>;

/** A bounded number, as a formula's input takes it. */
function inputValueSchema({ min, max }: KpiInput) {
  const atLeast = min === undefined ? z.number() : z.number().min(min);
  return max === undefined ? atLeast : atLeast.max(max);
}

/**
 * The entry of one KPI, whose formula is known: its worked example gives exactly the formula's inputs, each within
 * its bounds. The collection's loader checks every entry with it, and the CMS's fields for the KPI come from it.
 */
export function kpiContentSchemaFor(formula: Pick<KpiFormula, "inputs">) {
  return kpiContentSchema.extend({
    workedExample: kpiContentSchema.shape.workedExample.extend({
      inputs: z.strictObject(Object.fromEntries(formula.inputs.map((input) => [input.key, inputValueSchema(input)]))),
    }),
  });
}

export const kpiCategorySchema = z.object({
  slug: kpiCategorySlugSchema,
  name: z.string(),
  description: z.string().min(40).max(200),
  intro: z.string().min(100),
  /**
   * The closing call to action of the category page: what the product does with these metrics, in its own words
   * (most categories hold metrics the product does not compute). Without it the page shows the general trial offer.
   */
  cta: z.object({ title: z.string().min(10), body: z.string().min(40) }).optional(),
});
export type KpiCategory = z.infer<typeof kpiCategorySchema>;
