import { blogFeedXml } from "~/content/blog-feed";
import { listPosts } from "~/content/blog.server";
import { site } from "~/settings/site";

export async function GET() {
  return new Response(blogFeedXml(await listPosts(), site), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
