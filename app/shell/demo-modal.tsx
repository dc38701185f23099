import { ArrowLeft, ArrowRight, CalendarDays } from "lucide-react";
import { useState } from "react";
import { DashboardPreview } from "~/components/dashboard-preview";
import { VideoPlayer } from "~/components/page/video-player";
import { buttonClasses } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { alertDelivery } from "~/product/capabilities";
import { ORDERS_REFRESH } from "~/product/model";
import { site } from "~/settings/site";
import { DemoBookingLink } from "./demo-booking-link";

const tourSteps = [
  {
    title: `Profit after every fee, updated ${ORDERS_REFRESH}`,
    body: "Sales, refunds, referral and FBA fees, storage, inbound placement and ad spend land in one profit figure per day, per product and per marketplace.",
  },
  {
    title: "Catch what is eating your margin",
    body: "Winners & Losers shows which products gained or lost profit against the previous period and what moved it (traffic, conversion, unit profit or ad spend), so you know where to look first.",
  },
  {
    title: "Ads judged on profit, not just ACoS",
    body: "Every campaign shows its spend, ACoS and profit after ads beside its product's break-even ACoS and TACoS, so you can cut waste with confidence.",
  },
  {
    title: "Alerts before problems get expensive",
    body: `Sales, profit, ad spend, sessions or conversion outside the range you set, or days of supply below your threshold, raise an alert ${alertDelivery}, checked as often as that data arrives.`,
  },
];

/**
 * The demo modal is one of the site overlays (site-overlays.tsx), opened from any "Watch demo" control (app/shell/actions.browser.ts) or the #demo URL hash.
 * With a DEMO_VIDEO_URL configured it plays that video; otherwise it shows a short guided tour.
 */
export default function DemoModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [step, setStep] = useState(0);

  const current = tourSteps[step] ?? tourSteps[0]!;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl" data-testid="demo-modal">
        <DialogTitle className="pr-8 text-xl font-bold text-ink-900">See {site.brandName} in 60 seconds</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-ink-600">
          A short tour of the product. Book a live demo to walk through it with us.
        </DialogDescription>
        {site.demoVideoUrl ? (
          <div className="mt-5 aspect-video overflow-hidden rounded-xl bg-ink-900">
            <VideoPlayer url={site.demoVideoUrl} title="Product demo video" />
          </div>
        ) : (
          <div className="mt-5 grid gap-5 md:grid-cols-[1.3fr_1fr] md:items-center">
            <DashboardPreview compact />
            <div>
              <p className="text-xs font-semibold text-brand-700">
                Step {step + 1} of {tourSteps.length}
              </p>
              <h3 className="mt-1 text-lg font-semibold text-ink-900">{current.title}</h3>
              <p className="mt-2 text-sm leading-6 text-ink-600">{current.body}</p>
              <div className="mt-4 flex gap-2">
                <button
                  type="button"
                  className={buttonClasses("secondary", "sm")}
                  onClick={() => setStep((s) => Math.max(0, s - 1))}
                  disabled={step === 0}
                >
                  <ArrowLeft className="size-4" aria-hidden /> Back
                </button>
                <button
                  type="button"
                  className={buttonClasses("secondary", "sm")}
                  onClick={() => setStep((s) => Math.min(tourSteps.length - 1, s + 1))}
                  disabled={step === tourSteps.length - 1}
                >
                  Next <ArrowRight className="size-4" aria-hidden />
                </button>
              </div>
            </div>
          </div>
        )}
        <div className="mt-6 flex flex-wrap gap-3 border-t border-ink-100 pt-5">
          <DemoBookingLink className={buttonClasses("primary", "md")}>
            <CalendarDays className="size-4" aria-hidden /> Book a live demo
          </DemoBookingLink>
          <a href="/signup" className={buttonClasses("secondary", "md")}>
            Start free trial
          </a>
        </div>
      </DialogContent>
    </Dialog>
  );
}
