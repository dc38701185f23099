import { expect, test } from "@playwright/test";
import { socialImageKind } from "~/seo/social-images";

const HOST = "https://marginatlas.com";
const DEFAULT_IMAGE = `${HOST}/social/default.png`;

const metaContent = (html: string, attribute: "property" | "name", key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]+)"`).exec(html)?.[1];

test("every blog post, KPI, feature and landing page has its own 1200x630 social image; other pages keep the default", async ({
  request,
}) => {
  test.setTimeout(180_000);
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(HOST, "") || "/");
  const owners = new Map<string, string>();
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const image = metaContent(html, "property", "og:image");
    expect(metaContent(html, "name", "twitter:image"), path).toBe(image);
    if (!socialImageKind(path)) {
      expect(image, path).toBe(DEFAULT_IMAGE);
      continue;
    }
    expect(image, path).toMatch(new RegExp(`^${HOST}/social/[a-z0-9-]+\\.png$`));
    expect(owners.get(image!), `${path} shares its image with ${owners.get(image!)}`).toBeUndefined();
    owners.set(image!, path);
    const response = await request.get(image!.replace(HOST, ""));
    expect(response.status(), image).toBe(200);
    const png = await response.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], image).toEqual([1200, 630]);
  }
  expect(owners.size).toBeGreaterThanOrEqual(100);
});

test("blog pages link the RSS feed, tag pages filter without JavaScript, posts carry BlogPosting with image and dateModified", async ({
  request,
}) => {
  const index = await (await request.get("/resources/blog")).text();
  const tagLinks = [
    ...new Set([...index.matchAll(/href="(\/resources\/blog\/tag\/[a-z0-9-]+)"/g)].map((match) => match[1]!)),
  ];
  expect(tagLinks.length).toBeGreaterThan(3);
  const tagPage = await (await request.get(tagLinks[0]!)).text();
  // Post cards (class "group ..."), not the tag links.
  const postLinks = (html: string) =>
    new Set(
      [...html.matchAll(/<a (?=[^>]*class="group )[^>]*href="(\/resources\/blog\/[a-z0-9-]+)"/g)].map(
        (match) => match[1]!,
      ),
    );
  expect(postLinks(tagPage).size).toBeGreaterThan(0);
  expect(postLinks(tagPage).size).toBeLessThan(postLinks(index).size);

  const post = await (await request.get([...postLinks(index)][0]!)).text();
  for (const html of [index, tagPage, post]) expect(html).toContain('<link rel="alternate" type="application/rss+xml"');
  expect(post).toContain("Related guides");
  const blogPosting = [...post.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
    .find((data) => data["@type"] === "BlogPosting");
  expect(blogPosting?.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(blogPosting?.image).toMatch(new RegExp(`^${HOST}/social/resources--blog--`));

  const feed = await request.get("/resources/blog/rss.xml");
  expect(feed.status()).toBe(200);
  const rss = await feed.text();
  expect(rss).toMatch(/^<\?xml[^>]*\?>\s*<rss version="2.0"/);
  expect(rss.match(/<item>/g)?.length).toBe(postLinks(index).size);
});
