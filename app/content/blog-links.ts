import { BLOG_POST_ROUTE, BLOG_TAG_ROUTE, fillPattern } from "~/routes/routes";
import type { BlogPost } from "./blog-post";

// What blog pages need in the browser: paths, tags and related posts. Reading the posts (the "blog" collection,
// blog.server.ts) and writing the feed (blog-feed.ts) happen at build time only.

/** Stable URL of the blog's RSS 2.0 feed; every blog page links it with <link rel="alternate">. */
export const BLOG_FEED_PATH = "/resources/blog/rss.xml";
export const BLOG_FEED_TITLE = "Amazon seller guides";

/** The <link rel="alternate"> every blog page carries: feed readers and browsers discover the feed from any of them. */
export const BLOG_FEED_LINK = {
  rel: "alternate",
  type: "application/rss+xml",
  title: `Blog: ${BLOG_FEED_TITLE} (RSS)`,
  href: BLOG_FEED_PATH,
} as const;

/** URL segment of a tag: "Amazon PPC" -> "amazon-ppc". */
export function tagSlug(tag: string): string {
  return tag
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export const blogPostPath = (slug: string) => fillPattern(BLOG_POST_ROUTE.pattern, { slug });
export const blogTagPath = (tag: string) => fillPattern(BLOG_TAG_ROUTE.pattern, { tag: tagSlug(tag) });

export type BlogTag = { name: string; slug: string; count: number };

/** Every tag with its post count, most used first (then by name), so the filter leads with the big topics. */
export function blogTags(posts: Pick<BlogPost, "tags">[]): BlogTag[] {
  const tags = new Map<string, BlogTag>();
  for (const post of posts) {
    for (const name of post.tags) {
      const slug = tagSlug(name);
      const tag = tags.get(slug) ?? { name, slug, count: 0 };
      tag.count += 1;
      tags.set(slug, tag);
    }
  }
  return [...tags.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** The posts carrying the tag whose slug is given, in their order. */
export function postsTagged<T extends Pick<BlogPost, "tags">>(posts: T[], slug: string): T[] {
  return posts.filter((post) => post.tags.some((tag) => tagSlug(tag) === slug));
}

/** Up to `limit` other posts ranked by the number of tags they share with `post`, newest first on a tie. */
export function relatedPosts<T extends Pick<BlogPost, "slug" | "tags" | "date">>(post: T, posts: T[], limit = 3): T[] {
  const own = new Set(post.tags.map(tagSlug));
  return posts
    .filter((other) => other.slug !== post.slug)
    .map((other) => ({ other, shared: other.tags.filter((tag) => own.has(tagSlug(tag))).length }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared || b.other.date.localeCompare(a.other.date))
    .slice(0, limit)
    .map(({ other }) => other);
}
