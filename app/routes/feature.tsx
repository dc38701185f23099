import { PlayCircle } from "lucide-react";
import { useLocation } from "react-router";
import { useTrackOnce } from "~/analytics/use-track-once";
import { MarketingPageView } from "~/components/page/marketing-page-view";
import { openDemoModal } from "~/components/shell/demo-modal-events";
import { buttonClasses } from "~/components/ui/button";
import { requireMarketingPage } from "~/content/marketing-pages";
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
  return { page, seo: marketingPageSeo(page, site, [software]) };
}

export const meta: Route.MetaFunction = pageMeta;

export default function FeaturePage({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  useTrackOnce("feature_page_view", { path: pathname });
  return (
    <MarketingPageView
      page={loaderData.page}
      heroExtra={
        <button type="button" onClick={openDemoModal} className={buttonClasses("ghost", "lg")}>
          <PlayCircle className="size-5" aria-hidden /> Watch demo
        </button>
      }
    />
  );
}
