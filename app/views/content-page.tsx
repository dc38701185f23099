import { marketingPages } from "~/content/marketing-pages";
import type { MarketingPage } from "~/content/page-schema";
import { GETTING_STARTED_GUIDE_PATH } from "~/site-structure/navigation";
import { site } from "~/site/site";

/** Paths whose content page has a page file of its own (a form, a tool, plans) rather than the generic one. */
const OWN_PAGE = /^(features\/|tools(\/|$)|contact$|pricing$)/;

/** Audience, company, SEO landing, legal and getting-started pages: copy from content/pages, one generic page. */
export function contentPages(): MarketingPage[] {
  return [...marketingPages.values()].filter((page) => !OWN_PAGE.test(page.path));
}

/** The getting-started guide's video (GUIDE_VIDEO_URL), which follows its written steps (they are its transcript). */
export function guideVideoFor(page: MarketingPage): { url: string; steps: { title: string; body: string }[] } | null {
  if (`/${page.path}` !== GETTING_STARTED_GUIDE_PATH || !site.guideVideoUrl) return null;
  const steps = page.sections.flatMap((section) => (section.kind === "steps" ? section.items.map(({ title, body }) => ({ title, body })) : []));
  return { url: site.guideVideoUrl, steps };
}
