import { lazy } from "react";
import { TrackedKpis } from "~/components/kpi/tracked-kpis";
import { MarketingPageView } from "~/components/page/marketing-page-view";
import { GatedToolSection } from "~/components/tools/tools-gate";
import { requireMarketingPage } from "~/content/marketing-pages";
import { kpiLinksForPage } from "~/kpi-library/library.server";
import { pageMeta } from "~/seo/page-meta";
import { marketingPageSeo } from "~/seo/page-seo";
import { readSiteConfig } from "~/site/config";
import type { Route } from "./+types/organic-rank-tracker";

export function loader({ request }: Route.LoaderArgs) {
  const page = requireMarketingPage(new URL(request.url).pathname);
  return { page, kpis: kpiLinksForPage(page.path), seo: marketingPageSeo(page, readSiteConfig()) };
}

export const meta: Route.MetaFunction = pageMeta;

// The tool's code loads only once this browser is unlocked (it never renders on the server).
const RankTrackerTool = lazy(() => import("~/components/tools/rank-tracker-tool").then((module) => ({ default: module.RankTrackerTool })));

/** Prerendered with its full copy; the tracker itself shows once this browser has unlocked the free tools. */
export default function OrganicRankTrackerPage({ loaderData }: Route.ComponentProps) {
  return (
    <MarketingPageView page={loaderData.page} afterSections={<TrackedKpis kpis={loaderData.kpis} title="Metrics this tracker follows" />}>
      <GatedToolSection toolName="organic rank tracker">
        <RankTrackerTool />
      </GatedToolSection>
    </MarketingPageView>
  );
}
