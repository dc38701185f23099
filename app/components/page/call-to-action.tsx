import { ContactPopupButton } from "~/components/lead-forms/contact-popup-button";
import { buttonClasses } from "~/components/ui/button";
import { Container } from "./sections";

/** The closing call to action shared by every page: start a trial or talk to sales. */
export function CallToAction({
  title,
  body,
  readAs = title === undefined && body === undefined ? "call-to-action" : undefined,
}: {
  title?: string;
  body?: string;
  /**
   * The shared part that reads this block once for every page it is on (data-read-as,
   * app/content/page-reads.server.ts): the default one's, or a template's that many pages fill the same way.
   */
  readAs?: string;
}) {
  title ??= "See your true Amazon profit: 14-day free trial";
  body ??=
    "Connect your store in minutes; your history import follows and we email you when it is in. No credit card, cancel anytime.";
  return (
    <section className="pb-16 sm:pb-24" data-read-as={readAs}>
      <Container>
        <div className="relative overflow-hidden rounded-3xl bg-brand-800 px-6 py-14 text-center sm:px-12">
          <div
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_30%_0%,rgba(110,231,183,0.35),transparent_55%)]"
            aria-hidden
          />
          <h2 className="relative text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">{title}</h2>
          <p className="relative mx-auto mt-4 max-w-xl text-lg text-brand-100">{body}</p>
          <div className="relative mt-8 flex flex-wrap justify-center gap-3">
            <a href="/signup" className={buttonClasses("secondary", "lg")}>
              Start free trial
            </a>
            <ContactPopupButton variant="dark">Talk to sales</ContactPopupButton>
          </div>
        </div>
      </Container>
    </section>
  );
}
