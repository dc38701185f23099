import { lazy } from "react";
import { TrackedKpis } from "~/components/kpi/tracked-kpis";
import { MarketingPageView } from "~/components/page/marketing-page-view";
import { GatedToolSection } from "~/components/tools/tools-gate";
import { requireMarketingPage } from "~/content/marketing-pages";
import { kpiLinksForPage } from "~/kpi-library/library.server";
import { pageMeta } from "~/seo/page-meta";
import { marketingPageSeo } from "~/seo/page-seo";
import { readSiteConfig } from "~/site/config";
import type { Route } from "./+types/lost-sales-calculator";

export function loader({ request }: Route.LoaderArgs) {
  const page = requireMarketingPage(new URL(request.url).pathname);
  return { page, kpis: kpiLinksForPage(page.path), seo: marketingPageSeo(page, readSiteConfig()) };
}

export const meta: Route.MetaFunction = pageMeta;

// The tool's code loads only once this browser is unlocked (it never renders on the server).
const LostSalesTool = lazy(() => import("~/components/tools/lost-sales-tool").then((module) => ({ default: module.LostSalesTool })));

/** Prerendered with its full copy; the tool itself shows once this browser has unlocked the free tools. */
export default function LostSalesCalculatorPage({ loaderData }: Route.ComponentProps) {
  return (
    <MarketingPageView page={loaderData.page} afterSections={<TrackedKpis kpis={loaderData.kpis} title="Metrics this calculator works out" />}>
      <GatedToolSection toolName="lost sales calculator">
        <LostSalesTool />
      </GatedToolSection>
    </MarketingPageView>
  );
}
