import { alertChannels } from "./model";

/**
 * The rest of the closed list of what the product does (issue 35): the emails it sends, what it exports, what every
 * plan includes, what it connects to, and how fast support answers. What is not here, the product does not do:
 * app/product/claims.ts fails copy that offers a weekly digest, an API, a Slack alert or an integration this list
 * lacks (the build runs it on every entry: app/content/entry-checks.ts).
 */

export interface ProductEmail {
  id: "morning" | "alert" | "importDone";
  name: string;
  /** When it is sent. */
  cadence: string;
  /** What it holds. */
  holds: string;
}

export const productEmails: readonly ProductEmail[] = [
  {
    id: "morning",
    name: "the morning email",
    cadence: "once a day, at the time each user picks (each user turns it on or off)",
    holds:
      "yesterday's sales, units, refunds, ad spend and estimated profit against the same weekday last week, and the alerts that fired",
  },
  {
    id: "alert",
    name: "an alert email",
    cadence: "when an alert fires, never faster than the alert's data arrives",
    holds: "the alert, the product and the value that crossed your range",
  },
  {
    id: "importDone",
    name: "the import email",
    cadence: "once, when the first import after connecting Amazon is complete",
    holds: "that your history is in and the dashboard is ready",
  },
];

/**
 * Exports, by plan. CSV is in the app on every plan. Data delivery is the Enterprise agreement's service, not a
 * feature of the app: the modelled tables sent to a warehouse or pulled through an API, scoped per engagement. No
 * self-serve plan has an API, and the app sends no scheduled exports (they belong to Custom Analytics, coming soon).
 */
export const productExports = {
  csv: "CSV export of every table and report view, the P&L in its order-date and settlement views included, on every plan and in the trial",
  dataDelivery:
    "on the Enterprise plan, by agreement: the modelled tables delivered on a schedule to your warehouse or cloud storage, or pulled through an API, scoped with you",
  notOffered: [{ id: "scheduled", name: "scheduled exports" }],
} as const;

/** What every plan includes: the plans differ in volume, accounts, team members and support, never in features. */
export const planTerms = {
  features: "every live feature on every plan and in the 14-day trial",
  /** The trial offer as the site's calls to action print it; /pricing and the terms say the same. */
  trialOffer: "14-day free trial, no credit card.",
  differ: "orders a month, Seller Central accounts, team members and the level of support",
  enterpriseAdds:
    "accounts and team members by agreement, data delivery to your warehouse or through an API, dedicated onboarding with a named contact, invoicing and annual agreements",
} as const;

/**
 * The support each plan includes, as /pricing states it (content/pricing.ts reads these): the plans' "level of
 * support" in planTerms.differ. Every reply keeps the SUPPORT_REPLY_TIME promise.
 */
export const supportByPlan = {
  starter: "Email support",
  growth: "Email and chat support",
  scale: "Priority support and a guided onboarding call",
  enterprise: "Dedicated onboarding and a named contact",
} as const;

/** Everything the product connects to. No accounting, store, spreadsheet, chat or other marketplace integration. */
export const integrations = [
  {
    id: "sellingPartner",
    name: "Amazon Seller Central",
    via: "the Selling Partner API (orders, finances and settlements, Sales and Traffic, FBA inventory)",
  },
  {
    id: "amazonAds",
    name: "Amazon Ads",
    via: "the Amazon Ads API: v3 reports, and the bid, budget, state and keyword changes a user approves in PPC Management",
  },
  { id: "costUpload", name: "Product costs", via: "typed in the app or uploaded as CSV" },
] as const;

/** The one reply-time promise (the spec's contact popup toast: "Our team will get back to you within 24 hours."). */
export const SUPPORT_REPLY_TIME = "within 24 hours";

/** "in the app and by email". */
export const alertDelivery = alertChannels.join(" and ");

/**
 * What PPC Management changes in Amazon Ads: nothing on its own. It suggests (search terms to add as exact keywords,
 * negatives past the click threshold you set, bids toward your target ACoS), a user with the right to approve
 * applies, and every applied change is logged with who made it and the numbers before and after.
 */
export const ppcChanges = {
  suggests:
    "search terms that convert, as exact-match keywords; negatives for terms that spend past your click threshold without an order; bids toward your target ACoS",
  applies:
    "bid, budget, state and negative-keyword changes, sent through the Amazon Ads API only once someone allowed to approve them does",
  log: "every applied change with who approved it and the numbers before and after",
} as const;
