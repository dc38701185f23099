import { plainText } from "~/content/inline-links";
import { SEARCH_PATH } from "~/routes/routes";

/**
 * Typed JSON-LD builders (schema.org) with stable @ids, and a serializer that is safe inside <script>.
 */
export type JsonLd = Record<string, unknown> & { "@type": string };

export type FaqPair = { question: string; answer: string };
export type BreadcrumbItem = { name: string; url: string };

/** JSON for a <script> element: `<`, `>` and `&` escaped so no content can close the tag or open a comment. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

const withContext = <T extends JsonLd>(data: T) => ({ "@context": "https://schema.org", ...data });

export function websiteJsonLd(site: { name: string; url: string }) {
  // The site search page reads `q` (views/search.tsx); Google's documented placeholder name is search_term_string.
  return withContext({
    "@type": "WebSite",
    "@id": `${site.url}/#website`,
    name: site.name,
    url: `${site.url}/`,
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${site.url}${SEARCH_PATH}?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  });
}

export function organizationJsonLd(org: {
  name: string;
  url: string;
  logo: string;
  foundingYear: number;
  sameAs: string[];
  email: string;
}) {
  return withContext({
    "@type": "Organization",
    "@id": `${org.url}/#organization`,
    name: org.name,
    url: `${org.url}/`,
    logo: org.logo,
    foundingDate: String(org.foundingYear),
    sameAs: org.sameAs,
    contactPoint: { "@type": "ContactPoint", contactType: "customer support", email: org.email },
  });
}

/**
 * The product as a SoftwareApplication. Its offer is the lowest plan's monthly price (app/content/pricing.ts), given
 * by the caller; without one there is no offer (a reader found the paid product declared a $0 offer).
 */
export function softwareApplicationJsonLd(app: {
  name: string;
  description: string;
  category: string;
  features: string[];
  url: string;
  lowestMonthlyUsd?: number;
}) {
  const price = app.lowestMonthlyUsd === undefined ? undefined : String(app.lowestMonthlyUsd);
  return withContext({
    "@type": "SoftwareApplication",
    "@id": `${app.url}#software`,
    name: app.name,
    description: app.description,
    applicationCategory: app.category,
    operatingSystem: "Web",
    featureList: app.features,
    url: app.url,
    ...(price === undefined
      ? {}
      : {
          offers: {
            "@type": "Offer",
            price,
            priceCurrency: "USD",
            priceSpecification: { "@type": "UnitPriceSpecification", price, priceCurrency: "USD", unitText: "MONTH" },
          },
        }),
  });
}

export function faqJsonLd(pairs: FaqPair[]) {
  return withContext({
    "@type": "FAQPage",
    mainEntity: pairs.map((pair) => ({
      "@type": "Question",
      name: pair.question,
      // Answers may carry `[label](/path)` links (FaqList renders them); search engines get the words.
      acceptedAnswer: { "@type": "Answer", text: plainText(pair.answer) },
    })),
  });
}

export function breadcrumbJsonLd(items: BreadcrumbItem[]) {
  return withContext({
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  });
}

export function definedTermJsonLd(term: {
  name: string;
  description: string;
  url: string;
  setUrl: string;
  alternateNames: string[];
}) {
  return withContext({
    "@type": "DefinedTerm",
    "@id": `${term.url}#term`,
    name: term.name,
    description: term.description,
    url: term.url,
    ...(term.alternateNames.length > 0 ? { alternateName: term.alternateNames } : {}),
    inDefinedTermSet: `${term.setUrl}#termset`,
  });
}

export function definedTermSetJsonLd(set: {
  name: string;
  description: string;
  url: string;
  terms: { name: string; url: string }[];
}) {
  return withContext({
    "@type": "DefinedTermSet",
    "@id": `${set.url}#termset`,
    name: set.name,
    description: set.description,
    url: set.url,
    hasDefinedTerm: set.terms.map((term) => ({ "@type": "DefinedTerm", name: term.name, url: term.url })),
  });
}

export function articleJsonLd(post: {
  title: string;
  description: string;
  url: string;
  datePublished: string;
  dateModified: string;
  author: string;
  publisher: string;
  image: string;
}) {
  return withContext({
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    url: post.url,
    mainEntityOfPage: post.url,
    datePublished: post.datePublished,
    dateModified: post.dateModified,
    image: post.image,
    author: { "@type": "Organization", name: post.author },
    publisher: { "@type": "Organization", name: post.publisher },
  });
}
