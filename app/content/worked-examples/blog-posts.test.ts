import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { listPosts } from "~/content/blog.server";
import { blogWorkedExamples } from "./blog-posts";

const postText = (slug: string) => readFileSync(new URL(`../blog/${slug}.md`, import.meta.url), "utf8");

describe("blog posts print the figures their worked examples compute", () => {
  it("covers only posts that exist", async () => {
    const slugs = new Set((await listPosts()).map((post) => post.slug));
    expect(Object.keys(blogWorkedExamples).filter((slug) => !slugs.has(slug))).toEqual([]);
  });

  it.each(Object.entries(blogWorkedExamples))("%s", (slug, passages) => {
    const text = postText(slug);
    expect(passages.filter((passage) => !text.includes(passage))).toEqual([]);
  });
});
