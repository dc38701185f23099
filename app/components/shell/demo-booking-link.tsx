import type { ComponentPropsWithoutRef } from "react";
import { trackEvent } from "~/analytics/events";
import { useSiteConfig } from "~/site/use-site-config";

type DemoBookingLinkProps = Omit<ComponentPropsWithoutRef<"a">, "href" | "target" | "rel">;

/**
 * THE link to the external demo-booking page (SCHEDULING_URL): opens in a new tab and pushes
 * demo_booking_click (spec §7 call 4, §9: 500 USD) with the current path. Every "Book demo" /
 * "Pick a time" link uses it, so no booking click goes untracked.
 */
export function DemoBookingLink({ onClick, children, ...props }: DemoBookingLinkProps) {
  const site = useSiteConfig();
  return (
    <a
      {...props}
      href={site.schedulingUrl}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        trackEvent("demo_booking_click", { path: window.location.pathname });
        onClick?.(event);
      }}
    >
      {children}
    </a>
  );
}
