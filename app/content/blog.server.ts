import { marked } from "marked";
import { parse as parseYaml } from "yaml";
import { z } from "zod";

/**
 * Blog posts: Markdown files with YAML frontmatter in content/blog, checked with zod when the module loads
 * (build time). A bad post fails the build. Markdown is rendered to HTML here, on the server only.
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

const files = import.meta.glob<string>("./blog/*.md", { query: "?raw", import: "default", eager: true });

export function parsePost(fileName: string, source: string): BlogPost {
  const slug = fileName.replace(/^.*\//, "").replace(/\.md$/, "");
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) throw new Error(`Blog post file name must be a kebab-case slug: ${fileName}`);
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${fileName}: missing YAML frontmatter`);
  const result = postFrontmatterSchema.safeParse(parseYaml(match[1] ?? ""));
  if (!result.success) throw new Error(`${fileName}: invalid frontmatter: ${result.error.message}`);
  const body = match[2] ?? "";
  const words = body.split(/\s+/).filter(Boolean).length;
  return { ...result.data, slug, html: marked.parse(body, { async: false }), readingMinutes: Math.max(1, Math.round(words / 220)) };
}

const posts: BlogPost[] = Object.entries(files)
  .map(([file, source]) => parsePost(file, source))
  .sort((a, b) => b.date.localeCompare(a.date));

export function listPosts(): BlogPostSummary[] {
  return posts.map(({ html: _html, ...summary }) => summary);
}

export function getPost(slug: string): BlogPost | undefined {
  return posts.find((post) => post.slug === slug);
}
