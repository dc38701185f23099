import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/** Several routes share one module (their copy is data); a route id keeps each one distinct. */
const page = (path: string, file: string) => route(path, file, { id: path });

// The spec's route table, in the spec's order, under one shared layout at "/".
export default [
  layout("routes/layout.tsx", [
    // Home
    index("routes/home.tsx"),
    // Account entry
    route("signup", "routes/signup.tsx"),
    route("handoff", "routes/handoff.tsx"),
    // Features
    page("features/ab-testing", "routes/feature.tsx"),
    page("features/daily-amazon-analytics", "routes/feature.tsx"),
    page("features/products-feed", "routes/feature.tsx"),
    route("features/amazon-fba-calculator", "routes/fba-calculator.tsx"),
    page("features/profit-loss", "routes/feature.tsx"),
    page("features/ppc-management", "routes/feature.tsx"),
    page("features/smart-tagging", "routes/feature.tsx"),
    page("features/sqp-keyword-optimizer", "routes/feature.tsx"),
    page("features/custom-analytics", "routes/feature.tsx"),
    page("features/winners-losers", "routes/feature.tsx"),
    // Tools
    route("tools", "routes/tools-hub.tsx"),
    route("tools/fba-fee-audit", "routes/fba-fee-audit.tsx"),
    route("tools/lost-sales-calculator", "routes/lost-sales-calculator.tsx"),
    route("tools/roi-calculator", "routes/roi-calculator.tsx"),
    route("tools/organic-rank-tracker", "routes/organic-rank-tracker.tsx"),
    // Audiences
    page("who-we-serve/fba-sellers", "routes/content-page.tsx"),
    page("who-we-serve/brand-managers", "routes/content-page.tsx"),
    page("who-we-serve/agencies", "routes/content-page.tsx"),
    page("who-we-serve/executives", "routes/content-page.tsx"),
    page("who-we-serve/data-teams", "routes/content-page.tsx"),
    page("who-we-serve/aggregators", "routes/content-page.tsx"),
    // Blog
    route("resources/blog", "routes/blog-index.tsx", { id: "blog-index" }),
    route("resources/blog/tag/:tag", "routes/blog-index.tsx", { id: "blog-tag" }),
    route("resources/blog/:slug", "routes/blog-post.tsx"),
    // Company
    page("affiliates", "routes/content-page.tsx"),
    page("about", "routes/content-page.tsx"),
    page("our-partners", "routes/content-page.tsx"),
    route("contact", "routes/contact.tsx"),
    route("pricing", "routes/pricing.tsx"),
    page("press", "routes/content-page.tsx"),
    // KPI library
    route("amazon-data-library", "routes/kpi-library.tsx"),
    route("amazon-kpi/:category", "routes/kpi-category.tsx"),
    route("amazon-kpi/:category/:kpiSlug", "routes/kpi-detail.tsx"),
    // SEO landing pages
    page("amazon-analytics-tool", "routes/content-page.tsx"),
    page("amazon-seller-profit-tool", "routes/content-page.tsx"),
    page("amazon-fba-analytics-software", "routes/content-page.tsx"),
    page("real-time-amazon-analytics", "routes/content-page.tsx"),
    page("amazon-seller-dashboard-software", "routes/content-page.tsx"),
    page("amazon-profit-loss-analytics", "routes/content-page.tsx"),
    page("amazon-business-intelligence-software", "routes/content-page.tsx"),
    page("amazon-ppc-analytics-tool", "routes/content-page.tsx"),
    // Legal
    page("privacy-policy", "routes/content-page.tsx"),
    page("cookies-policy", "routes/content-page.tsx"),
    page("terms-and-conditions", "routes/content-page.tsx"),
    // Getting started
    page("getting-started/connect-amazon-store", "routes/content-page.tsx"),
    // Anything else
    route("*", "routes/not-found.tsx"),
  ]),
  // Machine-readable files, prerendered like the pages.
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("resources/blog/rss.xml", "routes/blog-rss.xml.ts"),
  route("social/:file", "routes/social-image.ts"),
] satisfies RouteConfig;
