import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  buildProspectSlackMessage,
  buildProspectsSlackMessage,
  escapeSlackText,
  MAX_PROSPECTS_PER_MESSAGE,
  truncate,
  type ProspectForSlack,
} from "./slack-message";

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
    expect(message.text).toBe("New prospect: Jane Doe (`jane@example.com`) from Acme Goods via Contact popup");
    expect(message.blocks[0]).toEqual({
      type: "header",
      text: { type: "plain_text", text: "New prospect: Jane Doe", emoji: false },
    });
    expect(message).toMatchObject({ unfurl_links: false, unfurl_media: false });
  });

  it("shows name, email, company, message, UTM, landing page, referrer and conversion page", () => {
    const text = allText(buildProspectSlackMessage(prospect));
    for (const expected of [
      "*Name*\\nJane Doe",
      "*Email*\\n`jane@example.com`",
      "*Company*\\nAcme Goods",
      "*Message*\\n>We sell 3,000 units a month.\\n>Can you help?",
      "*UTM source / medium / campaign*\\ngoogle / cpc / —",
      "*UTM content / term*\\nad-1",
      "*Landing page*\\n`/features/profit-loss`",
      "*Referrer*\\n`https://www.google.com/`",
      "*Conversion page*\\n`/pricing`",
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
        for (const field of [block.text, ...(block.fields ?? [])])
          if (field?.type === "mrkdwn") expect(field.verbatim).toBe(true);
      }
    }
  });

  it("keeps every block within Slack's limits, whatever the input size", () => {
    const huge = "x".repeat(5000);
    const message = buildProspectSlackMessage({
      ...prospect,
      first_name: huge,
      company: huge,
      message: huge,
      landing_page: huge,
    });
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
  it("escapes &, < and > and turns the formatting characters into look-alikes, so *URGENT* <!channel> shows as typed", () => {
    expect(escapeSlackText("a & b <c> *d*")).toBe("a &amp; b &lt;c&gt; \u2217d\u2217");
    expect(escapeSlackText("*URGENT* <!channel> _x_ ~y~ `z`")).toBe(
      "\u2217URGENT\u2217 &lt;!channel&gt; \uFF3Fx\uFF3F \u223Cy\u223C \u02CBz\u02CB",
    );
  });
  it("removes bidi controls and zero-width characters", () => {
    expect(escapeSlackText("Jo\u202Ehn\u202C Do\u200Be\u2066\u2069\uFEFF\u200D\u061C")).toBe("John Doe");
    // Ordinary accents and emoji stay.
    expect(escapeSlackText("Zoë 😀")).toBe("Zoë 😀");
  });
  it("leaves no live markup in a whole message built from a hostile prospect", () => {
    const message = buildProspectSlackMessage({
      ...prospect,
      first_name: "*URGENT*",
      last_name: "<!channel>",
      company: "_x_\u202E",
      message: "~gone~ `code`",
    });
    const text = JSON.stringify(message);
    for (const live of ["*URGENT*", "<!channel>", "_x_", "~gone~", "`code`", "\u202E"])
      expect(text).not.toContain(live);
    expect(message.text).toContain("\u2217URGENT\u2217 &lt;!channel&gt;");
  });
  it("never cuts an emoji in half", () => {
    expect(truncate("😀😀😀", 2)).toBe("😀…");
    expect(truncate("short", 10)).toBe("short");
  });
});

describe("buildProspectsSlackMessage", () => {
  const many = (count: number, overrides: Partial<ProspectForSlack> = {}) =>
    Array.from({ length: count }, (_, index) => ({
      ...prospect,
      ...overrides,
      id: `id-${index}`,
      last_name: `Doe${index}`,
    }));

  it("announces one prospect with the full message, several with one section each under one header", () => {
    expect(buildProspectsSlackMessage([prospect])).toEqual(buildProspectSlackMessage(prospect));
    const message = buildProspectsSlackMessage(many(3));
    expect(message.blocks[0]).toEqual({
      type: "header",
      text: { type: "plain_text", text: "3 new prospects", emoji: false },
    });
    expect(message.blocks.filter((block) => block.type === "section")).toHaveLength(3);
    expect(message.text).toBe("3 new prospects: Jane Doe0, Jane Doe1, Jane Doe2");
    for (const id of ["id-0", "id-1", "id-2"]) expect(JSON.stringify(message)).toContain(`prospect ${id}`);
  });

  it("stays within Slack's limits (50 blocks, 3,000 characters a section, 40,000 in all) with the longest values", () => {
    const longest = many(MAX_PROSPECTS_PER_MESSAGE, {
      first_name: "N".repeat(100),
      company: "C".repeat(255),
      message: "<&>".repeat(700),
      landing_page: "/".repeat(1000),
      conversion_page: "/".repeat(1000),
    });
    const message = buildProspectsSlackMessage(longest);
    expect(message.blocks.length).toBeLessThanOrEqual(50);
    let total = message.text.length;
    for (const block of message.blocks) {
      if (block.type === "section" && block.text) {
        expect(block.text.text.length).toBeLessThanOrEqual(3_000);
        total += block.text.text.length;
      }
    }
    expect(total).toBeLessThanOrEqual(40_000);
    expect(() => buildProspectsSlackMessage(many(MAX_PROSPECTS_PER_MESSAGE + 1))).toThrow(RangeError);
    expect(() => buildProspectsSlackMessage([])).toThrow(RangeError);
  });

  it("escapes every visitor value in the compact form too", () => {
    const text = JSON.stringify(
      buildProspectsSlackMessage(many(2, { first_name: "*URGENT*", company: "<!channel>", message: "`x`" })),
    );
    for (const live of ["*URGENT*", "<!channel>", "`x`"]) expect(text).not.toContain(live);
  });
});

