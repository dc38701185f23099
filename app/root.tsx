import interSubset from "./fonts/inter-subset-wght-400-800.woff2?url";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteError, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { consentDefaultsScript, gtmScript } from "./consent/consent";
import { readSiteConfig, type SiteConfig } from "./site/config";
import { DEFAULT_SUPPORT_EMAIL } from "./site/support-email";
import { StructuredData } from "./seo/structured-data";
import { documentTitle } from "./seo/title";

export function loader() {
  return { site: readSiteConfig() };
}

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interSubset, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

// Font metrics stay stable: `optional` never swaps after first render, so text cannot shift (CLS 0).
// Inter, cut to the characters and weights the pages use (scripts/subset-font.sh): 28 KB, not the 48 KB
// Latin file. unicode-range lists the same characters, so anything else comes from the fallback font.
const fontFace = `@font-face{font-family:"Inter Variable";font-style:normal;font-display:optional;font-weight:400 800;src:url(${interSubset}) format("woff2");unicode-range:U+0020-007E,U+00A0-00FF,U+2013-2014,U+2018-201D,U+2022,U+2026,U+20AC,U+2122,U+2190-2193,U+2212,U+221A,U+2248,U+2264-2265}`;

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData("root") as { site: SiteConfig } | undefined;
  const { pathname } = useLocation();
  // No tag manager on /handoff: an auth session may be in its URL fragment and must reach no third party.
  const gtmId = pathname === "/handoff" ? null : (data?.site.gtmContainerId ?? null);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#047857" />
        {/* Consent Mode v2 defaults must precede every tag and every other dataLayer entry. */}
        <script dangerouslySetInnerHTML={{ __html: consentDefaultsScript() }} />
        {gtmId && <script dangerouslySetInnerHTML={{ __html: gtmScript(gtmId) }} />}
        <style dangerouslySetInnerHTML={{ __html: fontFace }} />
        <Meta />
        <Links />
        <StructuredData />
      </head>
      <body>
        {children}
        {/* The router's own scroll handling, before paint: a new page starts at the top (spec §2), Back and
            Forward restore where the visitor was, and #anchor links land on their target. */}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Failure to load a page (the spec leaves it open): a plain, honest message with a way back. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // The root loader's site config is missing only when that loader itself failed; the title then goes without the brand.
  const site = (useRouteLoaderData("root") as { site: SiteConfig } | undefined)?.site;
  const heading = `Something went wrong (${status})`;
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-6 text-center">
      <title>{site ? documentTitle(heading, site.brandName) : heading}</title>
      <p className="text-sm font-semibold text-brand-700">Error {status}</p>
      <h1 className="mt-2 text-3xl font-bold text-ink-900">This page could not be loaded</h1>
      <p className="mt-4 text-ink-600">Please check your connection and try again. If it keeps happening, email {site?.supportEmail ?? DEFAULT_SUPPORT_EMAIL}.</p>
      <div className="mt-8 flex gap-3">
        <a href="/" className="rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white">Go to Homepage</a>
        <button type="button" onClick={() => window.location.reload()} className="rounded-lg px-4 py-2.5 text-sm font-semibold text-ink-800 ring-1 ring-ink-200">
          Try again
        </button>
      </div>
    </main>
  );
}
