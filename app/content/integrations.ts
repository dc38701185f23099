/**
 * What the "Connects to" logo strip lists while there are no customer logos (app/shell/logo-strip.tsx).
 * Only what the product has: each data source names the live feature page that describes it, and each
 * marketplace is one the signup form offers. integrations.test.ts holds every entry to that, so a claim
 * such as "Google Sheets" cannot come back without a page that backs it.
 */

export interface DataSourceIntegration {
  name: string;
  /** The live (not "coming soon") feature page whose copy describes this connection. */
  describedOn: `/features/${string}`;
}

/** Amazon marketplaces shown in the strip, by their domain as the signup form labels them. */
export const stripMarketplaces = [
  "amazon.com",
  "amazon.ca",
  "amazon.com.mx",
  "amazon.co.uk",
  "amazon.de",
  "amazon.fr",
  "amazon.it",
  "amazon.es",
  "amazon.co.jp",
  "amazon.com.au",
] as const;

export const dataSourceIntegrations: DataSourceIntegration[] = [
  { name: "Selling Partner API", describedOn: "/features/daily-amazon-analytics" },
  { name: "Amazon Ads API", describedOn: "/features/ppc-management" },
  { name: "CSV upload of product costs", describedOn: "/features/products-feed" },
];

/** The strip's entries, in order: marketplaces first, then data sources. */
export const connectsToNames: string[] = [
  ...stripMarketplaces.map((domain) => `A${domain.slice(1)}`),
  ...dataSourceIntegrations.map((integration) => integration.name),
];
