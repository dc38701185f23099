import { lazy } from "react";
import { MarketingPageView } from "~/components/page/marketing-page-view";
import { GatedToolSection } from "~/components/tools/tools-gate";
import { requireMarketingPage } from "~/content/marketing-pages";
import { pageMeta } from "~/seo/page-meta";
import { marketingPageSeo } from "~/seo/page-seo";
import { readSiteConfig } from "~/site/config";
import type { Route } from "./+types/fba-fee-audit";

export function loader({ request }: Route.LoaderArgs) {
  const page = requireMarketingPage(new URL(request.url).pathname);
  return { page, seo: marketingPageSeo(page, readSiteConfig()) };
}

export const meta: Route.MetaFunction = pageMeta;

// The tool's code loads only once this browser is unlocked (it never renders on the server).
const FeeAuditTool = lazy(() => import("~/components/tools/fee-audit-tool").then((module) => ({ default: module.FeeAuditTool })));

/** Prerendered with its full copy; the audit itself shows once this browser has unlocked the free tools. */
export default function FbaFeeAuditPage({ loaderData }: Route.ComponentProps) {
  return (
    <MarketingPageView page={loaderData.page}>
      <GatedToolSection toolName="FBA fee audit">
        <FeeAuditTool />
      </GatedToolSection>
    </MarketingPageView>
  );
}
