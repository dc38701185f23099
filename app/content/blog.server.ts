import { site } from "~/site/site";
import { tagSlug } from "./blog-links";
import { resolveSiteTokens } from "../site/site-tokens";
import { parsePost, type BlogPost, type BlogPostSummary } from "./blog-post";

/**
 * Blog posts: Markdown files with YAML frontmatter in content/blog, checked with zod when the module loads
 * (build time). A bad post fails the build. Markdown is rendered to HTML here, on the server only.
 */
const files = import.meta.glob<string>("./blog/*.md", { query: "?raw", import: "default", eager: true });

const posts: BlogPost[] = Object.entries(files)
  .map(([file, source]) => parsePost(file, resolveSiteTokens(source, site)))
  .sort((a, b) => b.date.localeCompare(a.date));

const summary = ({ html: _html, ...rest }: BlogPost): BlogPostSummary => rest;

export function listPosts(): BlogPostSummary[] {
  return posts.map(summary);
}

/** Posts carrying the tag whose slug is given, newest first. */
export function listPostsTagged(slug: string): BlogPostSummary[] {
  return posts.filter((post) => post.tags.some((tag) => tagSlug(tag) === slug)).map(summary);
}

export function getPost(slug: string): BlogPost | undefined {
  return posts.find((post) => post.slug === slug);
}
