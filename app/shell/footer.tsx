import type { ReactNode } from "react";
import { LIBRARY_NAME, LIBRARY_PATH } from "~/kpi-library/paths";
import { productFacts } from "~/product/facts";
import {
  audienceItems,
  companyLinks,
  exploreLinks,
  featureItems,
  freeToolPages,
  legalLinks,
  resourceLinks,
  type FreeToolLink,
  type NavItem,
} from "~/routes/navigation";
import { site } from "~/settings/site";
import { Logo } from "./logo";

/** Spec §9: the footer's fallback height is 384 px (reserved so late content cannot shift the page). */
const FOOTER_MIN_HEIGHT_PX = 384;

/** `newsletter` is the footer's newsletter form, an island the layout passes in; `toolLinks` the free tools' entries'. */
export function Footer({ newsletter, toolLinks }: { newsletter: ReactNode; toolLinks: readonly FreeToolLink[] }) {
  return (
    <footer className="bg-ink-950 text-ink-300" style={{ minHeight: FOOTER_MIN_HEIGHT_PX }}>
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-10 sm:px-6 lg:px-8">
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[1.2fr_2fr]">
          <div className="max-w-sm">
            <div className="[&_a]:text-white [&_span]:text-white">
              <Logo brandName={site.brandName} />
            </div>
            <p className="mt-4 text-sm leading-6 text-ink-400">
              Profit analytics for Amazon sellers: every fee, every ad dollar and every unit in one place, with orders
              refreshed {productFacts.ordersRefresh}.
            </p>
            <div className="mt-6">
              <h2 className="text-sm font-semibold text-white">Get the Amazon fee & profit briefing</h2>
              <p className="mt-1 text-sm text-ink-400">
                An occasional email when Amazon changes fees, plus practical guides.
              </p>
              <div className="mt-3">{newsletter}</div>
            </div>
          </div>
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:grid-cols-4">
            <FooterColumn title="Product" items={featureItems} />
            <FooterColumn title="Who we serve" items={audienceItems} />
            <FooterColumn
              title="Free tools"
              items={[...freeToolPages(toolLinks), { name: LIBRARY_NAME, href: LIBRARY_PATH, description: "" }]}
            />
            <FooterColumn
              title="Company"
              items={[...companyLinks, ...resourceLinks.filter((item) => item.href === "/resources/blog")]}
            />
            <FooterColumn title="Explore" items={exploreLinks} className="sm:col-span-2 lg:col-span-4" inline />
          </div>
        </div>
        <div className="mt-12 flex flex-col gap-4 border-t border-ink-800 pt-6 text-sm text-ink-400 md:flex-row md:items-center md:justify-between">
          <p>
            © {new Date().getFullYear()} {site.brandName}. Amazon is a trademark of Amazon.com, Inc. {site.brandName} is
            not affiliated with Amazon.
          </p>
          <ul className="flex flex-wrap items-center gap-x-5 gap-y-2">
            {legalLinks.map((item) => (
              <li key={item.href}>
                <a href={item.href} className="hover:text-white">
                  {item.name}
                </a>
              </li>
            ))}
            <li>
              <button type="button" data-action="consent-preferences" className="hover:text-white">
                Cookie settings
              </button>
            </li>
            {site.socialProfiles.map((profile) => (
              <li key={profile.name}>
                <a href={profile.url} target="_blank" rel="noopener noreferrer" className="hover:text-white">
                  {profile.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({
  title,
  items,
  className,
  inline,
}: {
  title: string;
  items: NavItem[];
  className?: string;
  inline?: boolean;
}) {
  return (
    <div className={className}>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className={inline ? "mt-3 flex flex-wrap gap-x-5 gap-y-2" : "mt-3 space-y-2"}>
        {items.map((item) => (
          <li key={item.href + item.name}>
            {item.external ? (
              <a href={item.href} target="_blank" rel="noopener noreferrer" className="text-sm hover:text-white">
                {item.name}
              </a>
            ) : (
              <a href={item.href} className="text-sm hover:text-white">
                {item.name}
                {/* A coming-soon feature is never listed as if it were here (product/claims.ts). */}
                {item.isComingSoon && <span className="ml-1.5 text-xs">(soon)</span>}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
