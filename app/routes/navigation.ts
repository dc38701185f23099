import { LIBRARY_NAME, LIBRARY_PATH } from "~/kpi-library/paths";
import { kpiCount } from "~/product/kpis";
import { ORDERS_REFRESH } from "~/product/model";
import { GETTING_STARTED_GUIDE_PATH, routePath } from "./routes";

/**
 * The one navigation data file: the header dropdowns, the mobile drawer and the footer all render from it. Every
 * path is checked against the route table (routes.ts) when this module loads, so a link to no page fails the build.
 */
/** The icons a free tool's entry may choose (its link and its card in the hub): the hub's island ships only these. */
export const TOOL_ICON_NAMES = [
  "calculator",
  "boxes",
  "file-search",
  "receipt",
  "trending-down",
  "dollar",
  "line-chart",
  "truck",
  "calendar-clock",
] as const;
export type ToolIconName = (typeof TOOL_ICON_NAMES)[number];

export const NAV_ICON_NAMES = [
  ...TOOL_ICON_NAMES,
  "chart",
  "tag",
  "layers",
  "target",
  "search",
  "blocks",
  "users",
  "briefcase",
  "building",
  "database",
  "trending-up",
  "trending-down",
  "flask",
  "globe",
  "file-text",
  "plug",
] as const;
export type NavIconName = (typeof NAV_ICON_NAMES)[number];

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
    description: "Compare profit before and after a price, title or image change.",
    icon: "flask",
  },
  {
    name: "FBA Fee Calculator",
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

/** A free tool's link as its page entry gives it (content/tools.server.ts reads them, in the catalogue's order). */
export type FreeToolLink = { path: string; name: string; navigation: { description: string; icon: ToolIconName } };

/**
 * A tool's name as a menu writes it, in title case ("Bulk FBA calculator" -> "Bulk FBA Calculator"): one name per
 * tool, the entry's, never a second one for the menus.
 */
export function navigationLabel(name: string): string {
  return name.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
}

/** Every free tool, one link each: the menus, the drawer, the footer and the home page all list them in full. */
export function freeToolPages(tools: readonly FreeToolLink[]): NavItem[] {
  return tools.map(({ path, name, navigation }) => ({
    name: navigationLabel(name),
    href: routePath(path),
    description: navigation.description,
    isFree: true,
    icon: navigation.icon,
  }));
}

/** The "Free tools" menu: every tool, then the hub. */
export function freeToolItems(tools: readonly FreeToolLink[]): NavItem[] {
  return [
    ...freeToolPages(tools),
    {
      name: "All free tools",
      href: routePath("/tools"),
      description: "Every calculator we offer, in one place.",
      isFree: true,
      icon: "blocks",
    },
  ];
}

export const resourceLinks: NavItem[] = [
  {
    name: "Blog",
    href: routePath("/resources/blog"),
    description: "Guides on fees, PPC and profit.",
    icon: "file-text",
  },
  {
    name: LIBRARY_NAME,
    href: LIBRARY_PATH,
    description: `${kpiCount} metrics with formulas and calculators.`,
    icon: "chart",
  },
  { name: "Press", href: routePath("/press"), description: "Press kit and media contact.", icon: "globe" },
  { name: "Affiliates", href: routePath("/affiliates"), description: "Earn 30% commission.", icon: "users" },
];

export const directLinks: NavItem[] = [
  { name: LIBRARY_NAME, href: LIBRARY_PATH, description: "The Amazon KPI library." },
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
  { name: "How fresh your Amazon data is", href: routePath("/real-time-amazon-analytics"), description: "" },
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
