import { CheckCircle2, Clock } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { icons, type IconName } from "~/components/icons";
import { buttonClasses } from "~/components/ui/button";
import type { MarketingPage, PageSection } from "~/content/page-schema";
import { cn } from "~/lib/cn";
import { formatDate } from "~/lib/format-date";
import { CallToAction } from "./call-to-action";
import { Container, FaqList } from "./sections";

/** Renders a content-driven page: hero, sections, FAQ and the closing call to action. */
export function MarketingPageView({ page, heroExtra, children, breadcrumb }: { page: MarketingPage; heroExtra?: ReactNode; children?: ReactNode; breadcrumb?: ReactNode }) {
  const isLegal = Boolean(page.lastUpdated);
  return (
    <article>
      <header className={cn("border-b border-ink-100", isLegal ? "bg-white" : "bg-gradient-to-b from-brand-50/70 to-white")}>
        <Container className={cn("pt-12 pb-12 sm:pt-16", isLegal ? "max-w-3xl" : "sm:pb-16")}>
          {breadcrumb}
          <p className="text-sm font-semibold text-brand-700">{page.eyebrow}</p>
          <h1 className="mt-2 max-w-3xl text-4xl font-bold tracking-tight text-balance text-ink-900 sm:text-5xl">{page.h1}</h1>
          {page.comingSoon && (
            <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
              <Clock className="size-4" aria-hidden /> Coming soon
            </p>
          )}
          <p className="mt-5 max-w-3xl text-lg leading-8 text-pretty text-ink-600">{page.intro}</p>
          {page.lastUpdated && <p className="mt-3 text-sm text-ink-500">Last updated {formatDate(page.lastUpdated)}</p>}
          {(page.primaryCta || page.secondaryCta || heroExtra) && (
            <div className="mt-8 flex flex-wrap gap-3">
              {page.primaryCta && <CtaLink {...page.primaryCta} variant="primary" />}
              {page.secondaryCta && <CtaLink {...page.secondaryCta} variant="secondary" />}
              {heroExtra}
            </div>
          )}
        </Container>
      </header>
      {children}
      <div className={cn("py-4", isLegal && "mx-auto max-w-3xl")}>
        {page.sections.map((section, index) => (
          <SectionView key={index} section={section} legal={isLegal} />
        ))}
      </div>
      <FaqList items={page.faqs} />
      {!isLegal && <CallToAction />}
    </article>
  );
}

function CtaLink({ label, href, variant }: { label: string; href: string; variant: "primary" | "secondary" }) {
  const className = buttonClasses(variant, "lg");
  return href.startsWith("http") ? (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {label}
    </a>
  ) : (
    <Link to={href} className={className}>
      {label}
    </Link>
  );
}

function SectionView({ section, legal }: { section: PageSection; legal: boolean }) {
  const heading = <h2 className="text-2xl font-bold tracking-tight text-balance text-ink-900 sm:text-3xl">{section.heading}</h2>;
  const intro = "intro" in section && section.intro ? <p className="mt-3 max-w-3xl text-lg leading-8 text-ink-600">{section.intro}</p> : null;
  switch (section.kind) {
    case "cards":
      return (
        <Container className="py-10">
          {heading}
          {intro}
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {section.items.map((item) => {
              const Icon = item.icon && item.icon in icons ? icons[item.icon as IconName] : null;
              return (
                <li key={item.title} className="rounded-2xl border border-ink-200 bg-white p-6">
                  {Icon && <Icon className="size-6 text-brand-700" aria-hidden />}
                  <h3 className={cn("font-semibold text-ink-900", Icon && "mt-4")}>{item.title}</h3>
                  <p className="mt-2 text-sm leading-6 text-ink-600">{item.body}</p>
                </li>
              );
            })}
          </ul>
        </Container>
      );
    case "steps":
      return (
        <Container className="py-10">
          {heading}
          {intro}
          <ol className="mt-8 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {section.items.map((item, index) => (
              <li key={item.title} className="rounded-2xl border border-ink-200 p-6">
                <span className="flex size-8 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">{index + 1}</span>
                <h3 className="mt-4 font-semibold text-ink-900">{item.title}</h3>
                <p className="mt-2 text-sm leading-6 text-ink-600">{item.body}</p>
              </li>
            ))}
          </ol>
        </Container>
      );
    case "prose":
      return (
        <Container className={cn("py-8", legal ? "max-w-3xl" : "max-w-4xl")}>
          {heading}
          <div className="mt-4 space-y-4 text-[1.0625rem] leading-8 text-ink-700">
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Container>
      );
    case "checklist":
      return (
        <Container className={cn("py-10", legal && "max-w-3xl")}>
          {heading}
          {intro}
          <ul className="mt-6 grid gap-3 md:grid-cols-2">
            {section.items.map((item) => (
              <li key={item} className="flex gap-3 text-ink-700">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </Container>
      );
    case "table":
      return (
        <Container className={cn("py-10", legal && "max-w-3xl")}>
          {heading}
          {intro}
          <div className="mt-6 overflow-x-auto rounded-2xl border border-ink-200">
            <table className="w-full min-w-[560px] text-left text-sm">
              <thead className="bg-ink-50 text-ink-900">
                <tr>
                  {section.columns.map((column) => (
                    <th key={column} scope="col" className="px-4 py-3 font-semibold">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-100 text-ink-700">
                {section.rows.map((row, rowIndex) => (
                  <tr key={rowIndex}>
                    {row.map((cell, cellIndex) => (
                      <td key={cellIndex} className="px-4 py-3 align-top">
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Container>
      );
  }
}
