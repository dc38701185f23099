import { useLocation } from "react-router";
import { useTrackOnce } from "~/analytics/use-track-once";
import { TrackedKpis } from "~/components/kpi/tracked-kpis";
import { MarketingPageView } from "~/components/page/marketing-page-view";
import { FbaCalculatorIsland } from "~/components/tools/fba-calculator-island";
import { requireMarketingPage } from "~/content/marketing-pages";
import { kpiLinksForPage } from "~/kpi-library/library.server";
import { pageMeta } from "~/seo/page-meta";
import { marketingPageSeo } from "~/seo/page-seo";
import { readSiteConfig } from "~/site/config";
import type { Route } from "./+types/fba-calculator";

export function loader({ request }: Route.LoaderArgs) {
  const page = requireMarketingPage(new URL(request.url).pathname);
  return { page, kpis: kpiLinksForPage(page.path), seo: marketingPageSeo(page, readSiteConfig()) };
}

export const meta: Route.MetaFunction = pageMeta;

/** The free FBA calculator (never behind the tools email gate): the tool sits between the hero and the copy. */
export default function FbaCalculatorPage({ loaderData }: Route.ComponentProps) {
  // A features page like the others (spec §2), so it counts as a feature page view.
  useTrackOnce("feature_page_view", { path: useLocation().pathname });
  return (
    <MarketingPageView page={loaderData.page} afterSections={<TrackedKpis kpis={loaderData.kpis} title="Metrics this calculator works out" />}>
      <FbaCalculatorIsland />
    </MarketingPageView>
  );
}
