import { useRouteLoaderData } from "react-router";
import type { SiteConfig } from "./config";

/** The site config as the root loader delivered it (build time for prerendered pages). */
export function useSiteConfig(): SiteConfig {
  const data = useRouteLoaderData("root") as { site: SiteConfig } | undefined;
  if (!data) throw new Error("useSiteConfig must be used below the root route");
  return data.site;
}
