import { describe, expect, it } from "vitest";
import { amazonFactText } from "~/product/amazon-facts";
import { overlapShare, pageCopyPieces, phrases, wordCount, words, type PageCopy } from "./content-depth";
import { listPages, pagesOfType } from "./pages.server";

const marketingPages = new Map((await listPages()).map((page) => [page.path, page]));
const audiencePages = await pagesOfType("audience");
const featurePages = await pagesOfType("feature", "fba calculator");
const landingPages = await pagesOfType("landing");

function copy(intro: string, sections: PageCopy["sections"] = [], faqs: PageCopy["faqs"] = []): PageCopy {
  return { eyebrow: "For sellers", h1: "A page heading", intro, sections, faqs };
}

describe("content depth measures", () => {
  it("counts the words a reader sees: link labels, not link syntax, icons or section kinds", () => {
    const page = copy(
      "Track [break-even ACoS](/amazon-kpi/advertising/break-even-acos) on a 14-day trial, don't guess.",
      [
        {
          kind: "cards",
          heading: "Two answers",
          items: [
            { title: "Fees", icon: "dollar", body: "Referral fee is $3.75 on a $24.99 sale." },
            { title: "Ads", body: "Spend per click, compared with margin." },
          ],
        },
        {
          kind: "links",
          heading: "Related",
          items: [{ label: "ROI", href: "/tools/roi-calculator", body: "Return on the stock you buy." }],
        },
      ],
    );
    expect(pageCopyPieces(page)).toContain("Track break-even ACoS on a 14-day trial, don't guess.");
    expect(words("Track break-even ACoS on a 14-day trial, don't guess.")).toEqual([
      "track",
      "break-even",
      "acos",
      "on",
      "a",
      "14-day",
      "trial",
      "don't",
      "guess",
    ]);
    expect(words("Referral fee is $3.75 on a $24.99 sale.")).toEqual([
      "referral",
      "fee",
      "is",
      "3.75",
      "on",
      "a",
      "24.99",
      "sale",
    ]);
    // eyebrow 2 + h1 3 + intro 9 + "Two answers" 2 + "Fees" 1 + 8 + "Ads" 1 + 6 + "Related" 1 + "ROI" 1 + 6
    expect(wordCount(page)).toBe(40);
    expect(pageCopyPieces(page).join(" ")).not.toMatch(/dollar|cards|roi-calculator|\/amazon-kpi/);
  });

  it("counts FAQ questions and answers", () => {
    expect(
      wordCount(copy("One two three.", [], [{ question: "Is it four words?", answer: "Yes it is five words." }])),
    ).toBe(2 + 3 + 3 + 4 + 5);
  });

  it("builds 5-word phrases inside one piece of copy, never across two", () => {
    const page = copy("one two three four five six", [
      { kind: "prose", heading: "seven eight", paragraphs: ["nine ten eleven twelve"] },
    ]);
    expect([...phrases(page)]).toEqual(["one two three four five", "two three four five six"]);
    expect(phrases(copy("too short to count"))).toEqual(new Set());
  });

  it("leaves the Amazon facts a page quotes out of its phrases, and keeps its own words around them", () => {
    const quoted = copy(`Read this part first. ${amazonFactText("daysOfSupply")} Then check every variation weekly.`);
    expect([...phrases(quoted)]).toEqual(["then check every variation weekly"]);
  });

  it("measures overlap against the page with fewer phrases", () => {
    const small = new Set(["a b c d e", "b c d e f"]);
    const large = new Set(["a b c d e", "x y z w v", "q r s t u", "k l m n o"]);
    expect(overlapShare(small, large)).toBe(0.5);
    expect(overlapShare(large, small)).toBe(0.5);
    expect(overlapShare(small, new Set(small))).toBe(1);
    expect(overlapShare(new Set(), large)).toBe(0);
  });

  it("scores a short page pasted into a long one as a full copy", () => {
    const short = copy("Profit per product after every fee, refund and advertising dollar, every day.");
    const long = copy(
      `${short.intro} ${"Other sentences about reorder timing and stock cover follow here. ".repeat(5)}`,
    );
    expect(overlapShare(phrases(short), phrases(long))).toBe(1);
  });
});

/** Minimum words per page type. */
const minimumWords = [
  { type: "audience", pages: audiencePages, minimum: 800 },
  { type: "landing", pages: landingPages, minimum: 1200 },
  { type: "live feature", pages: featurePages.filter((page) => !page.comingSoon), minimum: 800 },
  { type: "coming-soon feature", pages: featurePages.filter((page) => page.comingSoon), minimum: 400 },
];

describe("page depth", () => {
  for (const row of minimumWords) {
    it(`every ${row.type} page has at least ${row.minimum} words`, () => {
      const short = row.pages
        .map((page) => ({ path: page.path, words: wordCount(page) }))
        .filter((page) => page.words < row.minimum);
      expect(short, `${row.type} pages under ${row.minimum} words`).toEqual([]);
    });
  }
});

const MAX_SHARED_PHRASES = 0.2;

describe("no two landing, feature or audience pages say the same thing", () => {
  it(`no pair shares more than ${MAX_SHARED_PHRASES * 100}% of its 5-word phrases`, () => {
    const paths = [...landingPages, ...featurePages, ...audiencePages].map((page) => page.path);
    // The parsed pages, as the site renders them.
    const pages = paths.map((path) => {
      const page = marketingPages.get(path);
      if (!page) throw new Error(`no page ${path}`);
      return { path, phrases: phrases(page) };
    });
    const tooSimilar: string[] = [];
    for (const [index, a] of pages.entries()) {
      for (const b of pages.slice(index + 1)) {
        const share = overlapShare(a.phrases, b.phrases);
        if (share > MAX_SHARED_PHRASES)
          tooSimilar.push(`/${a.path} and /${b.path} share ${(share * 100).toFixed(1)}% of their 5-word phrases`);
      }
    }
    expect(tooSimilar).toEqual([]);
  });
});
