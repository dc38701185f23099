import { ArrowRight, CheckCircle2, Clock } from "lucide-react";
import type { ReactNode } from "react";
import { icons, type IconName } from "~/components/icons";
import { buttonClasses } from "~/components/ui/button";
import type { MarketingPage, PageSection } from "~/content/page-schema";
import { cn } from "~/lib/cn";
import { formatDate } from "~/lib/format";
import { CallToAction } from "./call-to-action";
import { InlineText } from "./inline-text";
import { Container, FaqList } from "./sections";

/**
 * Renders a content-driven page: hero, sections, FAQ and the closing call to action. `children` sit between the hero
 * and the sections (a tool, a form); `afterSections` before the FAQ (related links).
 *
 * A free tool's page (an entry with a `tool:` block) puts the tool first (issue 47: the reimbursement finder's first
 * control was on a phone's second screen, behind a six-line title and a long intro): one short line above it, the
 * tool's name as the page's heading, and the explanation below it, the entry's headline, intro and calls to action
 * first. Every free tool's page inherits it, whichever route file renders it.
 */
export function MarketingPageView({
  page,
  heroExtra,
  children,
  afterSections,
}: {
  page: MarketingPage;
  heroExtra?: ReactNode;
  children?: ReactNode;
  afterSections?: ReactNode;
}) {
  const isLegal = Boolean(page.lastUpdated);
  const hero = <PageHero page={page} heroExtra={heroExtra} toolFirst={page.tool !== undefined} />;
  return (
    <article>
      {page.tool ? (
        <>
          <header className="bg-ink-50/70">
            <Container className="pt-6">
              <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-4xl">{page.tool.name}</h1>
            </Container>
          </header>
          {children}
          {hero}
        </>
      ) : (
        <>
          {hero}
          {children}
        </>
      )}
      <div className={cn("py-4", isLegal && "mx-auto max-w-3xl")}>
        {page.sections.map((section, index) => (
          <SectionView key={index} section={section} legal={isLegal} />
        ))}
      </div>
      {afterSections}
      <FaqList items={page.faqs} />
      {!isLegal && <CallToAction />}
    </article>
  );
}

/** The page's headline, intro and calls to action: its hero, or on a tool's page the explanation after the tool. */
function PageHero({ page, heroExtra, toolFirst }: { page: MarketingPage; heroExtra?: ReactNode; toolFirst: boolean }) {
  const isLegal = Boolean(page.lastUpdated);
  const Wrapper = toolFirst ? "div" : "header";
  const Headline = toolFirst ? "h2" : "h1";
  return (
    <Wrapper
      className={cn(
        "border-b border-ink-100",
        isLegal || toolFirst ? "bg-white" : "bg-gradient-to-b from-brand-50/70 to-white",
      )}
    >
      <Container className={cn("pt-12 pb-12 sm:pt-16", isLegal ? "max-w-3xl" : "sm:pb-16")}>
        <p className="text-sm font-semibold text-brand-700">{page.eyebrow}</p>
        <Headline
          className={cn(
            "mt-2 max-w-3xl font-bold tracking-tight text-balance text-ink-900",
            toolFirst ? "text-3xl sm:text-4xl" : "text-4xl sm:text-5xl",
          )}
        >
          {page.h1}
        </Headline>
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
    </Wrapper>
  );
}

function CtaLink({ label, href, variant }: { label: string; href: string; variant: "primary" | "secondary" }) {
  const className = buttonClasses(variant, "lg");
  return href.startsWith("http") ? (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {label}
    </a>
  ) : (
    <a href={href} className={className}>
      {label}
    </a>
  );
}

