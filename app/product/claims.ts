import { formatUsd } from "~/lib/format";
import type { AmazonFactName } from "./amazon-facts";
import { features, featureStatus } from "./features";
import { dataSources } from "./model";
import { sampleDimensions, sampleProducts, type SampleProduct } from "./samples";

/**
 * Checks that hold copy to the product model (claims.test.ts runs them over the copy, tests/bundles over the built
 * HTML). Each works on plain text and returns "source: problem" lines, empty when the copy agrees with the model.
 */

export const sentences = (text: string): string[] =>
  text.split(/(?<=[.;!?])\s+|\n+/).filter((sentence) => sentence.trim().length > 0);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const anyOf = (names: readonly string[]) => new RegExp(`\\b(?:${names.map(escape).join("|")})\\b`, "i");

/** Words that put a capability in the future or deny it: "will", "coming soon", the menu's "Soon", "not yet", "once it ships". */
export const NOT_YET =
  /\b(?:will|coming soon|soon|not (?:yet|available|shown|synced|needed|imported)|none yet|planned|plans? to|building|early access|does not|doesn't|isn't|is not|once|until|ships|waitlist|arrives? with|comes? with|later)\b/i;

/** The coming-soon features' names and the data only they would use (Search Query Performance). */
export function comingSoonSubjects(): string[] {
  const names = features.filter((feature) => featureStatus(feature) === "coming soon").map((feature) => feature.name);
  const data = dataSources.filter((source) => source.comingSoon).map((source) => source.name);
  return [...names, ...data, "SQP"];
}

/** Sentences that say the product does, shows or reads something only a coming-soon feature will. */
export function comingSoonTenseProblems(source: string, texts: readonly string[], brandName: string): string[] {
  const subject = anyOf(comingSoonSubjects());
  const product = new RegExp(`\\b(?:${escape(brandName)}|we|our)\\b|\\b(?:available today|available now)\\b`, "i");
  return texts
    .flatMap(sentences)
    .flatMap((sentence) =>
      subject.test(sentence) && product.test(sentence) && !NOT_YET.test(sentence) && !sentence.trim().endsWith("?")
        ? [`${source}: present tense for a coming-soon feature: "${sentence}"`]
        : [],
    );
}

export interface MetricNames {
  slug: string;
  /** The KPI's name and aliases. */
  names: readonly string[];
}

/** On the product's own pages, a metric "for every product", "per SKU", in an alert or a dashboard is a promise. */
const DELIVERY =
  /\b(?:for every product|per (?:product|SKU|ASIN)|by (?:product|SKU|brand|month)|alerts?|tracks?|tracked|dashboards?|included|reports?|shows?|flags?|next to)\b/i;

