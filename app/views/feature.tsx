import { PlayCircle } from "lucide-react";
import { buttonClasses } from "~/components/ui/button";
import type { MarketingPage } from "~/content/page-schema";
import { pagesOfType } from "~/content/pages.server";
import { lowestMonthlyUsd } from "~/content/pricing";
import { WAITLIST_FEATURES, type WaitlistFeature } from "~/leads/email-lists";
import { softwareApplicationJsonLd } from "~/seo/json-ld";
import { marketingPageMetadata, type PageMetadataInput } from "~/seo/page-metadata";
import { site } from "~/settings/site";

/** The "feature" pages of the route table, rendered by pages/features/[slug].astro (the FBA calculator has its own file). */
export function featureRoutePages(): Promise<MarketingPage[]> {
  return pagesOfType("feature");
}

/** A feature page's metadata: the content page's, plus the feature as a SoftwareApplication. */
export function featurePageMetadata(page: MarketingPage): PageMetadataInput {
  const software = softwareApplicationJsonLd({
    name: `${site.brandName} ${page.eyebrow}`,
    description: page.description,
    category: "BusinessApplication",
    features: page.sections
      .flatMap((section) =>
        section.kind === "cards" || section.kind === "steps" ? section.items.map((item) => item.title) : [],
      )
      .slice(0, 8),
    url: `${site.primaryHost}/${page.path}`,
    lowestMonthlyUsd: page.comingSoon ? undefined : lowestMonthlyUsd,
  });
  return marketingPageMetadata(page, [software]);
}

const WAITLIST_FEATURE_NAMES: Record<WaitlistFeature, string> = {
  "sqp-keyword-optimizer": "SQP Keyword Optimizer",
  "custom-analytics": "Custom Analytics",
};

/** The waitlist a coming-soon feature page collects for, from its path (features/<slug>), or null. */
export function waitlistFor(page: MarketingPage): { feature: WaitlistFeature; featureName: string } | null {
  const slug = page.path.replace(/^features\//, "");
  const feature = page.comingSoon ? WAITLIST_FEATURES.find((candidate) => candidate === slug) : undefined;
  return feature ? { feature, featureName: WAITLIST_FEATURE_NAMES[feature] } : null;
}

export function WatchDemoButton() {
  return (
    <button type="button" data-action="open-demo" className={buttonClasses("ghost", "lg")}>
      <PlayCircle className="size-5" aria-hidden /> Watch demo
    </button>
  );
}
