import type { KpiContent } from "~/kpi-library/schema";

export const accountHealthKpis = [
  {
    slug: "order-defect-rate",
    category: "account-health",
    name: "Order Defect Rate (ODR)",
    aliases: ["ODR", "Order defect %", "Defect rate"],
    definition:
      "Order defect rate is the percentage of your orders in a 60-day window that received negative feedback, an A-to-z Guarantee claim that was not denied, or a credit card chargeback, with each order counted once.",
    whyItMatters:
      "ODR is Amazon's headline customer-experience metric for sellers: Amazon's policy is that sellers keep it under 1%, and above that your selling privileges can be restricted or your account deactivated. It is shown separately for seller-fulfilled and Amazon-fulfilled orders, and defects also tend to hurt Featured Offer (Buy Box) eligibility.",
    workedExample: {
      scenario:
        "A seller had 1,850 orders in the last 60 days. Nine orders got 1- or 2-star feedback, six had A-to-z claims and two had chargebacks, but two orders had both negative feedback and a claim, so 15 distinct orders were defective. ODR = 15 ÷ 1,850 = 0.81%: under the 1% target, but with little headroom.",
      inputs: { ordersWithDefect: 15, totalOrders: 1850 },
      result: 0.81,
    },
    typicalRange: {
      summary:
        "Amazon's target is an ODR under 1% over 60 days (as of November 2026). Set your own early-warning level well inside it, for example half the limit, and watch the count of defective orders too: at low volume two or three defects can cross 1%.",
      source: "Amazon Seller Central help, Order Defect Rate (under 1% over 60 days), checked November 2026.",
    },
    howToImprove: [
      "Answer buyer messages and return requests within 24 hours; a buyer who gets a quick answer has less reason to file an A-to-z claim.",
      "Buy labels through Amazon Buy Shipping and ship on time so delivery-related claims qualify for Amazon's protections.",
      "Request removal of feedback that breaks Amazon's guidelines (product reviews, obscene or personal content, FBA fulfillment complaints) through Feedback Manager.",
      "Fix the product or listing behind repeated 'not as described' complaints: wrong images, missing sizes, unclear compatibility.",
      "Refund or replace proactively when an order is clearly lost, before the buyer escalates to a claim or chargeback.",
    ],
    whereToFind:
      "Seller Central > Performance > Account Health > Customer Service Performance > Order Defect Rate (Seller Fulfilled and Fulfilled by Amazon columns, with the three components); order detail in Performance > Feedback, Performance > A-to-z Guarantee Claims and Performance > Chargeback Claims.",
    commonMistakes: [
      "Adding the three component rates together: an order with negative feedback and a claim is one defect, so the sum overstates ODR.",
      "Dating defects by when they arrived; ODR is order-correlated, so a claim today can raise the rate for an order placed weeks ago.",
      "Ignoring the FBA column: Amazon removes fulfillment-related defects on FBA orders, but product-related ones still count.",
    ],
    related: [
      "negative-feedback-rate",
      "a-to-z-claim-rate",
      "chargeback-rate",
      "late-shipment-rate",
      "featured-offer-percentage",
    ],
    faqs: [
      {
        question: "What happens if my order defect rate goes over 1%?",
        answer:
          "Amazon's policy is that sellers maintain an ODR under 1%; above that you may have selling privileges restricted (for example seller-fulfilled offers deactivated) or your account deactivated, and you may need to submit a plan of action. Some sellers are offered a short policy quiz on the Account Health page that avoids a plan of action if passed. Act on the orders in the defect report immediately.",
      },
      {
        question: "How long does a defect stay in my ODR?",
        answer:
          "ODR covers a 60-day period and is order-correlated, meaning each defect is tied to the date of its order. A defect affects the rate until its order falls out of the window, and because claims and chargebacks can arrive weeks after delivery, the rate for a recent period can still rise.",
      },
      {
        question: "Do FBA orders count towards order defect rate?",
        answer:
          "Yes, Amazon shows ODR for Fulfilled by Amazon orders separately. Amazon removes negative feedback that is entirely about its fulfillment or customer service, and A-to-z claims on FBA orders for fulfillment problems are Amazon's responsibility, but defects about the product itself still count against you.",
      },
    ],
    lastReviewed: "2026-11-24",
  },
  {
    slug: "negative-feedback-rate",
    category: "account-health",
    name: "Negative Feedback Rate",
    aliases: ["Negative seller feedback %", "NFR"],
    definition:
      "Negative feedback rate is the number of orders that received 1- or 2-star seller feedback divided by the number of orders in the period, dated by order rather than by when the feedback was left.",
    whyItMatters:
      "Negative seller feedback is one of the three parts of order defect rate, so it counts directly against the 1% ODR limit. It also lowers the feedback rating shoppers see next to your offer, which affects trust and Featured Offer competitiveness.",
    workedExample: {
      scenario:
        "Over the ODR window a seller fulfilled 3,200 orders and 14 of them received 1- or 2-star feedback, mostly about late delivery during a carrier backlog. Negative feedback rate = 14 ÷ 3,200 = 0.44%, almost half of the 1% ODR budget on its own.",
      inputs: { ordersWithNegativeFeedback: 14, totalOrders: 3200 },
      result: 0.44,
    },
    typicalRange: {
      summary:
        "Amazon sets no separate target: negative feedback counts toward the order defect rate, which must stay under 1%. Set your own alert level as a share of that 1% budget, since feedback is left on only a small share of orders and each negative weighs heavily.",
      source: "Amazon Seller Central help, Order Defect Rate and its components, checked November 2026.",
    },
    howToImprove: [
      "Contact the buyer through Buyer-Seller Messaging to resolve the problem; the buyer can remove feedback within 60 days of leaving it.",
      "Request removal in Feedback Manager for feedback that is a product review, contains obscene or personal information, or is entirely about FBA fulfillment.",
      "Set realistic handling times and shipping templates so delivery promises are met.",
      "Track the words used in negative feedback and fix the top cause, whether packaging, delivery speed or listing accuracy.",
    ],
    whereToFind:
      "Seller Central > Performance > Feedback (Feedback Manager, with 30/90/365-day and lifetime counts) and Performance > Account Health > Customer Service Performance > Order Defect Rate > Negative feedback.",
    commonMistakes: [
      "Confusing seller feedback with product reviews; product star ratings are not part of ODR.",
      "Offering refunds or incentives in exchange for removing feedback, which breaks Amazon's policies and can lead to account action.",
      "Comparing the Account Health rate (order-dated) with the public feedback rating (feedback-dated); they will not match.",
    ],
    related: ["order-defect-rate", "a-to-z-claim-rate", "buyer-message-response-rate", "average-star-rating"],
    faqs: [
      {
        question: "Can I get negative seller feedback removed on Amazon?",
        answer:
          "Amazon removes feedback that breaks its guidelines, for example when it is a product review, contains obscene language or personal information, or is entirely about delivery or service on an FBA order. Request removal in Feedback Manager. Otherwise you can resolve the issue with the buyer, who can remove their feedback within 60 days, but you must not offer anything in exchange.",
      },
      {
        question: "Is 3-star feedback negative on Amazon?",
        answer:
          "No. Amazon counts 1- and 2-star seller feedback as negative; 3 stars is neutral and does not count towards the negative feedback rate or ODR, although it still lowers your positive feedback percentage.",
      },
    ],
    lastReviewed: "2026-11-15",
  },
  {
    slug: "a-to-z-claim-rate",
    category: "account-health",
    name: "A-to-z Guarantee Claim Rate",
    aliases: ["A-to-z claim rate", "A-Z claim rate", "Guarantee claim rate"],
    definition:
      "A-to-z Guarantee claim rate is the number of orders with an A-to-z claim that counts against you (for example granted or refunded after filing) divided by total orders in the 60-day ODR window.",
    whyItMatters:
      "A-to-z claims are the most damaging ODR component because each one means a buyer escalated to Amazon, and granted claims often cost you the refund as well. For seller-fulfilled orders, a handful of claims can push a small account over the 1% ODR limit.",
    workedExample: {
      scenario:
        "A seller-fulfilled furniture seller had 2,150 orders in 60 days. Five A-to-z claims were filed: one was denied after the seller showed delivery proof, leaving four that count. Claim rate = 4 ÷ 2,150 = 0.19%.",
      inputs: { ordersWithClaim: 4, totalOrders: 2150 },
      result: 0.19,
    },
    typicalRange: {
      summary:
        "No separate Amazon target and no public benchmark for the claim rate on its own: claims count towards the under-1% ODR. Set your own alert level as a share of that 1% budget and watch the count as well as the rate, since at low volume one claim moves it a lot. On FBA orders, claims about Amazon's fulfillment are Amazon's responsibility.",
      source:
        "Amazon Seller Central help, Order Defect Rate and A-to-z Guarantee, checked November 2026; no public benchmark for the claim rate alone.",
    },
    howToImprove: [
      "Respond to buyer messages and return requests within 24-48 hours; buyers are expected to contact you before filing a claim.",
      "Ship with Amazon Buy Shipping and confirm on time, so delivery-related claims on eligible orders are covered by Amazon's claim protection.",
      "Respond to every claim with evidence (tracking, delivery confirmation, messages) within the deadline Amazon gives.",
      "Refund quickly when a package is genuinely lost instead of letting the buyer escalate.",
    ],
    whereToFind:
      "Seller Central > Performance > A-to-z Guarantee Claims (claims needing action, status and decisions) and Performance > Account Health > Customer Service Performance > Order Defect Rate > A-to-z Guarantee claims.",
    commonMistakes: [
      "Refunding after a claim is filed and assuming it no longer counts; a claim closed by a seller refund after filing can still be a defect.",
      "Missing the response deadline, which lets Amazon decide the claim without your evidence.",
    ],
    related: ["order-defect-rate", "chargeback-rate", "valid-tracking-rate", "on-time-delivery-rate", "refund-rate"],
    faqs: [
      {
        question: "Which A-to-z claims count against my order defect rate?",
        answer:
          "Generally, claims granted to the buyer where Amazon finds you at fault count, as do claims you refund after they are filed. Claims that Amazon denies, claims the buyer withdraws and claims covered by Amazon's protections (such as eligible Buy Shipping orders) do not. Check the claim's status on the A-to-z Guarantee Claims page.",
      },
      {
        question: "How can I avoid A-to-z claims as an FBM seller?",
        answer:
          "Ship on time with tracked services, preferably bought through Buy Shipping, keep listings accurate, and answer messages and return requests within 24 hours. A buyer files a claim when they cannot get a resolution from you, so fast, generous service is the cheapest prevention.",
      },
    ],
    lastReviewed: "2026-11-24",
  },
  {
    slug: "chargeback-rate",
    category: "account-health",
    name: "Chargeback Rate",
    aliases: ["Credit card chargeback rate", "Chargeback claim rate"],
    definition:
      "Chargeback rate is the number of orders that received a credit card chargeback divided by total orders in the period, dated by order; it is one of the three components of order defect rate.",
    whyItMatters:
      "A chargeback means the buyer went to their bank instead of to you or Amazon, and it counts as an order defect. Chargebacks also usually cost you the sale amount when you cannot show the order was fulfilled as promised.",
    workedExample: {
      scenario:
        "An electronics seller had 2,400 orders in the window and two buyers disputed charges with their card issuer, saying the item never arrived. Chargeback rate = 2 ÷ 2,400 = 0.08%. Uploading tracking with delivery scans in the Chargeback Claims page is the seller's best defence.",
      inputs: { ordersWithChargeback: 2, totalOrders: 2400 },
      result: 0.08,
    },
    typicalRange: {
      summary:
        "Amazon sets no separate target and there is no public benchmark: chargebacks count towards the under-1% ODR. Set your own alert at the first service chargeback, since each one is a defect and most can be answered with tracking and delivery proof.",
      source:
        "Amazon Seller Central help, Order Defect Rate components, checked November 2026; no public benchmark for the chargeback rate alone.",
    },
    howToImprove: [
      "Respond to every chargeback request in Performance > Chargeback Claims with tracking, delivery proof and the order details before the deadline.",
      "Use tracked, signature-confirmed shipping for high-value orders.",
      "Make it easy for buyers to reach you and get refunds so they do not turn to their bank.",
    ],
    whereToFind:
      "Seller Central > Performance > Chargeback Claims and Performance > Account Health > Customer Service Performance > Order Defect Rate > Chargeback claims.",
    commonMistakes: [
      "Ignoring a chargeback request because the amount is small; an unanswered request is usually decided against you and still counts as a defect.",
      "Treating chargebacks like A-to-z claims: they are separate processes with separate pages and deadlines.",
    ],
    related: ["order-defect-rate", "a-to-z-claim-rate", "negative-feedback-rate", "valid-tracking-rate"],
    faqs: [
      {
        question: "Do chargebacks count in Amazon's order defect rate?",
        answer:
          "Yes. Credit card chargebacks are one of the three ODR components, alongside negative feedback and A-to-z claims. Amazon's definition refers to service chargebacks, where the buyer says the item did not arrive or was not as described; an order with both a chargeback and another defect is counted once.",
      },
      {
        question: "How do I win a chargeback on Amazon?",
        answer:
          "Respond in Performance > Chargeback Claims before the deadline with the shipping method, valid tracking showing delivery to the order address, and any buyer communication. Amazon passes your information to the card issuer, who makes the final decision.",
      },
    ],
    lastReviewed: "2026-11-24",
  },
  {
    slug: "late-shipment-rate",
    category: "account-health",
    name: "Late Shipment Rate (LSR)",
    aliases: ["LSR", "Late dispatch rate", "Late shipment %"],
    definition:
      "Late shipment rate is the number of seller-fulfilled orders ship-confirmed after the expected ship date divided by all seller-fulfilled orders, measured over 10-day and 30-day windows.",
    whyItMatters:
      "Amazon's policy is to keep LSR under 4%; above that, your seller-fulfilled offers can be deactivated. Late confirmation also leaves buyers without tracking, which drives messages, negative feedback and A-to-z claims.",
    workedExample: {
      scenario:
        "An FBM seller shipped 640 orders in the last 30 days. A warehouse staff shortage meant 21 orders were confirmed a day after their expected ship date. LSR = 21 ÷ 640 = 3.28%: under 4%, but the 10-day rate, which includes that bad week, may already be over.",
      inputs: { lateOrders: 21, sellerFulfilledOrders: 640 },
      result: 3.28,
    },
    typicalRange: {
      summary:
        "Amazon's target is under 4% on both the 10-day and 30-day windows (as of 2026); Seller Fulfilled Prime has stricter requirements. Set your own alert well inside 4%, for example at 1%, so a bad week shows up before the 10-day figure crosses the line.",
      source: "Amazon Seller Central help, Late Shipment Rate (under 4%, 10- and 30-day), checked 2026.",
    },
    howToImprove: [
      "Confirm shipment the day you ship; buying labels through Buy Shipping or an integrated tool confirms automatically.",
      "Set handling times you can meet every day, including weekends and peak, in your shipping templates.",
      "Adjust handling time or pause offers before holidays or staff shortages rather than shipping late.",
      "Only list stock that is physically available to ship by the expected ship date.",
    ],
    whereToFind:
      "Seller Central > Performance > Account Health > Shipping Performance > Late Shipment Rate (10-day and 30-day), with a downloadable list of late orders.",
    commonMistakes: [
      "Shipping on time but confirming late: the metric uses ship confirmation, so forgotten confirmations count as late.",
      "Watching only the 30-day rate; a bad week can put the 10-day rate over 4% first.",
    ],
    related: ["pre-fulfillment-cancel-rate", "valid-tracking-rate", "on-time-delivery-rate", "order-defect-rate"],
    faqs: [
      {
        question: "Does late shipment rate apply to FBA orders?",
        answer:
          "No. Late shipment rate only covers seller-fulfilled (FBM) orders, including Seller Fulfilled Prime. Amazon handles shipping for FBA orders, so they are not part of the metric.",
      },
      {
        question: "What happens if my late shipment rate is above 4%?",
        answer:
          "Amazon's policy is that sellers keep LSR under 4%; above it your seller-fulfilled offers may be deactivated and you may need a plan of action to get them back. Fix the cause (handling time, staffing, confirmation process) and watch both the 10-day and 30-day figures.",
      },
    ],
    lastReviewed: "2026-11-24",
  },
  {
    slug: "pre-fulfillment-cancel-rate",
    category: "account-health",
    name: "Pre-fulfillment Cancel Rate",
    aliases: ["Cancellation rate", "Cancel rate", "Seller cancellation rate"],
    definition:
      "Pre-fulfillment cancel rate is the number of seller-fulfilled orders you cancel before shipping divided by all seller-fulfilled orders in a 7-day period, excluding cancellations the buyer requested through their Amazon account.",
    whyItMatters:
      "Amazon's target is under 2.5%, and above it your seller-fulfilled offers can be deactivated. A cancellation you make because you ran out is a stock problem, so when the rate rises, check your FBM inventory sync first.",
    workedExample: {
      scenario:
        "An FBM seller had 310 orders in the last 7 days. A spreadsheet sync failure meant nine orders were for items already sold elsewhere and had to be cancelled (four more were buyer-requested and do not count). Cancel rate = 9 ÷ 310 = 2.90%, over the 2.5% target.",
      inputs: { sellerCancelledOrders: 9, sellerFulfilledOrders: 310 },
      result: 2.9,
    },
    typicalRange: {
      summary:
        "Amazon's target is under 2.5% over 7 days (as of 2026). Set your own target near 0%: every cancellation you initiate counts, and keeping inventory in sync across channels removes the out-of-stock ones.",
      source:
        "Amazon Seller Central help, Cancellation Rate (under 2.5%, 7 days, seller-fulfilled orders), checked 2026.",
    },
    howToImprove: [
      "Sync inventory in real time between Amazon and your other sales channels, or hold back a safety buffer per SKU.",
      "When a buyer asks to cancel, ask them to use the cancellation request in their Amazon orders, then cancel it as buyer-requested; only those are excluded from the metric.",
      "Set quantity to zero or pause listings as soon as stock is uncertain instead of cancelling orders later.",
      "Audit SKUs with recurring cancellations for mismatched listings or wrong variations.",
    ],
    whereToFind:
      "Seller Central > Performance > Account Health > Shipping Performance > Pre-fulfillment Cancel Rate (7-day), with a list of affected orders.",
    commonMistakes: [
      "Cancelling buyer-requested orders with the wrong reason, so they count against you.",
      "Assuming the rate is forgiving because it is a percentage; at low volume, a handful of cancellations in one week breaks 2.5%.",
    ],
    related: ["late-shipment-rate", "order-defect-rate", "valid-tracking-rate", "featured-offer-percentage"],
    faqs: [
      {
        question: "Do buyer-requested cancellations count in the cancel rate?",
        answer:
          "No, when the buyer requests cancellation through the options in their Amazon account and you cancel it as buyer-requested. Cancellations you initiate for any other reason, mainly being out of stock, count towards the rate.",
      },
      {
        question: "Does the cancellation rate apply to FBA?",
        answer:
          "No. Pre-fulfillment cancel rate applies only to seller-fulfilled orders. FBA orders are fulfilled from Amazon's stock, so sellers do not cancel them in this way.",
      },
    ],
    lastReviewed: "2026-11-24",
  },
  {
    slug: "valid-tracking-rate",
    category: "account-health",
    name: "Valid Tracking Rate (VTR)",
    aliases: ["VTR", "Tracking rate", "Valid tracking %"],
    definition:
      "Valid tracking rate is the share of your seller-fulfilled packages that have a valid tracking number, one with at least one carrier scan, out of all ship-confirmed packages, measured by category over 30 days.",
    whyItMatters:
      "Amazon's target is above 95%, and in the US it may restrict your ability to sell seller-fulfilled products in a category that falls below it. Tracking also protects you: it is your evidence against 'item not received' claims and chargebacks.",
    workedExample: {
      scenario:
        "In the last 30 days a seller confirmed 1,240 packages in the Home & Kitchen category. Sixty were shipped with a regional courier not integrated with Amazon, so their tracking could not be verified. VTR = 1,180 ÷ 1,240 = 95.16%, barely above the 95% line.",
      inputs: { packagesWithValidTracking: 1180, confirmedPackages: 1240 },
      result: 95.16,
    },
    typicalRange: {
      summary:
        "Amazon's target is above 95% per category over 30 days (as of 2026). Set your own target close to 100%: buy labels through Buy Shipping where you can, and enter the right carrier for every other label.",
      source: "Amazon Seller Central help, Valid Tracking Rate (95% target, category level, 30 days), checked 2026.",
    },
    howToImprove: [
      "Buy labels through Amazon Buy Shipping, which uploads valid tracking automatically.",
      "Use carriers integrated with Amazon and select the exact carrier name and service when confirming.",
      "Enter tracking when you confirm shipment; you can correct it until the order is delivered.",
      "Check the Valid Tracking Rate report weekly by category so one problem category is caught early.",
    ],
    whereToFind:
      "Seller Central > Performance > Account Health > Shipping Performance > Valid Tracking Rate (by category), with a downloadable report marking packages with no valid tracking.",
    commonMistakes: [
      "Choosing 'Other' as the carrier or misspelling it, which makes a correct tracking number invalid.",
      "Looking at the account-wide rate: enforcement is per category, so one category can fail while the total looks fine.",
    ],
    related: ["on-time-delivery-rate", "late-shipment-rate", "a-to-z-claim-rate", "chargeback-rate"],
    faqs: [
      {
        question: "What counts as a valid tracking number on Amazon?",
        answer:
          "A tracking ID from a carrier Amazon supports, entered with the right carrier name, that has at least one physical carrier scan recorded. A label that was printed but never scanned, or a number entered with the wrong carrier, does not count.",
      },
      {
        question: "What happens if my valid tracking rate drops below 95%?",
        answer:
          "In the US, Amazon may restrict your ability to sell seller-fulfilled products in the category that is below 95%, and you may need to submit a plan of action. Amazon's help also notes that reports and the metric can take up to 72 hours to reflect corrected tracking.",
      },
    ],
    lastReviewed: "2026-11-24",
  },
  {
    slug: "on-time-delivery-rate",
    category: "account-health",
    name: "On-Time Delivery Rate (OTDR)",
    aliases: ["OTDR", "OTD rate", "On-time delivery %"],
    definition:
      "On-time delivery rate is the percentage of your tracked seller-fulfilled packages delivered on or before the promised delivery date, over a 14-day window lagged by 7 days.",
    whyItMatters:
      "Late deliveries lead to negative feedback and A-to-z claims, so OTDR is an early warning for ODR. Since September 25, 2024 it is also a hard rule in the US: seller-fulfilled offers need an OTDR of at least 90%, and below that Amazon may restrict your ability to list seller-fulfilled products, starting with the worst performers. FBA orders are outside the rule.",
    workedExample: {
      scenario:
        "In the last 14 days a seller's tracking showed 455 delivered packages, of which 412 arrived by the promised date; most late ones used a slow ground service to the West Coast. OTDR = 412 ÷ 455 = 90.55%: just above the 90% minimum Amazon requires for seller-fulfilled listings, and well below the 95% it recommends.",
      inputs: { packagesDeliveredOnTime: 412, trackedPackages: 455 },
      result: 90.55,
    },
    typicalRange: {
      summary:
        "US seller-fulfilled offers must keep an OTDR of at least 90% since September 25, 2024, measured without promise extensions; below that Amazon may restrict your seller-fulfilled listings, and a rate that stays off target can leave you with FBA only. Amazon recommends 95% or more. An older help page recommended more than 97%; treat 95% as the current recommendation and 97% as a comfortable margin.",
      source:
        "Amazon's US on-time delivery policy announcement of September 2024 (90% minimum, 95% recommended), the Amazon Seller Forums On-Time Delivery Rate FAQ (2024) and Seller Central help page 200847280 (older 97% recommendation), checked November 2026.",
    },
    howToImprove: [
      "Set transit times in your shipping templates that your carriers actually achieve, by region.",
      "Buy shipping through Buy Shipping with integrated carriers and choose services whose delivery date matches the promise.",
      "Upload tracking as soon as the package is handed over; tracking added after delivery does not count as on time.",
      "Move slow destinations to a faster service or longer promise instead of accepting repeated late deliveries.",
    ],
    whereToFind:
      "Seller Central > Performance > Account Health > Shipping Performance > On-Time Delivery Rate, with a downloadable report of late packages.",
    commonMistakes: [
      "Promising delivery dates based on the carrier's best case rather than typical transit times.",
      "Confusing on-time delivery with late shipment rate: you can ship on time and still deliver late.",
    ],
    related: ["late-shipment-rate", "valid-tracking-rate", "order-defect-rate", "negative-feedback-rate"],
    faqs: [
      {
        question: "What is Amazon's on-time delivery rate target?",
        answer:
          "In the US, seller-fulfilled offers need at least 90% since September 25, 2024; below that Amazon may restrict your ability to list seller-fulfilled products, starting with the worst performers. Amazon recommends 95% or more. Late deliveries also cause negative feedback and A-to-z claims, which count toward your order defect rate.",
      },
      {
        question: "How long does a late delivery affect my on-time delivery rate?",
        answer:
          "Amazon measures on-time delivery over a 14-day window lagged by 7 days (packages with promised dates 8 to 21 days ago), so a late package counts from about a week after its promised date and drops out about two weeks later. Allow up to 72 hours for tracking corrections to be reflected.",
      },
    ],
    lastReviewed: "2026-11-24",
  },
  {
    slug: "return-dissatisfaction-rate",
    category: "account-health",
    name: "Return Dissatisfaction Rate (RDR)",
    aliases: ["RDR", "Return dissatisfaction %"],
    definition:
      "Return dissatisfaction rate is the share of valid return requests that received negative buyer feedback, were not answered within 48 hours, or were incorrectly rejected, as a percentage of all return requests.",
    whyItMatters:
      "Buyers with unresolved returns are more likely to leave negative feedback or file an A-to-z claim, which do count against your order defect rate. RDR shows where your returns process is creating that risk before it becomes defects.",
    workedExample: {
      scenario:
        "A seller-fulfilled apparel seller received 140 return requests. Six were answered after 48 hours over a holiday weekend, three buyers said their return was not resolved and two in-policy requests were wrongly denied; one request fell into two groups, so 10 requests were negative. RDR = 10 ÷ 140 = 7.14%.",
      inputs: { negativeReturnRequests: 10, totalReturnRequests: 140 },
      result: 7.14,
    },
    typicalRange: {
      summary:
        "Amazon's stated policy is to keep RDR under 10%; its help pages say there is currently no penalty for missing it (as of 2026), but unresolved returns feed negative feedback and claims.",
      source:
        "Amazon Seller Central help, Return Dissatisfaction Rate (under 10%, no penalty at this time), checked 2026.",
    },
    howToImprove: [
      "Turn on automatic return authorizations for requests within Amazon's return policy.",
      "Check the Manage Returns page daily, including weekends, so no request waits more than 48 hours.",
      "Only deny requests that are clearly outside policy, and resolve or close the others with the correct close code.",
      "Use returns reasons to fix the product or listing behind the most frequent complaints.",
    ],
    whereToFind:
      "Seller Central > Performance > Account Health (Customer Service Performance, where shown for your marketplace); the underlying requests are in Orders > Manage Returns.",
    commonMistakes: [
      "Adding the three component rates together when one request can be late and get negative feedback at the same time.",
      "Treating RDR as irrelevant because it carries no direct penalty, while the claims it predicts do.",
    ],
    related: ["return-rate", "refund-rate", "order-defect-rate", "a-to-z-claim-rate", "returns-processing-fee"],
    faqs: [
      {
        question: "Does return dissatisfaction rate affect my account health?",
        answer:
          "Amazon's help pages say there is currently no penalty for missing the under-10% target. It matters indirectly: buyers with unresolved returns are more likely to leave negative feedback and file A-to-z claims, and those count in your order defect rate.",
      },
      {
        question: "Does RDR apply to FBA returns?",
        answer:
          "RDR measures how you handle return requests for orders you fulfil yourself. Amazon manages return requests for FBA orders, so those are not something you answer in Manage Returns.",
      },
    ],
    lastReviewed: "2026-11-15",
  },
  {
    slug: "buyer-message-response-rate",
    category: "account-health",
    name: "Buyer Message Response Rate",
    aliases: ["Contact response rate", "24-hour response rate", "Response time metric"],
    definition:
      "Buyer message response rate is the share of buyer messages needing a response that you answered within 24 hours, the complement of Amazon's Late Response Rate (100% minus it) in its Contact Response Time metric.",
    whyItMatters:
      "Unanswered questions turn into negative feedback and A-to-z claims. Amazon's Contact Response Time help states that when sellers respond within 24 hours, they receive 50% less negative feedback than when they respond later, so response speed is one of the cheapest ODR protections you have.",
    workedExample: {
      scenario:
        "In the last 30 days a seller received 260 buyer messages and marked 18 as 'No response needed' (thank-you notes), leaving 242. They answered 229 within 24 hours; the rest came in over a weekend. Response rate = 229 ÷ 242 = 94.63%, a Late Response Rate of about 5.4%.",
      inputs: { messagesAnsweredIn24h: 229, messagesNeedingResponse: 242 },
      result: 94.63,
    },
    typicalRange: {
      summary:
        "Amazon expects buyer messages to be answered within 24 hours, weekends and holidays included. It shows a Late Response Rate in Account Health; set your own target at answering every message that needs a reply within the 24 hours, and check the late ones each week.",
      source: "Amazon Seller Central help, Contact Response Time (24-hour standard), checked November 2026.",
    },
    howToImprove: [
      "Check Buyer-Seller Messages at least daily, including weekends, or assign weekend cover.",
      "Use saved templates for common questions (delivery status, returns, compatibility) to answer in minutes.",
      "Mark messages that need no reply as 'No response needed' so they do not count as late.",
      "Fix the listing or order issue that generates the most questions, which reduces message volume.",
    ],
    whereToFind:
      "Seller Central > Performance > Account Health (Buyer-Seller Contact Response Time) for Late Response Rate and Average Response Time over 7, 30 and 90 days; messages themselves under Buyer-Seller Messages (Messages in the top menu).",
    commonMistakes: [
      "Forgetting that the 24-hour clock runs on weekends and holidays.",
      "Replying outside Buyer-Seller Messaging (for example by personal email), which Amazon cannot measure and policies restrict.",
    ],
    related: ["negative-feedback-rate", "a-to-z-claim-rate", "order-defect-rate", "return-dissatisfaction-rate"],
    faqs: [
      {
        question: "How fast do I need to reply to Amazon buyer messages?",
        answer:
          "Within 24 hours, including weekends and holidays. Amazon tracks the share of messages answered late (Late Response Rate) and your average response time over 7, 30 and 90 days. Messages you mark as 'No response needed' are excluded.",
      },
      {
        question: "Will a slow response time get my account suspended?",
        answer:
          "Response time is generally not enforced by suspension on its own, but slow replies lead to negative feedback and A-to-z claims, which count in your order defect rate and can lead to account action.",
      },
    ],
    lastReviewed: "2026-11-15",
  },
  {
    slug: "account-health-rating",
    category: "account-health",
    name: "Account Health Rating (AHR)",
    aliases: ["AHR", "Account health score", "Account Health Rating score"],
    definition:
      "The Account Health Rating is Amazon's 0 to 1,000 summary of how well a seller follows its selling policies, shown on the Account Health page: 200 or more is healthy, 100 to 199 at risk and below 100 critical.",
    whyItMatters:
      "It is the number that decides whether an account stays active. Policy violations such as listing, intellectual property or product safety issues lower it; resolving them raises it again. An account that falls into the critical band is at risk of deactivation, so the headroom above the healthy floor is worth watching every week.",
    workedExample: {
      scenario:
        "A seller's Account Health page shows a rating of 312 after a listing-policy violation was resolved. AHR headroom = 312 - 200 = 112 points above the floor of the healthy band.",
      inputs: { rating: 312, healthyThreshold: 200 },
      result: 112,
    },
    typicalRange: {
      summary:
        "Amazon's bands: 200 to 1,000 healthy, 100 to 199 at risk, 0 to 99 critical (the account may be deactivated). Aim to stay well inside the healthy band and resolve each violation as soon as it appears.",
      source:
        "Amazon Seller Central help on the Account Health Rating program and the Account Health page, checked November 2026.",
    },
    howToImprove: [
      "Resolve open policy violations from the Account Health page, with a clear plan of action where Amazon asks for one.",
      "Check new listings against restricted products and intellectual property rules before publishing.",
      "Answer Amazon's notifications before their deadlines; unresolved items keep weighing on the rating.",
    ],
    whereToFind:
      "Seller Central > Performance > Account Health: the Account Health Rating with the violations that affect it.",
    commonMistakes: [
      "Watching only the order defect rate: the rating is driven by policy compliance, which ODR does not cover.",
      "Ignoring at-risk items because the account is still active.",
    ],
    related: ["order-defect-rate", "negative-customer-experience-rate", "late-shipment-rate", "valid-tracking-rate"],
    faqs: [
      {
        question: "What is a good Account Health Rating?",
        answer:
          "Amazon counts 200 to 1,000 as healthy, 100 to 199 as at risk and 0 to 99 as critical. What matters is staying clear of the at-risk band and resolving violations quickly; Amazon publishes no benchmark above 200.",
      },
      {
        question: "What lowers the Account Health Rating?",
        answer:
          "Policy violations Amazon lists on the Account Health page, such as intellectual property complaints, product safety or listing policy issues. Resolving them, or having them reversed on appeal, removes their effect.",
      },
    ],
    lastReviewed: "2026-11-24",
  },
  {
    slug: "negative-customer-experience-rate",
    category: "account-health",
    name: "Negative Customer Experience (NCX) Rate",
    aliases: ["NCX rate", "NCX", "Customer experience health", "Voice of the Customer NCX"],
    definition:
      "The negative customer experience rate is the share of a product's orders that drew a negative signal from the buyer, such as negative feedback, an A-to-z claim, a return comment, a negative review or a complaint message.",
    whyItMatters:
      "Amazon uses it on the Voice of the Customer dashboard to rate each listing's customer experience against similar products, and it can block a listing whose rate is far above its peers. Because it reads the buyers' own comments, it also points to the cause: a wrong size chart, a damaged box or a misleading image.",
    workedExample: {
      scenario:
        "Over the last 30 days a yoga mat had 1,150 orders; 23 of them drew negative comments, mostly about the mat's smell on arrival. NCX rate = 23 ÷ 1,150 × 100 = 2%.",
      inputs: { ncxOrders: 23, totalOrders: 1150 },
      result: 2,
    },
    typicalRange: {
      summary:
        "Amazon sets no fixed number: it rates each product's customer experience (from Excellent to Very Poor) by comparing its NCX rate with similar products. Set your own target as a rate at or below the level that keeps your listing in the Good or Excellent rating, and read the comments behind every increase.",
      source:
        "Amazon Seller Central help on the Voice of the Customer dashboard (NCX rate and customer experience rating compared with similar products), checked November 2026; figures from the worked example.",
    },
    howToImprove: [
      "Read the NCX comments by product and fix the top reason first: description, sizing, packaging or quality.",
      "Update images and bullets when comments say the product differs from the listing.",
      "Ask the supplier for corrective action when comments point to defects, and check inbound stock.",
    ],
    whereToFind:
      "Seller Central > Performance > Voice of the Customer: the NCX rate, customer experience rating and buyer comments per product.",
    commonMistakes: [
      "Treating it like the order defect rate: it is per product, includes signals ODR ignores and is rated against similar products.",
    ],
    related: [
      "return-rate",
      "negative-feedback-rate",
      "order-defect-rate",
      "average-star-rating",
      "account-health-rating",
    ],
    faqs: [
      {
        question: "What counts as a negative customer experience on Amazon?",
        answer:
          "Orders with negative seller feedback, A-to-z claims, negative product reviews, return or refund comments and complaints in buyer messages. Each order counts once in the rate.",
      },
      {
        question: "What happens if my NCX rate is high?",
        answer:
          "The product's customer experience rating drops, and Amazon may block the listing until the cause is fixed. The Voice of the Customer dashboard shows the comments so you can find and fix the cause.",
      },
    ],
    lastReviewed: "2026-11-23",
  },
] satisfies KpiContent[];
