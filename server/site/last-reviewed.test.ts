import { describe, expect, it } from "vitest";
import { pageText, textDigest, type PageRead } from "~/content/page-reads.server";
import { withLastReviewed } from "./last-reviewed";

const page = (definition: string) =>
  `<html><head><title>ACoS</title></head><body><main><h1>ACoS</h1><p>${definition}</p>` +
  `<span class="x" data-last-reviewed=""><svg aria-hidden="true"></svg> Last reviewed <time></time></span>` +
  `</main></body></html>`;
const read = (html: string, date: string, grade: PageRead["grade"] = "A"): PageRead => ({
  page: "/amazon-kpi/advertising/acos",
  grade,
  reader: "reader-x",
  date,
  digest: textDigest(pageText(html)),
});

describe("withLastReviewed", () => {
  const before = page("ACoS is ad spend over ad sales.");
  const after = page("ACoS is ad spend divided by ad-attributed sales.");

  it("dates the line by the latest read of the text the page shows, which the line is no part of", () => {
    expect(pageText(before)).not.toContain("Last reviewed");
    const html = withLastReviewed(before, "/amazon-kpi/advertising/acos", [read(before, "2026-11-27")]);
    expect(html).toContain('Last reviewed <time datetime="2026-11-27">November 27, 2026</time></span>');
    // Filling the line does not change the text a read is of.
    expect(textDigest(pageText(html))).toBe(textDigest(pageText(before)));
  });

  it("removes the line when the text changed since its latest read, or was never read", () => {
    const reads = [read(before, "2026-11-27")];
    expect(withLastReviewed(after, "/amazon-kpi/advertising/acos", reads)).not.toContain("Last reviewed");
    expect(withLastReviewed(before, "/amazon-kpi/advertising/acos", [])).not.toContain("Last reviewed");
    expect(withLastReviewed(after, "/amazon-kpi/advertising/acos", [...reads, read(after, "2026-12-02")])).toContain(
      '<time datetime="2026-12-02">',
    );
  });
});
