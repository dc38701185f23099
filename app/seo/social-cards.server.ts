import { blogPostPath } from "~/content/blog-links";
import { getPost, listPosts } from "~/content/blog.server";
import { kpiLibrary } from "~/content/kpis.server";
import { findPage, listPages } from "~/content/pages.server";
import { getCategory, kpiPath } from "~/kpi-library/library.server";
import { socialImageKind, socialImagePath } from "./social-images";

/** What a page's social image shows: its type as a label, its title, and a line of context. */
export type SocialCard = { pagePath: string; label: string; title: string; subtitle: string };

export async function socialCard(pagePath: string): Promise<SocialCard | undefined> {
  const kind = socialImageKind(pagePath);
  const slug = pagePath.split("/").pop() ?? "";
  if (kind === "blog") {
    const post = await getPost(slug);
    return (
      post && {
        pagePath,
        label: "Blog",
        title: post.title,
        subtitle: `${post.author} · ${post.readingMinutes} min read`,
      }
    );
  }
  if (kind === "kpi") {
    const kpi = (await kpiLibrary()).getKpi(slug);
    const category = kpi && getCategory(kpi.category);
    if (!kpi || !category || kpiPath(kpi) !== pagePath) return undefined;
    return {
      pagePath,
      label: "Amazon KPI library",
      title: kpi.name,
      subtitle: `${category.name} · formula, worked example and calculator`,
    };
  }
  if (kind === "feature" || kind === "landing") {
    const page = await findPage(pagePath);
    return (
      page && {
        pagePath,
        label: kind === "feature" ? "Feature" : page.eyebrow || "Amazon seller analytics",
        title: page.h1,
        subtitle: page.description,
      }
    );
  }
  return undefined;
}

/** Every page that has its own social image: all blog posts, KPI pages, feature pages and landing pages. */
export async function socialCards(): Promise<SocialCard[]> {
  const paths = [
    ...(await listPosts()).map((post) => blogPostPath(post.slug)),
    ...(await kpiLibrary()).allKpis().map(kpiPath),
    ...(await listPages()).map((page) => `/${page.path}`),
  ];
  const cards = await Promise.all(paths.filter((path) => socialImagePath(path)).map(socialCard));
  return cards.filter((card) => card !== undefined);
}
