import { marked } from "marked";
import { parse as parseYaml } from "yaml";
import { z } from "../lib/zod";

/**
 * Parsing blog posts: pure functions, used by blog.server.ts (which finds the files with Vite) and the blog tests.
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
