import { FEES_2026_SOURCE_WITH_PLACEMENT } from "~/content/shared-copy";
import { formatNumber, formatPercent, formatUsd, formatUsdWhole, signedUsd } from "~/lib/format";
import { adPeriod } from "./advertising";
import { yogaMat } from "./products";
import type { ExampleSection } from "./sections";
import { unitEconomics, type ExampleProduct } from "./unit-economics";

/** /who-we-serve/agencies: one ACoS target on two products, and a month where ACoS improved and the client got poorer. */

const dogHarness: ExampleProduct = {
  lengthIn: 12,
  widthIn: 9,
  heightIn: 3,
  weightLb: 1.2,
  categoryId: "pet-supplies",
  landedCost: 6.85,
};
const blanketAcos = 30;
const june = "2026-06-15";
const products = [
  { name: "Harness", unit: unitEconomics(dogHarness, { price: 34.99, date: june }) },
  { name: "Mat", unit: unitEconomics(yogaMat, { price: yogaMat.price, date: june }) },
];
const [harness, mat] = products as [(typeof products)[number], (typeof products)[number]];
/** Profit before ads on $100 of ad sales is the break-even ACoS in dollars; the blanket target spends $30 of it. */
const per100 = (breakEvenAcos: number) => Math.round(breakEvenAcos * 100) / 100;

export const blanketTargetExample: ExampleSection = {
  kind: "example",
  heading: "Scenario 1: one ACoS target, two very different outcomes",
  intro: `A hypothetical client sells a dog harness at ${formatUsd(harness.unit.price)} (Pet Supplies, 12 x 9 x 3 in, ${formatNumber(dogHarness.weightLb)} lb) and a yoga mat at ${formatUsd(mat.unit.price)} (Sports & Outdoors, 14 x 6 x 6 in, ${formatNumber(yogaMat.weightLb)} lb). Using June 2026 US fees (referral, fulfillment with the 3.5% surcharge, one month of storage and minimal-split inbound placement) and the client's landed costs (${formatUsd(dogHarness.landedCost)} and ${formatUsd(yogaMat.landedCost)}), profit before advertising is ${formatUsd(harness.unit.profitBeforeAds)} on the harness and ${formatUsd(mat.unit.profitBeforeAds)} on the mat. The agency runs both at a blanket ${blanketAcos}% ACoS.`,
  lines: [
    ...products.map(({ name, unit }) => ({
      label: `${name} break-even ACoS (${formatUsd(unit.profitBeforeAds)} ÷ ${formatUsd(unit.price)})`,
      value: formatPercent(unit.breakEvenAcosPercent),
    })),
    ...products.map(({ name, unit }) => ({
      label: `${name}: profit per $100 of ad sales at ${blanketAcos}% ACoS`,
      value: `${formatUsd(per100(unit.breakEvenAcosPercent))} − ${formatUsd(blanketAcos)} = ${signedUsd(per100(unit.breakEvenAcosPercent) - blanketAcos)}`,
    })),
  ],
  result: {
    label: "What the blanket target hides",
    value: "Every ad-driven mat sale loses money; the harness could take more spend",
  },
  note: `Both campaigns look identical in an ACoS report. Set the target per product from [break-even ACoS](/amazon-kpi/advertising/break-even-acos) minus the profit the client wants to keep, as explained under [target ACoS](/amazon-kpi/advertising/target-acos), and the same budget earns more. ${FEES_2026_SOURCE_WITH_PLACEMENT}`,
};

const months = [
  { name: "Month 1", adSpend: 12_000, adSales: 40_000, totalSales: 100_000 },
  { name: "Month 2", adSpend: 15_000, adSales: 60_000, totalSales: 104_000 },
].map(adPeriod);
const [first, second] = months as [(typeof months)[number], (typeof months)[number]];
/** "30%" for a whole percentage, "14.4%" otherwise. */
const shortPercent = (value: number) => formatPercent(value, Number.isInteger(Math.round(value * 10) / 10) ? 0 : 1);

export const acosImprovedExample: ExampleSection = {
  kind: "example",
  heading: "Scenario 2: the month ACoS improved and the client got poorer",
  intro: "A hypothetical client, two consecutive months, same catalogue.",
  lines: [
    ...months.map((month) => ({
      label: `${month.name}: ad spend ${formatUsdWhole(month.adSpend)} on ${formatUsdWhole(month.adSales)} ad sales; total sales ${formatUsdWhole(month.totalSales)}`,
      value: `ACoS ${shortPercent(month.acos)}, TACoS ${shortPercent(month.tacos)}`,
    })),
    {
      label: "Organic sales (total minus ad sales)",
      value: `${formatUsdWhole(first.organic)} fell to ${formatUsdWhole(second.organic)}`,
    },
  ],
  result: { label: "Reading", value: "Ads took credit for sales the client was already making" },
  note: `Ad sales rose by ${formatUsdWhole(second.adSales - first.adSales)} while total sales rose by ${formatUsdWhole(second.totalSales - first.totalSales)}, for ${formatUsdWhole(second.adSpend - first.adSpend)} more spend. Branded and defensive campaigns can do this. A report that shows [TACoS](/amazon-kpi/advertising/tacos) and [sponsored sales share](/amazon-kpi/advertising/sponsored-sales-share) next to ACoS makes the conversation honest before the client's accountant does.`,
};
