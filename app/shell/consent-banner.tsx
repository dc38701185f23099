import { buttonClasses } from "~/components/ui/button";
import { CONSENT_BANNER_ID } from "~/consent/consent";

/**
 * Consent banner: accept all, reject all and customise are equally easy (same size, same row). A compact bar at the
 * top of the page, in its flow, before the header (issue 47: a card fixed over the bottom of a phone's first screen
 * covered 41% of it and the hero's calls to action): it covers nothing, and the page's own first screen follows it.
 * It is in every page's HTML, shown, so it paints with the page's first paint (issue 39), and its buttons answer from
 * then on (the head's consent script, app/consent/consent.ts). A visitor who chose never sees it: the head's consent
 * script marks <html> (CONSENT_STORED_ATTRIBUTE) and app.css hides it under that mark; without scripts it is hidden
 * too (the layout's <noscript>), since no choice could be made or stored. app/shell/consent-banner.browser.ts reopens
 * it from the footer.
 */
export function ConsentBanner() {
  return (
    <section
      id={CONSENT_BANNER_ID}
      aria-labelledby="cookie-banner-title"
      data-testid="cookie-banner"
      className="border-b border-ink-200 bg-ink-50"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
        <p className="flex-1 text-sm text-ink-700">
          <strong id="cookie-banner-title" className="font-semibold text-ink-900">
            Your privacy choices:
          </strong>
          {" essential storage runs this site; analytics and marketing cookies only if you allow them ("}
          <a href="/cookies-policy" className="font-medium text-brand-700 underline">
            cookies policy
          </a>
          ).
        </p>
        <fieldset data-consent-choices hidden className="grid w-full gap-2 sm:grid-cols-3">
          <legend className="sr-only">Cookie categories</legend>
          <label className="flex items-start gap-2 rounded-lg border border-ink-200 bg-white p-3 text-sm">
            <input type="checkbox" checked disabled className="mt-0.5 size-4 accent-brand-700" />
            <span>
              <span className="font-medium text-ink-900">Essential</span>
              <span className="block text-xs text-ink-500">Always on: security, consent and form state.</span>
            </span>
          </label>
          <label className="flex items-start gap-2 rounded-lg border border-ink-200 bg-white p-3 text-sm">
            <input type="checkbox" name="analytics" className="mt-0.5 size-4 accent-brand-700" />
            <span>
              <span className="font-medium text-ink-900">Analytics</span>
              <span className="block text-xs text-ink-500">Anonymous visit statistics.</span>
            </span>
          </label>
          <label className="flex items-start gap-2 rounded-lg border border-ink-200 bg-white p-3 text-sm">
            <input type="checkbox" name="marketing" className="mt-0.5 size-4 accent-brand-700" />
            <span>
              <span className="font-medium text-ink-900">Marketing</span>
              <span className="block text-xs text-ink-500">Ad measurement and personalisation.</span>
            </span>
          </label>
        </fieldset>
        <div className="grid w-full grid-cols-3 gap-2 sm:w-auto">
          <button type="button" data-consent="reject" className={buttonClasses("secondary", "sm")}>
            Reject all
          </button>
          <button type="button" data-consent="customise" className={buttonClasses("secondary", "sm")}>
            Customise
          </button>
          <button type="button" data-consent="save" hidden className={buttonClasses("secondary", "sm")}>
            Save choices
          </button>
          <button type="button" data-consent="accept" className={buttonClasses("primary", "sm")}>
            Accept all
          </button>
        </div>
      </div>
    </section>
  );
}
