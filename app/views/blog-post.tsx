import { PostDateAndReadingTime } from "~/components/blog/post-date";
import { Breadcrumbs } from "~/components/page/breadcrumbs";
import { Container } from "~/components/page/sections";
import { blogPostPath, blogTagPath, relatedPosts } from "~/content/blog-links";
import type { BlogPost } from "~/content/blog-post";
import { listPosts } from "~/content/blog.server";
import { formatDate } from "~/lib/format";
import { canonicalUrl } from "~/routes/canonical";
import { onlyRoute } from "~/routes/routes";
import { articleJsonLd, breadcrumbJsonLd } from "~/seo/json-ld";
import { breadcrumbItems, pageMetadata } from "~/seo/page-metadata";
import { socialImagePath } from "~/seo/social-images";
import { site } from "~/settings/site";

/**
 * A blog post's page: its header, the body Astro renders from the post's Markdown (`<Content />`, placed by the
 * route file, pages/resources/blog/[slug].astro, between the header and the closing line), the related posts and
 * the call to action.
 */

/** Everything a blog post page shows, and its metadata. */
export async function blogPostPageData(post: BlogPost) {
  const path = blogPostPath(post.slug);
  const trail = [
    { name: "Blog", path: onlyRoute("blog index").path },
    { name: post.title, path },
  ];
  const image = socialImagePath(path);
  return {
    post,
    trail,
    related: relatedPosts(post, await listPosts()),
    seo: pageMetadata({ title: post.title, description: post.description, keywords: post.tags }, path, {
      author: post.author,
      type: "article",
      image,
      structuredData: [
        articleJsonLd({
          title: post.title,
          description: post.description,
          url: canonicalUrl(path, site.primaryHost),
          datePublished: post.date,
          dateModified: post.updated ?? post.date,
          author: post.author,
          publisher: site.brandName,
          image: new URL(image ?? "/social/default.png", `${site.primaryHost}/`).href,
        }),
        breadcrumbJsonLd(breadcrumbItems(trail)),
      ],
    }),
  };
}

type BlogPostPageData = Awaited<ReturnType<typeof blogPostPageData>>;

export function BlogPostHeader({ data }: { data: BlogPostPageData }) {
  const { post, trail } = data;
  return (
    <header className="border-b border-ink-100 bg-gradient-to-b from-brand-50/60 to-white">
      <Container className="max-w-3xl py-12 sm:py-16">
        <Breadcrumbs trail={trail} />
        <div className="flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <a
              key={tag}
              href={blogTagPath(tag)}
              className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-100 hover:bg-brand-100"
            >
              {tag}
            </a>
          ))}
        </div>
        <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance text-ink-900 sm:text-5xl">{post.title}</h1>
        <p className="mt-5 text-lg leading-8 text-ink-600">{post.description}</p>
        <p className="mt-6 text-sm text-ink-500">
          By {post.author} · <time dateTime={post.date}>{formatDate(post.date)}</time>
          {post.updated && (
            <>
              {" "}
              · Updated <time dateTime={post.updated}>{formatDate(post.updated)}</time>
            </>
          )}{" "}
          · {post.readingMinutes} min read
        </p>
      </Container>
    </header>
  );
}

/** The line after every post's body. */
export function BlogPostClosing() {
  return (
    <p className="mt-12 rounded-2xl bg-ink-50 p-6 text-ink-700">
      Want these numbers for your own products?{" "}
      <a href="/features/amazon-fba-calculator" className="font-semibold text-brand-700 hover:underline">
        Try the free FBA calculator
      </a>{" "}
      or{" "}
      <a href="/signup" className="font-semibold text-brand-700 hover:underline">
        start a free trial
      </a>
      .
    </p>
  );
}

export function RelatedPosts({ data }: { data: BlogPostPageData }) {
  const { related } = data;
  if (related.length === 0) return null;
  return (
    <aside aria-labelledby="related-posts" className="border-t border-ink-100 bg-ink-50/60">
      <Container className="max-w-5xl py-12">
        <h2 id="related-posts" className="text-2xl font-bold tracking-tight text-ink-900">
          Related guides
        </h2>
        <ul className="mt-6 grid gap-5 md:grid-cols-3">
          {related.map((other) => (
            <li key={other.slug}>
              <a
                href={blogPostPath(other.slug)}
                className="group flex h-full flex-col rounded-2xl border border-ink-200 bg-white p-5 hover:shadow-lg"
              >
                {/* The title is read on its post's page, the date and reading time once for all cards: editing a post
                    asks for its own read, not one of every post that lists it (app/content/page-reads.server.ts). */}
                <span className="font-semibold text-ink-900 group-hover:text-brand-800" data-read-elsewhere="">
                  {other.title}
                </span>
                <span className="mt-3 text-xs text-ink-500" data-read-as="post-card-dates">
                  <PostDateAndReadingTime post={other} />
                </span>
              </a>
            </li>
          ))}
        </ul>
      </Container>
    </aside>
  );
}
