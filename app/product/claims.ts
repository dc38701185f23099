import { formatUsd } from "~/lib/format";
import type { AmazonFactName } from "./amazon-facts";
import { integrations, planTerms, productEmails, productExports, SUPPORT_REPLY_TIME } from "./capabilities";
import { comingSoonPaths, features, featureStatus } from "./features";
import { alertChannels, alerts, costing, dataSources, marketplaces } from "./model";
import { sampleDimensions, sampleProducts, type SampleProduct } from "./samples";
import { toolIO, type ToolIO } from "./tools";

/**
 * The checks that hold copy to the product model, written once: the content collections' loaders run them on every
 * entry as it loads, on the text its page shows (app/content/entry-checks.ts: a false claim fails `npm run build`
 * with the entry's file, field and sentence), and tests/bundles runs them again over the built pages (the views and
 * the islands, which are code, not entries). Each check reads plain text and returns one problem per sentence that
 * contradicts the model, naming the model entry it contradicts (where the truth is written, and what it says).
 */

export interface CopyProblem {
  /** The sentence, as the page shows it. */
  sentence: string;
  /** What is wrong with it, for whoever wrote it. */
  problem: string;
  /** The model entry it contradicts: its file and name, and what it says. */
  contradicts: string;
}

export const sentences = (text: string): string[] =>
  text.split(/(?<=[.;!?])\s+|\n+/).filter((sentence) => sentence.trim().length > 0);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const anyOf = (names: readonly string[]) => new RegExp(`\\b(?:${names.map(escape).join("|")})\\b`, "i");
const listed = (items: readonly string[]) =>
  items.length <= 2 ? items.join(" and ") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/** Words that put a capability in the future or deny it: "will", "coming soon", the menu's "Soon", "not yet", "once it ships". */
export const NOT_YET =
  /\b(?:will|coming soon|soon|not (?:yet|available|shown|synced|needed|imported)|none yet|planned|plans? to|building|early access|does not|doesn't|isn't|is not|once|until|ships|waitlist|arrives? with|comes? with|later)\b/i;

