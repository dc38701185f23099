import { LIBRARY_PATH } from "~/kpi-library/paths";
import { kpiCount } from "~/product/kpis";
import { ORDERS_REFRESH } from "~/product/model";
import { freeTools, type ToolId } from "~/tools/tool-catalog";
import { GETTING_STARTED_GUIDE_PATH, routePath } from "./routes";

/**
 * The one navigation data file: the header dropdowns, the mobile drawer and the footer all render from it. Every
 * path is checked against the route table (routes.ts) when this module loads, so a link to no page fails the build.
 */
export type NavIconName =
  | "chart"
  | "line-chart"
  | "dollar"
  | "tag"
  | "layers"
  | "target"
  | "search"
  | "calculator"
  | "boxes"
  | "blocks"
  | "users"
  | "briefcase"
  | "building"
  | "database"
  | "trending-up"
  | "trending-down"
  | "flask"
  | "globe"
  | "file-text"
  | "plug"
  | "receipt";

export type NavItem = {
  name: string;
  href: string;
  description: string;
  isFree?: boolean;
  isComingSoon?: boolean;
  isCustomPricing?: boolean;
  isHowItWorks?: boolean;
  /** Opens in a new tab. */
  external?: boolean;
  /** The icon's name; components/nav-icons.ts draws each with a Lucide icon. */
  icon?: NavIconName;
};

export const featureItems: NavItem[] = [
  {
    name: "Profit & Loss",
    href: routePath("/features/profit-loss"),
    description: "True profit after every Amazon fee, per SKU and per day.",
    icon: "dollar",
  },
  {
    name: "Daily Amazon Analytics",
    href: routePath("/features/daily-amazon-analytics"),
    description: `Sales, ads and traffic in one view; orders update ${ORDERS_REFRESH}.`,
    icon: "chart",
  },
  {
    name: "PPC Management",
    href: routePath("/features/ppc-management"),
    description: "ACoS and profit after ads per campaign, with bid suggestions you approve.",
    icon: "target",
  },
  {
    name: "Winners & Losers",
    href: routePath("/features/winners-losers"),
    description: "See which products gained or lost profit, and why.",
    icon: "trending-up",
  },
  {
    name: "Products Feed",
    href: routePath("/features/products-feed"),
    description: "Every ASIN with price, fees, stock and margin in one feed.",
    icon: "boxes",
  },
  {
    name: "Smart Tagging",
    href: routePath("/features/smart-tagging"),
    description: "Group SKUs by brand, supplier or launch and report on tags.",
    icon: "tag",
  },
  {
    name: "A/B Testing",
    href: routePath("/features/ab-testing"),
    description: "Measure price, title and image tests on profit, not just clicks.",
    icon: "flask",
  },
  {
    name: "FBA Calculator",
    href: routePath("/features/amazon-fba-calculator"),
    description: "2026 FBA, referral, storage and placement fees in seconds.",
    isFree: true,
    icon: "calculator",
  },
  {
    name: "SQP Keyword Optimizer",
    href: routePath("/features/sqp-keyword-optimizer"),
    description: "Search Query Performance gaps turned into keyword actions.",
    isComingSoon: true,
    icon: "search",
  },
  {
    name: "Custom Analytics",
    href: routePath("/features/custom-analytics"),
    description: "Build your own metrics and reports on your Amazon data.",
    isComingSoon: true,
    icon: "layers",
  },
];

export const audienceItems: NavItem[] = [
  {
    name: "FBA Sellers",
    href: routePath("/who-we-serve/fba-sellers"),
    description: "Know your real margin on every unit you ship to Amazon.",
    icon: "boxes",
  },
  {
    name: "Brand Managers",
    href: routePath("/who-we-serve/brand-managers"),
    description: "Brand-level profit, listing tests and ad efficiency.",
    icon: "target",
  },
  {
    name: "Agencies",
    href: routePath("/who-we-serve/agencies"),
    description: "Every client account in one place, with profit-first reporting.",
    icon: "briefcase",
  },
  {
    name: "Executives",
    href: routePath("/who-we-serve/executives"),
    description: "A daily P&L you can trust, without waiting for month end.",
    icon: "line-chart",
  },
  {
    name: "Data Teams",
    href: routePath("/who-we-serve/data-teams"),
    description: "Clean Amazon data in your warehouse and BI tools.",
    external: true,
    isCustomPricing: true,
    icon: "database",
  },
  {
    name: "Aggregators",
    href: routePath("/who-we-serve/aggregators"),
    description: "Portfolio-wide profitability across brands and accounts.",
    icon: "building",
  },
];

/** The "How to get started" group. It promises a video only when GUIDE_VIDEO_URL gives the guide one. */
export function gettingStartedItems(hasGuideVideo: boolean): NavItem[] {
  const description = hasGuideVideo
    ? "A step-by-step video guide to your first sync."
    : "A step-by-step written guide to your first sync.";
  return [
    {
      name: "Connect your Amazon store",
      href: GETTING_STARTED_GUIDE_PATH,
      description,
      isHowItWorks: true,
      icon: "plug",
    },
  ];
}

