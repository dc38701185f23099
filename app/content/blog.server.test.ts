import { describe, expect, it } from "vitest";
import { isIsoDate, toIsoDate } from "~/lib/dates";
import { sitemapEntries } from "~/seo/sitemap.server";
import { site } from "~/settings/site";
import { blogTags, postsTagged, relatedPosts, tagSlug } from "./blog-links";
import { postFrontmatterSchema, postSlug, readingMinutes } from "./blog-post";
import { getPost, listPosts, postHtml } from "./blog.server";
import { aroundQuotedFacts } from "./content-depth";

const frontmatter = {
  title: "A valid post title",
  description: "A description long enough to pass the schema's seventy character minimum length rule.",
  date: "2026-10-01",
  author: "MarginAtlas Team",
  tags: ["fees"],
};

const posts = await listPosts();
const html = new Map(await Promise.all(posts.map(async (post) => [post.slug, await postHtml(post.slug)] as const)));

describe("blog posts", () => {
  it("checks the front matter with the collection's schema", () => {
    expect(postFrontmatterSchema.safeParse(frontmatter).success).toBe(true);
    expect(postFrontmatterSchema.safeParse({ ...frontmatter, date: "yesterday" }).success).toBe(false);
    expect(postFrontmatterSchema.safeParse({ ...frontmatter, author: undefined }).success).toBe(false);
    expect(postFrontmatterSchema.safeParse({ ...frontmatter, draft: true }).success).toBe(false);
  });
  it("takes the slug from a kebab-case file name and rejects any other", () => {
    expect(postSlug("a-valid-post.md")).toBe("a-valid-post");
    expect(() => postSlug("A Post.md")).toThrow(/kebab-case/);
    expect(() => postSlug("post_2026.md")).toThrow(/kebab-case/);
  });
  it("ships at least 3 real posts, newest first, with their slugs and checked front matter", async () => {
    expect(posts.length).toBeGreaterThanOrEqual(3);
    expect([...posts].sort((a, b) => b.date.localeCompare(a.date))).toEqual(posts);
    const post = await getPost("acos-vs-tacos-amazon-ppc");
    expect(post).toMatchObject({
      slug: "acos-vs-tacos-amazon-ppc",
      title: "ACoS vs TACoS: which one should run your Amazon PPC?",
      date: "2026-09-29",
    });
    expect(await getPost("no-such-post")).toBeUndefined();
  });
  it("renders the Markdown with Astro, copy tokens resolved in the front matter and the body", () => {
    const body = html.get("amazon-returns-processing-fee-thresholds")!;
    expect(body).toContain('<h2 id="sources">Sources</h2>');
    expect(body).toContain("<strong>returns processing fee</strong>");
    expect(body).toContain("<table>");
    // {fact:returnsFeeBooking} and the {brand} inside it, in the words of the product model
    expect(body).toContain(`${site.brandName} records a returns processing fee on the date Amazon charges it`);
    for (const post of posts) {
      expect(post.author, post.slug).toBe(`${site.brandName} Team`);
      expect(html.get(post.slug), post.slug).not.toMatch(
        /\{(?:brand|supportEmail|siteHost|fact:[A-Za-z]+|shared:[A-Z0-9_]+)\}/,
      );
    }
  });
  it("shows reading time from the word count", () => {
    expect(readingMinutes(Array.from({ length: 1100 }, () => "word").join(" "))).toBe(5);
    expect(readingMinutes("## Heading\n\nBody with **bold**.")).toBe(1);
    for (const post of posts) expect(post.readingMinutes, post.slug).toBeGreaterThanOrEqual(5);
  });
  it("ships at least 12 posts, each tag page lists exactly the posts carrying that tag", () => {
    expect(posts.length).toBeGreaterThanOrEqual(12);
    for (const tag of blogTags(posts)) {
      const tagged = postsTagged(posts, tag.slug);
      expect(tagged).toHaveLength(tag.count);
      expect(tagged.every((post) => post.tags.some((name) => tagSlug(name) === tag.slug))).toBe(true);
    }
  });
});

