import { LIBRARY_PATH } from "~/kpi-library/paths";
import { productFeature, productFeatures } from "~/product/features";
import { freeTools, type ToolId, type ToolInfo } from "~/tools/tool-catalog";

/**
 * The route table: every public route of the site and its type, in one place. The route files' getStaticPaths, the
 * route types (Web Vitals are reported per type), the sitemap, the navigation and the social images read it; nothing
 * else writes a path pattern. A page's copy lives in its content entry (app/content), found by the route's path.
 *
 * Adding a page: a line here and its content entry. A feature's page comes from its line in product/features.ts and
 * a free tool's from its line in tools/tool-catalog.ts, which this table reads: each path is typed once. The route
 * file that renders a page follows from its type (see CONTENT_PAGE_TYPES below).
 */

/**
 * The kinds of page the site has, for field measurements: one per page family, so a type's figures describe pages
 * that are built alike. The order is the order of the `npm run vitals` summary.
 */
export const ROUTE_TYPES = [
  "home",
  "feature",
  "fba calculator",
  "landing",
  "audience",
  "company",
  "legal",
  "getting started",
  "pricing",
  "contact",
  "signup",
  "handoff",
  "search",
  "tools hub",
  "tool",
  "kpi library",
  "kpi category",
  "kpi page",
  "blog index",
  "blog tag",
  "blog post",
  "404",
] as const;
export type RouteType = (typeof ROUTE_TYPES)[number];

export type GatedToolId = Exclude<ToolId, "fba_calculator">;

/** One page with a path of its own. `indexed: false` keeps it out of the sitemap (it is noindex). */
export type StaticRoute = { path: string; type: RouteType; indexed?: false; tool?: GatedToolId };
/** A family of pages from data (KPIs, posts, tags): `[name]` is one kebab-case segment, filled from that data. */
export type RouteFamily = { pattern: string; type: RouteType };

const page =
  (type: RouteType) =>
  (path: string): StaticRoute => ({ path, type });

/** The pages of the product model's features (product/features.ts), by their ids, in sitemap order. */
function featurePages(...ids: string[]): StaticRoute[] {
  return ids.map((id) => ({ path: productFeature(id).path, type: "feature" }));
}

/** The FBA calculator is a feature page with its tool (never behind the tools' email gate). */
export const FBA_CALCULATOR_PATH = toolPath("fba_calculator");
export const GETTING_STARTED_GUIDE_PATH = "/getting-started/connect-amazon-store";
export const SEARCH_PATH = "/search";

/** Every page with its own path, in sitemap order. */
export const staticRoutes: readonly StaticRoute[] = [
  { path: "/", type: "home" },
  { path: "/signup", type: "signup" },
  ...[
    "/who-we-serve/fba-sellers",
    "/who-we-serve/brand-managers",
    "/who-we-serve/agencies",
    "/who-we-serve/executives",
    "/who-we-serve/data-teams",
    "/who-we-serve/aggregators",
  ].map(page("audience")),
  ...["/affiliates", "/about", "/our-partners"].map(page("company")),
  { path: "/contact", type: "contact" },
  { path: "/press", type: "company" },
  { path: "/pricing", type: "pricing" },
  // The feature pages, each by its feature's id: product/features.ts gives its path.
  ...featurePages("ab-testing", "daily-amazon-analytics", "products-feed"),
  { path: FBA_CALCULATOR_PATH, type: "fba calculator" },
  ...featurePages(
    "profit-loss",
    "ppc-management",
    "smart-tagging",
    "sqp-keyword-optimizer",
    "custom-analytics",
    "winners-losers",
  ),
  { path: GETTING_STARTED_GUIDE_PATH, type: "getting started" },
  ...[
    "/amazon-analytics-tool",
    "/amazon-seller-profit-tool",
    "/amazon-fba-analytics-software",
    "/real-time-amazon-analytics",
    "/amazon-seller-dashboard-software",
    "/amazon-profit-loss-analytics",
    "/amazon-business-intelligence-software",
    "/amazon-ppc-analytics-tool",
  ].map(page("landing")),
  ...["/privacy-policy", "/cookies-policy", "/terms-and-conditions"].map(page("legal")),
  { path: "/tools", type: "tools hub" },
  // The gated free tools, one per entry of the tool catalog.
  ...freeTools.flatMap((tool) =>
    tool.id === "fba_calculator" ? [] : [{ path: tool.path, type: "tool" as const, tool: tool.id }],
  ),
  { path: "/resources/blog", type: "blog index" },
  { path: LIBRARY_PATH, type: "kpi library" },
  // The trial hand-off: an auth session may be in its fragment, so it is noindex and outside the sitemap.
  { path: "/handoff", type: "handoff", indexed: false },
  // The site search: its results depend on the query (?q=), so it is noindex and outside the sitemap.
  { path: SEARCH_PATH, type: "search", indexed: false },
];

