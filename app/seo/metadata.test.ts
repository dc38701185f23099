import { describe, expect, it } from "vitest";
import { buildMeta } from "./metadata";

const site = { brandName: "MarginAtlas", primaryHost: "https://marginatlas.com" };
const find = (meta: ReturnType<typeof buildMeta>, key: string, value: string) =>
  meta.find((entry) => (entry as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

describe("buildMeta", () => {
  const meta = buildMeta(
    { title: "Pricing | MarginAtlas", description: "Plans for every Amazon seller.", keywords: ["amazon", "pricing"], url: "/pricing/?ref=nav" },
    site,
  );

  it("sets title, description, keywords and author", () => {
    expect(meta).toContainEqual({ title: "Pricing | MarginAtlas" });
    expect(find(meta, "name", "description")?.content).toBe("Plans for every Amazon seller.");
    expect(find(meta, "name", "keywords")?.content).toBe("amazon, pricing");
    expect(find(meta, "name", "author")?.content).toBe("MarginAtlas");
  });
  it("defaults robots to 'index, follow'", () => {
    expect(find(meta, "name", "robots")?.content).toBe("index, follow");
    const noindex = buildMeta({ title: "t", description: "d", url: "/handoff", robots: "noindex, nofollow" }, site);
    expect(find(noindex, "name", "robots")?.content).toBe("noindex, nofollow");
  });
  it("adds a canonical link following the canonical rule", () => {
    expect(find(meta, "rel", "canonical")?.href).toBe("https://marginatlas.com/pricing");
  });
  it("adds Open Graph and Twitter tags with a 1200x630 image and a large summary card", () => {
    expect(find(meta, "property", "og:url")?.content).toBe("https://marginatlas.com/pricing");
    expect(find(meta, "property", "og:image")?.content).toBe("https://marginatlas.com/social/default.png");
    expect(find(meta, "property", "og:image:width")?.content).toBe("1200");
    expect(find(meta, "property", "og:image:height")?.content).toBe("630");
    expect(find(meta, "property", "og:type")?.content).toBe("website");
    expect(find(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(meta, "name", "twitter:image")?.content).toBe("https://marginatlas.com/social/default.png");
  });
  it("uses the page's own type and image when given", () => {
    const article = buildMeta({ title: "t", description: "d", url: "/resources/blog/x", type: "article", image: "/social/blog.png" }, site);
    expect(find(article, "property", "og:type")?.content).toBe("article");
    expect(find(article, "property", "og:image")?.content).toBe("https://marginatlas.com/social/blog.png");
  });
});
