import { blogPostPath } from "~/content/blog-links";
import type { BlogPost } from "~/content/blog-post";
import { requireMarketingPage } from "~/content/marketing-pages";
import { homeCopy, signupCopy } from "~/content/site-pages";
import { shortName } from "~/kpi-library/aliases";
import { getCategory, kpiCategoryList, kpiPath, type Kpi } from "~/kpi-library/library.server";
import { categoryHref } from "~/kpi-library/paths";
import { buildSearchIndex, type SearchDocument, type SearchIndexFile } from "~/lib/site-search";
import { staticRoutes, type RouteType, type StaticRoute } from "~/routes/routes";
import { site } from "~/settings/site";
import { freeTools } from "~/tools/tool-catalog";
import { libraryPageDescription, libraryPageTitle } from "./page-metadata";

/**
 * What the site search knows, made at build time from the route table and the content: every page of the table
 * that is indexed (its entry's title, description, keywords and `searchAliases`), every KPI (name, aliases, formula),
 * KPI category and blog post. Blog tag pages are left out: they only list posts, which are in the index themselves.
 */
const KIND_OF: Partial<Record<RouteType, string>> = {
  feature: "Feature",
  "fba calculator": "Free tool",
  tool: "Free tool",
  "tools hub": "Free tools",
  "kpi library": "Metric library",
  "blog index": "Blog",
  pricing: "Pricing",
};

function staticRouteDocument(route: StaticRoute, posts: readonly BlogPost[], kpiCount: number): SearchDocument {
  const kind = KIND_OF[route.type] ?? "Page";
  switch (route.type) {
    case "home":
      return document(route.path, kind, homeCopy.title, homeCopy.description, homeCopy.keywords ?? []);
    case "signup":
      return document(route.path, kind, signupCopy.title, signupCopy.description, signupCopy.keywords ?? []);
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
      const page = requireMarketingPage(route.path);
      const tool = freeTools.find((candidate) => candidate.path === route.path);
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

function document(url: string, kind: string, title: string, summary: string, words: string[]): SearchDocument {
  return { url, kind, title, summary, aliases: [], text: words.join(" ") };
}

export function searchDocuments(posts: readonly BlogPost[], kpis: readonly Kpi[]): SearchDocument[] {
  const pages = staticRoutes
    .filter((route) => route.indexed !== false)
    .map((route) => staticRouteDocument(route, posts, kpis.length));
  const kpiDocuments = kpis.map((kpi) => ({
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
export function siteSearchIndex(posts: readonly BlogPost[], kpis: readonly Kpi[]): SearchIndexFile {
  return buildSearchIndex(searchDocuments(posts, kpis));
}