export const DENIED = /\b(?:not|n't|no|none|never|cannot|without|outside|instead of)\b/i;

/** Where a sentence's clauses part: a denial in one clause ("..., so you never miss one") does not deny another. */
const CLAUSE_BREAK = /[,;:()\u2013\u2014]|\s(?:so|but|while|because|although|though|unless)\s/gi;

/**
 * Whether a sentence says what `pattern` matches without taking it back: some clause that holds (part of) a match has
 * no denial and no future tense. "Alerts reach you in the app, never in Slack" does not say Slack; "{brand} sends Slack
 * alerts, so you never miss one" does.
 */
export function asserts(sentence: string, pattern: RegExp): boolean {
  const matches = [...sentence.matchAll(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`))];
  if (matches.length === 0) return false;
  const breaks = [0, ...[...sentence.matchAll(CLAUSE_BREAK)].map((found) => found.index), sentence.length];
  const clauses = breaks.slice(0, -1).map((start, index) => ({ start, end: breaks[index + 1]! }));
  return matches.some((match) => {
    const [start, end] = [match.index, match.index + match[0].length];
    return clauses.some((clause) => {
      if (clause.end <= start || clause.start >= end) return false;
      const text = sentence.slice(clause.start, clause.end);
      return !DENIED.test(text) && !NOT_YET.test(text);
    });
  });
}

/** A metric's name and aliases, as its KPI entry writes them. */
export interface MetricNames {
  slug: string;
  names: readonly string[];
}

/** The metrics copy must not present as delivered, and the names of those the product computes. */
export interface MetricVocabulary {
  /** No feature computes them (features.ts metricsNotTracked). */
  notTracked: readonly MetricNames[];
  /** Only a coming-soon feature will (features.ts metricsPlanned): its own page may name them. */
  planned: readonly MetricNames[];
  /** Names of metrics the product does compute, read first so "sponsored sales share" is not "sales share". */
  trackedNames: readonly string[];
}

/** Where a piece of copy is shown, which decides which sentences speak for the product. */
export interface CopyContext {
  brandName: string;
  /** The page's path: "/features/profit-loss", "/resources/blog/<slug>", "/amazon-kpi/<category>/<slug>". */
  path: string;
  /** The product's own pages (features, landing, audience, pricing, tools...): every sentence there is a claim. */
  productPage: boolean;
  /** The free tool the page is about (its page, or its island's copy). */
  tool?: ToolIO;
  metrics: MetricVocabulary;
}

/** The coming-soon features' names and the data only they would use (Search Query Performance). */
export function comingSoonSubjects(): string[] {
  const names = features.filter((feature) => featureStatus(feature) === "coming soon").map((feature) => feature.name);
  const data = dataSources.filter((source) => source.comingSoon).map((source) => source.name);
  return [...names, ...data, "SQP"];
}

const comingSoonFeatures = () => comingSoonSubjects().join(", ");

/** On the product's own pages, a metric "for every product", "per SKU", in an alert or a dashboard is a promise. */
const DELIVERY =
  /\b(?:for every product|per (?:product|SKU|ASIN)|by (?:product|SKU|brand|month)|alerts?|tracks?|tracked|dashboards?|included|reports?|shows?|flags?|next to)\b/i;

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

/** Where each closed-list fact is written, and what it says, for the problem's `contradicts`. */
const MODEL = {
  alerts: `app/product/model.ts, alerts: the product alerts when ${listed(alerts.map((alert) => alert.what))}`,
  channels: `app/product/model.ts, alertChannels: alerts reach you ${listed(alertChannels)}`,
  emails: `app/product/capabilities.ts, productEmails: ${listed(productEmails.map((email) => email.name))}, nothing else`,
  dataDelivery: `app/product/capabilities.ts, productExports.dataDelivery: ${productExports.dataDelivery}`,
  integrations: `app/product/capabilities.ts, integrations: ${listed(integrations.map((integration) => integration.name))}, nothing else`,
  feeEstimate: `app/product/model.ts, marketplaces.feeEstimate: ${marketplaces.feeEstimate.elsewhere}`,
  returnsFee: `app/product/model.ts, costing.returnsFee: ${costing.returnsFee}`,
  replyTime: `app/product/capabilities.ts, SUPPORT_REPLY_TIME: we reply ${SUPPORT_REPLY_TIME}`,
  allFeatures: `app/product/capabilities.ts, planTerms.features: ${planTerms.features}`,
  placementFee: `app/product/model.ts, costing.placementFee: ${costing.placementFee}`,
  peakFee: `app/product/model.ts, costing.peakFee: ${costing.peakFee}`,
} as const;

/**
 * Compiled once for a brand: the words that make a sentence speak for the product ({brand}, "we", "our", a feature's
 * name) and for the coming-soon features.
 */
function wordsFor(brandName: string) {
  return {
    product: new RegExp(
      `\\b(?:${escape(brandName)}|we|our|us|the app|the dashboard|your dashboard)\\b|\\b(?:${features.map((feature) => escape(feature.name)).join("|")})\\b`,
      "i",
    ),
    brand: new RegExp(`\\b${escape(brandName)}\\b`),
    comingSoonProduct: new RegExp(`\\b(?:${escape(brandName)}|we|our)\\b|\\b(?:available today|available now)\\b`, "i"),
    comingSoonSubject: anyOf(comingSoonSubjects()),
  };
}
const compiled = new Map<string, ReturnType<typeof wordsFor>>();
const wordsOf = (brandName: string) => {
  const found = compiled.get(brandName) ?? wordsFor(brandName);
  compiled.set(brandName, found);
  return found;
};

/** Sentences that say the product does, shows or reads something only a coming-soon feature will. */
export function comingSoonTenseProblems(text: string, brandName: string): CopyProblem[] {
  const words = wordsOf(brandName);
  return sentences(text).flatMap((sentence) =>
    words.comingSoonSubject.test(sentence) &&
    words.comingSoonProduct.test(sentence) &&
    // A future or waiting word anywhere puts the whole sentence ahead ("..., and we email you when early access opens").
    !NOT_YET.test(sentence) &&
    !sentence.trim().endsWith("?")
      ? [
          {
            sentence: sentence.trim(),
            problem: "says a coming-soon feature or its data is here today (write it in the future tense)",
            contradicts: `app/product/features.ts: coming soon: ${comingSoonFeatures()}`,
          },
        ]
      : [],
  );
}

/**
 * A metric the product does not compute must not be a tile or column of a sample screen, nor the object of a sentence
 * that names the product without denying it ("{brand} does not compute return rate" is fine); on the product's own
 * pages, nor of a sentence that delivers it ("per SKU", "in the dashboard"). The metric's own KPI page says how it is
 * (not) tracked; a coming-soon feature's page names the metrics it will track.
 */
/** The metric vocabulary's patterns, compiled once for each vocabulary (every line of the site is read with one). */
const compiledVocabularies = new WeakMap<
  MetricVocabulary,
  { tracked: RegExp | null; names: Map<MetricNames, RegExp> }
>();
function compiledVocabulary(metrics: MetricVocabulary) {
  let compiled = compiledVocabularies.get(metrics);
  if (!compiled) {
    compiled = {
      tracked:
        metrics.trackedNames.length > 0
          ? new RegExp(
              `\\b(?:${[...metrics.trackedNames]
                .sort((a, b) => b.length - a.length)
                .map(escape)
                .join("|")})s?\\b`,
              "gi",
            )
          : null,
      names: new Map([...metrics.notTracked, ...metrics.planned].map((metric) => [metric, anyOf(metric.names)])),
    };
    compiledVocabularies.set(metrics, compiled);
  }
  return compiled;
}

export function untrackedMetricProblems(text: string, context: CopyContext, onSampleScreen = false): CopyProblem[] {
  const words = wordsOf(context.brandName);
  const { tracked, names } = compiledVocabulary(context.metrics);
  const withoutTracked = (sentence: string) => (tracked ? sentence.replace(tracked, "·") : sentence);
  const productPage =
    !context.path.startsWith("/amazon-kpi/") &&
    !context.path.includes("/blog/") &&
    !/^\/(?:tools|privacy-policy|cookies-policy|terms-and-conditions)\b/.test(context.path);
  const checked = [
    ...context.metrics.notTracked.map((metric) => ({ metric, list: "metricsNotTracked (no feature computes it)" })),
    ...(comingSoonPaths.includes(context.path)
      ? []
      : context.metrics.planned.map((metric) => ({
          metric,
          list: "metricsPlanned (only a coming-soon feature will)",
        }))),
  ];
  const problems: CopyProblem[] = [];
  for (const sentence of sentences(text)) {
    const delivered = onSampleScreen || words.brand.test(sentence) || (productPage && DELIVERY.test(sentence));
    if (!delivered || DENIED.test(sentence)) continue;
    const shown = withoutTracked(sentence);
    for (const { metric, list } of checked) {
      if (context.path.endsWith(`/${metric.slug}`)) continue;
      if (names.get(metric)!.test(shown))
        problems.push({
          sentence: sentence.trim(),
          problem: `presents ${metric.names[0]} as something the product delivers`,
          contradicts: `app/product/features.ts, ${list}: ${metric.slug}`,
        });
    }
  }
  return problems;
}

/**
 * Facts copy must take from the model as tokens, never write itself: Ads history in days, the seller history's
 * years, and how often data refreshes. Read on the text as written (before tokens are resolved); comments (research
 * notes for the team) are not copy.
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

export function literalFactProblems(written: string): CopyProblem[] {
  return written.split("\n").flatMap((line) =>
    LITERAL_FACTS.flatMap(({ fact, pattern }) => {
      const match = pattern.exec(line);
      return match
        ? [
            {
              sentence: match[0],
              problem: `writes ${fact} in its own words: write the token, so the fact is stated once`,
              contradicts: "app/product/facts.ts, productFacts (read from app/product/model.ts)",
            },
          ]
        : [];
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

export function amazonFactProblems(written: string): CopyProblem[] {
  // Markdown emphasis is not words: "**both** are under 28" is "both are under 28".
  const copy = written.replace(/\*\*|__|`/g, "");
  return sentences(copy).flatMap((sentence) =>
    AMAZON_RULES.flatMap(({ facts, pattern }) => {
      const match = pattern.exec(sentence);
      const tokens = facts.map((fact) => `{amazon:${fact}}`).join(" or ");
      return match
        ? [
            {
              sentence: sentence.trim(),
              problem: `states how Amazon computes it in its own words ("${match[0]}"): write ${tokens}, so the rule is stated whole, once`,
              contradicts: `app/product/amazon-facts.ts, ${facts.join(", ")}`,
            },
          ]
        : [];
    }),
  );
}

/** Comments in code: research notes for the team, not copy (for literalFactProblems over a source file). */
export const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");

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
/**
 * Sample products are stated as the model defines them (samples.ts): a page that names one with another package
 * size, unit weight, price or landed cost fails ("a garlic press at $18.99", "the utensil set ... 12 oz"). What a
 * page says after a name counts until the next sample's name, the paragraph's end or 300 characters; a price also
 * counts just before it ("a $40 silicone baking mat"). Names shared by two samples must say which one.
 */
const sampleHeads = [
  ...new Set(sampleProducts.map((product) => product.name.split(" ").slice(-2).join(" ").toLowerCase())),
];
const headPattern = (head: string) => escape(head).replace(/ /g, "[- ]");
const anySampleHead = new RegExp(`\\b(?:${sampleHeads.map(headPattern).join("|")})`, "i");
/** Each head's mention and what the model says of the samples it names, compiled once. */
const sampleMentions = sampleHeads.map((head) => ({
  head,
  mention: new RegExp(`((?:[\\w&-]+\\s+){0,2})\\b${headPattern(head)}\\b`, "gi"),
  contradicts: `app/product/samples.ts: ${sampleProducts
    .filter((product) => product.name.toLowerCase().endsWith(head))
    .map(
      (product) =>
        `${product.name}, ${sampleDimensions(product)}, ${product.weightLb} lb, ${formatUsd(product.price)}, landed ${formatUsd(product.landedCost)}`,
    )
    .join("; ")}`,
}));

export function sampleCopyProblems(text: string): CopyProblem[] {
  const problems: CopyProblem[] = [];
  if (!anySampleHead.test(text)) return problems;
  for (const { head, mention, contradicts } of sampleMentions) {
    for (const match of text.matchAll(mention)) {
      const named = `${match[1] ?? ""}${head}`.toLowerCase().replace(/-/g, " ");
      const end = match.index + match[0].length;
      const rest = text.slice(end, end + 300).split("\n")[0]!;
      const next = anySampleHead.exec(rest);
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
        },
        weight && {
          what: "weight",
          said: `${weight[1]} ${weight[2]}`,
          fits: (product: SampleProduct) =>
            Math.abs(Number(weight[1]) / (weight[2]!.toLowerCase() === "oz" ? 16 : 1) - product.weightLb) < 0.005,
        },
        price && {
          what: "price",
          said: formatUsd(toNumber((price[1] ?? price[2])!)),
          fits: (product: SampleProduct) => toNumber((price[1] ?? price[2])!) === product.price,
        },
        landed && {
          what: "landed cost",
          said: formatUsd(toNumber((landed[1] ?? landed[2])!)),
          fits: (product: SampleProduct) => toNumber((landed[1] ?? landed[2])!) === product.landedCost,
        },
      ].filter((entry) => entry !== null);
      if (stated.length === 0) continue;
      const candidates = sampleProducts.filter(
        (product) => product.name.toLowerCase().endsWith(head) && named.includes(product.name.toLowerCase()),
      );
      const plainHead = sampleProducts.filter((product) => product.name.toLowerCase() === head);
      const expected = candidates.length > 0 ? candidates : plainHead;
      const sentence = `${match[0].trim()}${after}`.trim();
      if (expected.length === 0) {
        problems.push({ sentence, problem: `names no sample product: say which ${head}`, contradicts });
        continue;
      }
      for (const { what, said, fits } of stated)
        if (!expected.some(fits))
          problems.push({ sentence, problem: `gives the ${expected[0]!.name} another ${what} (${said})`, contradicts });
    }
  }
  return problems;
}

