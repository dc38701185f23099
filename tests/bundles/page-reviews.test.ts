import { describe, expect, it } from "vitest";
import { blocks, blockText, readElsewhereBlocks, readReads, readState } from "~/content/page-reads.server";
import { builtReadablePages, readBuiltPages, siteCopy } from "../../scripts/site-copy";
import { builtKpis } from "../support/built-kpis";
import { builtClientDir } from "../support/built-sitemap";

/**
 * The independent reads (reviews/reads.yaml, app/content/page-reads.server.ts) against the build: a page whose
 * current text was read C or D fails here until it is fixed; a page changed since its latest read, or never read,
 * does not (`npm run reviews` lists it, and every CI run prints that list).
 */
describe("the independent reads of the site", () => {
  const reads = readReads();
  const targets = siteCopy();

  it("block every page, the shell and the islands' copy whose current text was read C or D", () => {
    expect(targets.length).toBeGreaterThan(200);
    const blocked = targets.flatMap((target) => {
      const state = readState(reads, target.path, target.text);
      return blocks(state) && state.state === "read"
        ? [`${target.path}: ${state.read.grade} by ${state.read.reader} on ${state.read.date}`]
        : [];
    });
    expect(blocked).toEqual([]);
  });

  it("leave out of a page's read only blocks read elsewhere: each in another page's text, or in a shared part", () => {
    const pages = readBuiltPages(builtClientDir, builtReadablePages()).map(({ path, html }) => ({
      page: path,
      blocks: readElsewhereBlocks(html),
    }));
    const elsewhere = pages.flatMap(({ page, blocks }) =>
      blocks.filter((block) => block.part === undefined).map((block) => ({ page, text: blockText(block.html) })),
    );
    // The KPI cards on the library, its categories, each KPI page's related metrics and the feature pages; the blog's
    // post cards.
    expect(elsewhere.length).toBeGreaterThan(400);
    const unread = elsewhere.filter(
      ({ page, text }) => !targets.some((target) => target.path !== page && target.text.includes(text)),
    );
    expect(unread.map(({ page, text }) => `${page}: ${text}`)).toEqual([]);

    const shared = new Map(targets.filter((target) => target.path.startsWith("shared/")).map((t) => [t.path, t.text]));
    expect([...shared.keys()].sort()).toEqual([
      "shared/call-to-action",
      "shared/kpi-call-to-action",
      "shared/post-card-dates",
    ]);
    for (const { blocks } of pages)
      for (const block of blocks.filter((candidate) => candidate.part !== undefined))
        for (const line of blockText(block.html).split("\n"))
          expect(shared.get(`shared/${block.part}`)?.split("\n")).toContain(line);
  });

  it("record reads of pages and parts that exist; the reads from before digests name what was read then", () => {
    const names = new Set(targets.map((target) => target.path));
    // Before December 2026 the islands were read as two parts, and the editor's page once.
    const earlier = new Set(["islands", "islands-reimbursement-finder", "/admin"]);
    const unknown = reads.filter((read) => !names.has(read.page) && !(read.digest === null && earlier.has(read.page)));
    expect(unknown.map((read) => read.page)).toEqual([]);
  });

  it("date each KPI page's 'Last reviewed' by the latest read of its text, and give none when it changed since", () => {
    const kpis = builtKpis();
    expect(kpis).toHaveLength(122);
    const byPath = new Map(targets.map((target) => [target.path, target]));
    for (const kpi of kpis) {
      const state = readState(reads, kpi.path, byPath.get(kpi.path)!.text);
      expect(kpi.lastReviewed, kpi.path).toBe(state.state === "read" ? state.read.date : undefined);
    }
  });
});
