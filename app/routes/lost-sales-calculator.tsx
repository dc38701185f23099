import { MarketingPageView } from "~/components/page/marketing-page-view";
import { requireMarketingPage } from "~/content/marketing-pages";
import { pageMeta } from "~/seo/page-meta";
import { marketingPageSeo } from "~/seo/page-seo";
import { readSiteConfig } from "~/site/config";
import type { Route } from "./+types/lost-sales-calculator";

export function loader({ request }: Route.LoaderArgs) {
  const page = requireMarketingPage(new URL(request.url).pathname);
  return { page, seo: marketingPageSeo(page, readSiteConfig()) };
}

export const meta: Route.MetaFunction = pageMeta;

export default function ToolPage({ loaderData }: Route.ComponentProps) {
  return <MarketingPageView page={loaderData.page} />;
}
