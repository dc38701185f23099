import type { MarketingPage } from "~/content/page-schema";
import { pagesOfType } from "~/content/pages.server";
import { CONTENT_PAGE_TYPES, GETTING_STARTED_GUIDE_PATH } from "~/routes/routes";
import { site } from "~/settings/site";

/** Audience, company, SEO landing, legal and getting-started pages (CONTENT_PAGE_TYPES): copy from content/pages, one generic page. */
export function contentPages(): Promise<MarketingPage[]> {
  return pagesOfType(...CONTENT_PAGE_TYPES);
}

/** The getting-started guide's video (GUIDE_VIDEO_URL), which follows its written steps (they are its transcript). */
export function guideVideoFor(page: MarketingPage): { url: string; steps: { title: string; body: string }[] } | null {
  if (`/${page.path}` !== GETTING_STARTED_GUIDE_PATH || !site.guideVideoUrl) return null;
  const steps = page.sections.flatMap((section) =>
    section.kind === "steps" ? section.items.map(({ title, body }) => ({ title, body })) : [],
  );
  return { url: site.guideVideoUrl, steps };
}
