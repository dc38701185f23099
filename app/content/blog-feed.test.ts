import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { blogFeedXml } from "./blog-feed";
import { listPosts } from "./blog.server";

// jsdom's XML parser, in the node environment: astro:content (the posts) is only available there.
const { DOMParser } = new JSDOM().window;
const site = { brandName: "MarginAtlas", primaryHost: "https://marginatlas.com" };

describe("blog RSS feed", () => {
  it("is valid RSS 2.0 with a title, summary, date and link for every post", async () => {
    const posts = await listPosts();
    const doc = new DOMParser().parseFromString(blogFeedXml(posts, site), "application/xml");
    expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(doc.documentElement.tagName).toBe("rss");
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    const items = [...doc.getElementsByTagName("item")];
    expect(items).toHaveLength(posts.length);
    items.forEach((item, index) => {
      const post = posts[index]!;
      const text = (name: string) => item.getElementsByTagName(name)[0]?.textContent;
      expect(text("title")).toBe(post.title);
      expect(text("description")).toBe(post.description);
      expect(text("link")).toBe(`https://marginatlas.com/resources/blog/${post.slug}`);
      expect(new Date(text("pubDate") ?? "").toISOString().slice(0, 10)).toBe(post.date);
    });
  });
  it("escapes markup characters in titles and summaries", () => {
    const post = {
      slug: "x",
      title: `Fees <b>&</b> "profit"`,
      description: "A < B & C > D",
      date: "2026-11-01",
      author: "MarginAtlas Team",
      tags: ["Fees"],
      readingMinutes: 5,
    };
    const doc = new DOMParser().parseFromString(blogFeedXml([post], site), "application/xml");
    expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(doc.querySelector("item > title")?.textContent).toBe(post.title);
    expect(doc.querySelector("item > description")?.textContent).toBe(post.description);
  });
});
