import { RETURNS_FEE_BOOKING_RULE } from "~/content/shared-copy";
import { formatDate, formatNumber, formatPercent } from "~/lib/format";
import { percentOf } from "./display";
import { kpi } from "./kpi";
import type { ExampleSection } from "./sections";

/** /who-we-serve/data-teams: a returns fee billed three months after the sale, and sizing the daily profit table. */

const cohort = { shipMonth: "2026-03", unitsShipped: 2_400, unitsReturned: 230, thresholdPercent: 8 };
/** The KPI library's formula counts the chargeable units (it rounds a fractional allowance up, a cautious choice Amazon does not document). */
const chargeableUnits = kpi("returns-processing-fee", {
  unitsShipped: cohort.unitsShipped,
  unitsReturned: cohort.unitsReturned,
  thresholdPercent: cohort.thresholdPercent,
  feePerReturnedUnit: 1,
});
const allowance = (cohort.unitsShipped * cohort.thresholdPercent) / 100;
const monthName = (yearMonth: string) => formatDate(`${yearMonth}-01`).replace(/ \d+, /, " ");
/** Amazon bills the month-M cohort between the 7th and 15th of month M+3. */
const billingMonth = (() => {
  const [year, month] = cohort.shipMonth.split("-").map(Number) as [number, number];
  const billed = new Date(Date.UTC(year, month - 1 + 3, 1));
  return billed.toISOString().slice(0, 7);
})();
const lastReturnMonth = (() => {
  const [year, month] = cohort.shipMonth.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + 2, 1)).toISOString().slice(0, 7);
})();
const monthOnly = (yearMonth: string) => monthName(yearMonth).replace(/ \d{4}$/, "");

export const returnsCohortExample: ExampleSection = {
  kind: "example",
  heading: "Scenario 1: a returns fee billed three months after the sale",
  intro: `{amazon:returnsProcessingFee} A hypothetical product outside apparel and shoes, with an assumed ${cohort.thresholdPercent}% threshold:`,
  lines: [
    { label: `Units shipped in ${monthName(cohort.shipMonth)}`, value: formatNumber(cohort.unitsShipped) },
    {
      label: `Of those, returned by the end of ${monthOnly(lastReturnMonth)}`,
      value: `${formatNumber(cohort.unitsReturned)} (${formatPercent(percentOf(cohort.unitsReturned, cohort.unitsShipped))})`,
    },
    { label: `Allowance at the ${cohort.thresholdPercent}% threshold`, value: `${formatNumber(allowance)} units` },
    { label: "Chargeable returned units", value: formatNumber(chargeableUnits) },
    {
      label: "When the charge appears in the settlement data",
      value: `${monthOnly(billingMonth)} 7-15, ${billingMonth.slice(0, 4)}`,
    },
  ],
  result: {
    label: "Modelling choice",
    value: `Keep both dates: ${monthOnly(billingMonth)} for finance, ${monthOnly(cohort.shipMonth)} for the product's P&L`,
  },
  note: `A model that books fees only by posting date makes ${monthOnly(billingMonth)} look worse and ${monthOnly(cohort.shipMonth)} look better than they were. Fee events carry the date Amazon posted them; keep the month the units shipped next to it, and finance (by posting date) and product teams (by cause) can both answer their questions from one table. ${RETURNS_FEE_BOOKING_RULE}`,
};

const sizing = { skus: 1_200, marketplaces: 3, years: 2 };
const days = 365 * sizing.years;

export const tableSizingExample: ExampleSection = {
  kind: "example",
  heading: "Scenario 2: sizing the daily profit table",
  intro: "Useful before you pick a warehouse tier or a BI extract schedule. A hypothetical seller:",
  lines: [
    { label: "Active SKUs", value: formatNumber(sizing.skus) },
    { label: "Marketplaces", value: formatNumber(sizing.marketplaces) },
    { label: "Seller history loaded", value: `${sizing.years} years (${days} days)` },
    {
      label: `Upper bound of SKU-by-day rows (${formatNumber(sizing.skus)} × ${sizing.marketplaces} × ${days})`,
      value: formatNumber(sizing.skus * sizing.marketplaces * days),
    },
  ],
  result: {
    label: "Order of magnitude",
    value: "A few million rows: small for any warehouse, large for a spreadsheet",
  },
  note: "Rows exist only for days with activity, so real tables are usually smaller. Ad tables at search-term grain grow much faster than the profit table and are where partitioning by date pays off; they start {fact:adsHistory} before Amazon Ads is connected, because that is as far back as Amazon Ads reports reach.",
};
