import { PostDateAndReadingTime } from "~/components/blog/post-date";
import { CallToAction } from "~/components/page/call-to-action";
import { Container } from "~/components/page/sections";
import { BLOG_FEED_PATH, blogPostPath, blogTagPath, blogTags, postsTagged, type BlogTag } from "~/content/blog-links";
import { listPosts } from "~/content/blog.server";
import { cn } from "~/lib/cn";
import { onlyRoute } from "~/routes/routes";
import { breadcrumbJsonLd } from "~/seo/json-ld";
import { breadcrumbItems, pageMetadata } from "~/seo/page-metadata";
import { site } from "~/settings/site";

const BLOG_PATH = onlyRoute("blog index").path;

/** The blog's tags, one prerendered page each. */
export async function blogTagList(): Promise<BlogTag[]> {
  return blogTags(await listPosts());
}

/** The blog index (/resources/blog) and one page per tag (/resources/blog/tag/<tag>): the filter is plain links. */
export async function blogIndexPageData(tag?: BlogTag) {
  const posts = await listPosts();
  const tags = blogTags(posts);
  const trail = [{ name: "Blog", path: BLOG_PATH }, ...(tag ? [{ name: tag.name, path: blogTagPath(tag.name) }] : [])];
  return {
    posts: tag ? postsTagged(posts, tag.slug) : posts,
    tags,
    activeTag: tag?.slug ?? null,
    heading: tag ? `Guides on ${tag.name}` : "Guides for profitable Amazon selling",
    seo: pageMetadata(
      {
        title: tag ? `${tag.name}: Amazon Seller Guides` : "Amazon Seller Blog: Fees, PPC and Profit Guides",
        description: tag
          ? `Every ${site.brandName} guide tagged ${tag.name}: ${tag.count} dated ${tag.count === 1 ? "post" : "posts"} for Amazon sellers, with formulas, worked examples and sources.`
          : `Practical guides for Amazon sellers on FBA fees, PPC metrics, inventory and profitability, written by the ${site.brandName} team and dated.`,
        keywords: tag
          ? [tag.name.toLowerCase(), "amazon seller blog"]
          : ["amazon seller blog", "fba fees guide", "amazon ppc guide"],
      },
      tag ? blogTagPath(tag.name) : BLOG_PATH,
      { structuredData: [breadcrumbJsonLd(breadcrumbItems(trail))] },
    ),
  };
}

export function BlogIndex({ data }: { data: Awaited<ReturnType<typeof blogIndexPageData>> }) {
  const { posts, tags, activeTag, heading } = data;
  return (
    <>
      <header className="border-b border-ink-100 bg-gradient-to-b from-brand-50/70 to-white">
        <Container className="py-14 sm:py-16">
          <p className="text-sm font-semibold text-brand-700">Blog</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-ink-900 sm:text-5xl">{heading}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-ink-600">
            Fees, advertising and inventory, explained with formulas and worked examples. Every post says when it was
            written, because Amazon's rules change.
          </p>
          <p className="mt-4 text-sm text-ink-600">
            <a href={BLOG_FEED_PATH} className="font-semibold text-brand-700 hover:underline">
              Subscribe with RSS
            </a>
          </p>
        </Container>
      </header>
      <Container className="py-12">
        <nav aria-label="Filter posts by topic">
          <ul className="flex flex-wrap gap-2">
            <li>
              <TagLink to={BLOG_PATH} active={activeTag === null}>
                All posts
              </TagLink>
            </li>
            {tags.map((tag) => (
              <li key={tag.slug}>
                <TagLink to={blogTagPath(tag.name)} active={activeTag === tag.slug}>
                  {tag.name} ({tag.count})
                </TagLink>
              </li>
            ))}
          </ul>
        </nav>
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug}>
              <a
                href={blogPostPath(post.slug)}
                className="group flex h-full flex-col rounded-2xl border border-ink-200 p-6 hover:shadow-lg"
              >
                <div className="flex flex-wrap gap-2">
                  {post.tags.map((tag) => (
                    <span
                      key={tag}
                      className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800"
                    >
                      {tag}
                    </span>
                  ))}
                </div>
                <h2 className="mt-4 text-xl font-semibold text-ink-900 group-hover:text-brand-800">{post.title}</h2>
                {/* The description is the post's own lede, read on the post's page; the dates and reading time, which
                    change with every edit of a post, are read once for all cards (app/content/page-reads.server.ts). */}
                <p className="mt-3 flex-1 text-sm leading-6 text-ink-600" data-read-elsewhere="">
                  {post.description}
                </p>
                <p className="mt-5 text-xs text-ink-500" data-read-as="post-card-dates">
                  <PostDateAndReadingTime post={post} />
                </p>
              </a>
            </li>
          ))}
        </ul>
      </Container>
      <CallToAction />
    </>
  );
}

function TagLink({ to, active, children }: { to: string; active: boolean; children: React.ReactNode }) {
  return (
    <a
      href={to}
      aria-current={active ? "page" : undefined}
      className={cn(
        "inline-flex rounded-full px-3 py-1.5 text-sm font-medium ring-1",
        active
          ? "bg-brand-700 text-white ring-brand-700"
          : "bg-white text-ink-700 ring-ink-200 hover:bg-brand-50 hover:text-brand-800",
      )}
    >
      {children}
    </a>
  );
}
