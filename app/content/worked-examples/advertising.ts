import { formatPercent, formatUsdWhole } from "~/lib/format";
import { percentOf } from "./display";
import { kpi } from "./kpi";
import type { SampleScreenSection } from "./sections";

/** Advertising arithmetic several sample screens and examples share. */

/** A campaign as a screen shows it: spend, the sales Amazon attributes to it, and its products' break-even ACoS. */
export interface CampaignInput {
  name: string;
  spend: number;
  adSales: number;
  /** Profit before ads over price of the advertised products, in percent. */
  breakEvenAcos: number;
}

/**
 * Each campaign's ACoS and profit after ads (ad sales x break-even ACoS, less spend, to the dollar), and the
 * totals a screen's tiles print: spend, ad sales, profit before and after ads.
 */
export function measureCampaigns(inputs: readonly CampaignInput[]) {
  const campaigns = inputs.map((campaign) => ({
    ...campaign,
    acos: kpi("acos", { adSpend: campaign.spend, adSales: campaign.adSales }),
    profitAfterAds: Math.round((campaign.adSales * campaign.breakEvenAcos) / 100 - campaign.spend),
  }));
  const spend = campaigns.reduce((total, campaign) => total + campaign.spend, 0);
  const adSales = campaigns.reduce((total, campaign) => total + campaign.adSales, 0);
  return {
    campaigns,
    spend,
    adSales,
    acos: kpi("acos", { adSpend: spend, adSales }),
    /** Break-even ACoS of the whole set, weighted by ad sales. */
    breakEvenAcos: percentOf(
      campaigns.reduce((total, campaign) => total + (campaign.adSales * campaign.breakEvenAcos) / 100, 0),
      adSales,
    ),
    profitAfterAds: campaigns.reduce((total, campaign) => total + campaign.profitAfterAds, 0),
  };
}

/** The campaign table both PPC screens print. */
export function campaignTable(
  measured: ReturnType<typeof measureCampaigns>,
): NonNullable<SampleScreenSection["table"]> {
  return {
    columns: ["Campaign", "Spend", "Ad sales", "ACoS", "Break-even ACoS", "Profit after ads"],
    rows: measured.campaigns.map((campaign) => [
      campaign.name,
      formatUsdWhole(campaign.spend),
      formatUsdWhole(campaign.adSales),
      formatPercent(campaign.acos),
      formatPercent(campaign.breakEvenAcos),
      formatUsdWhole(campaign.profitAfterAds),
    ]),
  };
}

/** ACoS, TACoS and organic sales of one period (a month, a quarter) from its spend and sales. */
export function adPeriod<T extends { adSpend: number; adSales: number; totalSales: number }>(period: T) {
  return {
    ...period,
    acos: kpi("acos", { adSpend: period.adSpend, adSales: period.adSales }),
    tacos: kpi("tacos", { adSpend: period.adSpend, totalSales: period.totalSales }),
    organic: period.totalSales - period.adSales,
  };
}
