import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { lostSalesExampleParagraphs } from "~/content/worked-examples/free-tools";
import { plScreen } from "~/content/worked-examples/profit-loss";
import { z } from "~/lib/zod";
import { site } from "~/settings/site";
import { computedContent, marketingPageEntrySchema, resolveEntry } from "./page-entry";
import { marketingPageSchema, sectionSchema } from "./page-schema";
import { HISTORY_ON_CONNECT_SHORT } from "./shared-copy";

describe("resolving a content entry", () => {
  it("puts the computed worked example or screen where a section names it, and a prose section's computed paragraphs after its own", () => {
    const entry = {
      sections: [
        { kind: "computed", computed: "profit-loss/plScreen" },
        {
          kind: "prose",
          heading: "Formulas",
          paragraphs: ["Intro text long enough."],
          computedParagraphs: "ppc-management/bidCeilingParagraph",
        },
        { kind: "prose", heading: "A worked example", computedParagraphs: "free-tools/lostSalesExampleParagraphs" },
      ],
    };
    const resolved = resolveEntry(entry) as { sections: Record<string, unknown>[] };
    expect(resolved.sections[0]).toEqual(resolveEntry(plScreen));
    expect(resolved.sections[1]).toEqual({
      kind: "prose",
      heading: "Formulas",
      paragraphs: ["Intro text long enough.", resolveEntry(computedContent("ppc-management/bidCeilingParagraph"))],
    });
    expect(resolved.sections[2]!.paragraphs).toEqual(resolveEntry(lostSalesExampleParagraphs));
    expect(lostSalesExampleParagraphs.length).toBeGreaterThan(1);
  });

  it("writes out shared sentences and the site's tokens inside text", () => {
    expect(resolveEntry({ answer: "{shared:HISTORY_ON_CONNECT_SHORT}. Ask {brand}." })).toEqual({
      answer: `${resolveEntry(HISTORY_ON_CONNECT_SHORT) as string}. Ask ${site.brandName}.`,
    });
    expect(resolveEntry("history: {fact:adsHistory}")).toMatch(/^history: .*95 days/);
  });

  it("fails on a reference to nothing, so the build stops on a typo", () => {
    expect(() => resolveEntry({ kind: "computed", computed: "profit-loss/noSuchScreen" })).toThrow(
      /No computed content/,
    );
    expect(() => resolveEntry({ kind: "prose", computedParagraphs: "nowhere/paragraphs" })).toThrow(
      /No computed content/,
    );
    expect(() => resolveEntry("{shared:NO_SUCH_SENTENCE}")).toThrow(/No shared copy/);
  });
});

describe("a page entry as the editor writes it (marketingPageEntrySchema)", () => {
  const sectionVariants = z.toJSONSchema(marketingPageEntrySchema, { io: "input" }).properties!.sections as {
    items: { oneOf: { properties: Record<string, { const?: string; enum?: string[] }> }[] };
  };
  const optionsOf = (kind: string, field: string) =>
    sectionVariants.items.oneOf.find((variant) => variant.properties.kind!.const === kind)!.properties[field]!.enum!;

  it("offers a computed section only the worked examples and screens that are sections, and computed paragraphs only text", () => {
    const sections = optionsOf("computed", "computed");
    expect(sections).toContain("profit-loss/plScreen");
    expect(sections).toContain("ppc-management/acos35Example");
    expect(sections).not.toContain("ppc-management/bidCeilingParagraph");
    for (const id of sections)
      expect(sectionSchema.safeParse(resolveEntry(computedContent(id))).success, id).toBe(true);
    const paragraphs = optionsOf("prose", "computedParagraphs");
    expect(paragraphs).toEqual(
      expect.arrayContaining(["ppc-management/bidCeilingParagraph", "free-tools/lostSalesExampleParagraphs"]),
    );
    expect(paragraphs).not.toContain("profit-loss/plScreen");
  });

  it("accepts a real entry with computed sections, and refuses a section naming a paragraph or a screen naming nothing", () => {
    const entry = parseYaml(readFileSync("app/content/pages/features/profit-loss.yaml", "utf8")) as object;
    expect(JSON.stringify(entry)).toContain('"kind":"computed"');
    expect(marketingPageEntrySchema.safeParse(entry).success).toBe(true);
    expect(marketingPageSchema.safeParse(resolveEntry(entry)).success).toBe(true);
    const naming = (computed: string) => ({ ...entry, sections: [{ kind: "computed", computed }] });
    expect(marketingPageEntrySchema.safeParse(naming("ppc-management/bidCeilingParagraph")).success).toBe(false);
    expect(marketingPageEntrySchema.safeParse(naming("profit-loss/noSuchScreen")).success).toBe(false);
  });
});
