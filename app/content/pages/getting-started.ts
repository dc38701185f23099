import type { MarketingPageInput } from "../page-schema";

/**
 * "How to get started" guide. Written to stand on its own; if a video walkthrough is embedded on the page, the
 * steps below match its order. Sync timing and backfill depth are
 * {brand}'s product promise; Amazon-side steps follow Amazon's authorization flows.
 */

const UPDATED = "2026-11-20";

export const gettingStartedPages = [
  {
    path: "getting-started/connect-amazon-store",
    title: "How to Connect Your Amazon Store to {brand}: Setup Guide",
    description:
      "Step-by-step setup guide: authorize Seller Central and Amazon Ads, choose marketplaces, import product costs, and see what syncs and how long the first sync takes.",
    keywords: ["connect amazon seller central", "sp-api authorization", "connect amazon ads", "{brand} setup", "import cogs amazon"],
    eyebrow: "Tutorial",
    h1: "Connect your Amazon store in about 15 minutes",
    intro:
      `Four steps get you set up: authorize Seller Central, connect Amazon Ads, choose your marketplaces and import your product costs. Then let the first sync run; your dashboard typically fills in within a few hours, your seller history backfills for {fact:sellerHistory} and your advertising history for {fact:adsHistory}.`,
    primaryCta: { label: "Start your 14-day free trial", href: "/signup" },
    secondaryCta: { label: "Need help? Contact support", href: "/contact" },
    sections: [
      {
        kind: "checklist",
        heading: "Before you start",
        items: [
          "Sign in to Seller Central as the primary account user, or as a user with administrator permissions; other users cannot authorize apps",
          "Know which Amazon account has access to your advertising console, if it is a different login",
          "Have your product costs in a spreadsheet: SKU, unit cost and, if you track them, freight, duties and prep per unit",
          "Brand owners: the Brand Analytics role is not needed yet; Search Query Performance will be read once the SQP Keyword Optimizer ships (it is {fact:comingSoon})",
        ],
      },
      {
        kind: "steps",
        heading: "Step by step",
        items: [
          {
            title: "Authorize Seller Central",
            icon: "plug",
            body: "In {brand}, choose Connect Amazon and pick your region (North America, Europe or Far East). You are sent to Seller Central, where Amazon shows the data {brand} asks to access. Confirm, and Amazon returns you to {brand}. This uses Amazon's Selling Partner API authorization; no password is shared.",
          },
          {
            title: "Connect Amazon Ads",
            icon: "target",
            body: "Choose Connect Amazon Ads and sign in with Login with Amazon, using the account that can see your campaigns in the Amazon Ads console. Then select the advertising profiles, one per marketplace, to sync.",
          },
          {
            title: "Choose marketplaces",
            icon: "globe",
            body: "Tick the marketplaces to include, and set your reporting currency. Each marketplace keeps its own time zone so daily figures match Seller Central.",
          },
          {
            title: "Import product costs",
            icon: "calculator",
            body: "Download the CSV template, fill in a cost for each SKU with an effective date, and upload it. {brand} lists any SKUs it could not match so you can fix them. You can edit costs later without rewriting past months.",
          },
          {
            title: "Let the first sync run",
            icon: "refresh",
            body: "Recent data arrives first, then history backfills. You can close the tab; we email you when the initial sync is complete.",
          },
        ],
      },
      {
        kind: "table",
        heading: "What syncs and when",
        intro: "Timings are typical for the first sync and depend on order volume and on how fast Amazon's APIs respond.",
        columns: ["Data", "Source", "First sync"],
        rows: [
          ["Orders, units and refunds", "Selling Partner API", "Recent weeks within a few hours; history backfilled {fact:sellerHistory}; then {fact:ordersRefresh}"],
          ["Fees, reimbursements and settlements", "Selling Partner API financial events", "Alongside orders, backfilled {fact:sellerHistory}; fees are estimated until Amazon posts them"],
          ["Inventory levels", "Selling Partner API inventory reports", "Current position within a few hours, then {fact:inventoryRefresh}"],
          ["Sessions, conversion, Featured Offer percentage", "Sales and Traffic reports", "Updated {fact:trafficRefresh}; {fact:trafficDelay}"],
          ["Campaigns, ad spend and ad sales", "Amazon Ads API", `Within a few hours; history of {fact:adsHistory}, as far back as Amazon Ads reports reach`],
          ["Search Query Performance", "Brand Analytics reports", "Not synced yet: the SQP Keyword Optimizer that will use it is {fact:comingSoon}"],
        ],
      },
      {
        kind: "table",
        heading: "Troubleshooting",
        columns: ["Problem", "What to do"],
        rows: [
          ["Seller Central will not let me authorize", "Only the primary account user or a user with administrator permissions can authorize apps. Ask the account owner to do it, or to grant you those permissions."],
          ["Authorization worked but the dashboard is empty", "The first sync is still running. Recent data usually appears within a few hours; check the sync status in settings."],
          ["A marketplace is missing", "Make sure it is ticked in settings. Marketplaces in a different Amazon region need a separate authorization for that region."],
          ["Ad data is missing", "You may have signed in to Amazon Ads with a login that cannot see the campaigns, or not selected the profile. Reconnect with the right login and select the profile."],
          ["Profit looks too high", "Some SKUs probably have no product cost yet. Open the unmatched SKUs list and add their costs."],
          ["The connection shows as expired", "Amazon requires app authorizations to be renewed periodically, and revoking access in Seller Central also ends it. Choose Reconnect and authorize again; your history is kept."],
        ],
      },
    ],
    faqs: [
      {
        question: "Can I revoke {brand}'s access?",
        answer:
          "Yes, at any time. In Seller Central, remove the app under Manage Your Apps; for advertising, remove the permission from your Amazon account's Login with Amazon settings. Syncing stops immediately.",
      },
      {
        question: "Does connecting change anything in my Amazon account?",
        answer:
          "Not by itself. {brand} reads your data; it changes a campaign only when someone on your team approves a change in PPC management.",
      },
      {
        question: "Why is my advertising history shorter than my sales history?",
        answer:
          `Amazon Ads reports reach back only {fact:adsHistory}, so older ad history cannot be backfilled, while seller history goes back {fact:sellerHistory}. Connect Amazon Ads on day one so your ad history starts as early as possible.`,
      },
      {
        question: "Do I need a developer or an Amazon developer account?",
        answer: "No. {brand} is the registered developer; you only approve access in Amazon's own screens.",
      },
    ],
    updated: UPDATED,
  },
] satisfies MarketingPageInput[];
