import { describe, expect, it } from "vitest";
import { linkTargets, plainText, splitInlineLinks } from "./inline-links";

describe("inline links in page copy", () => {
  it("splits text around site-path and https links", () => {
    expect(
      splitInlineLinks("See [ACoS](/amazon-metrics/acos) and [Amazon](https://sellercentral.amazon.com/help) now."),
    ).toEqual([
      { text: "See " },
      { text: "ACoS", href: "/amazon-metrics/acos" },
      { text: " and " },
      { text: "Amazon", href: "https://sellercentral.amazon.com/help" },
      { text: " now." },
    ]);
  });

  it("leaves other schemes and broken syntax as text", () => {
    expect(splitInlineLinks("[x](javascript:alert(1)) [y](http://a.b) [z](/ok")).toEqual([
      { text: "[x](javascript:alert(1)) [y](http://a.b) [z](/ok" },
    ]);
  });

  it("gives the reader's text and the link targets", () => {
    const copy = "Track [TACoS](/amazon-metrics/tacos) daily with the [calculator](/tools/roi-calculator).";
    expect(plainText(copy)).toBe("Track TACoS daily with the calculator.");
    expect(linkTargets(copy)).toEqual(["/amazon-metrics/tacos", "/tools/roi-calculator"]);
    expect(splitInlineLinks("")).toEqual([]);
  });
});
