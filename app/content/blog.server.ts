import { getCollection, getEntry, render, type CollectionEntry } from "astro:content";
import { site } from "~/settings/site";
import { resolveSiteTokens } from "~/settings/site-tokens";
import { postFrontmatterSchema, readingMinutes, type BlogPost } from "./blog-post";

/**
 * Blog posts: the "blog" collection of content.config.ts (app/content/blog/<slug>.md), which Astro loads, checks with
 * the front-matter schema and renders (the copy tokens resolved as it renders). Build time only. A post that did not
 * render (an unknown {fact:name}, a Markdown error, logged by Astro with its file) fails the build here.
 */
function toPost(entry: CollectionEntry<"blog">): BlogPost {
  if (!entry.rendered)
    throw new Error(`Blog post ${entry.filePath ?? entry.id} did not render (Astro logged why above)`);
  // The data was checked when Astro loaded it; checked again here because the content layer may keep an entry
  // loaded by an older schema in its cache.
  const frontmatter = postFrontmatterSchema.parse(entry.data);
  return { ...frontmatter, slug: entry.id, readingMinutes: readingMinutes(resolveSiteTokens(entry.body ?? "", site)) };
}

/** Every post, newest first. */
export async function listPosts(): Promise<BlogPost[]> {
  const posts: BlogPost[] = (await getCollection("blog")).map(toPost);
  return posts.sort((a, b) => b.date.localeCompare(a.date));
}

export async function getPost(slug: string): Promise<BlogPost | undefined> {
  const entry = await getEntry("blog", slug);
  return entry && toPost(entry);
}

async function requireEntry(slug: string): Promise<CollectionEntry<"blog">> {
  const entry = await getEntry("blog", slug);
  if (!entry) throw new Error(`No blog post ${slug}`);
  toPost(entry);
  return entry;
}

/** The post's body as Astro renders it: `<Content />` for its page. */
export async function renderPost(slug: string) {
  return render(await requireEntry(slug));
}

/** The HTML of the post's body (what `<Content />` prints), for the checks that read a post's text. */
export async function postHtml(slug: string): Promise<string> {
  return (await requireEntry(slug)).rendered?.html ?? "";
}
