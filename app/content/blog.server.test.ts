import { describe, expect, it } from "vitest";
import { blogTags, relatedPosts, tagSlug } from "./blog-links";
import { parsePost } from "./blog-post";
import { sitemapEntries } from "~/seo/sitemap.server";
import { isIsoDate, toIsoDate } from "~/lib/dates";
import { getPost, listPosts, listPostsTagged } from "./blog.server";

const valid = `---
title: "A valid post title"
description: "A description long enough to pass the schema's seventy character minimum length rule."
date: 2026-10-01
author: MarginAtlas Team
tags: [fees]
---
## Heading

Body with **bold**.
`;

describe("blog posts", () => {
  it("parses frontmatter and renders Markdown", () => {
    const post = parsePost("./blog/a-valid-post.md", valid);
    expect(post.slug).toBe("a-valid-post");
    expect(post.title).toBe("A valid post title");
    expect(post.html).toContain("<h2>Heading</h2>");
    expect(post.html).toContain("<strong>bold</strong>");
  });
  it("rejects a post with bad frontmatter", () => {
    expect(() => parsePost("./blog/x.md", valid.replace("date: 2026-10-01", "date: yesterday"))).toThrow(/invalid frontmatter/);
    expect(() => parsePost("./blog/x.md", valid.replace("author: MarginAtlas Team\n", ""))).toThrow(/invalid frontmatter/);
    expect(() => parsePost("./blog/x.md", "no frontmatter")).toThrow(/missing YAML frontmatter/);
  });
  it("ships at least 3 real posts, newest first", () => {
    const posts = listPosts();
    expect(posts.length).toBeGreaterThanOrEqual(3);
    expect([...posts].sort((a, b) => b.date.localeCompare(a.date))).toEqual(posts);
  });
  it("shows reading time from the word count", () => {
    const long = valid.replace("Body with **bold**.", Array.from({ length: 1100 }, () => "word").join(" "));
    expect(parsePost("./blog/long.md", long).readingMinutes).toBe(5);
    expect(parsePost("./blog/short.md", valid).readingMinutes).toBe(1);
  });
  it("ships at least 12 posts, each tag page lists exactly the posts carrying that tag", () => {
    const posts = listPosts();
    expect(posts.length).toBeGreaterThanOrEqual(12);
    for (const tag of blogTags(posts)) {
      const tagged = listPostsTagged(tag.slug);
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
    expect(relatedPosts(current, posts).map((other) => other.slug)).toEqual(["two-shared", "one-shared-new", "one-shared-old"]);
    expect(relatedPosts(current, posts, 1).map((other) => other.slug)).toEqual(["two-shared"]);
  });
  it("gives every shipped post at least one related post", () => {
    const posts = listPosts();
    for (const current of posts) expect(relatedPosts(current, posts).length, current.slug).toBeGreaterThan(0);
  });
});

describe("shipped blog posts", () => {
  const posts = listPosts().map((summary) => getPost(summary.slug)!);
  const publicPaths = new Set(sitemapEntries().map((entry) => entry.path));
  const internalLinks = (html: string) => [...html.matchAll(/href="(\/[^"#?]*)/g)].map((match) => match[1]!);
  const words = (html: string) => html.replace(/<[^>]+>/g, " ").split(/\s+/).filter(Boolean).length;

  it.each(posts.map((post) => [post.slug, post] as const))("%s: 1,000+ words, dated, links to KPI pages and a free tool, every internal link resolves", (_slug, post) => {
    expect(words(post.html)).toBeGreaterThanOrEqual(1000);
    // A real date, and not in the future (a mistyped year would publish a post dated years ahead); "tomorrow"
    // leaves room for an author whose today is ahead of the machine running the tests.
    expect(isIsoDate(post.date), post.date).toBe(true);
    expect(post.date <= toIsoDate(new Date(Date.now() + 86_400_000))).toBe(true);
    const links = internalLinks(post.html);
    expect(links.filter((link) => link.startsWith("/amazon-kpi/")).length).toBeGreaterThanOrEqual(3);
    expect(links.some((link) => link.startsWith("/tools/") || link === "/features/amazon-fba-calculator")).toBe(true);
    expect(links.filter((link) => !publicPaths.has(link))).toEqual([]);
    expect(post.html).toMatch(/<h2[^>]*>Sources<\/h2>|<table>/);
  });

  it("no two posts share a paragraph", () => {
    const seen = new Map<string, string>();
    for (const post of posts) {
      for (const paragraph of post.html.match(/<p>[\s\S]*?<\/p>/g) ?? []) {
        if (paragraph.length < 120) continue;
        expect(seen.get(paragraph), `${post.slug} repeats a paragraph of ${seen.get(paragraph)}`).toBeUndefined();
        seen.set(paragraph, post.slug);
      }
    }
  });
});