function SectionView({ section, legal }: { section: PageSection; legal: boolean }) {
  const heading = (
    <h2 className="text-2xl font-bold tracking-tight text-balance text-ink-900 sm:text-3xl">{section.heading}</h2>
  );
  const intro =
    "intro" in section && section.intro ? (
      <p className="mt-3 max-w-3xl text-lg leading-8 text-ink-600">{section.intro}</p>
    ) : null;
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
                  <p className="mt-2 text-sm leading-6 text-ink-600">
                    <InlineText text={item.body} />
                  </p>
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
          <ol className="mt-8 grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
            {section.items.map((item, index) => (
              <li key={item.title} className="rounded-2xl border border-ink-200 p-6">
                <span className="flex size-8 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
                  {index + 1}
                </span>
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
              <p key={paragraph}>
                <InlineText text={paragraph} />
              </p>
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
                <span>
                  <InlineText text={item} />
                </span>
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
                        <InlineText text={cell} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Container>
      );
    case "example":
      return (
        <Container className="max-w-4xl py-10">
          {heading}
          {intro}
          <div className="mt-6 rounded-2xl border border-brand-200 bg-brand-50/40 p-5 sm:p-6">
            <dl className="divide-y divide-brand-100">
              {section.lines.map((line) => (
                <div key={line.label} className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 py-2.5">
                  <dt className="text-ink-700">
                    <InlineText text={line.label} />
                  </dt>
                  <dd className="font-medium text-ink-900 tabular-nums">{line.value}</dd>
                </div>
              ))}
              <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 pt-3">
                <dt className="font-semibold text-ink-900">{section.result.label}</dt>
                <dd className="text-lg font-bold text-brand-800 tabular-nums">{section.result.value}</dd>
              </div>
            </dl>
            {section.note && (
              <p className="mt-4 text-sm leading-6 text-ink-600">
                <InlineText text={section.note} />
              </p>
            )}
          </div>
        </Container>
      );
    case "sample-ui":
      return (
        <Container className="py-10">
          {heading}
          {intro}
          <figure className="mt-6 overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-xl shadow-ink-900/10">
            <div className="flex flex-wrap items-center gap-1.5 border-b border-ink-100 bg-ink-50 px-4 py-2.5">
              <span className="size-2.5 rounded-full bg-ink-300" aria-hidden />
              <span className="size-2.5 rounded-full bg-ink-300" aria-hidden />
              <span className="size-2.5 rounded-full bg-ink-300" aria-hidden />
              <span className="ml-3 text-xs font-medium text-ink-600">{section.screen}</span>
              <span className="ml-auto rounded-full bg-amber-100 px-2 py-0.5 text-[11px] font-semibold text-amber-900">
                Illustrative · sample data
              </span>
            </div>
            <div className="space-y-4 p-4 sm:p-5">
              <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
                {section.metrics.map((metric) => (
                  <div key={metric.label} className="rounded-xl border border-ink-100 p-3">
                    <p className="text-xs font-medium text-ink-600">{metric.label}</p>
                    <p className="mt-1 text-lg font-bold text-ink-900 tabular-nums">{metric.value}</p>
                    {metric.detail && <p className="text-xs text-ink-600">{metric.detail}</p>}
                  </div>
                ))}
              </div>
              {section.table && (
                <div className="overflow-x-auto">
                  <table className="w-full min-w-[480px] text-left text-sm">
                    <thead className="text-xs text-ink-600">
                      <tr>
                        {section.table.columns.map((column) => (
                          <th key={column} scope="col" className="pb-2 pr-3 font-medium">
                            {column}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody className="text-ink-800 tabular-nums">
                      {section.table.rows.map((row, rowIndex) => (
                        <tr key={rowIndex} className="border-t border-ink-100">
                          {row.map((cell, cellIndex) => (
                            <td key={cellIndex} className="py-2 pr-3">
                              {cell}
                            </td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </div>
          </figure>
        </Container>
      );
    case "links":
      return (
        <Container className="py-10">
          {heading}
          {intro}
          <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {section.items.map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  className="group block h-full rounded-2xl border border-ink-200 bg-white p-5 transition-colors hover:border-brand-300 hover:bg-brand-50/40"
                >
                  <span className="flex items-center justify-between gap-3 font-semibold text-ink-900">
                    {item.label}
                    <ArrowRight
                      className="size-4 shrink-0 text-brand-700 transition-transform group-hover:translate-x-0.5"
                      aria-hidden
                    />
                  </span>
                  <span className="mt-2 block text-sm leading-6 text-ink-600">{item.body}</span>
                </a>
              </li>
            ))}
          </ul>
        </Container>
      );
  }
}
