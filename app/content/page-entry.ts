import { z } from "~/lib/zod";
import { site } from "~/settings/site";
import { resolveSiteTokens } from "~/settings/site-tokens";
import { marketingPageSchema, sectionSchema } from "./page-schema";
import * as sharedCopy from "./shared-copy";

/**
 * What turns a content entry as an editor writes it (YAML) into the data a page renders, before its schema checks it:
 * - a section `{ kind: computed, computed: "<module>/<export>" }` is replaced by that export of
 *   app/content/worked-examples/<module>.ts, and a prose section's `computedParagraphs: "<module>/<export>"` are
 *   appended to its paragraphs: worked examples and sample screens are computed by code, never typed into an entry;
 * - `{shared:<NAME>}` in a string is replaced by that sentence of shared-copy.ts;
 * - the site tokens ({brand}, {supportEmail}, {siteHost}) are replaced by the configured values.
 */
const workedExampleModules = import.meta.glob<Record<string, unknown>>(
  ["./worked-examples/*.ts", "!./worked-examples/*.test.ts"],
  { eager: true },
);

export function computedContent(id: string): unknown {
  const [module, name] = id.split("/");
  const value = workedExampleModules[`./worked-examples/${module}.ts`]?.[name ?? ""];
  if (value === undefined)
    throw new Error(`No computed content "${id}" (an export of app/content/worked-examples/<module>.ts)`);
  return value;
}

const SHARED = /\{shared:([A-Z0-9_]+)\}/g;

function resolveReferences(value: unknown): unknown {
  if (typeof value === "string") {
    return value.replace(SHARED, (token, name: string) => {
      const sentence = (sharedCopy as Record<string, unknown>)[name];
      if (typeof sentence !== "string" && typeof sentence !== "number")
        throw new Error(`No shared copy ${token} in shared-copy.ts`);
      return String(sentence);
    });
  }
  if (Array.isArray(value)) return value.map(resolveReferences);
  if (value !== null && typeof value === "object") {
    if ("kind" in value && value.kind === "computed" && "computed" in value)
      return resolveReferences(computedContent(String(value.computed)));
    if ("computedParagraphs" in value) {
      const { computedParagraphs, ...section } = value as { computedParagraphs: unknown; paragraphs?: unknown[] };
      const computed = computedContent(String(computedParagraphs));
      return resolveReferences({ ...section, paragraphs: [...(section.paragraphs ?? []), ...[computed].flat()] });
    }
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveReferences(item)]));
  }
  return value;
}

/** An entry's data as its page renders it: references resolved, then the site's tokens. */
export function resolveEntry(data: unknown): unknown {
  return resolveSiteTokens(resolveReferences(data), site);
}

/** Every `<module>/<export>` of app/content/worked-examples whose value, resolved, the schema accepts. */
function computedIdsOf(schema: z.ZodType): string[] {
  return Object.entries(workedExampleModules).flatMap(([file, exports]) => {
    const module = file.replace(/^.*\//, "").replace(/\.ts$/, "");
    return Object.keys(exports)
      .map((name) => `${module}/${name}`)
      .filter((id) => schema.safeParse(resolveReferences(computedContent(id))).success);
  });
}

const paragraphSchema = z.string().min(20);
const proseSection = sectionSchema.options.find((variant) => variant.shape.kind.value === "prose")!;

/** The page sections as written: a prose section's paragraphs may be computed, after the typed ones. */
const [firstSection, ...otherSections] = sectionSchema.options.map((variant) =>
  variant === proseSection
    ? proseSection.extend({
        paragraphs: z.array(paragraphSchema).optional(),
        computedParagraphs: z
          .enum(computedIdsOf(z.union([paragraphSchema, z.array(paragraphSchema).min(1)])))
          .describe("Paragraphs computed by code (app/content/worked-examples), after the typed ones.")
          .optional(),
      })
    : variant,
);

/**
 * A marketing page's entry as the editor writes it (the content editor's fields, cms-config.ts): its sections may be
 * computed (a worked example or sample screen, chosen among the exports of that shape), and a prose section's last
 * paragraphs too. resolveEntry turns it into what marketingPageSchema checks.
 */
export const marketingPageEntrySchema = marketingPageSchema.extend({
  sections: z
    .array(
      z.discriminatedUnion("kind", [
        firstSection!,
        ...otherSections,
        z.object({
          kind: z.literal("computed"),
          computed: z
            .enum(computedIdsOf(sectionSchema))
            .describe(
              "A worked example or sample screen computed by code (app/content/worked-examples): its figures are not typed here.",
            ),
        }),
      ]),
    )
    .min(1),
});
