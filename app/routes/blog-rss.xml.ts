import { blogFeedXml } from "~/content/blog-feed";
import { listPosts } from "~/content/blog.server";
import { readSiteConfig } from "~/site/config";

export function loader() {
  return new Response(blogFeedXml(listPosts(), readSiteConfig()), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
