import { MarketingPageView } from "~/components/page/marketing-page-view";
import { FbaCalculatorIsland } from "~/components/tools/fba-calculator-island";
import { requireMarketingPage } from "~/content/marketing-pages";
import { pageMeta } from "~/seo/page-meta";
import { marketingPageSeo } from "~/seo/page-seo";
import { readSiteConfig } from "~/site/config";
import type { Route } from "./+types/fba-calculator";

export function loader({ request }: Route.LoaderArgs) {
  const page = requireMarketingPage(new URL(request.url).pathname);
  return { page, seo: marketingPageSeo(page, readSiteConfig()) };
}

export const meta: Route.MetaFunction = pageMeta;

/** The free FBA calculator (never behind the tools email gate): the tool sits between the hero and the copy. */
export default function FbaCalculatorPage({ loaderData }: Route.ComponentProps) {
  return (
    <MarketingPageView page={loaderData.page}>
      <FbaCalculatorIsland />
    </MarketingPageView>
  );
}
