import { MarketingPageView } from "~/components/page/marketing-page-view";
import { ToolsHub } from "~/components/tools/tools-hub";
import { requireMarketingPage } from "~/content/marketing-pages";
import { pageMeta } from "~/seo/page-meta";
import { marketingPageSeo } from "~/seo/page-seo";
import { readSiteConfig } from "~/site/config";
import type { Route } from "./+types/tools-hub";

export function loader({ request }: Route.LoaderArgs) {
  const page = requireMarketingPage(new URL(request.url).pathname);
  return { page, seo: marketingPageSeo(page, readSiteConfig()) };
}

export const meta: Route.MetaFunction = pageMeta;

/** The free tools hub: the email unlock (one email unlocks every tool in this browser) and the tool list. */
export default function ToolsHubPage({ loaderData }: Route.ComponentProps) {
  return (
    <MarketingPageView page={loaderData.page}>
      <ToolsHub />
    </MarketingPageView>
  );
}
