import { integrations, productEmails, productExports, type ProductEmail } from "./capabilities";
import { featureId, featureStatus, productFeatures } from "./features";
import { alerts, costing, dataSources, type DataSource } from "./model";
import { toolIO } from "./tools";

/**
 * The product model as a list of entries a sentence of copy can rely on, each with an id, whether it is live, and
 * the words that name it. The claims ledger (claims-ledger.yaml) maps every product sentence of the site to these
 * ids: an id that is not here fails, and so does a present-tense sentence that relies on an entry that is not live.
 */

export type EntryStatus = "live" | "coming soon" | "not offered";

export interface ModelEntry {
  id: string;
  status: EntryStatus;
  /** Words that name it in copy; the ledger's generator proposes the entries whose words a sentence uses. */
  terms: RegExp;
}

const words = (...names: string[]) =>
  new RegExp(`\\b(?:${names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})\\b`, "i");

const entry = (id: string, terms: RegExp, status: EntryStatus = "live"): ModelEntry => ({ id, status, terms });

/** How copy names each free tool (its page, its catalogue name and the words sellers use). */
const toolTerms: Record<string, RegExp> = {
  fba_calculator: /\b(?:FBA (?:fee )?(?:& profit |and profit )?calculator|fee calculator)\b/i,
  bulk_fba_calculator: /\bbulk (?:FBA )?calculator\b/i,
  fee_audit: /\b(?:FBA )?fee audit\b/i,
  lost_sales: /\blost[- ]sales calculator\b/i,
  roi_planner: /\b(?:inventory )?ROI (?:calculator|planner)\b/i,
  rank_tracker: /\b(?:organic )?rank tracker\b/i,
  reimbursement_finder: /\breimbursement finder\b/i,
  inbound_placement_comparator: /\b(?:inbound )?placement (?:fee )?comparator\b/i,
};

const dataTerms: Record<DataSource["id"], RegExp> = {
  orders: /\b(?:orders?|units sold|every hour|hourly)\b/i,
  finances: /\b(?:financial events?|settlements?|refunds?|payouts?)\b/i,
  salesAndTraffic: /\b(?:sessions|conversion|page views|Sales and Traffic|Featured Offer)\b/i,
  ads: /\b(?:ad spend|campaigns?|ACoS|TACoS|Amazon Ads|Sponsored (?:Products|Brands|Display)|PPC)\b/i,
  inventory: /\b(?:inventory|stock|days of supply|stockouts?)\b/i,
  catalog: /\b(?:titles?|categor(?:y|ies)|catalog(?:ue)?|listings?)\b|(?<!\{)\bbrands?\b/i,
  searchQueryPerformance: /\b(?:Search Query Performance|SQP|Brand Analytics)\b/i,
};

const emailTerms: Record<ProductEmail["id"], RegExp> = {
  morning: /\b(?:morning|daily) (?:email|summary)\b/i,
  alert: /\balert emails?\b/i,
  importDone: /\bemail you when\b/i,
};

const notOfferedTerms: Record<(typeof productExports.notOffered)[number]["id"], RegExp> = {
  scheduled: /\bscheduled (?:exports?|reports?)\b/i,
};

const integrationTerms: Record<(typeof integrations)[number]["id"], RegExp> = {
  sellingPartner: /\b(?:Seller Central|Selling Partner API|SP-API|connect)\b/i,
  amazonAds: /\b(?:Amazon Ads|Ads API|advertising profile)\b/i,
  costUpload: /\b(?:product costs?|landed costs?|COGS|unit costs?)\b/i,
};

/** The costing entries copy relies on (`short` says `method` again in fewer words). */
const costingTerms: Record<Exclude<keyof typeof costing, "short">, RegExp> = {
  method: /\b(?:landed cost|unit cost|COGS|cost of goods)\b/i,
  notComputed: /\b(?:FIFO|batch)\b/i,
  placementFee: /\bplacement fees?\b/i,
  returnsFee: /\breturns processing fees?\b/i,
  reimbursements: /\breimbursements?\b/i,
  storage: /\b(?:storage|aged[- ]inventory|surcharges?)\b/i,
  peakFee: /\bpeak\b/i,
  otherExpenses: /\b(?:other expenses|expenses? you add|one-off|recurring|overheads?)\b/i,
};

export const modelEntries: readonly ModelEntry[] = [
  // The brand itself is written {brand} in the ledger (ledger.ts), whatever the site is called.
  entry("product", /\{brand\}|\b(?:we|our|us)\b/i),
  ...productFeatures.map((feature) =>
    entry(`feature:${featureId(feature)}`, words(feature.name), featureStatus(feature)),
  ),
  ...toolIO.map((tool) => entry(`tool:${tool.id}`, toolTerms[tool.id] ?? words(tool.id))),
  ...dataSources.map((source) =>
    entry(`data:${source.id}`, dataTerms[source.id], source.comingSoon ? "coming soon" : "live"),
  ),
  entry("history", /\b(?:history|imported|import|backfill)\b/i),
  ...alerts.map((alert) => entry(`alert:${alert.id}`, /\balerts?\b/i)),
  entry("alertChannels", /\b(?:alerts?|notif(?:y|ies|ications?))\b/i),
  ...productEmails.map((email) => entry(`email:${email.id}`, emailTerms[email.id])),
  entry("export:csv", /\b(?:CSV|export(?:s|ed)?|download)\b/i),
  entry("export:dataDelivery", /\bAPI\b(?! \(SP-API\))|\b(?:warehouse|cloud storage|Snowflake|BigQuery|Redshift)\b/i),
  ...productExports.notOffered.map((exported) =>
    entry(`export:${exported.id}`, notOfferedTerms[exported.id], "not offered"),
  ),
  entry("ppcChanges", /\b(?:suggest(?:s|ed|ions?)?|approv(?:e|es|ed|al)|bids?|negatives?|change log)\b/i),
  entry("plans", /\b(?:plans?|pricing|trial|Starter|Growth|Scale|Enterprise)\b/i),
  ...integrations.map((integration) => entry(`integration:${integration.id}`, integrationTerms[integration.id])),
  entry("marketplaces", /\b(?:marketplaces?|estimated fees?|fees? (?:are|is) estimated)\b/i),
  entry("support", /\b(?:support|reply|replies|get back to you|onboarding)\b/i),
  ...Object.entries(costingTerms).map(([key, terms]) => entry(`costing:${key}`, terms)),
];

export const modelEntryIds: ReadonlySet<string> = new Set(modelEntries.map((entry) => entry.id));

export function modelEntry(id: string): ModelEntry | undefined {
  return modelEntries.find((entry) => entry.id === id);
}
