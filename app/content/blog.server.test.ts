import { describe, expect, it } from "vitest";
import { listPosts, parsePost } from "./blog.server";

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
});
