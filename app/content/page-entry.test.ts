import { describe, expect, it } from "vitest";
import { plScreen } from "~/content/worked-examples/profit-loss";
import { site } from "~/settings/site";
import { computedContent, resolveEntry } from "./page-entry";
import { HISTORY_ON_CONNECT_SHORT } from "./shared-copy";

describe("resolving a content entry", () => {
  it("puts the computed worked example or screen where the entry names it, at any depth", () => {
    const entry = {
      sections: [{ computed: "profit-loss/plScreen" }],
      paragraphs: ["Intro text long enough.", { computed: "ppc-management/bidCeilingParagraph" }],
    };
    const resolved = resolveEntry(entry) as { sections: unknown[]; paragraphs: string[] };
    expect(resolved.sections[0]).toEqual(resolveEntry(plScreen));
    expect(resolved.paragraphs[1]).toBe(computedContent("ppc-management/bidCeilingParagraph"));
  });

  it("writes out shared sentences and the site's tokens inside text", () => {
    expect(resolveEntry({ answer: "{shared:HISTORY_ON_CONNECT_SHORT}. Ask {brand}." })).toEqual({
      answer: `${resolveEntry(HISTORY_ON_CONNECT_SHORT) as string}. Ask ${site.brandName}.`,
    });
    expect(resolveEntry("history: {fact:adsHistory}")).toMatch(/^history: .*95 days/);
  });

  it("fails on a reference to nothing, so the build stops on a typo", () => {
    expect(() => resolveEntry({ computed: "profit-loss/noSuchScreen" })).toThrow(/No computed content/);
    expect(() => resolveEntry("{shared:NO_SUCH_SENTENCE}")).toThrow(/No shared copy/);
  });
});
