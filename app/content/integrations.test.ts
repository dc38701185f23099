import { describe, expect, it } from "vitest";
import { AMAZON_MARKETPLACES } from "~/leads/schema";
import { featureItems } from "~/routes/navigation";
import { connectsToNames, dataSourceIntegrations, stripMarketplaces } from "./integrations";
import { requirePage } from "./pages.server";

describe('"Connects to" strip lists only what the product has', () => {
  it("each data source is described on a live feature page", async () => {
    for (const { name, describedOn } of dataSourceIntegrations) {
      const item = featureItems.find((feature) => feature.href === describedOn);
      expect(item, describedOn).toBeDefined();
      expect(item?.isComingSoon ?? false, `${describedOn} is coming soon`).toBe(false);
      const copy = JSON.stringify(await requirePage(describedOn)).toLowerCase();
      const words = name.toLowerCase().split(" ");
      expect(
        words.every((word) => copy.includes(word)),
        `${describedOn} does not mention ${name}`,
      ).toBe(true);
    }
  });

  it("each marketplace is one the signup form offers", () => {
    for (const domain of stripMarketplaces) {
      expect(
        AMAZON_MARKETPLACES.some((marketplace) => marketplace.label.includes(`(${domain})`)),
        domain,
      ).toBe(true);
    }
  });

  it("claims nothing without backing (no Google Sheets, no Slack)", () => {
    expect(connectsToNames).toContain("Amazon.com");
    expect(connectsToNames.join(" ")).not.toMatch(/google sheets|slack/i);
  });
});
