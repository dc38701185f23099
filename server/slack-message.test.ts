import { describe, expect, it } from "vitest";
import { buildProspectSlackMessage, escapeSlackText, truncate, type ProspectForSlack } from "./slack-message";

const prospect: ProspectForSlack = {
  id: "7d3c9a52-1111-4222-8333-444455556666",
  created_at: new Date("2026-04-01T09:30:00Z"),
  first_name: "Jane",
  last_name: "Doe",
  email: "jane@example.com",
  company: "Acme Goods",
  message: "We sell 3,000 units a month.\nCan you help?",
  utm_source: "google",
  utm_medium: "cpc",
  utm_campaign: null,
  landing_page: "/features/profit-loss",
  referrer: "https://www.google.com/",
  conversion_page: "/pricing",
  source: "contact_popup",
  extra_attribution: { utm_content: "ad-1", utm_term: null },
};

function allText(message: ReturnType<typeof buildProspectSlackMessage>): string {
  return JSON.stringify(message);
}

describe("buildProspectSlackMessage", () => {
  it("names the prospect in the header and the notification text", () => {
    const message = buildProspectSlackMessage(prospect);
    expect(message.text).toBe("New prospect: Jane Doe (jane@example.com) from Acme Goods via Contact popup");
    expect(message.blocks[0]).toEqual({ type: "header", text: { type: "plain_text", text: "New prospect: Jane Doe", emoji: false } });
    expect(message).toMatchObject({ unfurl_links: false, unfurl_media: false });
  });

  it("shows name, email, company, message, UTM, landing page, referrer and conversion page", () => {
    const text = allText(buildProspectSlackMessage(prospect));
    for (const expected of [
      "*Name*\\nJane Doe",
      "*Email*\\njane@example.com",
      "*Company*\\nAcme Goods",
      "*Message*\\n>We sell 3,000 units a month.\\n>Can you help?",
      "*UTM source / medium / campaign*\\ngoogle / cpc / —",
      "*UTM content / term*\\nad-1",
      "*Landing page*\\n/features/profit-loss",
      "*Referrer*\\nhttps://www.google.com/",
      "*Conversion page*\\n/pricing",
      "Received 2026-04-01T09:30:00.000Z · prospect 7d3c9a52-1111-4222-8333-444455556666",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("shows a dash for missing values and the signup details for trial signups", () => {
    const message = buildProspectSlackMessage({
      ...prospect,
      company: null,
      message: null,
      source: "signup",
      amazon_marketplace: "DE",
      monthly_orders_band: "1k-10k",
    });
    const text = allText(message);
    expect(text).toContain("*Company*\\n—");
    expect(text).toContain("*Message*\\n>—");
    expect(text).toContain("*Source*\\nTrial signup (/signup)");
    expect(text).toContain("*Amazon marketplace*\\nDE");
    expect(text).toContain("*Monthly orders*\\n1k-10k");
  });

  it("escapes visitor text so it cannot mention @channel, link, or break the layout", () => {
    const message = buildProspectSlackMessage({
      ...prospect,
      first_name: "<!channel>",
      company: "<https://evil.example|Totally Safe>",
      message: "<@U123> & friends",
    });
    const text = allText(message);
    expect(text).not.toMatch(/<!channel>|<https:|<@U123>/);
    expect(text).toContain("&lt;!channel&gt;");
    expect(text).toContain("&lt;@U123&gt; &amp; friends");
    for (const block of message.blocks) {
      if (block.type === "section") {
        for (const field of [block.text, ...(block.fields ?? [])]) if (field?.type === "mrkdwn") expect(field.verbatim).toBe(true);
      }
    }
  });

  it("keeps every block within Slack's limits, whatever the input size", () => {
    const huge = "x".repeat(5000);
    const message = buildProspectSlackMessage({ ...prospect, first_name: huge, company: huge, message: huge, landing_page: huge });
    const header = message.blocks[0];
    expect(header?.type === "header" && header.text.text.length).toBeLessThanOrEqual(150);
    for (const block of message.blocks) {
      if (block.type !== "section") continue;
      if (block.text) expect(block.text.text.length).toBeLessThanOrEqual(3000);
      for (const field of block.fields ?? []) expect(field.text.length).toBeLessThanOrEqual(2000);
      expect((block.fields ?? []).length).toBeLessThanOrEqual(10);
    }
    expect(message.text.length).toBeLessThanOrEqual(3000);
  });
});

describe("escapeSlackText / truncate", () => {
  it("escapes only &, < and >", () => {
    expect(escapeSlackText("a & b <c> *d*")).toBe("a &amp; b &lt;c&gt; *d*");
  });
  it("never cuts an emoji in half", () => {
    expect(truncate("😀😀😀", 2)).toBe("😀…");
    expect(truncate("short", 10)).toBe("short");
  });
});
