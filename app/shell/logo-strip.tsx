import { connectsToNames } from "~/content/integrations";
import { customerLogos } from "~/content/social-proof";
import { site } from "~/settings/site";

/**
 * The shell's logo carousel (spec: fallback height 48 px). It shows customer logos once the site owner adds
 * them to content/social-proof.ts; until then it lists the Amazon marketplaces and data sources the product
 * connects to (content/integrations.ts). It scrolls slowly and stops for visitors who prefer reduced motion.
 */

const LOGO_STRIP_HEIGHT_PX = 48;

export function LogoStrip() {
  const hasLogos = customerLogos.length > 0;
  const label = hasLogos ? `Amazon brands using ${site.brandName}` : "Connects to";
  return (
    <section aria-label={label} className="border-y border-ink-100 bg-ink-50/60">
      <div className="mx-auto flex max-w-7xl items-center gap-6 px-4 sm:px-6 lg:px-8">
        <p className="shrink-0 text-xs font-semibold tracking-wide text-ink-500 uppercase">{label}</p>
        <div
          className="relative flex-1 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)]"
          style={{ height: LOGO_STRIP_HEIGHT_PX }}
        >
          <ul
            className="animate-marquee flex h-full w-max items-center gap-10 hover:[animation-play-state:paused]"
            data-testid="logo-strip-track"
          >
            {/* The list is doubled so the marquee loops seamlessly; the copy is hidden from assistive tech. */}
            {[0, 1].map((copy) =>
              (hasLogos ? customerLogos.map((logo) => logo.name) : connectsToNames).map((name, index) => (
                <li
                  key={`${copy}-${name}`}
                  aria-hidden={copy === 1}
                  className="text-sm font-semibold whitespace-nowrap text-ink-600"
                >
                  {hasLogos ? (
                    <img
                      src={customerLogos[index]?.src}
                      alt={copy === 1 ? "" : name}
                      height={24}
                      className="h-6 w-auto"
                    />
                  ) : (
                    name
                  )}
                </li>
              )),
            )}
          </ul>
        </div>
      </div>
    </section>
  );
}
