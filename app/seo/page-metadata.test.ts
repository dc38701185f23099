import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  brandedTitle,
  categoryPageTitle,
  documentTitle,
  headMetadata,
  kpiPageDescription,
  kpiPageTitle,
  libraryPageTitle,
  TITLE_MAX,
  titleAlias,
  truncateText,
} from "./page-metadata";

const site = { brandName: "MarginAtlas", primaryHost: "https://marginatlas.com" };
const find = (head: ReturnType<typeof headMetadata>, key: "name" | "property", value: string) =>
  head.meta.find((entry) => (entry as Record<string, string>)[key] === value);

describe("headMetadata", () => {
  const meta = headMetadata(
    {
      title: "Pricing | MarginAtlas",
      description: "Plans for every Amazon seller.",
      keywords: ["amazon", "pricing"],
      url: "/pricing/?ref=nav",
    },
    site,
  );

  it("sets title, description, keywords and author", () => {
    expect(meta.title).toBe("Pricing | MarginAtlas");
    expect(find(meta, "name", "description")?.content).toBe("Plans for every Amazon seller.");
    expect(find(meta, "name", "keywords")?.content).toBe("amazon, pricing");
    expect(find(meta, "name", "author")?.content).toBe("MarginAtlas");
  });
  it("defaults robots to 'index, follow'", () => {
    expect(find(meta, "name", "robots")?.content).toBe("index, follow");
    const noindex = headMetadata({ title: "t", description: "d", url: "/handoff", robots: "noindex, nofollow" }, site);
    expect(find(noindex, "name", "robots")?.content).toBe("noindex, nofollow");
  });
  it("adds a canonical link following the canonical rule", () => {
    expect(meta.canonical).toBe("https://marginatlas.com/pricing");
  });
  it("adds Open Graph and Twitter tags with a 1200x630 image and a large summary card", () => {
    expect(find(meta, "property", "og:url")?.content).toBe("https://marginatlas.com/pricing");
    expect(find(meta, "property", "og:image")?.content).toBe("https://marginatlas.com/social/default.png");
    expect(find(meta, "property", "og:image:width")?.content).toBe("1200");
    expect(find(meta, "property", "og:image:height")?.content).toBe("630");
    expect(find(meta, "property", "og:type")?.content).toBe("website");
    expect(find(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(meta, "name", "twitter:image")?.content).toBe("https://marginatlas.com/social/default.png");
  });
  it("uses the page's own type and image when given", () => {
    const article = headMetadata(
      { title: "t", description: "d", url: "/resources/blog/x", type: "article", image: "/social/blog.png" },
      site,
    );
    expect(find(article, "property", "og:type")?.content).toBe("article");
    expect(find(article, "property", "og:image")?.content).toBe("https://marginatlas.com/social/blog.png");
  });
});

describe("brandedTitle", () => {
  it("appends the brand after a bar", () => {
    expect(brandedTitle("Pricing", "MarginAtlas")).toBe("Pricing | MarginAtlas");
    expect(brandedTitle("Pricing", "Acme Analytics")).toBe("Pricing | Acme Analytics");
  });
});

describe("documentTitle", () => {
  it("brands the page title when the result fits", () => {
    expect(documentTitle("Start Your Free 14-Day Trial", "MarginAtlas")).toBe(
      "Start Your Free 14-Day Trial | MarginAtlas",
    );
  });

  it("keeps the page title alone when the brand would push it past the limit", () => {
    const title = "Amazon FBA Analytics Software for Fees and Inventory"; // 52 characters, 66 with " | MarginAtlas"
    expect(documentTitle(title, "MarginAtlas", 65)).toBe(title);
    expect(documentTitle(title, "MarginAtlas", 66)).toBe(`${title} | MarginAtlas`);
    expect(documentTitle("x".repeat(TITLE_MAX - 10), "MarginAtlas")).toBe("x".repeat(TITLE_MAX - 10));
  });

  it("never exceeds the limit for a page title within it, whatever the brand", () => {
    for (const brand of ["M", "MarginAtlas", "A Much Longer Configured Brand Name"]) {
      for (let length = 1; length <= 65; length += 1)
        expect(documentTitle("t".repeat(length), brand, 65).length).toBeLessThanOrEqual(65);
    }
  });

  it("does not name the brand twice", () => {
    expect(documentTitle("MarginAtlas Pricing: Plans by Monthly Order Volume", "MarginAtlas", 65)).toBe(
      "MarginAtlas Pricing: Plans by Monthly Order Volume",
    );
    expect(documentTitle("MarginAtlas Pricing", "Acme")).toBe("MarginAtlas Pricing | Acme");
  });
});

describe("the title template lives only in app/seo/page-metadata.ts", () => {
  const root = fileURLToPath(new URL("../..", import.meta.url));
  const sourceFiles = ["app", "server", "scripts"].flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => join(root, folder, file)),
  );

  it("no other source file writes a brand suffix by hand", () => {
    expect(sourceFiles.length).toBeGreaterThan(100);
    const handWritten = sourceFiles
      .filter((file) => !file.endsWith(join("app", "seo", "page-metadata.ts")))
      .filter((file) => /\|\s*MarginAtlas\b|\|\s*\$\{[^}]*brandName\s*\}/.test(readFileSync(file, "utf8")))
      .map((file) => relative(root, file));
    expect(handWritten).toEqual([]);
  });
});

