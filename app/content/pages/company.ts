import type { MarketingPageInput } from "../page-schema";

/**
 * Company pages. No invented names, customers, coverage or partners: the facts used here are the
 * founding year (2023), the 30% affiliate commission, the 14-day no-card trial and the 24-hour reply.
 * The affiliate program's other terms (12 months, 60-day cookie, $50 threshold) are the program's
 * published terms; change them here if the program changes.
 */

const UPDATED = "2026-11-20";
const SUPPORT_EMAIL = "{supportEmail}";

export const companyPages = [
  {
    path: "affiliates",
    title: "{brand} Affiliate Program: Earn 30% Commission",
    description:
      "Join the {brand} affiliate program: 30% recurring commission for 12 months on every customer you refer, a 60-day cookie and monthly payouts.",
    keywords: ["amazon seller affiliate program", "{brand} affiliate", "saas affiliate program", "amazon software affiliate", "30% commission"],
    eyebrow: "Affiliate program",
    h1: "Earn 30% for every Amazon seller you send our way",
    intro:
      "If you teach, advise or write for Amazon sellers, the {brand} affiliate program pays you 30% of what each customer you refer pays us for their first 12 months. You recommend a tool that shows sellers their real profit; we handle the trial, onboarding and support.",
    primaryCta: { label: "Apply to the program", href: "/contact" },
    secondaryCta: { label: "See what you would be recommending", href: "/pricing" },
    sections: [
      {
        kind: "table",
        heading: "The program's terms",
        intro: "These are the terms of the {brand} affiliate program. The full agreement is sent with your approval.",
        columns: ["Term", "Detail"],
        rows: [
          ["Commission", "30% of the subscription fees a referred customer pays, excluding taxes"],
          ["Duration", "Recurring, for the first 12 months of each referred customer's paid subscription"],
          ["Cookie", "60 days from the click on your link; the last affiliate link clicked before signup gets the referral"],
          ["Approval period", "Commissions are confirmed 30 days after the customer's payment, once refunds and chargebacks are settled"],
          ["Payout", "Monthly, for confirmed commissions, when your balance is $50 or more; smaller balances roll over"],
          ["Payment", "By PayPal or bank transfer, in US dollars"],
        ],
      },
      {
        kind: "steps",
        heading: "How it works",
        items: [
          { title: "Apply", body: "Tell us who you are and how you reach Amazon sellers: a channel, a newsletter, a client list, a course or a community." },
          { title: "Get your link", body: "Once approved, you get a personal referral link and a short guide to what {brand} does and for whom." },
          { title: "Share it", body: "Recommend {brand} where it genuinely helps: in content, client work or conversations. Sellers start a 14-day free trial with no credit card." },
          { title: "Get paid", body: "When a referred seller becomes a paying customer, you earn 30% of their payments for 12 months, paid monthly." },
        ],
      },
      {
        kind: "cards",
        heading: "Who the program is for",
        items: [
          { title: "Content creators", icon: "play", body: "YouTubers, bloggers, podcasters and newsletter writers who cover selling on Amazon." },
          { title: "Agencies and consultants", icon: "briefcase", body: "Advisers whose clients manage their own accounts and need profit reporting." },
          { title: "Educators and communities", icon: "users", body: "Course creators, coaches and community owners teaching FBA and private label." },
          { title: "Service providers", icon: "boxes", body: "Prep centres, freight forwarders, sourcing agents and bookkeepers who work with sellers every day." },
        ],
      },
      {
        kind: "checklist",
        heading: "Program rules",
        items: [
          "Disclose your affiliate relationship wherever you share your link, as the FTC requires",
          "No self-referrals and no referrals of accounts you own or control",
          "No bidding on {brand} brand terms in paid search",
          "No coupon or discount claims we have not agreed with you",
          "No spam, and no claims about {brand} that are not on this website",
        ],
      },
    ],
    faqs: [
      {
        question: "Do I need to be a {brand} customer to join?",
        answer: "No, though using the product makes it easier to explain. We are happy to give approved affiliates a trial account to learn it.",
      },
      {
        question: "What if a referred customer upgrades?",
        answer: "Your 30% applies to what they pay during their first 12 months, so an upgrade increases your commission.",
      },
      {
        question: "How do I keep track of my referrals and earnings?",
        answer: "Each month you receive a statement listing your referred trials, paying customers, pending and confirmed commissions, and the payout due.",
      },
    ],
    updated: UPDATED,
  },
  {
    path: "about",
    title: "About {brand}: Profit Clarity for Amazon Sellers",
    description:
      "{brand} was founded in 2023 to show Amazon sellers what they actually keep after every fee, refund and ad dollar. Our mission and what we believe.",
    keywords: ["about {brand}", "{brand} company", "amazon seller analytics company", "amazon profit software"],
    eyebrow: "About us",
    h1: "We help Amazon sellers see what they actually keep",
    intro:
      "{brand} was founded in 2023 around one observation: Amazon shows sellers their sales to the cent, but not what they earned last week. Between referral fees, fulfillment fees, storage, placement and returns fees, refunds and advertising, the profit is there in Amazon's data. We put it back together.",
    primaryCta: { label: "Start your 14-day free trial", href: "/signup" },
    secondaryCta: { label: "Contact us", href: "/contact" },
    sections: [
      {
        kind: "prose",
        heading: "Our mission",
        paragraphs: [
          "Give every Amazon seller, from a founder with one product to a team running dozens of brands, a trustworthy view of profit, updated {fact:ordersRefresh}, so that decisions about price, advertising and inventory are made on what the business earns, not on what it sells.",
        ],
      },
      {
        kind: "cards",
        heading: "What we believe",
        items: [
          { title: "Profit is the metric", icon: "dollar", body: "Sales, ACoS and rank matter because of what they do to profit. Every screen in {brand} leads back to it." },
          { title: "Say what is estimated", icon: "shield", body: "Amazon posts fees late and restates ad sales. We label estimates as estimates rather than dress them up as final." },
          { title: "Facts with dates", icon: "clock", body: "Amazon's fees change. When we quote a fee, we say which schedule and which date it comes from." },
          { title: "Your data is yours", icon: "lock", body: "We connect through Amazon's official APIs with authorizations you can revoke in Amazon at any time, and we do not sell your data." },
          { title: "Free should be useful", icon: "calculator", body: "Our FBA calculator and tools include the fees others skip, and they are free whether or not you ever buy." },
          { title: "No vanity numbers", icon: "target", body: "We do not publish customer counts or awards to impress you. We would rather you judge the product on your own data during a free trial." },
        ],
      },
      {
        kind: "prose",
        heading: "How we build",
        paragraphs: [
          "{brand} reads Seller Central and Amazon Ads data through the Selling Partner API and the Amazon Ads API, models it into orders, fees, ads and inventory, and joins it with the product costs you provide. We track Amazon's fee announcements and update our fee estimates when a new schedule takes effect.",
          "We build for the people who use the numbers: the founder checking yesterday's profit, the PPC manager setting bids, the operations lead placing a purchase order, the analyst loading data into a warehouse.",
        ],
      },
    ],
    faqs: [
      {
        question: "Is {brand} affiliated with Amazon?",
        answer:
          "No. {brand} is an independent company. Amazon, Seller Central and related marks belong to Amazon.com, Inc. or its affiliates.",
      },
      {
        question: "How can I reach the team?",
        answer: `Through the contact page, or by email at ${SUPPORT_EMAIL}. We reply within 24 hours.`,
      },
    ],
    updated: UPDATED,
  },
  {
    path: "our-partners",
    title: "Partner with {brand}: Agencies, 3PLs and Software",
    description:
      "The kinds of partners {brand} works with, from agencies and accountants to prep centres and software tools, and how to become a partner.",
    keywords: ["{brand} partners", "amazon agency partner", "amazon software partnership", "3pl partner program", "amazon seller partners"],
    eyebrow: "Partners",
    h1: "Partners who help Amazon sellers run a profitable business",
    intro:
      "Sellers rely on a network of agencies, accountants, prep centres and software tools. We work with partners whose clients benefit from clear profit data, and we make it easy to bring {brand} into client work. This page describes the kinds of partnerships we offer and how to start one.",
    primaryCta: { label: "Become a partner", href: "/contact" },
    secondaryCta: { label: "Affiliate program", href: "/affiliates" },
    sections: [
      {
        kind: "cards",
        heading: "Who we partner with",
        items: [
          { title: "Agencies", icon: "briefcase", body: "PPC, listing and full-service agencies that manage client accounts and want to report on profit." },
          { title: "Accountants and bookkeepers", icon: "file-text", body: "Firms that close the books for Amazon sellers and need fee detail and settlement views they can reconcile." },
          { title: "Prep centres and 3PLs", icon: "boxes", body: "Logistics providers whose clients need to see how shipment and inventory choices affect FBA fees." },
          { title: "Software companies", icon: "plug", body: "Tools for sourcing, repricing, reviews or accounting that want to exchange data or refer users." },
          { title: "Educators and communities", icon: "users", body: "Courses and communities that teach sellers to read their numbers." },
        ],
      },
      {
        kind: "table",
        heading: "Ways to partner",
        columns: ["Partnership", "What it involves", "Best for"],
        rows: [
          ["Referral", "Refer sellers through the affiliate program and earn 30% of their payments for 12 months", "Creators, educators, service providers"],
          ["Solution partner", "Use {brand} in client work, with multi-client access and agency terms", "Agencies, accountants"],
          ["Technology partner", "Exchange data or link products, agreed case by case", "Software companies"],
        ],
      },
      {
        kind: "steps",
        heading: "How to become a partner",
        items: [
          { title: "Get in touch", body: "Use the contact form and mention partnerships: who you are, who your clients are and what you have in mind." },
          { title: "Intro call", body: "We reply within 24 hours to set up a call and see whether the fit is right for both sides." },
          { title: "Agree the terms", body: "A short written agreement for the partnership type, then onboarding for your team." },
        ],
      },
      {
        kind: "prose",
        heading: "A note on partner listings",
        paragraphs: [
          "We only name a partner on this website once a partnership is in place and the partner has agreed to be listed. We do not display logos of companies we do not work with.",
        ],
      },
    ],
    faqs: [
      {
        question: "Is there a cost to become a partner?",
        answer: "No. Referral and solution partnerships are free to join; solution partners pay for the {brand} accounts they use, on agency terms.",
      },
      {
        question: "Can a partner be both an affiliate and a solution partner?",
        answer: "Yes. An agency can manage some clients itself and refer others who prefer to run their own accounts.",
      },
    ],
    updated: UPDATED,
  },
  {
    path: "contact",
    title: "Contact {brand}: Sales, Support and Partnerships",
    description:
      "Contact {brand} sales, support or partnerships. Send us a message, or email {supportEmail}, and we will get back to you within 24 hours.",
    keywords: ["contact {brand}", "{brand} support", "{brand} sales", "amazon analytics demo", "{brand} partnerships"],
    eyebrow: "Contact",
    h1: "Talk to {brand}",
    intro:
      "Questions about plans, a demo for your team, help with your account, a partnership, or joining a waitlist for a feature that is coming soon: send us a message and a person on our team will reply within 24 hours.",
    primaryCta: { label: "Start your 14-day free trial", href: "/signup" },
    secondaryCta: { label: "See pricing", href: "/pricing" },
    sections: [
      {
        kind: "cards",
        heading: "How we can help",
        items: [
          { title: "Sales", icon: "briefcase", body: "Plans, demos, agency and portfolio pricing, data warehouse access. Tell us your monthly order volume and number of accounts." },
          { title: "Support", icon: "shield", body: `Connecting accounts, product costs, numbers that look wrong. Existing customers can also email ${SUPPORT_EMAIL}.` },
          { title: "Partnerships", icon: "plug", body: "Agencies, accountants, 3PLs, software companies and affiliates who want to work with us." },
          { title: "Waitlists", icon: "clock", body: "Join the waitlist for the SQP Keyword Optimizer or custom analytics, both {fact:comingSoon}. Mention which one in your message." },
        ],
      },
      {
        kind: "steps",
        heading: "What happens after you write",
        items: [
          { title: "We read it", body: "Your message goes to the right person on our team based on what you tell us." },
          { title: "We reply within 24 hours", body: "By email, with an answer or a link to book a call if a conversation would be quicker." },
          { title: "No pressure", body: "If {brand} is not the right fit, we will say so." },
        ],
      },
    ],
    faqs: [
      {
        question: "Can I try {brand} before talking to sales?",
        answer: "Yes. Start a 14-day free trial with no credit card and connect your own accounts. Talk to us whenever you are ready.",
      },
      {
        question: "What should I include in my message?",
        answer: "Your approximate monthly order volume, the marketplaces you sell in, the number of Seller Central accounts and what you want to solve. It helps us give a useful first answer.",
      },
      {
        question: "How do you use the details I send?",
        answer: "Only to reply to you and follow up on your request. Our privacy policy explains what we collect with the form and how long we keep it.",
      },
    ],
    updated: UPDATED,
  },
  {
    path: "press",
    title: "{brand} Press Kit: Boilerplate, Facts and Contact",
    description:
      "The {brand} press kit: company boilerplate, fact sheet, brand asset guidance and how to reach us for interviews and commentary on Amazon seller topics.",
    keywords: ["{brand} press", "{brand} press kit", "{brand} media", "amazon seller analytics press"],
    eyebrow: "Press",
    h1: "Press kit",
    intro:
      "Everything you need to write about {brand} accurately: a short description of the company, a fact sheet, guidance on our brand assets and how to reach us. For commentary on Amazon fees, advertising or seller profitability, get in touch and we will reply within 24 hours.",
    primaryCta: { label: "Media enquiries", href: "/contact" },
    secondaryCta: { label: "About {brand}", href: "/about" },
    sections: [
      {
        kind: "prose",
        heading: "Boilerplate",
        paragraphs: [
          "{brand} is an analytics and profit-tracking platform for Amazon sellers that updates orders and estimated profit {fact:ordersRefresh}. Founded in 2023, it connects to Seller Central and Amazon Ads through Amazon's official APIs and shows sellers their profit after every fee: referral, FBA fulfillment, storage, inbound placement, low-inventory-level and returns processing fees, and advertising. It is built for FBA sellers, brand owners, agencies, aggregators and data teams, for profit and loss reporting, PPC analytics, inventory planning and Search Query Performance. {brand} offers a 14-day free trial with no credit card required, and free tools including an FBA fee calculator based on Amazon's 2026 US fee schedule.",
        ],
      },
      {
        kind: "table",
        heading: "Fact sheet",
        columns: ["Item", "Detail"],
        rows: [
          ["Company", "{brand}"],
          ["Founded", "2023"],
          ["What it does", "Analytics and profit tracking for Amazon sellers: profit after every fee, P&L, PPC analytics and management, inventory, alerts; an SQP Keyword Optimizer and custom analytics are {fact:comingSoon}"],
          ["Who it is for", "FBA sellers, brand owners and managers, agencies, executives, data teams and aggregators"],
          ["Data sources", "Amazon Selling Partner API and Amazon Ads API, with authorization from the seller"],
          ["Pricing model", "Subscription priced by orders per month; custom pricing for enterprise and data teams"],
          ["Free trial", "14 days, no credit card required"],
          ["Free tools", "FBA fee calculator, lost sales calculator, ROI calculator, organic rank tracker, Amazon metrics library"],
          ["Affiliate program", "30% commission"],
          ["Press contact", SUPPORT_EMAIL],
        ],
      },
      {
        kind: "cards",
        heading: "Brand assets",
        intro: "We send the current asset pack on request so you always get the latest versions.",
        items: [
          { title: "Logo", icon: "sparkles", body: "The {brand} logo in full colour, single colour and reversed for dark backgrounds, as SVG and PNG." },
          { title: "Product screenshots", icon: "chart", body: "Screens of the dashboard, P&L and PPC views, shown with sample data, never real customer data." },
          { title: "Usage", icon: "shield", body: "Write the name as one word with a capital M and A: {brand}. Do not alter, stretch or recolour the logo." },
        ],
      },
      {
        kind: "checklist",
        heading: "Topics we can comment on",
        items: [
          "Amazon's US FBA fee changes effective January 15, 2026 and what they mean for sellers",
          "The fees sellers overlook: inbound placement, low-inventory-level and returns processing",
          "Advertising profitability: ACoS, TACoS and break-even ACoS",
          "Inventory planning around the fourth quarter and Prime Day",
          "Reading Amazon's Search Query Performance data",
        ],
      },
    ],
    faqs: [
      {
        question: "How do I request an interview or the asset pack?",
        answer: `Use the contact form and mention press, or email ${SUPPORT_EMAIL} with "Press" in the subject. We reply within 24 hours.`,
      },
      {
        question: "Can I use screenshots from this website?",
        answer: "Please ask for the asset pack instead, so you get current, high-resolution images with sample data.",
      },
    ],
    updated: UPDATED,
  },
  {
    path: "pricing",
    title: "{brand} Pricing: Plans by Monthly Order Volume",
    description:
      "{brand} plans are priced by orders per month, with every live feature on every plan, a 14-day free trial with no credit card and about 20% off annual billing.",
    keywords: ["{brand} pricing", "amazon analytics pricing", "amazon profit tool pricing", "fba software cost", "amazon seller software price"],
    eyebrow: "Pricing",
    h1: "Simple pricing, based on how many orders you sell",
    intro:
      "Every plan includes every live feature: profit after every Amazon fee, P&L, PPC analytics and management, inventory and alerts. You pay according to your monthly order volume, and you can try any plan free for 14 days without a credit card.",
    primaryCta: { label: "Start your 14-day free trial", href: "/signup" },
    secondaryCta: { label: "Talk to sales", href: "/contact" },
    sections: [
      {
        kind: "checklist",
        heading: "Included on every plan",
        items: [
          "Seller Central and Amazon Ads connections through Amazon's official APIs",
          "Profit dashboard, daily email and P&L with every Amazon fee by type",
          "PPC analytics and management for Sponsored Products, Brands and Display",
          "Products feed, winners and losers, smart tagging and alerts",
          "Dated product costs imported from CSV",
          `{fact:historyOnConnectShort} at setup`,
        ],
      },
      {
        kind: "prose",
        heading: "Why we price by orders",
        paragraphs: [
          "The work of syncing and calculating profit grows with the number of orders, and so does the value a seller gets from it. Pricing by monthly orders keeps a small store on a small bill and lets you move up only when the business has grown.",
        ],
      },
    ],
    updated: UPDATED,
  },
] satisfies MarketingPageInput[];
