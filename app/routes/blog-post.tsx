import { data, Link } from "react-router";
import { Breadcrumbs } from "~/components/page/breadcrumbs";
import { CallToAction } from "~/components/page/call-to-action";

import { NotFoundBoundary } from "~/components/page/not-found-page";
import { Container } from "~/components/page/sections";
import { formatDate } from "~/lib/format-date";
import { getPost } from "~/content/blog.server";
import { canonicalUrl } from "~/seo/canonical";
import { articleJsonLd, breadcrumbJsonLd } from "~/seo/json-ld";
import { pageMeta } from "~/seo/page-meta";
import { breadcrumbItems } from "~/seo/page-seo";
import { readSiteConfig } from "~/site/config";
import type { Route } from "./+types/blog-post";

export function loader({ params }: Route.LoaderArgs) {
  const post = getPost(params.slug);
  if (!post) throw data(null, { status: 404 });
  const site = readSiteConfig();
  const path = `/resources/blog/${post.slug}`;
  const trail = [
    { name: "Blog", path: "/resources/blog" },
    { name: post.title, path },
  ];
  return {
    post,
    trail,
    seo: {
      title: `${post.title} | MarginAtlas`.length <= 70 ? `${post.title} | MarginAtlas` : post.title,
      description: post.description,
      keywords: post.tags,
      author: post.author,
      url: path,
      type: "article" as const,
      structuredData: [
        articleJsonLd({
          title: post.title,
          description: post.description,
          url: canonicalUrl(path, site.primaryHost),
          datePublished: post.date,
          author: post.author,
          publisher: site.brandName,
          image: `${site.primaryHost}/social/default.png`,
        }),
        breadcrumbJsonLd(breadcrumbItems(site, trail)),
      ],
    },
  };
}

export const meta: Route.MetaFunction = pageMeta;
export const ErrorBoundary = NotFoundBoundary;

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, trail } = loaderData;
  return (
    <>
      <article>
        <header className="border-b border-ink-100 bg-gradient-to-b from-brand-50/60 to-white">
          <Container className="max-w-3xl py-12 sm:py-16">
            <Breadcrumbs trail={trail} />
            <div className="flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <span key={tag} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-100">
                  {tag}
                </span>
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
        <Container className="max-w-3xl py-10">
          <div className="prose-content" dangerouslySetInnerHTML={{ __html: post.html }} />
          <p className="mt-12 rounded-2xl bg-ink-50 p-6 text-ink-700">
            Want these numbers for your own products?{" "}
            <Link to="/features/amazon-fba-calculator" className="font-semibold text-brand-700 hover:underline">
              Try the free FBA calculator
            </Link>{" "}
            or{" "}
            <Link to="/signup" className="font-semibold text-brand-700 hover:underline">
              start a free trial
            </Link>
            .
          </p>
        </Container>
      </article>
      <CallToAction />
    </>
  );
}