describe("kpiPageTitle", () => {
  it("uses the full pattern with a short alias when it fits", () => {
    expect(kpiPageTitle({ name: "Average Order Value", aliases: ["AOV", "Average basket size"] }, "MarginAtlas")).toBe(
      "Average Order Value (AOV): Formula & Calculator | MarginAtlas",
    );
    expect(kpiPageTitle({ name: "Review Rate", aliases: ["Rating rate"] }, "MarginAtlas")).toBe(
      "Review Rate: Formula & Calculator | MarginAtlas",
    );
  });

  it("does not repeat an alias the name already contains", () => {
    expect(titleAlias({ name: "ACoS (Advertising Cost of Sales)", aliases: ["ACoS", "ACOS"] })).toBeNull();
    expect(titleAlias({ name: "Cost of goods sold", aliases: ["Cost of sales", "COGS"] })).toBe("COGS");
    expect(titleAlias({ name: "Ad Clicks", aliases: ["Clicks", "PPC clicks"] })).toBeNull();
  });

  it("falls back to shorter patterns and never exceeds 70 characters", () => {
    const long = { name: "An Extremely Long Metric Name That Goes On And On Forever", aliases: ["ELMN"] };
    const title = kpiPageTitle(long, "MarginAtlas");
    expect(title.length).toBeLessThanOrEqual(70);
    expect(title.startsWith("An Extremely Long Metric Name")).toBe(true);
    expect(kpiPageTitle({ name: "x".repeat(90), aliases: [] }, "MarginAtlas").length).toBeLessThanOrEqual(70);
  });

  it("names the configured brand, and goes without it when a longer brand leaves no room", () => {
    expect(kpiPageTitle({ name: "Review Rate", aliases: ["Rating rate"] }, "Acme")).toBe(
      "Review Rate: Formula & Calculator | Acme",
    );
    expect(kpiPageTitle({ name: "Average Order Value", aliases: ["AOV"] }, "Acme Marketplace Analytics Co")).toBe(
      "Average Order Value: Formula & Calculator",
    );
  });
});

describe("descriptions", () => {
  it("add what the page offers when there is room, and stay within 160 characters", () => {
    expect(kpiPageDescription({ definition: "CTR is clicks divided by impressions." })).toBe(
      "CTR is clicks divided by impressions. Formula, worked example and free calculator.",
    );
    const long = kpiPageDescription({ definition: `${"word ".repeat(60)}end.` });
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith("…")).toBe(true);
  });

  it("truncate at a word boundary", () => {
    expect(truncateText("one two three four", 12)).toBe("one two…");
    expect(truncateText("short", 12)).toBe("short");
  });
});

describe("hub and category titles", () => {
  it("never say Amazon twice", () => {
    expect(categoryPageTitle({ name: "Amazon Fees" }, "MarginAtlas")).toBe(
      "Amazon Fees Metrics: Formulas & Calculators | MarginAtlas",
    );
    expect(categoryPageTitle({ name: "Inventory" }, "MarginAtlas")).toBe(
      "Amazon Inventory Metrics: Formulas & Calculators | MarginAtlas",
    );
    expect(libraryPageTitle(110, "MarginAtlas")).toBe(
      "Amazon KPI Library: 110 Seller Metrics & Formulas | MarginAtlas",
    );
  });
});

describe("pageMetadata, the one builder of a page's metadata", () => {
  it("takes the entry's title (with the brand when it fits), description, keywords and robots, and the route's path", async () => {
    const { pageMetadata } = await import("./page-metadata");
    const pages = await import("~/content/pages.server");
    const [handoffCopy, homeCopy, notFoundCopy, signupCopy] = await Promise.all([
      pages.handoffCopy(),
      pages.homeCopy(),
      pages.notFoundCopy(),
      pages.signupCopy(),
    ]);
    const { site } = await import("~/settings/site");
    expect(pageMetadata(signupCopy, "/signup")).toMatchObject({
      title: `Start Your Free 14-Day Trial | ${site.brandName}`,
      url: "/signup",
      keywords: signupCopy.keywords,
    });
    // A title that already names the brand, or an entry that says so, keeps its title as written.
    expect(pageMetadata(homeCopy, "/").title).toBe(`${site.brandName}: Amazon Profit Analytics for Sellers`);
    expect(pageMetadata(notFoundCopy, null)).toMatchObject({
      title: "404 - Page Not Found",
      url: null,
      robots: "noindex, follow",
    });
    expect(pageMetadata(handoffCopy, "/handoff").robots).toBe("noindex, nofollow");
    expect(
      pageMetadata({ title: "A long page title about Amazon seller fees and profit margins", description: "d" }, "/x", {
        titleMax: 65,
      }).title,
    ).not.toContain(site.brandName);
  });

  it("gives the sitemap the dates the home and signup entries carry", async () => {
    const { sitemapEntries } = await import("./sitemap.server");
    const { homeCopy, signupCopy } = await import("~/content/pages.server");
    const dates = new Map((await sitemapEntries()).map((entry) => [entry.path, entry.lastmod]));
    expect(dates.get("/")).toBe((await homeCopy()).updated);
    expect(dates.get("/signup")).toBe((await signupCopy()).updated);
  });
});
