import { blogPostPath } from "~/content/blog-links";
import type { BlogPost } from "~/content/blog-post";
import { homeCopy, requirePage, signupCopy } from "~/content/pages.server";
import { shortName } from "~/kpi-library/aliases";
import { getCategory, kpiCategoryList, kpiPath, type Kpi } from "~/kpi-library/library.server";
import { categoryHref } from "~/kpi-library/paths";
import { buildSearchIndex, type SearchDocument, type SearchIndexFile, type SearchKind } from "~/lib/site-search";
import { staticRoutes, type RouteType, type StaticRoute } from "~/routes/routes";
import { site } from "~/settings/site";
import { libraryPageDescription, libraryPageTitle } from "./page-metadata";

/**
 * What the site search knows, made at build time from the route table and the content: every page of the table
 * that is indexed (its entry's title, description, keywords and `searchAliases`), every KPI (name, aliases, formula),
 * KPI category and blog post. Blog tag pages are left out: they only list posts, which are in the index themselves.
 */
const KIND_OF: Partial<Record<RouteType, SearchKind>> = {
  feature: "Feature",
  "fba calculator": "Free tool",
  tool: "Free tool",
  "tools hub": "Free tools",
  "kpi library": "Metric library",
  "blog index": "Blog",
  pricing: "Pricing",
};

async function staticRouteDocument(
  route: StaticRoute,
  posts: readonly BlogPost[],
  kpiCount: number,
): Promise<SearchDocument> {
  const kind = KIND_OF[route.type] ?? "Page";
  switch (route.type) {
    case "home": {
      const copy = await homeCopy();
      return document(route.path, kind, copy.title, copy.description, copy.keywords ?? []);
    }
    case "signup": {
      const copy = await signupCopy();
      return document(route.path, kind, copy.title, copy.description, copy.keywords ?? []);
    }
    case "kpi library": {
      return document(route.path, kind, libraryPageTitle(kpiCount, site.brandName), libraryPageDescription(kpiCount), [
        "kpi",
        "metrics",
        "formulas",
      ]);
    }
    case "blog index":
      return document(route.path, kind, "Amazon seller blog", `${posts.length} guides for Amazon sellers.`, [
        ...new Set(posts.flatMap((post) => post.tags)),
      ]);
    default: {
      const page = await requirePage(route.path);
      const { tool } = page;
      return {
        ...document(route.path, kind, page.title, page.description, [
          page.h1,
          ...page.keywords,
          ...(tool ? [tool.name, tool.question] : []),
        ]),
        aliases: page.searchAliases ?? [],
      };
    }
  }
}

function document(url: string, kind: SearchKind, title: string, summary: string, words: string[]): SearchDocument {
  return { url, kind, title, summary, aliases: [], text: words.join(" ") };
}

export async function searchDocuments(posts: readonly BlogPost[], kpis: readonly Kpi[]): Promise<SearchDocument[]> {
  const pages = await Promise.all(
    staticRoutes
      .filter((route) => route.indexed !== false)
      .map((route) => staticRouteDocument(route, posts, kpis.length)),
  );
  const kpiDocuments = kpis.map((kpi): SearchDocument => ({
    url: kpiPath(kpi),
    kind: "Metric",
    title: kpi.name,
    aliases: [shortName(kpi.name), ...kpi.aliases, ...(kpi.searchAliases ?? [])],
    summary: kpi.definition,
    text: [kpi.formula.expression, getCategory(kpi.category)?.name ?? ""].join(" "),
  }));
  const categories = kpiCategoryList.map((category) =>
    document(categoryHref(category.slug), "Metric category", `${category.name} metrics`, category.description, []),
  );
  const blogPosts = posts.map((post) => ({
    ...document(blogPostPath(post.slug), "Blog post", post.title, post.description, post.tags),
    aliases: post.searchAliases ?? [],
  }));
  return [...kpiDocuments, ...pages, ...categories, ...blogPosts];
}

/** The index the build writes as /search-index.json. */
export async function siteSearchIndex(posts: readonly BlogPost[], kpis: readonly Kpi[]): Promise<SearchIndexFile> {
  return buildSearchIndex(await searchDocuments(posts, kpis));
}
