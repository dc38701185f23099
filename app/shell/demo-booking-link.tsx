import type { ComponentPropsWithoutRef } from "react";
import { site } from "~/settings/site";

type DemoBookingLinkProps = Omit<ComponentPropsWithoutRef<"a">, "href" | "target" | "rel">;

/**
 * THE link to the external demo-booking page (SCHEDULING_URL): opens in a new tab and pushes demo_booking_click
 * (spec §7 call 4, §9: 500 USD) with the current path, through the shell's data-track handler (app/shell/actions.browser.ts),
 * so it works in static HTML and inside islands alike. Every "Book demo" / "Pick a time" link uses it.
 */
export function DemoBookingLink({ children, ...props }: DemoBookingLinkProps) {
  return (
    <a {...props} href={site.schedulingUrl} target="_blank" rel="noopener noreferrer" data-track="demo_booking_click">
      {children}
    </a>
  );
}
