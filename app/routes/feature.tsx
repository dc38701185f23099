import { PlayCircle } from "lucide-react";
import { useLocation } from "react-router";
import { useTrackOnce } from "~/analytics/use-track-once";
import { TrackedKpis } from "~/components/kpi/tracked-kpis";
import { MarketingPageView } from "~/components/page/marketing-page-view";
import { WaitlistForm } from "~/components/page/waitlist-form";
import { openDemoModal } from "~/components/shell/demo-modal-events";
import { buttonClasses } from "~/components/ui/button";
import { requireMarketingPage } from "~/content/marketing-pages";
import { kpiLinksForPage } from "~/kpi-library/library.server";
import { WAITLIST_FEATURES, type WaitlistFeature } from "~/leads/schema";
import { softwareApplicationJsonLd } from "~/seo/json-ld";
import { pageMeta } from "~/seo/page-meta";
import { marketingPageSeo } from "~/seo/page-seo";
import { readSiteConfig } from "~/site/config";
import type { Route } from "./+types/feature";

export function loader({ request }: Route.LoaderArgs) {
  const site = readSiteConfig();
  const page = requireMarketingPage(new URL(request.url).pathname);
  const software = softwareApplicationJsonLd({
    name: `${site.brandName} ${page.eyebrow}`,
    description: page.description,
    category: "BusinessApplication",
    features: page.sections.flatMap((section) => (section.kind === "cards" || section.kind === "steps" ? section.items.map((item) => item.title) : [])).slice(0, 8),
    url: `${site.primaryHost}/${page.path}`,
  });
  // Decided here, on the server: the page's JavaScript then carries no lead schema (Zod) unless the waitlist
  // form is submitted (it loads its request code on the first submit).
  const waitlist = waitlistFeature(page.path, page.comingSoon);
  return {
    page,
    kpis: kpiLinksForPage(page.path),
    seo: marketingPageSeo(page, site, [software]),
    waitlist: waitlist && { feature: waitlist, name: WAITLIST_FEATURE_NAMES[waitlist] },
  };
}

export const meta: Route.MetaFunction = pageMeta;

const WAITLIST_FEATURE_NAMES: Record<WaitlistFeature, string> = {
  "sqp-keyword-optimizer": "SQP Keyword Optimizer",
  "custom-analytics": "Custom Analytics",
};

/** The waitlist a coming-soon feature page collects for, from its path (features/<slug>). */
function waitlistFeature(path: string, comingSoon: boolean): WaitlistFeature | null {
  const slug = path.replace(/^features\//, "");
  return comingSoon ? (WAITLIST_FEATURES.find((feature) => feature === slug) ?? null) : null;
}

export default function FeaturePage({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  useTrackOnce("feature_page_view", { path: pathname });
  const { page, waitlist } = loaderData;
  return (
    <MarketingPageView
      page={page}
      afterSections={<TrackedKpis kpis={loaderData.kpis} title={page.comingSoon ? "Metrics it will track" : "Metrics it tracks"} />}
      heroExtra={
        <button type="button" onClick={openDemoModal} className={buttonClasses("ghost", "lg")}>
          <PlayCircle className="size-5" aria-hidden /> Watch demo
        </button>
      }
    >
      {waitlist && <WaitlistForm feature={waitlist.feature} featureName={waitlist.name} />}
    </MarketingPageView>
  );
}
