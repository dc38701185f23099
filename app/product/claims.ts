import { features, featureStatus } from "./features";
import { dataSources } from "./model";
import { sampleDimensions, sampleProducts } from "./samples";

/**
 * Checks that hold copy to the product model (claims.test.ts runs them over the copy, tests/bundles over the built
 * HTML). Each works on plain text and returns "source: problem" lines, empty when the copy agrees with the model.
 */

const sentences = (text: string): string[] =>
  text.split(/(?<=[.;!?])\s+|\n+/).filter((sentence) => sentence.trim().length > 0);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const anyOf = (names: readonly string[]) => new RegExp(`\\b(?:${names.map(escape).join("|")})\\b`, "i");

/** Words that put a capability in the future or deny it: "will", "coming soon", "not yet", "once it ships". */
const NOT_YET =
  /\b(?:will|coming soon|not (?:yet|available|shown|synced|needed|imported)|none yet|planned|plans? to|building|early access|does not|doesn't|isn't|is not|once|until|ships|waitlist|arrives? with|comes? with|later)\b/i;

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

const DENIED = /\b(?:not|n't|no|none|never|cannot|without|outside|instead of)\b/i;

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
            .join("|")})\\b`,
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

export function literalFactProblems(file: string, raw: string): string[] {
  const copy = file.endsWith(".md") ? raw : raw.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");
  return copy.split("\n").flatMap((line) =>
    LITERAL_FACTS.flatMap(({ fact, pattern }) => {
      const match = pattern.exec(line);
      return match ? [`${file}: writes ${fact} in its own words: "${match[0]}"`] : [];
    }),
  );
}

/** Sample products named with a package size must have the model's size: "compact garlic press ... 8 x 3 x 2 in". */
export function sampleCopyProblems(source: string, text: string): string[] {
  const heads = [
    ...new Set(sampleProducts.map((product) => product.name.split(" ").slice(-2).join(" ").toLowerCase())),
  ];
  const problems: string[] = [];
  for (const head of heads) {
    const mention = new RegExp(
      `((?:[\\w&-]+\\s+){0,2})${escape(head)}\\b(?:[^.\\n]|\\.(?=\\d)){0,80}?\\b(\\d+(?:\\.\\d+)? x \\d+(?:\\.\\d+)? x \\d+(?:\\.\\d+)?) in(?:ches)?\\b`,
      "gi",
    );
    for (const match of text.matchAll(mention)) {
      const named = `${match[1] ?? ""}${head}`.toLowerCase();
      const dimensions = `${match[2]} in`;
      const candidates = sampleProducts.filter(
        (product) => product.name.toLowerCase().endsWith(head) && named.includes(product.name.toLowerCase()),
      );
      const plainHead = sampleProducts.filter((product) => product.name.toLowerCase() === head);
      const expected = candidates.length > 0 ? candidates : plainHead;
      if (expected.length === 0) problems.push(`${source}: "${match[0]}" names no sample product (say which ${head})`);
      else if (!expected.some((product) => sampleDimensions(product) === dimensions)) {
        problems.push(
          `${source}: "${match[0]}" is ${dimensions}; the model says ${expected.map(sampleDimensions).join(" or ")}`,
        );
      }
    }
  }
  return problems;
}