export const BLOG_POST_ROUTE = { pattern: "/resources/blog/[slug]", type: "blog post" } as const satisfies RouteFamily;
export const BLOG_TAG_ROUTE = { pattern: "/resources/blog/tag/[tag]", type: "blog tag" } as const satisfies RouteFamily;
export const KPI_CATEGORY_ROUTE = {
  pattern: "/amazon-kpi/[category]",
  type: "kpi category",
} as const satisfies RouteFamily;
export const KPI_ROUTE = {
  pattern: "/amazon-kpi/[category]/[kpiSlug]",
  type: "kpi page",
} as const satisfies RouteFamily;

/** The families, each rendered by the route file of the same pattern under app/pages. */
export const routeFamilies: readonly RouteFamily[] = [BLOG_POST_ROUTE, BLOG_TAG_ROUTE, KPI_CATEGORY_ROUTE, KPI_ROUTE];

/**
 * The route types whose pages the generic content page (pages/[...page].astro) renders; every other type has a
 * route file of its own (pages/features/[slug].astro for "feature", pages/tools/[tool].astro for "tool", ...).
 */
export const CONTENT_PAGE_TYPES = [
  "landing",
  "audience",
  "company",
  "legal",
  "getting started",
] as const satisfies readonly RouteType[];

/** The product's own pages: every sentence on them speaks for the product (the copy checks read them so). */
export const PRODUCT_PAGE_TYPES: readonly RouteType[] = [
  "home",
  "feature",
  "fba calculator",
  "landing",
  "audience",
  "pricing",
  "signup",
  "getting started",
  "tools hub",
  "tool",
];

export function routesOfType(...types: RouteType[]): StaticRoute[] {
  return staticRoutes.filter((route) => types.includes(route.type));
}

/** The gated tools' pages (route type "tool"), each with its entry of the tool catalog. */
export function toolRoutes(): { path: string; tool: ToolInfo & { id: GatedToolId } }[] {
  return routesOfType("tool").map((route) => ({
    path: route.path,
    tool: (freeTools as readonly ToolInfo[]).find(
      (tool): tool is ToolInfo & { id: GatedToolId } => tool.id === route.tool,
    )!,
  }));
}

/** The one route of a type that has a single page (home, pricing, the FBA calculator, ...). */
export function onlyRoute(type: RouteType): StaticRoute {
  const [route, ...others] = routesOfType(type);
  if (!route || others.length > 0)
    throw new Error(`Route type "${type}" has ${others.length + (route ? 1 : 0)} pages, not one`);
  return route;
}

/** The path given, checked against the table when the module that names it loads: a typo fails the build. */
export function routePath(path: string): string {
  if (!staticRouteByPath.has(path) && !routeFamilies.some((family) => matchPattern(family.pattern, path)))
    throw new Error(`${path} is not a route of the site`);
  return path;
}

/** A family's path for its parameters: fillPattern(KPI_ROUTE.pattern, { category: "advertising", kpiSlug: "acos" }). */
export function fillPattern(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/\[([a-zA-Z]+)\]/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${pattern}: no value for [${name}]`);
    return value;
  });
}

/** The parameters of a path in a family (null when it is not one of its paths). */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const wanted = pattern.split("/");
  const actual = path.split("/");
  if (wanted.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = actual[index] ?? "";
    const parameter = /^\[([a-zA-Z]+)\]$/.exec(segment);
    if (!parameter) {
      if (segment !== value) return null;
    } else if (/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)) params[parameter[1]!] = value;
    else return null;
  }
  return params;
}

function toolPath(id: ToolId): string {
  const tool = freeTools.find((candidate) => candidate.id === id);
  if (!tool) throw new Error(`No tool ${id} in the tool catalog`);
  return tool.path;
}

const staticRouteByPath = new Map(staticRoutes.map((route) => [route.path, route]));
if (staticRouteByPath.size !== staticRoutes.length) throw new Error("The route table lists a path twice");
for (const feature of productFeatures)
  if (!staticRouteByPath.has(feature.path)) throw new Error(`The route table has no page for ${feature.path}`);

/** The route type of a page path (without query; a trailing slash is ignored); "404" for the not-found page and any unknown path. */
export function routeTypeOf(pathname: string): RouteType {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return (
    staticRouteByPath.get(path)?.type ??
    routeFamilies.find((family) => matchPattern(family.pattern, path))?.type ??
    "404"
  );
}
