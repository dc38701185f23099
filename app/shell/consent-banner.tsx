import { buttonClasses } from "~/components/ui/button";

/**
 * Consent banner: accept all, reject all and customise are equally easy (same size, same row). It is in every
 * page's HTML, shown, so it paints with the page's first paint (on the 404 page it was the largest paint, at 2.7 s
 * on slow 4G when the shell's script revealed it, issue 39). A visitor who chose never sees it: the head's consent
 * script marks <html> (CONSENT_STORED_ATTRIBUTE) and app.css hides it under that mark; without scripts it is hidden
 * too (the layout's <noscript>), since no choice could be made or stored. app/shell/consent-banner.browser.ts then
 * keeps it, and reopens it from the footer. Fixed-position, so it never shifts the page.
 */
export function ConsentBanner() {
  return (
    <section
      id="cookie-banner"
      role="dialog"
      aria-modal="false"
      aria-labelledby="cookie-banner-title"
      data-testid="cookie-banner"
      className="fixed inset-x-3 bottom-3 z-[45] mx-auto max-w-3xl rounded-2xl border border-ink-200 bg-white p-4 shadow-2xl shadow-ink-900/15 sm:p-5"
    >
      <h2 id="cookie-banner-title" className="text-sm font-semibold text-ink-900">
        Your privacy choices
      </h2>
      <p className="mt-1 text-sm leading-6 text-ink-600">
        We use essential storage to run this site. With your permission we also use analytics and marketing cookies to
        understand visits and measure our ads. Read the{" "}
        <a href="/cookies-policy" className="font-medium text-brand-700 underline">
          cookies policy
        </a>
        .
      </p>
      <fieldset data-consent-choices hidden className="mt-3 grid gap-2 sm:grid-cols-3">
        <legend className="sr-only">Cookie categories</legend>
        <label className="flex items-start gap-2 rounded-lg border border-ink-200 p-3 text-sm">
          <input type="checkbox" checked disabled className="mt-0.5 size-4 accent-brand-700" />
          <span>
            <span className="font-medium text-ink-900">Essential</span>
            <span className="block text-xs text-ink-500">Always on: security, consent and form state.</span>
          </span>
        </label>
        <label className="flex items-start gap-2 rounded-lg border border-ink-200 p-3 text-sm">
          <input type="checkbox" name="analytics" className="mt-0.5 size-4 accent-brand-700" />
          <span>
            <span className="font-medium text-ink-900">Analytics</span>
            <span className="block text-xs text-ink-500">Anonymous visit statistics.</span>
          </span>
        </label>
        <label className="flex items-start gap-2 rounded-lg border border-ink-200 p-3 text-sm">
          <input type="checkbox" name="marketing" className="mt-0.5 size-4 accent-brand-700" />
          <span>
            <span className="font-medium text-ink-900">Marketing</span>
            <span className="block text-xs text-ink-500">Ad measurement and personalisation.</span>
          </span>
        </label>
      </fieldset>
      <div className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-3">
        <button type="button" data-consent="reject" className={buttonClasses("secondary", "md")}>
          Reject all
        </button>
        <button type="button" data-consent="customise" className={buttonClasses("secondary", "md")}>
          Customise
        </button>
        <button type="button" data-consent="save" hidden className={buttonClasses("secondary", "md")}>
          Save choices
        </button>
        <button type="button" data-consent="accept" className={buttonClasses("primary", "md")}>
          Accept all
        </button>
      </div>
    </section>
  );
}
