import { searchAliasesSchema } from "~/lib/search-aliases";
import { z } from "~/lib/zod";

/**
 * A blog post as the site uses it: the front matter an author writes (checked by the "blog" collection of
 * content.config.ts when Astro loads the posts), its slug (the file name) and its reading time. Pure, so the views,
 * the feed and the tests share it; blog.server.ts reads the collection.
 */
export const postFrontmatterSchema = z.strictObject({
  title: z.string().min(10).max(110),
  description: z.string().min(70).max(170),
  date: z.iso.date(),
  updated: z.iso.date().optional(),
  author: z.string().min(2),
  tags: z.array(z.string().min(2)).min(1).max(8),
  /** What sellers type for this post in the site search, beside its title. */
  searchAliases: searchAliasesSchema,
});
export type PostFrontmatter = z.infer<typeof postFrontmatterSchema>;
export type BlogPost = PostFrontmatter & { slug: string; readingMinutes: number };

/** A post's file name, which is its URL segment: lowercase kebab-case. */
export const POST_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The collection id of `app/content/blog/<file>.md`: the file name without `.md`; any other name fails the build. */
export function postSlug(fileName: string): string {
  const slug = fileName.replace(/^.*\//, "").replace(/\.md$/, "");
  if (!POST_SLUG.test(slug)) throw new Error(`Blog post file name must be a kebab-case slug: ${fileName}`);
  return slug;
}

/** Adult reading speed used for the "min read" label. */
const WORDS_PER_MINUTE = 220;

/** Minutes to read a post's Markdown body (its words, tokens resolved), at least one. */
export function readingMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** The newest publication or update date among the posts (ISO date). */
export function latestPostChange(posts: Pick<BlogPost, "date" | "updated">[]): string {
  return posts.reduce(
    (latest, post) => ((post.updated ?? post.date) > latest ? (post.updated ?? post.date) : latest),
    "1970-01-01",
  );
}
