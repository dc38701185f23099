import { MarketingPageView } from "~/components/page/marketing-page-view";
import { requireMarketingPage } from "~/content/marketing-pages";
import { pageMeta } from "~/seo/page-meta";
import { marketingPageSeo } from "~/seo/page-seo";
import { readSiteConfig } from "~/site/config";
import type { Route } from "./+types/content-page";

/** Audience, company, SEO landing, legal and getting-started pages: copy from content/pages. */
export function loader({ request }: Route.LoaderArgs) {
  const page = requireMarketingPage(new URL(request.url).pathname);
  return { page, seo: marketingPageSeo(page, readSiteConfig()) };
}

export const meta: Route.MetaFunction = pageMeta;

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <MarketingPageView page={loaderData.page} />;
}
