import { exploreLinks } from "../site-structure/navigation";

/**
 * Which pages get their own 1200x630 social image, and where it lives. Imported by the page metadata (og:image)
 * and the social image endpoint (pages/social/[file].ts), so both always agree.
 */
export type SocialImageKind = "blog" | "kpi" | "feature" | "landing";

// The SEO landing pages, as the footer's Explore column lists them (a test keeps it equal to content/pages/landing.ts).
const landingPaths = new Set(exploreLinks.map((link) => link.href));

export function socialImageKind(pagePath: string): SocialImageKind | undefined {
  if (/^\/resources\/blog\/[a-z0-9-]+$/.test(pagePath)) return "blog";
  if (/^\/amazon-kpi\/[a-z0-9-]+\/[a-z0-9-]+$/.test(pagePath)) return "kpi";
  if (/^\/features\/[a-z0-9-]+$/.test(pagePath)) return "feature";
  if (landingPaths.has(pagePath)) return "landing";
  return undefined;
}

// Path segments are kebab-case (never "--"), so joining them with "--" gives every page its own file name.
const SEPARATOR = "--";

/** The page's own image, e.g. /amazon-kpi/advertising/acos -> /social/amazon-kpi--advertising--acos.png. */
export function socialImagePath(pagePath: string): string | undefined {
  if (!socialImageKind(pagePath)) return undefined;
  return `/social/${pagePath.replace(/^\//, "").replaceAll("/", SEPARATOR)}.png`;
}
