import { routeTypeOf, type RouteType } from "~/routes/routes";

/**
 * Which pages get their own 1200x630 social image, and where it lives. Imported by the page metadata (og:image)
 * and the social image endpoint (pages/social/[file].ts), so both always agree.
 */
export type SocialImageKind = "blog" | "kpi" | "feature" | "landing";

/** The route types (routes/routes.ts) whose pages have an image of their own. */
const KIND_OF_ROUTE: Partial<Record<RouteType, SocialImageKind>> = {
  "blog post": "blog",
  "kpi page": "kpi",
  feature: "feature",
  "fba calculator": "feature",
  landing: "landing",
};

export function socialImageKind(pagePath: string): SocialImageKind | undefined {
  return KIND_OF_ROUTE[routeTypeOf(pagePath)];
}

// Path segments are kebab-case (never "--"), so joining them with "--" gives every page its own file name.
const SEPARATOR = "--";

/** The page's own image, e.g. /amazon-kpi/advertising/acos -> /social/amazon-kpi--advertising--acos.png. */
export function socialImagePath(pagePath: string): string | undefined {
  if (!socialImageKind(pagePath)) return undefined;
  return `/social/${pagePath.replace(/^\//, "").replaceAll("/", SEPARATOR)}.png`;
}
