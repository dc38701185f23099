import type { MetaDescriptor } from "react-router";
import type { SiteConfig } from "~/site/config";
import { buildMeta, type PageMetadataInput } from "./metadata";

type MetaArgs = { data: unknown; matches: ({ id: string; data: unknown } | undefined)[] };

/** `meta` export shared by every page: the route's loader returns `seo`, the root loader the site config. */
export function pageMeta({ data, matches }: MetaArgs): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.data as { site: SiteConfig } | undefined;
  const seo = (data as { seo?: PageMetadataInput } | undefined)?.seo;
  if (!root || !seo) return [];
  return buildMeta(seo, root.site);
}
