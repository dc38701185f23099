import { describe, expect, it } from "vitest";
import { latestReview, pageReviews } from "~/product/page-reviews";
import { builtKpis } from "../support/built-kpis";
import { builtSitemapPaths } from "../support/built-sitemap";

describe("the independent reads of the site (issue 35)", () => {
  // Every page the build writes (the sitemap, the hand-off page, the 404 page, the search page), the shell's header
  // and footer, and the copy the islands render in the browser (the reimbursement finder's read on its own).
  const pages = [
    ...builtSitemapPaths(),
    "/handoff",
    "/404",
    "/search",
    "shell",
    "islands",
    "islands-reimbursement-finder",
  ];

  it("read every built page, the shell and the islands' copy, and the latest read of each is A or B", () => {
    const unread = pages.filter((path) => !latestReview(path));
    expect(unread).toEqual([]);
    const failing = pages.flatMap((path) => {
      const review = latestReview(path)!;
      return review.grade === "C" || review.grade === "D" ? [`${path}: ${review.grade} (${review.reader})`] : [];
    });
    expect(failing).toEqual([]);
  });

  it("record only pages that exist, each read with its reader and date", () => {
    const readable = [...pages, "/admin"];
    expect(pageReviews.filter((review) => !readable.includes(review.path)).map((review) => review.path)).toEqual([]);
    for (const review of pageReviews) {
      expect(review.reader, review.path).toMatch(/^reader-[a-z]+$/);
      expect(review.date, review.path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("date each KPI page's 'Last reviewed' by its latest read", () => {
    const kpis = builtKpis();
    expect(kpis).toHaveLength(122);
    for (const kpi of kpis) expect(kpi.lastReviewed, kpi.path).toBe(latestReview(kpi.path)?.date);
  });
});