/** What a person gets when copying a value shown as inline code from Slack: the span's text, entities decoded. */
function copiedFromSlack(mrkdwn: string): string[] {
  return [...mrkdwn.matchAll(/`([^`]*)`/g)].map((match) =>
    (match[1] as string).replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&"),
  );
}

/** Every mrkdwn text of a message, in order. */
function mrkdwnTexts(message: ReturnType<typeof buildProspectSlackMessage>): string[] {
  return message.blocks.flatMap((block) =>
    block.type === "section"
      ? [block.text, ...(block.fields ?? [])].flatMap((text) => (text?.type === "mrkdwn" ? [text.text] : []))
      : [],
  );
}

/** Unicode Cc, Cf (tag characters included), Zl, Zp and the Hangul fillers: characters that show nothing or steer the layout. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0]/u;

describe("exact text in Slack", () => {
  const addresses = {
    email: "first_last__x_@example.com",
    landing_page: "/features/profit_loss?utm_source=a_b",
    referrer: "https://example.com/a_b*c~d&e",
    conversion_page: "/_pricing_",
  };

  it("shows every address (email, pages, referrer) so that copying it gives the stored value byte for byte", () => {
    const single = buildProspectSlackMessage({ ...prospect, ...addresses });
    // The compact form of a message announcing several prospects shows no referrer.
    const compact = buildProspectsSlackMessage([
      { ...prospect, ...addresses },
      { ...prospect, id: "second" },
    ]);
    for (const [message, shown] of [
      [single, Object.values(addresses)],
      [compact, [addresses.email, addresses.landing_page, addresses.conversion_page]],
    ] as const) {
      const copied = copiedFromSlack(mrkdwnTexts(message).join("\n"));
      for (const value of shown) expect(copied, value).toContain(value);
      if (message === single) expect(copiedFromSlack(message.text)).toEqual([addresses.email]);
      expect(JSON.stringify(message)).not.toContain("\uFF3F");
    }
  });

  it("removes every invisible and control character from names, company and message", () => {
    const hidden =
      "\u2061\u2062\u2063\u2064\u00AD\u3164\uFFA0\u115F\u1160\u{E0041}\u{E007F}\u2028\u2029\u0007\u001B\u0085\u180E\u200B\u202E\u061C\uFEFF\t";
    const message = buildProspectSlackMessage({
      ...prospect,
      first_name: `Ja${hidden}ne`,
      last_name: `${hidden}Doe`,
      company: `Ac${hidden}me`,
      message: `Hel${hidden}lo`,
    });
    expect(message.blocks[0]).toEqual({
      type: "header",
      text: { type: "plain_text", text: "New prospect: Jane Doe", emoji: false },
    });
    const text = JSON.stringify(message);
    expect(text).toContain("*Company*\\nAcme");
    expect(text).toContain("*Message*\\n>Hello");
    for (const line of mrkdwnTexts(message).join("\n").split("\n"))
      expect(INVISIBLE.test(line), JSON.stringify(line)).toBe(false);
  });

  it("keeps every line of a message inside the quote block, whatever the line breaks (lone \\r included)", () => {
    const message = buildProspectSlackMessage({ ...prospect, message: "a\rb\r\nc\n\nd\u2028e" });
    expect(JSON.stringify(message)).toContain(JSON.stringify("*Message*\n>a\n>b\n>c\n>\n>de").slice(1, -1));
  });

  it("holds for any text a visitor can send: no invisible character, every message line quoted", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "binary", maxLength: 200 }),
        fc.string({ unit: "binary", maxLength: 60 }),
        (text, name) => {
          for (const built of [
            buildProspectSlackMessage({ ...prospect, first_name: name, message: text }),
            buildProspectsSlackMessage([{ ...prospect, first_name: name, message: text }, prospect]),
          ]) {
            const header = built.blocks[0];
            expect(header?.type === "header" && INVISIBLE.test(header.text.text)).toBe(false);
            for (const mrkdwn of mrkdwnTexts(built)) {
              for (const line of mrkdwn.split("\n")) expect(INVISIBLE.test(line), JSON.stringify(line)).toBe(false);
            }
            const single = mrkdwnTexts(built).find((mrkdwn) => mrkdwn.startsWith("*Message*\n"));
            if (single)
              for (const line of single.split("\n").slice(1))
                expect(line.startsWith(">"), JSON.stringify(single)).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