describe("blog tags and related posts", () => {
  const post = (slug: string, date: string, tags: string[]) => ({ slug, date, tags });
  it("turns tag names into URL slugs", () => {
    expect(tagSlug("Amazon PPC")).toBe("amazon-ppc");
    expect(tagSlug("FBA fees & 2026")).toBe("fba-fees-2026");
  });
  it("counts tags case-insensitively by slug, most used first", () => {
    const tags = blogTags([post("a", "2026-10-01", ["FBA fees", "PPC"]), post("b", "2026-10-02", ["fba fees"])]);
    expect(tags.map((tag) => [tag.slug, tag.count])).toEqual([
      ["fba-fees", 2],
      ["ppc", 1],
    ]);
  });
  it("ranks related posts by shared tags, then newest, never the post itself or posts sharing nothing", () => {
    const current = post("current", "2026-11-01", ["Fees", "Inventory", "Profit"]);
    const posts = [
      current,
      post("one-shared-new", "2026-11-20", ["Fees"]),
      post("two-shared", "2026-09-01", ["Inventory", "Profit"]),
      post("one-shared-old", "2026-08-01", ["Profit"]),
      post("unrelated", "2026-11-22", ["PPC"]),
    ];
    expect(relatedPosts(current, posts).map((other) => other.slug)).toEqual([
      "two-shared",
      "one-shared-new",
      "one-shared-old",
    ]);
    expect(relatedPosts(current, posts, 1).map((other) => other.slug)).toEqual(["two-shared"]);
  });
  it("gives every shipped post at least one related post", () => {
    for (const current of posts) expect(relatedPosts(current, posts).length, current.slug).toBeGreaterThan(0);
  });
});

const publicPaths = new Set((await sitemapEntries()).map((entry) => entry.path));

describe("shipped blog posts", () => {
  const internalLinks = (html: string) => [...html.matchAll(/href="(\/[^"#?]*)/g)].map((match) => match[1]!);
  const words = (html: string) =>
    html
      .replace(/<[^>]+>/g, " ")
      .split(/\s+/)
      .filter(Boolean).length;

  it.each(posts.map((post) => [post.slug, post] as const))(
    "%s: 1,000+ words, dated, links to KPI pages and a free tool, every internal link resolves",
    (slug, post) => {
      const body = html.get(slug)!;
      expect(words(body)).toBeGreaterThanOrEqual(1000);
      // A real date, and not in the future (a mistyped year would publish a post dated years ahead); "tomorrow"
      // leaves room for an author whose today is ahead of the machine running the tests.
      expect(isIsoDate(post.date), post.date).toBe(true);
      expect(post.date <= toIsoDate(new Date(Date.now() + 86_400_000))).toBe(true);
      const links = internalLinks(body);
      expect(links.filter((link) => link.startsWith("/amazon-kpi/")).length).toBeGreaterThanOrEqual(3);
      expect(links.some((link) => link.startsWith("/tools/") || link === "/features/amazon-fba-calculator")).toBe(true);
      expect(links.filter((link) => !publicPaths.has(link))).toEqual([]);
      expect(body).toMatch(/<h2[^>]*>Sources<\/h2>|<table>/);
    },
  );

  it("no two posts share a paragraph (the Amazon facts they quote aside)", () => {
    const seen = new Map<string, string>();
    const text = (paragraph: string) =>
      paragraph
        .replace(/<[^>]+>/g, "")
        .replace(/&quot;/g, '"')
        .replace(/&#39;|&#x27;/g, "'")
        .replace(/&amp;/g, "&");
    for (const post of posts) {
      for (const paragraph of (html.get(post.slug)!.match(/<p>[\s\S]*?<\/p>/g) ?? []).flatMap((found) =>
        aroundQuotedFacts(text(found)).map((part) => part.trim()),
      )) {
        if (paragraph.length < 120) continue;
        expect(seen.get(paragraph), `${post.slug} repeats a paragraph of ${seen.get(paragraph)}`).toBeUndefined();
        seen.set(paragraph, post.slug);
      }
    }
  });
});
