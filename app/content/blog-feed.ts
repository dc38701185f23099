import { Feed } from "feed";
import { canonicalUrl } from "~/routes/canonical";
import { onlyRoute } from "~/routes/routes";
import { BLOG_FEED_PATH, BLOG_FEED_TITLE, blogPostPath } from "./blog-links";
import { latestPostChange, type BlogPost } from "./blog-post";

/** RSS 2.0 for the posts, newest first: title, summary, link, date, author and tags per item. The feed library escapes the XML. */
export function blogFeedXml(posts: BlogPost[], site: { brandName: string; primaryHost: string }): string {
  const blogUrl = canonicalUrl(onlyRoute("blog index").path, site.primaryHost);
  const newest = latestPostChange(posts);
  const feed = new Feed({
    id: blogUrl,
    title: `${site.brandName} blog: ${BLOG_FEED_TITLE}`,
    description:
      "Practical guides for Amazon sellers on FBA fees, advertising, inventory and profit, with worked examples and dated sources.",
    link: blogUrl,
    language: "en",
    updated: new Date(`${newest}T00:00:00Z`),
    feedLinks: { rss: canonicalUrl(BLOG_FEED_PATH, site.primaryHost) },
    copyright: `© ${site.brandName}`,
    generator: site.brandName,
  });
  for (const post of posts) {
    const url = canonicalUrl(blogPostPath(post.slug), site.primaryHost);
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      description: post.description,
      date: new Date(`${post.date}T00:00:00Z`),
      author: [{ name: post.author }],
      category: post.tags.map((name) => ({ name })),
    });
  }
  return feed.rss2();
}
