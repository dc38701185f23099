/**
 * Phrasings the site's copy must not use (issue 19): sentences about "people who search" for a page instead of
 * to the reader (item 8), claims about what other sellers, agencies or clients do that no source backs (implied
 * customers and trends, item 4), and a two-year advertising history the Amazon Ads API cannot deliver (item 2).
 * Each pattern is narrow on purpose: "shoppers search", "search term", "how many customers" and "some sellers
 * are offered" (an Amazon fact) stay allowed. Notes meant for the team (research marks) never reach a reader either.
 * Issue 46 added the kinds its reads found: advice to raise bids with no break-even check, a comparison said to remove
 * an event it only removes when both periods hold it, an export called a backup of everything, and the site's own
 * commands and files on a public page.
 * copy-rules.test.ts runs them over every page, post and KPI, and the fee schedules' notes the calculator shows.
 */

export interface CopyRule {
  id: string;
  /** Why the phrasing is banned, shown when a test finds it. */
  reason: string;
  pattern: RegExp;
}

const OTHERS = "sellers|agencies|clients|customers|brands|teams|importers|analysts|users|merchants|operators";

export const copyRules: readonly CopyRule[] = [
  {
    id: "people-who-search",
    reason: "writes about people who search for the page instead of to the reader",
    // Shoppers, customers and buyers searching Amazon are the subject of SQP pages, not the visitor.
    pattern:
      /(?<!(?:shoppers|customers|buyers)\s)\b(?:who(?:ever)?|someone|anyone|person|people)\s+(?:\w+\s+){0,2}?(?:search(?:es|ing)?|looks?|looking|type)\s+(?:for|this)\b/i,
  },
  {
    id: "this-search",
    reason: "talks about 'this search' (the visitor's query) instead of the reader's problem",
    pattern:
      /\bthis\s+search\b(?!\s+(?:query|queries|term|terms|result|results|page|box|volume|report))|\bbehind\s+(?:this|that|a|the)\s+search\b/i,
  },
  {
    id: "search-for-the-product",
    reason: "describes searches for the kind of product the page sells",
    pattern:
      /\bsearch(?:es)?\s+for\s+(?:an?\s+)?(?:amazon|fba|real-time|ppc|p&l|profit|seller|dashboard|bi)\b|\b(?:analytics|software|tool)\s+search(?:es)?\b(?!\s+(?:query|queries|terms?))/i,
  },
  {
    id: "implied-majority",
    reason: "claims what most or many others do without a source",
    // As the subject of a sentence or clause: "running many Amazon brands" and "how many customers" stay allowed.
    pattern: new RegExp(
      `(?:^|[.;:!?(]\\s*|\\b(?:and|but|while|because)\\s+|\\bthe way\\s+)(?:most|many|far fewer)\\s+(?:amazon\\s+)?(?:private-label\\s+)?(?:${OTHERS})\\b|(?:^|[.;!?]\\s*)far fewer\\s+\\w+`,
      "i",
    ),
  },
  {
    id: "implied-trend",
    reason: "claims a trend among sellers, clients or agencies without a source",
    pattern: new RegExp(
      `\\b(?:${OTHERS})\\s+(?:increasingly|tend to|usually|often|typically|commonly)\\b|\\bincreasingly\\s+(?:ask|want|use|demand|expect|turn)\\b`,
      "i",
    ),
  },
  {
    id: "implied-customers",
    reason: "implies customers or users the site cannot name",
    pattern: new RegExp(
      `\\bwhy\\s+(?:${OTHERS})\\s+trust\\b|\\b(?:${OTHERS})\\s+(?:actually|really)\\s+(?:bookmark|use|love|rely)\\b|\\btrusted by\\b|\\b(?:thousands|hundreds|millions) of (?:${OTHERS})\\b|\\bask\\s+(?:a|ten|any)\\s+(?:amazon\\s+)?sellers?\\b`,
      "i",
    ),
  },
  {
    id: "unsourced-practice",
    reason: "cites what sellers or agencies commonly do as if it were a source",
    pattern:
      /\bcommon\s+(?:seller|agency|ppc|sqp)[\w\s/-]{0,30}?\s(?:observation|practice|heuristic)\b|\bseller experience\b/i,
  },
  {
    id: "two-years-of-ads",
    reason: "promises two years of advertising history; Amazon Ads reporting reaches back about 95 days",
    // A list that puts advertising inside the two years; "2 years of seller history and about 95 days of ad history" is fine.
    pattern:
      /\b(?:two|2) years of (?:(?!\bdays\b)[\w ,])*?\b(?:advertising|ad spend|ad) history\b|\bad spend[^.;]*\b(?:two|2) years\b/i,
  },
  {
    id: "internal-note",
    reason:
      "is a note for the team (our research, the README, unverified marks), not for the reader: write the caveat for them",
    // "product-research data" and "a research tool" are the reader's words and stay allowed.
    pattern:
      /\b(?:the|our)\s+(?:fee\s+)?research\b(?!\s+tools?\b)|\bREADME\b|\bcode sources\b|\bunverified\b|\bTODO\b|\bplaceholder\b/i,
  },
  {
    id: "bid-without-break-even",
    reason:
      "advises raising bids, clicks or spend with no break-even check: a keyword whose click costs more than it earns loses money on every sale",
    // The check may sit anywhere in the same piece of copy ("..., as long as its ACoS stays under break-even"); Amazon
    // raising a bid (a placement strategy) is not advice. Sales per click always exceed break-even CPC, so comparing
    // them is no check at all.
    pattern:
      /^(?![\s\S]*\b(?:break-even|target ACoS|profitab\w*|margin)\b)[\s\S]*?(?:(?<!Amazon )\b(?:raise|increase|grow|push|lift|scale)\s+(?:[\w-]+\s+){0,3}?(?:bids?|clicks|ad spend|budgets?|visibility)\b|\bbid more\b)|\bsales per click (?:exceeds?|above|over) (?:your |their |the )?break-even CPC\b/i,
  },
  {
    id: "comparison-removes-event",
    reason:
      "says year over year removes Prime Day or the season: an event is removed only when it falls in both periods, and its dates move",
    pattern:
      /\byear[- ]over[- ]year\b[^.]{0,100}\bremoves?\b[^.]{0,60}\b(?:Prime Day|season\w*|holiday\w*|fourth quarter|Q4)\b/i,
  },
  {
    id: "export-is-everything",
    reason: "calls an export a backup of everything: say what the file holds and what it leaves out",
    pattern:
      /\b(?:download|export)\w*\s+(?:everything|all (?:of )?your data)\b|\b(?:CSV|export) backup\b|\bbacks? up everything\b/i,
  },
  {
    id: "internal-command",
    reason:
      "shows the reader a command, a benchmark's name or a file of the site's code (say what it means for them instead)",
    // "Download the CSV" and "the .ics file" are the reader's; `npm run bench:claims` and app/content/... are ours.
    pattern:
      /\b(?:npm|npx|pnpm|yarn)\s+(?:run|test|start|install|exec)\b|\bnpx\s+\w|\bbench:[\w-]+|(?<![\w/.-])(?:app|scripts|server|tests|docs|reviews|build|node_modules)\/[\w.-]+|\b[\w-]+\.(?:tsx?|mjs|ya?ml)\b/i,
  },
];

const NUMBER_WORDS = ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/**
 * A count of steps in the copy ("Four steps get you set up") must match a steps section of the same page (issue 46:
 * an intro counted four steps over a list of five). `stepCounts` are the page's steps sections' item counts.
 */
export function stepCountProblems(texts: readonly string[], stepCounts: readonly number[]): string[] {
  if (stepCounts.length === 0) return [];
  return texts.flatMap((text) =>
    [...text.matchAll(/\b(two|three|four|five|six|seven|eight|nine|ten|\d+) steps\b/gi)].flatMap(([said, count]) => {
      const number = /\d/.test(count!) ? Number(count) : NUMBER_WORDS.indexOf(count!.toLowerCase()) + 2;
      return stepCounts.includes(number) ? [] : [`"${said}" but the steps listed are ${stepCounts.join(" or ")}`];
    }),
  );
}

/** The rules a piece of copy breaks, with the words that broke each one. */
export function copyRuleViolations(text: string): { id: string; reason: string; match: string }[] {
  return copyRules.flatMap((rule) => {
    const match = rule.pattern.exec(text);
    return match ? [{ id: rule.id, reason: rule.reason, match: match[0] }] : [];
  });
}
