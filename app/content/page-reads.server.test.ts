import { describe, expect, it } from "vitest";
import {
  blocks,
  blockText,
  changedSentences,
  formatReads,
  pageText,
  parseReads,
  readElsewhereBlocks,
  readState,
  sentenceHashes,
  textDigest,
  type PageRead,
} from "./page-reads.server";

const text = "Profit after every fee.\nRefunds are netted by day. Ads by campaign.";
const read = (overrides: Partial<PageRead> = {}): PageRead => ({
  page: "/features/profit-loss",
  grade: "B",
  reader: "reader-s",
  date: "2026-12-02",
  digest: textDigest(text),
  ...overrides,
});

describe("a page's text and its digest", () => {
  it("is the visible text of <main>, without the shell around it (the consent banner too), scripts or the Last reviewed line", () => {
    const html =
      "<html><head><title>T</title><script>x()</script></head><body><header>Menu</header><main><header><h1>Profit &amp; loss</h1></header>" +
      '<p>Every  fee, <a href="/x">by day</a>.</p><span data-last-reviewed="">Last reviewed <time></time></span></main>' +
      "<footer>Footer</footer><section><h2>Your privacy choices</h2></section></body></html>";
    expect(pageText(html)).toBe("Profit & loss\nEvery fee, by day .");
    expect(textDigest(pageText(html))).toMatch(/^[0-9a-f]{16}$/);
  });

  it("leaves out blocks read elsewhere (a card's definition) and shared parts (a call to action), nested tags and all", () => {
    const html =
      '<main><h1>ROI</h1><ul><li><a href="/cpc"><p data-read-elsewhere="">CPC is <p>spend</p> per click.</p></a></li></ul>' +
      '<section data-read-as="call-to-action"><section><h2>Start free trial</h2></section><p>No card.</p></section>' +
      "<p>ROI is profit over cost.</p></main>";
    expect(pageText(html)).toBe("ROI\nROI is profit over cost.");
    const found = readElsewhereBlocks(html);
    expect(found.map((block) => [block.part, blockText(block.html)])).toEqual([
      [undefined, "CPC is spend\nper click."],
      ["call-to-action", "Start free trial\nNo card."],
    ]);
  });
});

describe("a page's reads", () => {
  it("say whether the latest read is of the current text, changed since, or never made", () => {
    expect(readState([read()], "/features/profit-loss", text).state).toBe("read");
    expect(readState([read()], "/features/profit-loss", `${text} New.`).state).toBe("changed");
    expect(readState([read({ digest: null })], "/features/profit-loss", text).state).toBe("changed");
    expect(readState([], "/features/profit-loss", text).state).toBe("unread");
  });

  it("block a page only while the text read C or D is the text it shows", () => {
    const poor = [read({ grade: "D" })];
    expect(blocks(readState(poor, "/features/profit-loss", text))).toBe(true);
    expect(blocks(readState(poor, "/features/profit-loss", `${text} Fixed.`))).toBe(false);
    expect(blocks(readState([...poor, read({ grade: "B", date: "2026-12-03" })], "/features/profit-loss", text))).toBe(
      false,
    );
  });

  it("tell the sentences that are new since the latest read, when it kept its sentences", () => {
    const latest = read();
    const sentences = { [latest.digest!]: sentenceHashes(text) };
    expect(changedSentences(`${text}\nAlerts by email.`, latest, sentences)).toEqual(["Alerts by email."]);
    expect(changedSentences(text, read({ digest: null }), sentences)).toBeUndefined();
  });

  it("round-trip through the file, one line a read, defects a line each", () => {
    const reads = [
      read(),
      read({ grade: "C", defects: [{ sentence: "Ads by campaign.", kind: "wrong fact", source: "model.ts" }] }),
    ];
    const file = formatReads(reads);
    expect(file).toContain(
      `  - { page: /features/profit-loss, grade: B, reader: reader-s, date: 2026-12-02, digest: ${textDigest(text)} }`,
    );
    expect(parseReads(file)).toEqual(reads);
  });
});