/**
 * The closed list (capabilities.ts, model.ts, tools.ts): copy that offers the product something the list does not
 * have, or says it otherwise. Each rule is a kind of error issue 35 found. On the product's own pages every sentence
 * speaks for the product; elsewhere a sentence does when it names it.
 */
export function closedListProblems(text: string, context: CopyContext): CopyProblem[] {
  const words = wordsOf(context.brandName);
  const problems: CopyProblem[] = [];
  const flag = (sentence: string, problem: string, contradicts: string) =>
    problems.push({ sentence: sentence.trim(), problem, contradicts });
  const tool = context.tool;
  for (const sentence of sentences(text)) {
    const speaksForProduct = context.productPage || words.product.test(sentence);
    if (speaksForProduct) {
      if (ALERT.test(sentence) && asserts(sentence, MISSING_ALERT))
        flag(sentence, "offers an alert the product does not have", MODEL.alerts);
      if (asserts(sentence, SLACK_DELIVERY) && !/\bsales team\b/i.test(sentence))
        flag(sentence, "says the product delivers to Slack", MODEL.channels);
      if (ALERT_CHANNEL_CHOICE.test(sentence))
        flag(
          sentence,
          "offers a choice of which alerts email you (every alert reaches you in the app and by email)",
          MODEL.channels,
        );
      if (asserts(sentence, DIGEST)) flag(sentence, "offers an email the product does not send", MODEL.emails);
      if (asserts(sentence, DATA_DELIVERY) && SELF_SERVE.test(sentence) && !/\bEnterprise\b/.test(sentence))
        flag(sentence, "offers data delivery on a self-serve plan or the trial", MODEL.dataDelivery);
      if (asserts(sentence, OTHER_INTEGRATION) && INTEGRATES.test(sentence))
        flag(sentence, "offers an integration the product does not have", MODEL.integrations);
      // The free tools price US fees only (their pages say so); the rule is about the product's marketplaces.
      if (asserts(sentence, FEE_ESTIMATE) && !US_ONLY.test(sentence) && !toolIO.some((io) => io.terms.test(sentence)))
        flag(sentence, "says fees are estimated from the size tier outside the US too", MODEL.feeEstimate);
      if (asserts(sentence, RETURNS_FEE_2026))
        flag(sentence, "dates the returns processing fee from a 2026 card", MODEL.returnsFee);
    }
    if (REPLY.test(sentence) && REPLY_TIME.test(sentence) && !/\bwithin 24 hours\b/i.test(sentence))
      flag(sentence, "promises a reply time other than the model's", MODEL.replyTime);
    if (speaksForProduct && ALL_FEATURES.test(sentence) && !/\blive\b/i.test(sentence))
      flag(sentence, "says 'all features' where the model says every live feature", MODEL.allFeatures);
    const placement = PLACEMENT_FEE.test(sentence) || (/placement/.test(context.path) && FEE_BY_PRONOUN.test(sentence));
    if (placement && LANDED_COST.test(sentence) && !COUNTED_ONCE.test(sentence))
      flag(sentence, "puts the inbound placement fee in landed cost", MODEL.placementFee);
    if (PEAK_BY_ORDER_DATE.test(sentence) && !/\bship(?:s|ped|ping)?\b/i.test(sentence) && !/\bestimat/i.test(sentence))
      flag(sentence, "dates the peak fee by order date (Amazon charges it by ship date)", MODEL.peakFee);
    if (tool && (context.productPage || tool.terms.test(sentence)) && SHOWS.test(sentence)) {
      // One problem a sentence: "net margin" is also "margin".
      const word = tool.notShown.find(
        (candidate) =>
          asserts(sentence, new RegExp(`\\b${escape(candidate)}\\b`, "i")) &&
          // "see why ROI and margin differ" explains it; it does not say the tool shows it.
          !new RegExp(`\\b(?:why|how)\\b[^.]*\\b${escape(candidate)}\\b`, "i").test(sentence),
      );
      if (word)
        flag(
          sentence,
          `says the tool shows ${word}, which it does not`,
          `app/product/tools.ts, toolIO ${tool.id}: it shows ${listed(tool.outputs)}`,
        );
    }
  }
  return problems;
}

/** Every check on text as a page shows it (tokens resolved), for one piece of copy (a label on a sample screen or not). */
export function shownCopyProblems(text: string, context: CopyContext, onSampleScreen = false): CopyProblem[] {
  return [
    ...closedListProblems(text, context),
    ...comingSoonTenseProblems(text, context.brandName),
    ...untrackedMetricProblems(text, context, onSampleScreen),
    ...sampleCopyProblems(text),
  ];
}

/** The tool a page or island is about, by the catalogue's id. */
export const toolOfId = (id: string | undefined): ToolIO | undefined =>
  id === undefined ? undefined : toolIO.find((tool) => tool.id === id);
