import { describe, expect, it } from "vitest";
import {
  breadcrumbJsonLd,
  faqJsonLd,
  organizationJsonLd,
  serializeJsonLd,
  softwareApplicationJsonLd,
  websiteJsonLd,
} from "./json-ld";

describe("serializeJsonLd", () => {
  it("escapes <, > and & so content cannot close the script element", () => {
    const json = serializeJsonLd(
      faqJsonLd([{ question: "What is </script><script>alert(1)</script>?", answer: "A & B > C" }]),
    );
    expect(json).not.toContain("<");
    expect(json).not.toContain(">");
    expect(json).not.toContain("&");
    expect(json).toContain("\\u003c/script\\u003e");
    // Still valid JSON that round-trips to the original text.
    const parsed = JSON.parse(json) as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(parsed.mainEntity[0]?.name).toBe("What is </script><script>alert(1)</script>?");
    expect(parsed.mainEntity[0]?.acceptedAnswer.text).toBe("A & B > C");
  });
});

describe("builders", () => {
  it("WebSite has a search action on the search page's q", () => {
    const site = websiteJsonLd({ name: "MarginAtlas", url: "https://marginatlas.com" });
    expect(site["@type"]).toBe("WebSite");
    expect(site.potentialAction["query-input"]).toBe("required name=search_term_string");
    expect(site.potentialAction.target.urlTemplate).toBe("https://marginatlas.com/search?q={search_term_string}");
  });
  it("Organization carries the founding year and social profiles", () => {
    const org = organizationJsonLd({
      name: "MarginAtlas",
      url: "https://marginatlas.com",
      logo: "https://marginatlas.com/logo.png",
      foundingYear: 2023,
      sameAs: ["https://www.linkedin.com/company/marginatlas"],
      email: "support@marginatlas.com",
    });
    expect(org.foundingDate).toBe("2023");
    expect(org.sameAs).toEqual(["https://www.linkedin.com/company/marginatlas"]);
  });
  it("SoftwareApplication offers the price it is given a month, and no offer without one", () => {
    const app = softwareApplicationJsonLd({
      name: "FBA Calculator",
      description: "d",
      category: "BusinessApplication",
      features: ["a"],
      url: "https://x.com/a",
      lowestMonthlyUsd: 39,
    });
    expect(app.offers).toEqual({
      "@type": "Offer",
      price: "39",
      priceCurrency: "USD",
      priceSpecification: { "@type": "UnitPriceSpecification", price: "39", priceCurrency: "USD", unitText: "MONTH" },
    });
    const free = softwareApplicationJsonLd({ name: "n", description: "d", category: "c", features: [], url: "u" });
    expect(free).not.toHaveProperty("offers");
    expect(app.featureList).toEqual(["a"]);
    expect(app.applicationCategory).toBe("BusinessApplication");
  });
  it("Breadcrumb positions start at 1, in order", () => {
    const crumbs = breadcrumbJsonLd([
      { name: "Home", url: "https://marginatlas.com/" },
      { name: "KPI Library", url: "https://marginatlas.com/amazon-data-library" },
      { name: "ACoS", url: "https://marginatlas.com/amazon-kpi/advertising/acos" },
    ]);
    expect(crumbs.itemListElement.map((item) => [item.position, item.name])).toEqual([
      [1, "Home"],
      [2, "KPI Library"],
      [3, "ACoS"],
    ]);
  });
  it("FAQ pairs become questions with accepted answers", () => {
    const faq = faqJsonLd([
      { question: "Q1?", answer: "A1" },
      { question: "Q2?", answer: "A2" },
    ]);
    expect(faq.mainEntity).toHaveLength(2);
    expect(faq.mainEntity[1]).toEqual({
      "@type": "Question",
      name: "Q2?",
      acceptedAnswer: { "@type": "Answer", text: "A2" },
    });
  });
});
