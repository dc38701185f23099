import { marked } from "marked";
import { parse as parseYaml } from "yaml";
import { z } from "../lib/zod";

/**
 * Parsing and relating blog posts: pure functions shared by the loaders (through blog.server.ts, which finds
 * the files with Vite) and the prerender list (public-paths.ts, which reads them with fs in plain Node).
 */
export const postFrontmatterSchema = z.strictObject({
  title: z.string().min(10).max(110),
  description: z.string().min(70).max(170),
  date: z.iso.date(),
  updated: z.iso.date().optional(),
  author: z.string().min(2),
  tags: z.array(z.string().min(2)).min(1).max(8),
});
export type PostFrontmatter = z.infer<typeof postFrontmatterSchema>;
export type BlogPost = PostFrontmatter & { slug: string; html: string; readingMinutes: number };
export type BlogPostSummary = Omit<BlogPost, "html">;

/** Adult reading speed used for the "min read" label. */
const WORDS_PER_MINUTE = 220;

export function parsePost(fileName: string, source: string): BlogPost {
  const slug = fileName.replace(/^.*\//, "").replace(/\.md$/, "");
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) throw new Error(`Blog post file name must be a kebab-case slug: ${fileName}`);
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${fileName}: missing YAML frontmatter`);
  const result = postFrontmatterSchema.safeParse(parseYaml(match[1] ?? ""));
  if (!result.success) throw new Error(`${fileName}: invalid frontmatter: ${result.error.message}`);
  const body = match[2] ?? "";
  const words = body.split(/\s+/).filter(Boolean).length;
  return { ...result.data, slug, html: marked.parse(body, { async: false }), readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)) };
}

/** The newest publication or update date among the posts (ISO date). */
export function latestPostChange(posts: Pick<BlogPost, "date" | "updated">[]): string {
  return posts.reduce((latest, post) => ((post.updated ?? post.date) > latest ? (post.updated ?? post.date) : latest), "1970-01-01");
}

/** URL segment of a tag: "Amazon PPC" -> "amazon-ppc". */
export function tagSlug(tag: string): string {
  return tag
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export const blogTagPath = (tag: string) => `/resources/blog/tag/${tagSlug(tag)}`;

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
