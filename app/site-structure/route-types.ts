import { exploreLinks, GETTING_STARTED_GUIDE_PATH } from "./navigation";
import { LIBRARY_PATH } from "~/kpi-library/paths";

/**
 * The kinds of page the site has, for field measurements (Web Vitals are reported per route type): one per page
 * family, so a type's figures describe pages that are built alike.
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

const LEGAL = new Set(["/privacy-policy", "/cookies-policy", "/terms-and-conditions"]);
const LANDING = new Set(exploreLinks.map((link) => link.href));
const EXACT: Record<string, RouteType> = {
  "/": "home",
  "/features/amazon-fba-calculator": "fba calculator",
  "/pricing": "pricing",
  "/contact": "contact",
  "/signup": "signup",
  "/handoff": "handoff",
  "/tools": "tools hub",
  [LIBRARY_PATH]: "kpi library",
  "/resources/blog": "blog index",
  [GETTING_STARTED_GUIDE_PATH]: "getting started",
};

/** The route type of a page path (without query or trailing slash); "404" for the not-found page ("/404"). */
export function routeTypeOf(pathname: string): RouteType {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const exact = EXACT[path];
  if (exact) return exact;
  if (LEGAL.has(path)) return "legal";
  if (LANDING.has(path)) return "landing";
  if (/^\/features\/[a-z0-9-]+$/.test(path)) return "feature";
  if (/^\/tools\/[a-z0-9-]+$/.test(path)) return "tool";
  if (/^\/who-we-serve\/[a-z0-9-]+$/.test(path)) return "audience";
  if (/^\/amazon-kpi\/[a-z0-9-]+\/[a-z0-9-]+$/.test(path)) return "kpi page";
  if (/^\/amazon-kpi\/[a-z0-9-]+$/.test(path)) return "kpi category";
  if (/^\/resources\/blog\/tag\/[a-z0-9-]+$/.test(path)) return "blog tag";
  if (/^\/resources\/blog\/[a-z0-9-]+$/.test(path)) return "blog post";
  if (/^\/(affiliates|about|our-partners|press)$/.test(path)) return "company";
  return "404";
}
