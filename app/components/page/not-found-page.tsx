import { ArrowLeft, BookOpen, Home } from "lucide-react";
import { buttonClasses } from "~/components/ui/button";
import type { PageSeo } from "~/content/page-schema";
import { LIBRARY_PATH } from "~/kpi-library/paths";

const popularPages = [
  { name: "Pricing", href: "/pricing", description: "Plans for every stage of your Amazon business." },
  { name: "Profit & Loss", href: "/features/profit-loss", description: "See true profit after every Amazon fee." },
  { name: "Blog", href: "/resources/blog", description: "Guides on fees, PPC and profitability." },
  { name: "Contact", href: "/contact", description: "Talk to our team." },
];

/** Spec §2 "404 page": the texts, the three buttons and the popular pages. The server answers it with status 404. */
export function NotFoundPage({ copy }: { copy: PageSeo }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center sm:py-28">
      <p className="text-7xl font-extrabold tracking-tight text-brand-700 sm:text-8xl">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">Page Not Found</h1>
      <p className="mt-4 text-lg text-ink-600">{copy.description}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <a href="/" className={buttonClasses("primary", "lg")}>
          <Home className="size-4" aria-hidden /> Go to Homepage
        </a>
        <a href={LIBRARY_PATH} className={buttonClasses("secondary", "lg")}>
          <BookOpen className="size-4" aria-hidden /> Browse KPI Library
        </a>
        <button type="button" data-action="history-back" className={buttonClasses("ghost", "lg")}>
          <ArrowLeft className="size-4" aria-hidden /> Go Back
        </button>
      </div>
      <div className="mt-16 text-left">
        <h2 className="text-center text-sm font-semibold tracking-wide text-ink-500 uppercase">Popular pages</h2>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {popularPages.map((page) => (
            <li key={page.href}>
              <a
                href={page.href}
                className="block rounded-xl border border-ink-200 p-4 hover:border-brand-300 hover:bg-brand-50/40"
              >
                <span className="font-semibold text-ink-900">{page.name}</span>
                <span className="mt-1 block text-sm text-ink-600">{page.description}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
