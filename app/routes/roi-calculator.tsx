import { lazy } from "react";
import { TrackedKpis } from "~/components/kpi/tracked-kpis";
import { MarketingPageView } from "~/components/page/marketing-page-view";
import { GatedToolSection } from "~/components/tools/tools-gate";
import { requireMarketingPage } from "~/content/marketing-pages";
import { kpiLinksForPage } from "~/kpi-library/library.server";
import { pageMeta } from "~/seo/page-meta";
import { marketingPageSeo } from "~/seo/page-seo";
import { readSiteConfig } from "~/site/config";
import type { Route } from "./+types/roi-calculator";

export function loader({ request }: Route.LoaderArgs) {
  const page = requireMarketingPage(new URL(request.url).pathname);
  return { page, kpis: kpiLinksForPage(page.path), seo: marketingPageSeo(page, readSiteConfig()) };
}

export const meta: Route.MetaFunction = pageMeta;

// The tool's code loads only once this browser is unlocked (it never renders on the server).
const RoiTool = lazy(() => import("~/components/tools/roi-tool").then((module) => ({ default: module.RoiTool })));

/** Prerendered with its full copy; the tool itself shows once this browser has unlocked the free tools. */
export default function RoiCalculatorPage({ loaderData }: Route.ComponentProps) {
  return (
    <MarketingPageView page={loaderData.page} afterSections={<TrackedKpis kpis={loaderData.kpis} title="Metrics this planner works out" />}>
      <GatedToolSection toolName="ROI calculator">
        <RoiTool />
      </GatedToolSection>
    </MarketingPageView>
  );
}
