import { describe, expect, it } from "vitest";
import type { MetricVocabulary } from "~/product/claims";
import {
  copyContextOf,
  entryProblems,
  entryProblemsMessage,
  markdownPlainText,
  postCopy,
  stepCountsOf,
  yamlEntryCopy,
} from "./entry-checks";

const metrics: MetricVocabulary = {
  notTracked: [{ slug: "return-rate", names: ["Return rate"] }],
  planned: [],
  trackedNames: [],
};

describe("an entry's copy, as its author wrote it and as the page shows it", () => {
  it("names each string by its field, resolves tokens and links, and names computed copy by its reference", () => {
    const copy = yamlEntryCopy({
      title: "Profit for {brand}",
      sections: [
        { kind: "prose", heading: "How", paragraphs: ["See the [P&L](/features/profit-loss)."], icon: "chart" },
        { kind: "computed", computed: "profit-loss/productMonthExample" },
      ],
      searchAliases: ["p and l"],
    });
    expect(copy[0]).toEqual({ field: "title", written: "Profit for {brand}", shown: "Profit for MarginAtlas" });
    expect(copy[1]).toMatchObject({ field: "sections.0.heading", shown: "How" });
    expect(copy[2]).toMatchObject({ field: "sections.0.paragraphs.0", shown: "See the P&L." });
    const computed = copy.filter((field) =>
      field.field.startsWith("sections.1 (computed: profit-loss/productMonthExample"),
    );
    expect(computed.length).toBeGreaterThan(3);
    // Code writes computed copy with the facts already resolved: only typed copy is held to writing tokens.
    expect(computed.every((field) => field.written === undefined)).toBe(true);
    expect(copy.some((field) => field.shown === "chart" || field.shown === "p and l")).toBe(false);
  });

  it("reads a post's Markdown a paragraph at a time, named by the line of the file it starts on", () => {
    const copy = postCopy(
      { title: "A post" },
      "Intro line one\ncontinues here.\n\n## A heading\n\n- A [link](/tools) item",
      8,
    );
    expect(copy.map((field) => [field.field, field.shown])).toEqual([
      ["title", "A post"],
      ["body, line 8", "Intro line one\ncontinues here."],
      ["body, line 11", "A heading"],
      ["body, line 13", "A link item"],
    ]);
    expect(markdownPlainText("| Fee | **$3.40** |\n|---|---|\n| `FBA` | $1 |")).toBe("Fee · $3.40\n\nFBA · $1");
  });
});

describe("an entry's problems and the build's message", () => {
  it("name the file, the field, the sentence, what is wrong and the model entry it contradicts", () => {
    const copy = postCopy(
      { title: "Fees in 2026" },
      "Amazon changes fees.\n\n{brand} sends a Slack alert when a fee changes.",
      7,
    );
    const problems = entryProblems(copy, copyContextOf("/resources/blog/fees", metrics));
    expect(problems.map((problem) => problem.problem)).toEqual([
      "offers an alert the product does not have",
      "says the product delivers to Slack",
    ]);
    const message = entryProblemsMessage([{ file: "app/content/blog/fees.md", problems }]);
    expect(message).toMatch(/^1 sentence of copy the site cannot publish/);
    expect(message).toContain(
      'app/content/blog/fees.md\n  body, line 9: "MarginAtlas sends a Slack alert when a fee changes."\n    - offers an alert the product does not have (app/product/model.ts, alerts: ',
    );
    expect(message).toContain("    - says the product delivers to Slack (app/product/model.ts, alertChannels: ");
  });

  it("read a page in its context: a product page's every sentence, the tool it is about", () => {
    const toolPage = copyContextOf("/tools/roi-calculator", metrics);
    expect(toolPage.productPage).toBe(true);
    expect(toolPage.tool?.id).toBe("roi_planner");
    expect(copyContextOf("/amazon-kpi/advertising/acos", metrics).productPage).toBe(false);
    const copy = yamlEntryCopy({ intro: "Return rate for every product, by SKU." });
    expect(entryProblems(copy, copyContextOf("/amazon-seller-profit-tool", metrics))).toHaveLength(1);
    expect(entryProblems(copy, copyContextOf("/resources/blog/x", metrics))).toEqual([]);
  });

  it("hold typed copy to the copy rules, and the facts to their tokens", () => {
    const copy = yamlEntryCopy({
      answer: "In our benchmark (npm run bench:claims) it took 2 s. Data refreshed all day.",
    });
    expect(
      entryProblems(copy, copyContextOf("/tools/reimbursement-finder", metrics)).map((p) => p.contradicts),
    ).toEqual([expect.stringMatching(/^app\/product\/facts\.ts/), "app/content/copy-rules.ts, internal-command"]);
  });

  it("hold an Amazon rule to its fact, and a count of steps to the page's steps section", () => {
    const entry = {
      intro: "Four steps get you set up. The fee applies only when both are under 28 days.",
      sections: [
        { kind: "steps", items: [{ title: "a" }, { title: "b" }, { title: "c" }, { title: "d" }, { title: "e" }] },
      ],
    };
    const problems = entryProblems(yamlEntryCopy(entry), copyContextOf("/a", metrics), stepCountsOf(entry));
    expect(problems.map((p) => [p.field, p.contradicts])).toEqual([
      ["intro", "the page's own steps section"],
      ["intro", "app/product/amazon-facts.ts, lowInventoryFee"],
    ]);
    expect(problems[0]!.problem).toBe('counts "Four steps" but the steps listed are 5');
    expect(stepCountsOf({ intro: "x" })).toEqual([]);
  });
});
