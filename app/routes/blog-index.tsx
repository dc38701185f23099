import { Link } from "react-router";
import { CallToAction } from "~/components/page/call-to-action";

import { Container } from "~/components/page/sections";
import { formatDate } from "~/lib/format-date";
import { listPosts } from "~/content/blog.server";
import { breadcrumbJsonLd } from "~/seo/json-ld";
import { pageMeta } from "~/seo/page-meta";
import { breadcrumbItems } from "~/seo/page-seo";
import { readSiteConfig } from "~/site/config";
import type { Route } from "./+types/blog-index";

export function loader() {
  const site = readSiteConfig();
  return {
    posts: listPosts(),
    seo: {
      title: "Amazon Seller Blog: Fees, PPC and Profit Guides | MarginAtlas",
      description: "Practical guides for Amazon sellers on FBA fees, PPC metrics, inventory and profitability, written by the MarginAtlas team and dated.",
      keywords: ["amazon seller blog", "fba fees guide", "amazon ppc guide"],
      url: "/resources/blog",
      structuredData: [breadcrumbJsonLd(breadcrumbItems(site, [{ name: "Blog", path: "/resources/blog" }]))],
    },
  };
}

export const meta: Route.MetaFunction = pageMeta;

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <header className="border-b border-ink-100 bg-gradient-to-b from-brand-50/70 to-white">
        <Container className="py-14 sm:py-16">
          <p className="text-sm font-semibold text-brand-700">Blog</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-ink-900 sm:text-5xl">Guides for profitable Amazon selling</h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-ink-600">
            Fees, advertising and inventory, explained with formulas and worked examples. Every post says when it was written, because Amazon's rules change.
          </p>
        </Container>
      </header>
      <Container className="py-12">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {loaderData.posts.map((post) => (
            <li key={post.slug}>
              <Link to={`/resources/blog/${post.slug}`} prefetch="intent" className="group flex h-full flex-col rounded-2xl border border-ink-200 p-6 hover:shadow-lg">
                <div className="flex flex-wrap gap-2">
                  {post.tags.slice(0, 3).map((tag) => (
                    <span key={tag} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
                      {tag}
                    </span>
                  ))}
                </div>
                <h2 className="mt-4 text-xl font-semibold text-ink-900 group-hover:text-brand-800">{post.title}</h2>
                <p className="mt-3 flex-1 text-sm leading-6 text-ink-600">{post.description}</p>
                <p className="mt-5 text-xs text-ink-500">
                  <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.readingMinutes} min read
                </p>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
      <CallToAction />
    </>
  );
}
