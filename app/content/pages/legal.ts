import type { MarketingPageInput } from "../page-schema";

/**
 * Legal pages for the public website (not the logged-in application, which has its own customer agreement).
 * Written in plain language to match what the site actually does: attribution kept in session storage and
 * sent only with a submitted form, analytics and ads tags loaded through Google Tag Manager only after
 * consent, Slack notification of new prospects to the sales team.
 * Browser storage keys named here all start with "marginatlas."; keep the cookie table in step with the code
 * (app/attribution, app/consent, app/leads/handoff.ts, the newsletter popup and the free tools).
 */

const LAST_UPDATED = "2026-11-20";
/** The privacy policy added the page-speed measurements (Web Vitals) on this day. */
const PRIVACY_UPDATED = "2026-11-24";
const SUPPORT_EMAIL = "{supportEmail}";

export const legalPages = [
  {
    path: "privacy-policy",
    title: "Privacy Policy",
    description:
      "How the {brand} website collects, uses, shares and keeps personal information, the legal bases we rely on, and your privacy rights under the GDPR and CCPA.",
    keywords: ["{brand} privacy policy", "privacy", "gdpr", "ccpa", "personal data"],
    eyebrow: "Legal",
    h1: "Privacy Policy",
    intro:
      "This policy explains what personal information the {brand} website collects, why, who we share it with, how long we keep it and the choices and rights you have. It covers {siteHost} and its free tools. It does not cover the {brand} application after you log in, which is governed by your customer agreement.",
    sections: [
      {
        kind: "prose",
        heading: "1. Who we are",
        paragraphs: [
          `{brand} ("{brand}", "we", "us") operates this website and is the controller of the personal information collected through it. You can reach us about anything in this policy at ${SUPPORT_EMAIL}.`,
        ],
      },
      {
        kind: "table",
        heading: "2. What we collect",
        intro: "We collect only what you give us in a form, what your browser keeps about your visit, and, if you agree, analytics data.",
        columns: ["Source", "Information", "When"],
        rows: [
          ["Contact and free-trial forms", "First name, last name, email address, and optionally your company and a description of your business or request", "When you submit the form"],
          ["Trial signup", "First name, last name, work email, optionally your company or brand, your main Amazon marketplace and your approximate orders per month; passed on to the {brand} application to create your trial", "When you sign up"],
          ["Newsletter", "Your email address", "When you subscribe"],
          ["Free tools", "Your email address, entered once to unlock the tools", "When you unlock the tools"],
          ["Marketing attribution", "UTM parameters (source, medium, campaign, content, term), the first page you landed on, the referring website, the page where you submitted a form, the pages you viewed in the session with times, and a random session ID", "Kept in your browser's session storage during the visit; sent to us only together with a form you submit"],
          ["Analytics and advertising", "Pages viewed, events such as clicks and form submissions, device and browser type, approximate location derived from your IP address, and identifiers set by Google cookies", "Only after you accept analytics or marketing cookies; analytics and marketing are separate choices"],
          ["Technical data", "IP address, browser user agent, requested page and time; your IP address is also used to limit repeated form submissions", "Every request, as part of operating the website securely"],
          ["Page speed", "How fast each page loaded and responded for you (the Core Web Vitals: largest contentful paint, interaction to next paint, cumulative layout shift, first contentful paint, time to first byte), the kind of page and its address without any query string, and whether your screen is phone-, tablet- or desktop-sized. No IP address, user agent, cookie or identifier is stored with it, and nothing links two page views to each other or to you", "Every page view, sent when you leave or hide the page; no consent is needed because none of it is about you"],
          ["Chat", "Messages and any details you choose to include", "If you use the chat widget"],
        ],
      },
      {
        kind: "prose",
        heading: "What we do not collect",
        paragraphs: [
          "The numbers you type into our calculators are processed in your browser and are not sent to us. The organic rank tracker stores your keywords and ranks in your browser's local storage on your device; we never receive them. We do not ask for, and you should not send us, sensitive personal information such as health data or government ID numbers.",
        ],
      },
      {
        kind: "table",
        heading: "3. Why we use it and our legal bases",
        intro: "If you are in the European Economic Area, the United Kingdom or Switzerland, we rely on the legal bases below.",
        columns: ["Purpose", "Information used", "Legal basis"],
        rows: [
          ["Reply to your enquiry, arrange a demo or start your trial", "Form details", "Steps you ask us to take before a contract; our legitimate interest in answering you"],
          ["Alert our sales team to a new enquiry or trial signup so someone replies quickly", "Form details and attribution data", "Legitimate interest in responding promptly"],
          ["Understand which campaigns and pages bring enquiries", "Attribution data sent with a form", "Legitimate interest in measuring our marketing, using data limited to your visit"],
          ["Send the newsletter and tool updates", "Email address", "Your consent, which you can withdraw at any time"],
          ["Measure website use and advertising performance", "Analytics and advertising data", "Your consent, given through the cookie banner"],
          ["Keep the website secure and working, and stop spam form submissions", "Technical data", "Legitimate interest in security and preventing abuse"],
          ["See how fast the website is for real visitors and fix slow pages", "Page speed data", "Legitimate interest in a fast website, using data that identifies no one"],
          ["Meet legal obligations and defend legal claims", "Any of the above, as needed", "Legal obligation; legitimate interest"],
        ],
      },
      {
        kind: "prose",
        heading: "4. Who we share it with",
        paragraphs: [
          "We share personal information only with service providers who process it for us under contracts that limit their use of it, and only as needed for the purposes above:",
          "Hosting and infrastructure providers, who run the website and store form submissions. Slack, which we use to notify our sales team of a new enquiry or trial signup, including the form details and attribution data. Our email provider, which sends replies, newsletters and tool updates. Google, which provides Google Tag Manager (loaded on our pages to manage tags, which means Google receives your IP address and browser details) and, only if you accept analytics or marketing cookies, Google Analytics and Google Ads. The provider of the chat widget, if you use it.",
          "We may also disclose information to professional advisers, to a buyer or successor if our business is sold or reorganised, or where the law requires it or it is necessary to protect our rights, our users or others.",
          "We do not sell your personal information, and we do not share it for cross-context behavioural advertising unless you have accepted marketing cookies, a choice you can change at any time through Cookie settings.",
        ],
      },
      {
        kind: "prose",
        heading: "5. International transfers",
        paragraphs: [
          "Our service providers may process information in the United States and other countries. When information from the EEA, the United Kingdom or Switzerland is transferred to a country without an adequacy decision, we rely on safeguards such as the European Commission's Standard Contractual Clauses and the UK addendum to them.",
        ],
      },
      {
        kind: "table",
        heading: "6. How long we keep it",
        columns: ["Information", "Retention"],
        rows: [
          ["Enquiries and trial requests, with their attribution data", "Up to 24 months after our last interaction with you, unless you become a customer, in which case your customer agreement applies"],
          ["Newsletter and tool-unlock email addresses", "Until you unsubscribe; we then keep the address on a suppression list so we do not email you again"],
          ["Attribution data in your browser", "Until the browser session ends; your browser deletes it when you close the tab or window"],
          ["Analytics data", "No longer than 14 months in Google Analytics"],
          ["Technical data and server logs", "Up to 30 days, longer only if needed to investigate a security incident"],
          ["Page speed measurements", "90 days, then deleted automatically"],
        ],
      },
      {
        kind: "prose",
        heading: "7. Your rights",
        paragraphs: [
          "If you are in the EEA, the United Kingdom or Switzerland, you have the right to access your personal information, correct it, have it erased, restrict or object to our use of it, receive it in a portable format, and withdraw consent at any time without affecting earlier processing. You also have the right to complain to your local data protection authority.",
          "If you are a California resident, the California Consumer Privacy Act, as amended by the CPRA, gives you the right to know what personal information we collect, use and disclose; to access, correct and delete it; and to opt out of its sale or sharing. We do not sell personal information, and we will not treat you differently for exercising your rights. Residents of other US states with privacy laws have similar rights, which we honour in the same way.",
          `To exercise a right, email ${SUPPORT_EMAIL}. We will confirm your request, may ask for information to verify your identity, and will respond within one month (or 45 days where the CCPA applies), telling you if we need longer. An authorised agent may make a request for you with your written permission.`,
          "You can unsubscribe from any email using the link at its foot, and change your cookie choice at any time using the Cookie settings link in the website footer.",
        ],
      },
      {
        kind: "prose",
        heading: "8. Security",
        paragraphs: [
          "We use encryption in transit, access controls and the security features of our service providers to protect personal information. No system is completely secure; if a breach affects your information, we will notify you and the authorities as the law requires.",
        ],
      },
      {
        kind: "prose",
        heading: "9. Children",
        paragraphs: [
          "This website is for businesses and is not directed to children under 16. We do not knowingly collect their personal information; if you believe a child has sent us information, contact us and we will delete it.",
        ],
      },
      {
        kind: "prose",
        heading: "10. Changes and contact",
        paragraphs: [
          "We will update this policy when our practices change and change the date at the top. If a change is significant, we will say so on the website or by email.",
          `Questions or requests about privacy: ${SUPPORT_EMAIL}.`,
        ],
      },
    ],
    lastUpdated: PRIVACY_UPDATED,
    updated: PRIVACY_UPDATED,
  },
  {
    path: "cookies-policy",
    title: "Cookies Policy",
    description:
      "Which cookies and browser storage the {brand} website uses, what each one is for, how long it lasts, and how to change your choice with Cookie settings.",
    keywords: ["{brand} cookies policy", "cookies", "local storage", "session storage", "cookie consent"],
    eyebrow: "Legal",
    h1: "Cookies Policy",
    intro:
      "This policy lists the cookies and browser storage the {brand} website uses and why. Items the site needs to work and to remember your choices are always set. Analytics and advertising cookies are set only after you accept them, and you can change your mind at any time with the Cookie settings link in the footer.",
    sections: [
      {
        kind: "prose",
        heading: "Cookies and browser storage",
        paragraphs: [
          "Cookies are small files a website stores in your browser. Session storage and local storage are similar browser features: session storage is cleared when you close the tab or window, local storage stays until you clear it. We use all three, and this policy covers them all.",
        ],
      },
      {
        kind: "table",
        heading: "Always set: storage the site uses to work",
        intro: "These items stay in your browser. Attribution data is sent to us only together with a form you choose to submit, and signup details only when you start a trial.",
        columns: ["Name", "Type", "Purpose", "Duration"],
        rows: [
          ["marginatlas.attribution.utm", "Session storage", "The UTM parameters (source, medium, campaign, content, term) of the link you arrived from", "Until you close the tab or window"],
          ["marginatlas.attribution.landing_page", "Session storage", "The first page you landed on in this visit", "Until you close the tab or window"],
          ["marginatlas.attribution.referrer", "Session storage", "The website that referred you, if any", "Until you close the tab or window"],
          ["marginatlas.attribution.session_id", "Session storage", "A random ID for this visit, made of a timestamp and random characters", "Until you close the tab or window"],
          ["marginatlas.attribution.viewed_pages", "Session storage", "The most recent pages you viewed in this visit, with times", "Until you close the tab or window"],
          ["marginatlas.handoff", "Session storage", "The details you entered in the trial signup form, kept for the moment it takes to pass you to the {brand} application", "Deleted as soon as the handoff page reads it"],
          ["marginatlas.consent", "Local storage", "Your choice for analytics and marketing cookies and when you made it, so we do not ask on every page", "Until you change your choice or clear site data; we ask again if our cookie categories change"],
          ["marginatlas.newsletter", "Local storage", "Whether you subscribed to or closed the newsletter popup, so it is not shown again for 30 days after closing, or at all once you subscribe", "Until you clear site data"],
          ["marginatlas.newsletter.shown", "Session storage", "That the newsletter popup has been shown in this visit", "Until you close the tab or window"],
          ["marginatlas.tools", "Local storage", "That you unlocked the free tools, so you are not asked for your email again", "Until you clear site data"],
          ["marginatlas.rank-tracker", "Local storage", "The keywords, ASINs, ranks and notes you save in the organic rank tracker; never sent to us", "Until you delete them or clear site data"],
        ],
      },
      {
        kind: "table",
        heading: "Only with your consent: analytics and advertising",
        intro: "We use Google Tag Manager with Google Consent Mode. Analytics and advertising storage are denied by default, so these cookies are set only after you accept analytics (Google Analytics) or marketing (Google Ads) in the cookie banner or Cookie settings.",
        columns: ["Name", "Provider", "Purpose", "Duration"],
        rows: [
          ["_ga", "Google Analytics", "Distinguishes visitors to measure how the website is used", "2 years"],
          ["_ga_<id>", "Google Analytics", "Keeps the state of your current visit for analytics", "2 years"],
          ["_gid", "Google Analytics", "Distinguishes visitors over a day", "24 hours"],
          ["_gcl_au", "Google Ads", "Links visits to ad clicks to measure conversions from our advertising", "90 days"],
          ["Google advertising cookies", "Google", "Set on Google's own domains to measure and limit ads; described in Google's privacy policy", "Set by Google"],
        ],
      },
      {
        kind: "prose",
        heading: "Chat widget",
        paragraphs: [
          "If you open the chat widget, its provider may store items in your browser to keep your conversation going between pages. They are used only for the chat.",
        ],
      },
      {
        kind: "prose",
        heading: "How to change your choice",
        paragraphs: [
          "Use the Cookie settings link in the footer of any page to accept or decline analytics and marketing cookies, separately. If you decline or withdraw consent, Google tags are told at once that storage is denied and stop setting or reading their cookies. Cookies set earlier stay in your browser until they expire or you delete them in your browser settings.",
          "You can also block or delete cookies and site data in your browser's settings. Blocking the items we always set will not break the site, but you may see the cookie banner, newsletter popup or tools email prompt again.",
        ],
      },
      {
        kind: "prose",
        heading: "More information",
        paragraphs: [
          `Our Privacy Policy explains how we use the information these items help collect. Questions: ${SUPPORT_EMAIL}.`,
        ],
      },
    ],
    lastUpdated: LAST_UPDATED,
    updated: LAST_UPDATED,
  },
  {
    path: "terms-and-conditions",
    title: "Terms and Conditions",
    description:
      "The terms for using the {brand} website and free tools: estimates not financial advice, free trials, intellectual property, liability and Delaware law.",
    keywords: ["{brand} terms", "terms and conditions", "terms of use", "website terms"],
    eyebrow: "Legal",
    h1: "Terms and Conditions",
    intro:
      "These terms apply to your use of the {brand} website, including its free tools, calculators and content. By using the website you agree to them. Use of the {brand} application after signup is governed by a separate customer agreement, and the affiliate program by its own agreement.",
    sections: [
      {
        kind: "prose",
        heading: "1. About these terms",
        paragraphs: [
          `The website is operated by {brand} ("we", "us"). If you use it on behalf of a company, you accept these terms for that company. If you do not agree with them, please do not use the website. Questions: ${SUPPORT_EMAIL}.`,
        ],
      },
      {
        kind: "prose",
        heading: "2. Free tools and content are estimates, not advice",
        paragraphs: [
          "Our free tools, including the FBA fee calculator, lost sales calculator, ROI calculator and organic rank tracker, and our articles and metrics library, are for general information. They produce estimates from the information you enter and from published Amazon fee schedules as we understand them on the date stated.",
          "Amazon changes its fees, size tiers and policies, sometimes at short notice, and bills on its own measurements and records. Results may differ from what Amazon charges. Nothing on the website is financial, tax, legal or accounting advice. Check important figures against Amazon's own tools and statements and take professional advice before making decisions.",
          "The organic rank tracker stores data only in your browser. We cannot recover it if it is deleted; export a copy if you need one.",
        ],
      },
      {
        kind: "prose",
        heading: "3. Free trials and accounts",
        paragraphs: [
          "We may offer a free trial of the {brand} application, currently 14 days with no credit card required. The trial and any subscription that follows are governed by the customer agreement you accept at signup. We may change or end trial offers for new signups at any time, and may decline or end a trial that is misused.",
          "You must give accurate information when you contact us or sign up, and you are responsible for the email address and company details you provide.",
        ],
      },
      {
        kind: "checklist",
        heading: "4. Acceptable use",
        intro: "When using the website, you agree not to:",
        items: [
          "Break any law or infringe anyone's rights",
          "Submit false information, or information about another person without their permission",
          "Attempt to gain unauthorised access to the website, its servers or data",
          "Disrupt the website, for example by overloading it, or introduce malware",
          "Scrape, copy or republish substantial parts of the website or its tools by automated means without our written permission",
          "Use the website or its content to build a competing product",
        ],
      },
      {
        kind: "prose",
        heading: "5. Intellectual property",
        paragraphs: [
          "The website, its text, design, graphics, calculators and software, and the {brand} name and logo belong to us or our licensors and are protected by intellectual property laws. You may view the website, use the tools for your own business and share links to our pages. You may quote short extracts of our articles with a link to the source. Any other use needs our written permission.",
          "If you send us feedback or ideas, we may use them without obligation to you.",
        ],
      },
      {
        kind: "prose",
        heading: "6. Third parties and trademarks",
        paragraphs: [
          "{brand} is independent and is not affiliated with, endorsed or sponsored by Amazon. Amazon, Seller Central, Fulfillment by Amazon, Amazon Ads, Brand Analytics and related marks are trademarks of Amazon.com, Inc. or its affiliates. Other names are the property of their owners and are used only to describe compatibility or for reference.",
          "The website links to other websites and may include third-party services such as a chat widget or scheduling page. We are not responsible for their content or practices, and their own terms apply.",
        ],
      },
      {
        kind: "prose",
        heading: "7. Disclaimers",
        paragraphs: [
          "The website and free tools are provided \"as is\" and \"as available\". To the fullest extent the law allows, we make no warranties, express or implied, including warranties of accuracy, fitness for a particular purpose, merchantability or non-infringement, and we do not promise that the website will be uninterrupted or error-free.",
        ],
      },
      {
        kind: "prose",
        heading: "8. Limitation of liability",
        paragraphs: [
          "To the fullest extent the law allows, we are not liable for any indirect, incidental, special, consequential or punitive damages, or for lost profits, revenue, data or business opportunities, arising from your use of the website or free tools, including decisions made on the basis of their estimates.",
          "Our total liability for any claim relating to the website or free tools is limited to one hundred US dollars (US$100). Nothing in these terms limits liability that cannot be limited by law.",
        ],
      },
      {
        kind: "prose",
        heading: "9. Indemnity",
        paragraphs: [
          "If you use the website in breach of these terms or the law, you agree to cover our reasonable losses and costs, including legal fees, arising from claims by others that result from that use.",
        ],
      },
      {
        kind: "prose",
        heading: "10. Governing law and disputes",
        paragraphs: [
          "These terms are governed by the laws of the State of Delaware, USA, without regard to its conflict-of-law rules. The state and federal courts located in Delaware have exclusive jurisdiction over any dispute about them, and you and we consent to that jurisdiction. If you are a consumer, you keep any protections the law of your country of residence gives you.",
        ],
      },
      {
        kind: "prose",
        heading: "11. Changes and general terms",
        paragraphs: [
          "We may update these terms and will change the date at the top when we do; the version on the website when you use it applies. If any part of these terms is found unenforceable, the rest remains in effect. Our not enforcing a right is not a waiver of it.",
          `Contact: ${SUPPORT_EMAIL}.`,
        ],
      },
    ],
    lastUpdated: LAST_UPDATED,
    updated: LAST_UPDATED,
  },
] satisfies MarketingPageInput[];