export const DENIED = /\b(?:not|n't|no|none|never|cannot|without|outside|instead of)\b/i;

/**
 * A metric the product does not compute must not be a tile or column of a sample screen, nor the object of a
 * sentence that names the product without denying it ("{brand} does not compute return rate" is fine).
 */
export function untrackedMetricProblems(
  copy: readonly { source: string; texts: readonly string[] }[],
  sampleScreens: readonly { source: string; texts: readonly string[] }[],
  metrics: readonly MetricNames[],
  brandName: string,
  /** Names of metrics the product does compute, read first so "sponsored sales share" is not "sales share". */
  trackedNames: readonly string[] = [],
): string[] {
  const tracked =
    trackedNames.length > 0
      ? new RegExp(
          `\\b(?:${[...trackedNames]
            .sort((a, b) => b.length - a.length)
            .map(escape)
            .join("|")})s?\\b`,
          "gi",
        )
      : null;
  const withoutTracked = (text: string) => (tracked ? text.replace(tracked, "·") : text);
  const product = new RegExp(`\\b${escape(brandName)}\\b`);
  const problems: string[] = [];
  const productPage = (source: string) =>
    !source.startsWith("/amazon-kpi/") &&
    !source.includes("/blog/") &&
    !/^\/(?:tools|privacy-policy|cookies-policy|terms-and-conditions)\b/.test(source);
  for (const metric of metrics) {
    const named = anyOf(metric.names);
    for (const screen of sampleScreens) {
      for (const text of screen.texts)
        if (named.test(withoutTracked(text)))
          problems.push(`${screen.source}: sample screen shows ${metric.slug}: "${text}"`);
    }
    for (const { source, texts } of copy) {
      if (source.endsWith(`/${metric.slug}`)) continue; // The metric's own KPI page says how it is (not) tracked.
      for (const sentence of texts.flatMap(sentences)) {
        const delivered = product.test(sentence) || (productPage(source) && DELIVERY.test(sentence));
        if (named.test(withoutTracked(sentence)) && delivered && !DENIED.test(sentence))
          problems.push(`${source}: presents ${metric.slug} as delivered: "${sentence}"`);
      }
    }
  }
  return problems;
}

/**
 * Facts copy must take from the model as tokens, never write itself: Ads history in days, the seller history's
 * years, and how often data refreshes. Comments (research notes for the team) are not copy.
 */
const LITERAL_FACTS: readonly { fact: string; pattern: RegExp }[] = [
  {
    fact: "Ads history in days ({fact:adsHistory})",
    pattern:
      /\b(?:95|60|65)(?:-day| days)\b[^.\n]{0,80}\b(?:ad|ads|advertising|Sponsored|Amazon Ads)\b|\b(?:Amazon Ads|advertising|ad) (?:history|reporting|reports|data)\b[^.\n]{0,60}\b(?:95|60|65) days\b/i,
  },
  {
    fact: "seller history ({fact:sellerHistory})",
    pattern: /\bup to (?:two|2) years\b|\b(?:two|2) years of (?:seller|order) history\b/i,
  },
  {
    fact: "refresh rate ({fact:ordersRefresh}, {fact:trafficRefresh}, {fact:adsRefresh})",
    pattern:
      /\brefreshed all day\b|\bupdated every day\b|(?<!sells )\bevery hour\b|\bhourly\b|\b(?:pulled|updated|refreshed) through the day\b/i,
  },
];

/** A file's copy: a post as written, other files without their comments (research notes for the team are not copy). */
const withoutComments = (file: string, raw: string) =>
  file.endsWith(".md") ? raw : raw.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");

export function literalFactProblems(file: string, raw: string): string[] {
  const copy = withoutComments(file, raw);
  return copy.split("\n").flatMap((line) =>
    LITERAL_FACTS.flatMap(({ fact, pattern }) => {
      const match = pattern.exec(line);
      return match ? [`${file}: writes ${fact} in its own words: "${match[0]}"`] : [];
    }),
  );
}

/**
 * How Amazon computes a fee or figure, written in other words than its fact's ({amazon:name}, amazon-facts.ts): the
 * parts of each rule a sentence restates when it explains the rule instead of applying it. A worked example that
 * applies a rule ("the higher of the two, 17 days, falls in the 14-21 day band") names figures, not the rule.
 */
const AMAZON_RULES: readonly { facts: readonly AmazonFactName[]; pattern: RegExp }[] = [
  {
    facts: ["daysOfSupply"],
    pattern:
      /\b(?:moving between fulfillment cent(?:er|re)s|in fulfillment cent(?:er|re) processing)\b|\b(?:being inbounded|still (?:being )?inbound(?:ed)?|on (?:their|its) way in)\b[^.\n]{0,60}\b(?:do(?:es)? not|don't|never) count\b|\baverage daily (?:inventory|units shipped)\b/i,
  },
  {
    facts: ["lowInventoryFee"],
    pattern:
      /\b(?:both|30-day|90-day|30- and 90-day|short-term|long-term)\b[^.\n]{0,120}\b(?:(?:is|are|fall|falls|run|runs|sit|sits) )?(?:under|below|less than)\s+28\b|\b(?:under|below|less than|above|over|at least)\s+28 days(?: of supply)?\b[^.\n]{0,80}\b(?:low-inventory|the fee|fee applies|charged)\b|\blow-inventory[^.\n]{0,80}\b(?:under|below|above|over|at least)\s+28\b|\bthe higher of the two (?:sets|decides|picks|chooses)\b|\bsupply (?:runs?|falls?|is|drops?) (?:under|below) 28\b|\b(?:fewer than|under|less than) 20 units (?:sold|shipped)\b|\b(?:test|tested|measured|runs?|counted) per FNSKU\b/i,
  },
  {
    // The exemptions the low-inventory-level fee and the storage utilization surcharge share.
    facts: ["lowInventoryFee", "storageUtilizationSurcharge"],
    pattern:
      /\bnew Professional sellers?\b[^.\n]{0,40}\b365 days\b|\b365 days\b[^.\n]{0,60}\bfirst FBA receipt\b|\bFBA New Selection\b[^.\n]{0,60}\b180 days\b|\b70%[^.\n]{0,60}\b(?:AWD|Amazon Warehousing)\b/i,
  },
  {
    facts: ["storageUtilizationSurcharge"],
    pattern:
      /\b(?:over|above|exceeds?|more than) 22 weeks\b|(?<![\d.])25 cubic feet\b|\b0(?:-| to )30 days old\b|\bup to 30 days old\b/i,
  },
  {
    facts: ["promotionFees"],
    pattern:
      /\$70 (?:per|a|for each) day\b|\b(?:capped|cap) at \$2,000\b|\$2,000 (?:cap|per (?:coupon|deal))\b|\b2\.5% of (?:the )?(?:coupon )?sales\b|\$5 (?:upfront|when it is created|per coupon)\b|\$0\.60 per redemption\b/i,
  },
  {
    facts: ["inboundPlacementFee"],
    pattern:
      /\bfive (?:or more )?(?:identical )?(?:cartons|boxes|pallets)\b|\bfive or more (?:locations|fulfillment cent(?:er|re)s|destinations)\b|\bpartial split\b[^.\n]{0,100}\b(?:withdrawn|no longer|stopped|February 20, 2025)\b|\b45 days after (?:the shipment|receipt|it is received|Amazon receives)\b|\bAmazon-optimized split\b[^.\n]{0,60}\b(?:no fee|costs nothing|free of charge)\b/i,
  },
  {
    facts: ["returnsProcessingFee"],
    pattern:
      /\bM\s?\+\s?[23]\b|\bthird month after\b|\bfewer than 25 units\b|\bship[- ]month cohort\b|\bon every return(?:ed unit)?\b|\babove (?:its|the|their) (?:category's |category-specific )?return-rate threshold\b/i,
  },
  {
    facts: ["fulfillmentPriceBands"],
    pattern:
      /\b(?:from|since|on) (?:Jan(?:uary)? 15, )?2026\b[^.\n]{0,80}\bdepends? on (?:the )?(?:price|price band)\b|\bnow depends? on (?:the )?(?:product's )?price\b|\bthen \((?:since|from) (?:January 15, )?2026\) price band\b|\bprice bands?\b[^.\n]{0,40}\b(?:new (?:in|for|since) 2026|introduced (?:in|on) (?:January 15, )?2026)\b/i,
  },
];

export function amazonFactProblems(source: string, raw: string): string[] {
  // Markdown emphasis is not words: "**both** are under 28" is "both are under 28".
  const copy = withoutComments(source, raw).replace(/\*\*|__|`/g, "");
  return sentences(copy).flatMap((sentence) =>
    AMAZON_RULES.flatMap(({ facts, pattern }) => {
      const match = pattern.exec(sentence);
      const tokens = facts.map((fact) => `{amazon:${fact}}`).join(" or ");
      return match
        ? [`${source}: states how Amazon computes it in its own words (write ${tokens}): "${match[0]}"`]
        : [];
    }),
  );
}

const AMOUNT = String.raw`\$(\d[\d,]*(?:\.\d\d)?)`;
const toNumber = (amount: string) => Number(amount.replace(/,/g, ""));
/** What a page may state about a sample product, each read after (or, for a price, just before) its name. */
const SAMPLE_ATTRIBUTES = {
  size: /(\d+(?:\.\d+)?) ?[x×] ?(\d+(?:\.\d+)?) ?[x×] ?(\d+(?:\.\d+)?)[ -]?in(?:ch|ches)?\b/i,
  // A unit weight, not a rate's step ("$0.08 per 4 oz") or a band's edge ("up to 3 lb").
  weight: /(?<!\b(?:per|first|above|over|to|under|than|least) )\b(\d+(?:\.\d+)?)[- ]?(lb|oz)\b(?! dimensional)/i,
  price: new RegExp(
    String.raw`^(?:[^$.\n|]|\.(?=\S)){0,80}?(?:\b(?:sells? for|sold (?:at|for)|selling (?:at|for)|lists? at|listed at|priced at|(?<!\b(?:billed|charged|paid|valued|estimated|reimbursed) )at)\s+${AMOUNT}(?![\d,]|\.\d|\s*(?:CPC|a click|per click))|,\s*${AMOUNT}\s*(?:\||$))`,
    "i",
  ),
  priceBefore: new RegExp(String.raw`${AMOUNT}\s+(?:[\w&-]+\s+){0,3}$`),
  landedCost: new RegExp(String.raw`\blanded cost (?:is |of )?${AMOUNT}|${AMOUNT} landed cost\b`, "i"),
};

const sortedSides = (sides: readonly number[]) => [...sides].sort((a, b) => b - a).join(" x ");

/**
 * Sample products are stated as the model defines them (samples.ts): a page that names one with another package
 * size, unit weight, price or landed cost fails ("a garlic press at $18.99", "the utensil set ... 12 oz"). What a
 * page says after a name counts until the next sample's name, the paragraph's end or 300 characters; a price also
 * counts just before it ("a $40 silicone baking mat"). Names shared by two samples must say which one.
 */
export function sampleCopyProblems(source: string, text: string): string[] {
  const heads = [
    ...new Set(sampleProducts.map((product) => product.name.split(" ").slice(-2).join(" ").toLowerCase())),
  ];
  const headPattern = (head: string) => escape(head).replace(/ /g, "[- ]");
  const anyHead = new RegExp(`\\b(?:${heads.map(headPattern).join("|")})`, "gi");
  const problems: string[] = [];
  for (const head of heads) {
    const mention = new RegExp(`((?:[\\w&-]+\\s+){0,2})\\b${headPattern(head)}\\b`, "gi");
    for (const match of text.matchAll(mention)) {
      const named = `${match[1] ?? ""}${head}`.toLowerCase().replace(/-/g, " ");
      const end = match.index + match[0].length;
      const rest = text.slice(end, end + 300).split("\n")[0]!;
      anyHead.lastIndex = 0;
      const next = anyHead.exec(rest);
      const after = next ? rest.slice(0, next.index) : rest;
      const before = text
        .slice(Math.max(0, match.index - 40), match.index + (match[1]?.length ?? 0))
        .split("\n")
        .pop()!;
      const size = SAMPLE_ATTRIBUTES.size.exec(after);
      const weight = SAMPLE_ATTRIBUTES.weight.exec(after);
      const price = SAMPLE_ATTRIBUTES.price.exec(after) ?? SAMPLE_ATTRIBUTES.priceBefore.exec(before);
      const landed = SAMPLE_ATTRIBUTES.landedCost.exec(after);
      const stated = [
        size && {
          what: "size",
          said: `${size[1]} x ${size[2]} x ${size[3]} in`,
          fits: (product: SampleProduct) =>
            sortedSides([Number(size[1]), Number(size[2]), Number(size[3])]) ===
            sortedSides([product.lengthIn, product.widthIn, product.heightIn]),
          model: sampleDimensions,
        },
        weight && {
          what: "weight",
          said: `${weight[1]} ${weight[2]}`,
          fits: (product: SampleProduct) =>
            Math.abs(Number(weight[1]) / (weight[2]!.toLowerCase() === "oz" ? 16 : 1) - product.weightLb) < 0.005,
          model: (product: SampleProduct) => `${product.weightLb} lb`,
        },
        price && {
          what: "price",
          said: formatUsd(toNumber((price[1] ?? price[2])!)),
          fits: (product: SampleProduct) => toNumber((price[1] ?? price[2])!) === product.price,
          model: (product: SampleProduct) => formatUsd(product.price),
        },
        landed && {
          what: "landed cost",
          said: formatUsd(toNumber((landed[1] ?? landed[2])!)),
          fits: (product: SampleProduct) => toNumber((landed[1] ?? landed[2])!) === product.landedCost,
          model: (product: SampleProduct) => formatUsd(product.landedCost),
        },
      ].filter((entry) => entry !== null);
      if (stated.length === 0) continue;
      const candidates = sampleProducts.filter(
        (product) => product.name.toLowerCase().endsWith(head) && named.includes(product.name.toLowerCase()),
      );
      const plainHead = sampleProducts.filter((product) => product.name.toLowerCase() === head);
      const expected = candidates.length > 0 ? candidates : plainHead;
      if (expected.length === 0) {
        problems.push(`${source}: "${match[0].trim()}" names no sample product (say which ${head})`);
        continue;
      }
      for (const { what, said, fits, model } of stated)
        if (!expected.some(fits))
          problems.push(
            `${source}: the ${expected[0]!.name}'s ${what} is ${said} here; the model says ${expected.map(model).join(" or ")}`,
          );
    }
  }
  return problems;
}

/**
 * The closed list (capabilities.ts, model.ts, tools.ts): copy that offers the product something the list does not
 * have, or says it otherwise. Each rule is a kind of error issue 35 found; `productPage` marks the product's own
 * pages, where every sentence speaks for the product, and `tool` the free tool a page is about.
 */
export interface ClosedListContext {
  brandName: string;
  productPage: boolean;
  tool?: { name: RegExp; notShown: readonly string[] };
}

/** Alerts and notices the product does not send (model.ts `alerts` lists the ones it does). */
const ALERT = /\b(?:alerts?|alerted|notif(?:y|ies|ied|ications?)|flags?|flagged|warns?|reach(?:es)? you)\b/i;
const MISSING_ALERT =
  /\b(?:fee (?:changes?|increases?|updates?)|rate[- ]card changes?|Buy Box (?:loss(?:es)?|lost|changes?)|listing changes?|hijack\w*|refund[- ]rate flags?|return reasons?|new reviews?|negative reviews?|account health)\b/i;
const SLACK_DELIVERY = /\bSlack\b/i;
/** Every alert reaches every user in the app and by email (alertChannels): there is no choice of alerts per channel. */
const ALERT_CHANNEL_CHOICE =
  /\bwhich alerts\b[^.]{0,40}\b(?:email|emailed|reach|sent)\b|\b(?:choose|pick|select|decide)\b[^.]{0,40}\balerts?\b[^.]{0,30}\b(?:by email|emailed|email you)\b/i;
const DIGEST = /\b(?:weekly|monthly)\b[^.]{0,40}\b(?:emails?|digests?|summar(?:y|ies))\b|\b(?:email )?digests?\b/i;
/** Data delivery (a warehouse, an API) is the Enterprise agreement's, never a self-serve plan's or the trial's. */
const DATA_DELIVERY =
  /\bAPI access\b|\b(?:our|its|an|the) API\b|\b(?:data[- ])?warehouse\b|\b(?:Snowflake|BigQuery|Redshift)\b/i;
const SELF_SERVE = /\b(?:every|all|any) plans?\b|\b(?:Starter|Growth|Scale)\b|\btrial\b/i;
const OTHER_INTEGRATION =
  /\b(?:Shopify|QuickBooks|Xero|Google Sheets|Looker Studio|Zapier|Power BI|Tableau|Walmart|Keepa|Helium 10)\b/i;
const INTEGRATES =
  /\b(?:integrat\w*|connects? (?:to|with)|syncs? (?:to|with)|push(?:es)? (?:to|into)|sends? (?:to|into)|plugs? into|feeds?|delivers? to)\b/i;
const REPLY = /\b(?:reply|replies|respond|responds|get back to you|answer(?:s)? (?:you|within))\b/i;
const REPLY_TIME =
  /\bwithin (?:one|1|two|2|a|an|48|72|12|4|one business|1 business) (?:business )?(?:hours?|days?|day)\b/i;
const LANDED_COST = /\b(?:landed cost|COGS|cost of goods)\b/i;
const PLACEMENT_FEE = /\bplacement fees?\b/i;
/** On a page about the placement fee, "the fee" and "it" are the placement fee. */
const FEE_BY_PRONOUN = /\b(?:the|this) fee\b|\bit\b/i;
const COUNTED_ONCE = /\b(?:not|never|rather than|once|either|double|twice|not both)\b/i;
const PEAK_BY_ORDER_DATE = /\bpeak\b[^.]{0,120}\border date\b|\border date\b[^.]{0,120}\bpeak\b/i;
const FEE_ESTIMATE = /\bestimat\w*\b[^.]{0,160}\bsize tier\b|\bsize tier\b[^.]{0,160}\bestimat\w*\b/i;
const US_ONLY = /\b(?:US|U\.S\.|United States|Amazon\.com|outside the US|elsewhere|other marketplaces?)\b/i;
const RETURNS_FEE_2026 = /\breturns? processing fee\b[^.]{0,160}\b2026 (?:US )?(?:rate card|fee schedules?|card)\b/i;
const ALL_FEATURES = /\b(?:all|every) features\b/i;
/** A sentence that says a tool shows something: "shows", "works out", "gives", "charts"... */
const SHOWS =
  /\b(?:shows?|calculates?|works? out|gives?|get|gets|see|returns?|tracks?|follows?|includes?|reports?|charts?)\b/i;

export function closedListProblems(source: string, texts: readonly string[], context: ClosedListContext): string[] {
  const product = new RegExp(
    `\\b(?:${escape(context.brandName)}|we|our|us|the app|the dashboard|your dashboard)\\b|\\b(?:${features.map((feature) => escape(feature.name)).join("|")})\\b`,
    "i",
  );
  // Built once a page, not once a sentence.
  const notShown = (context.tool?.notShown ?? []).map((word) => ({
    word,
    pattern: new RegExp(`\\b${escape(word)}\\b`, "i"),
  }));
  const problems: string[] = [];
  const flag = (kind: string, sentence: string) => problems.push(`${source}: ${kind}: "${sentence.trim()}"`);
  for (const sentence of texts.flatMap(sentences)) {
    const speaksForProduct = context.productPage || product.test(sentence);
    const denied = DENIED.test(sentence) || NOT_YET.test(sentence);
    if (speaksForProduct && !denied) {
      if (ALERT.test(sentence) && MISSING_ALERT.test(sentence)) flag("an alert the product does not have", sentence);
      if (SLACK_DELIVERY.test(sentence) && !/\bsales team\b/i.test(sentence))
        flag("Slack, which the product does not deliver to", sentence);
      if (ALERT_CHANNEL_CHOICE.test(sentence))
        flag("a choice of which alerts email you (every alert reaches you in the app and by email)", sentence);
      if (DIGEST.test(sentence)) flag("an email the product does not send", sentence);
      if (DATA_DELIVERY.test(sentence) && SELF_SERVE.test(sentence) && !/\bEnterprise\b/.test(sentence))
        flag("data delivery on a self-serve plan (it is the Enterprise agreement's)", sentence);
      if (OTHER_INTEGRATION.test(sentence) && INTEGRATES.test(sentence))
        flag("an integration the product does not have", sentence);
      if (FEE_ESTIMATE.test(sentence) && !US_ONLY.test(sentence))
        flag("fees estimated from the size tier outside the US too", sentence);
      if (RETURNS_FEE_2026.test(sentence)) flag("the returns processing fee from a 2026 card", sentence);
    }
    if (REPLY.test(sentence) && REPLY_TIME.test(sentence) && !/\bwithin 24 hours\b/i.test(sentence))
      flag("a reply time other than the model's (within 24 hours)", sentence);
    if (speaksForProduct && ALL_FEATURES.test(sentence) && !/\blive\b/i.test(sentence))
      flag("'all features' where the model says every live feature", sentence);
    const placement = PLACEMENT_FEE.test(sentence) || (/placement/.test(source) && FEE_BY_PRONOUN.test(sentence));
    if (placement && LANDED_COST.test(sentence) && !COUNTED_ONCE.test(sentence))
      flag("the inbound placement fee in landed cost (the product books it as an Amazon fee)", sentence);
    if (PEAK_BY_ORDER_DATE.test(sentence) && !/\bship(?:s|ped|ping)?\b/i.test(sentence) && !/\bestimat/i.test(sentence))
      flag("the peak fee by order date (Amazon charges it by ship date)", sentence);
    const tool = context.tool;
    if (tool && (context.productPage || tool.name.test(sentence)) && !DENIED.test(sentence) && SHOWS.test(sentence))
      for (const { word, pattern } of notShown)
        if (pattern.test(sentence)) flag(`an output the tool does not show (${word})`, sentence);
  }
  return problems;
}