/** How the navigation names each free tool: the type asks for one entry per tool of the catalogue. */
const freeToolLinks: Record<ToolId, Pick<NavItem, "name" | "description"> & { icon: NavIconName }> = {
  fba_calculator: {
    name: "FBA Fee & Profit Calculator",
    description: "Size tier, fee lines and profit on the 2026 US card, peak season included.",
    icon: "calculator",
  },
  bulk_fba_calculator: {
    name: "Bulk FBA Calculator",
    description: "Fees and profit for a whole catalogue.",
    icon: "boxes",
  },
  fee_audit: { name: "FBA Fee Audit", description: "Find SKUs Amazon may be overcharging.", icon: "search" },
  reimbursement_finder: {
    name: "FBA Reimbursement Finder",
    description: "Lost units not yet paid, with claim deadlines.",
    icon: "receipt",
  },
  lost_sales: { name: "Lost Sales Calculator", description: "What a stockout really cost you.", icon: "trending-down" },
  roi_planner: {
    name: "Inventory ROI Planner",
    description: "Profit, ROI and payback of your next order.",
    icon: "dollar",
  },
  rank_tracker: {
    name: "Organic Rank Tracker",
    description: "Chart keyword ranks from your own data.",
    icon: "line-chart",
  },
};

/**
 * Every free tool, one link each, in the catalogue's order and at the catalogue's path: the menus, the drawer, the
 * footer and the home page all list them in full.
 */
export const freeToolPages: NavItem[] = freeTools.map((tool) => ({
  ...freeToolLinks[tool.id],
  href: routePath(tool.path),
  isFree: true,
}));

export const freeToolItems: NavItem[] = [
  ...freeToolPages,
  {
    name: "All free tools",
    href: routePath("/tools"),
    description: "Every calculator we offer, in one place.",
    isFree: true,
    icon: "blocks",
  },
];

export const resourceLinks: NavItem[] = [
  {
    name: "Blog",
    href: routePath("/resources/blog"),
    description: "Guides on fees, PPC and profit.",
    icon: "file-text",
  },
  {
    name: "Amazon KPI Library",
    href: LIBRARY_PATH,
    description: `${kpiCount} metrics with formulas and calculators.`,
    icon: "chart",
  },
  { name: "Press", href: routePath("/press"), description: "Press kit and media contact.", icon: "globe" },
  { name: "Affiliates", href: routePath("/affiliates"), description: "Earn 30% commission.", icon: "users" },
];

export const directLinks: NavItem[] = [
  { name: "Amazon Metrics", href: LIBRARY_PATH, description: "The Amazon KPI library." },
  { name: "Pricing", href: routePath("/pricing"), description: "Plans and prices." },
  { name: "Contact Sales", href: routePath("/contact"), description: "Talk to our team." },
];

export const companyLinks: NavItem[] = [
  { name: "About", href: routePath("/about"), description: "Who we are." },
  { name: "Pricing", href: routePath("/pricing"), description: "Plans and prices." },
  { name: "Our Partners", href: routePath("/our-partners"), description: "Partner program." },
  { name: "Affiliates", href: routePath("/affiliates"), description: "Earn 30% commission." },
  { name: "Press", href: routePath("/press"), description: "Press kit." },
  { name: "Contact", href: routePath("/contact"), description: "Talk to our team." },
];

/** SEO landing pages: linked from the footer so every page is reachable by crawlers and visitors. */
export const exploreLinks: NavItem[] = [
  { name: "Amazon analytics tool", href: routePath("/amazon-analytics-tool"), description: "" },
  { name: "Amazon seller profit tool", href: routePath("/amazon-seller-profit-tool"), description: "" },
  { name: "FBA analytics software", href: routePath("/amazon-fba-analytics-software"), description: "" },
  { name: "Real-time Amazon analytics", href: routePath("/real-time-amazon-analytics"), description: "" },
  { name: "Seller dashboard software", href: routePath("/amazon-seller-dashboard-software"), description: "" },
  { name: "Profit & loss analytics", href: routePath("/amazon-profit-loss-analytics"), description: "" },
  {
    name: "Business intelligence for Amazon",
    href: routePath("/amazon-business-intelligence-software"),
    description: "",
  },
  { name: "Amazon PPC analytics tool", href: routePath("/amazon-ppc-analytics-tool"), description: "" },
];

export const legalLinks: NavItem[] = [
  { name: "Privacy Policy", href: routePath("/privacy-policy"), description: "" },
  { name: "Cookies Policy", href: routePath("/cookies-policy"), description: "" },
  { name: "Terms & Conditions", href: routePath("/terms-and-conditions"), description: "" },
];

/** The label a navigation item shows beside its name, from its flags. */
export function navBadges(item: NavItem): string[] {
  const badges: string[] = [];
  if (item.isFree) badges.push("Free");
  if (item.isComingSoon) badges.push("Soon");
  if (item.isCustomPricing) badges.push("Custom Pricing");
  if (item.isHowItWorks) badges.push("Tutorial");
  return badges;
}
