/**
 * The independent reads of the site (issue 35): every page is read by someone who did not write or fix it, against
 * the product model, the site's own tools and fee engine and the research, every figure recomputed, and graded A to
 * D (D: advice that loses a seller money or a contradiction about the product; C: a wrong fact or formula; B:
 * smaller). A page read C or D is fixed and read again by another reader. Each read is a record in
 * the list below; a KPI page's "Last reviewed" date is its latest read (kpi-library/library.server.ts), and
 * tests/bundles/page-reviews.test.ts holds every built page to a latest read of A or B.
 */

export type ReviewGrade = "A" | "B" | "C" | "D";

export interface PageReview {
  path: string;
  grade: ReviewGrade;
  /** Who read it: a reader who did not write or fix that page. */
  reader: string;
  /** YYYY-MM-DD. */
  date: string;
}

/** A page's latest read (the last record of the latest date), if it has been read. */
export function latestReview(path: string): PageReview | undefined {
  return pageReviews
    .filter((review) => review.path === path)
    .reduce<PageReview | undefined>(
      (latest, review) => (!latest || review.date >= latest.date ? review : latest),
      undefined,
    );
}

/** One record per read, in the order read (written from the readers' grade sheets). */
export const pageReviews: readonly PageReview[] = [
  // READS
];
