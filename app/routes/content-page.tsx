import { GuideVideo } from "~/components/page/guide-video";
import { MarketingPageView } from "~/components/page/marketing-page-view";
import { requireMarketingPage } from "~/content/marketing-pages";
import { pageMeta } from "~/seo/page-meta";
import { marketingPageSeo } from "~/seo/page-seo";
import { readSiteConfig } from "~/site/config";
import { GETTING_STARTED_GUIDE_PATH } from "~/site/navigation";
import { useSiteConfig } from "~/site/use-site-config";
import type { Route } from "./+types/content-page";

/** Audience, company, SEO landing, legal and getting-started pages: copy from content/pages. */
export function loader({ request }: Route.LoaderArgs) {
  const page = requireMarketingPage(new URL(request.url).pathname);
  return { page, seo: marketingPageSeo(page, readSiteConfig()) };
}

export const meta: Route.MetaFunction = pageMeta;

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const site = useSiteConfig();
  const guideVideoUrl = `/${page.path}` === GETTING_STARTED_GUIDE_PATH ? site.guideVideoUrl : null;
  // The video follows the guide's written steps, which double as its transcript.
  const steps = page.sections.flatMap((section) => (section.kind === "steps" ? section.items : []));
  return <MarketingPageView page={page}>{guideVideoUrl && <GuideVideo url={guideVideoUrl} steps={steps} />}</MarketingPageView>;
}
