import { describe, expect, it } from "vitest";
import { attributionForSubmission, captureAttribution, recordPageView } from "~/attribution/attribution";
import { createMemoryStorage } from "~/lib/safe-storage";
import {
  AMAZON_MARKETPLACES,
  contactFormSchema,
  containsForbiddenCharacters,
  emailSignupRequestSchema,
  FIELD_LIMITS,
  MONTHLY_ORDER_BANDS,
  notifySlackBodySchema,
  prospectInsertSchema,
  signupRequestSchema,
  toFieldIssues,
  type ProspectInsertPayload,
} from "./schema";

const validForm = { first_name: "Jane", last_name: "Doe", email: "jane@example.com" };

function issuesOf(schema: { safeParse(value: unknown): { success: boolean; error?: unknown } }, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return toFieldIssues(result.error as Parameters<typeof toFieldIssues>[0]);
}

describe("contactFormSchema (spec §5)", () => {
  it("trims names and email, lowercases the email, and turns blank optional fields into null", () => {
    expect(
      contactFormSchema.parse({
        first_name: "  Jane ",
        last_name: " Doe",
        email: "  Jane@Example.COM ",
        company: "  ",
        message: "",
      }),
    ).toEqual({ first_name: "Jane", last_name: "Doe", email: "jane@example.com", company: null, message: null });
  });

  it("uses the spec's messages for missing names and a bad email", () => {
    expect(issuesOf(contactFormSchema, { first_name: "   ", email: "not-an-email" })).toEqual([
      { path: "first_name", message: "First name is required" },
      { path: "last_name", message: "Last name is required" },
      { path: "email", message: "Invalid email address" },
    ]);
  });

  it.each([
    ["first_name", FIELD_LIMITS.first_name, "First name must be 100 characters or fewer"],
    ["last_name", FIELD_LIMITS.last_name, "Last name must be 100 characters or fewer"],
    ["company", FIELD_LIMITS.company, "Company must be 255 characters or fewer"],
    ["message", FIELD_LIMITS.message, "Message must be 2,000 characters or fewer"],
  ])("accepts %s at its limit (%i) and explains when it is longer", (field, limit, message) => {
    expect(contactFormSchema.safeParse({ ...validForm, [field]: "a".repeat(limit) }).success).toBe(true);
    // Surrounding spaces do not count: the value is trimmed first.
    expect(contactFormSchema.safeParse({ ...validForm, [field]: ` ${"a".repeat(limit)} ` }).success).toBe(true);
    expect(issuesOf(contactFormSchema, { ...validForm, [field]: "a".repeat(limit + 1) })).toEqual([
      { path: field, message },
    ]);
  });

  it('limits the email to 255 characters with the spec\'s message (§5: "Invalid email address")', () => {
    const atLimit = `${"a".repeat(243)}@example.com`;
    expect(atLimit).toHaveLength(255);
    expect(contactFormSchema.safeParse({ ...validForm, email: atLimit }).success).toBe(true);
    expect(issuesOf(contactFormSchema, { ...validForm, email: `a${atLimit}` })).toEqual([
      { path: "email", message: "Invalid email address" },
    ]);
  });

  it("refuses control characters and broken unicode, but keeps line breaks in the message", () => {
    expect(issuesOf(contactFormSchema, { ...validForm, first_name: "Ja\u0000ne" })).toEqual([
      { path: "first_name", message: "First name contains characters that are not allowed" },
    ]);
    expect(contactFormSchema.safeParse({ ...validForm, last_name: "Doe\ud800" }).success).toBe(false);
    expect(contactFormSchema.parse({ ...validForm, message: "line 1\r\nline 2\tend" }).message).toBe(
      "line 1\r\nline 2\tend",
    );
    expect(contactFormSchema.parse({ ...validForm, first_name: "Zoë 😀" }).first_name).toBe("Zoë 😀");
  });
});

describe("containsForbiddenCharacters", () => {
  it("flags C0 controls, DEL and unpaired surrogates; allows paired surrogates", () => {
    expect(containsForbiddenCharacters("ok 😀 é")).toBe(false);
    expect(containsForbiddenCharacters("a\u0007")).toBe(true);
    expect(containsForbiddenCharacters("a\u007f")).toBe(true);
    expect(containsForbiddenCharacters("\udc00")).toBe(true);
    expect(containsForbiddenCharacters("\ud83d")).toBe(true);
    expect(containsForbiddenCharacters("a\nb")).toBe(true);
    expect(containsForbiddenCharacters("a\nb", true)).toBe(false);
  });
});

describe("prospectInsertSchema (spec §7 call 1)", () => {
  const payload: ProspectInsertPayload = {
    ...validForm,
    company: null,
    message: null,
    utm_source: "google",
    utm_medium: null,
    utm_campaign: null,
    landing_page: "/",
    referrer: "direct",
    conversion_page: "/pricing",
  };

  it("accepts the spec's eleven fields", () => {
    expect(prospectInsertSchema.parse(payload)).toMatchObject({ ...payload, extra: null });
  });

  it("is strict: an unknown field is an error naming it", () => {
    expect(issuesOf(prospectInsertSchema, { ...payload, phone: "123", admin: true })).toEqual([
      { path: "phone", message: "Unknown field" },
      { path: "admin", message: "Unknown field" },
    ]);
  });

  it("limits attribution lengths and the viewed pages list", () => {
    expect(issuesOf(prospectInsertSchema, { ...payload, utm_source: "u".repeat(256) })).toEqual([
      { path: "utm_source", message: "UTM source must be 255 characters or fewer" },
    ]);
    const page = { path: "/", timestamp: "2026-01-01T00:00:00.000Z" };
    const tooMany = Array.from({ length: FIELD_LIMITS.viewed_pages + 1 }, () => page);
    expect(issuesOf(prospectInsertSchema, { ...payload, extra: { viewed_pages: tooMany } })[0]?.path).toBe(
      "extra.viewed_pages",
    );
    expect(
      issuesOf(prospectInsertSchema, {
        ...payload,
        extra: { viewed_pages: [{ path: "/", timestamp: "yesterday" }] },
      })[0]?.path,
    ).toBe("extra.viewed_pages.0.timestamp");
  });

  it("accepts exactly what the attribution module submits (the browser's real payload)", () => {
    const storage = createMemoryStorage();
    const now = new Date("2026-03-01T10:00:00Z");
    captureAttribution(
      "https://marginatlas.com/features/profit-loss?utm_source=google&utm_medium=cpc&utm_content=ad&gclid=1",
      "https://www.google.com/search?q=x",
      storage,
      now,
    );
    recordPageView("/features/profit-loss", storage, now);
    recordPageView("/pricing", storage, new Date("2026-03-01T10:01:00Z"));
    const attribution = attributionForSubmission(storage, "/pricing?plan=pro");
    const parsed = prospectInsertSchema.parse({ ...validForm, company: "Acme", message: "Hi", ...attribution });
    expect(parsed).toMatchObject({
      utm_source: "google",
      referrer: "https://www.google.com/search",
      landing_page: "/features/profit-loss",
      conversion_page: "/pricing",
      extra: {
        utm_content: "ad",
        viewed_pages: [{ path: "/features/profit-loss" }, { path: "/pricing" }],
        click_ids: { gclid: "1" },
      },
    });
  });

  it("rejects click ids that are unknown, too long or not URL-safe", () => {
    const withClickIds = (click_ids: unknown) =>
      prospectInsertSchema.safeParse({ ...payload, extra: { ...payload.extra, click_ids } });
    expect(withClickIds({ gclid: "Cj0K-x_1", fbclid: "IwAR" }).success).toBe(true);
    expect(withClickIds(null).success).toBe(true);
    expect(withClickIds({ dclid: "x" }).success).toBe(false);
    expect(withClickIds({ gclid: "a".repeat(501) }).success).toBe(false);
    expect(withClickIds({ gclid: "<x>" }).success).toBe(false);
  });

  it("accepts the honeypot field (the server checks it before validation)", () => {
    expect(prospectInsertSchema.safeParse({ ...payload, website: "" }).success).toBe(true);
  });
});

describe("signupRequestSchema", () => {
  it("requires a known marketplace and order band", () => {
    expect(
      signupRequestSchema.parse({
        ...validForm,
        amazon_marketplace: AMAZON_MARKETPLACES[0].code,
        monthly_orders_band: MONTHLY_ORDER_BANDS[2].value,
      }),
    ).toMatchObject({ amazon_marketplace: "US", monthly_orders_band: "1k-10k", company: null });
    expect(issuesOf(signupRequestSchema, { ...validForm, amazon_marketplace: "Mars" })).toEqual([
      { path: "amazon_marketplace", message: "Choose your Amazon marketplace" },
      { path: "monthly_orders_band", message: "Choose your monthly orders" },
    ]);
  });
  it("does not accept a message (that belongs to the contact popup)", () => {
    expect(
      issuesOf(signupRequestSchema, {
        ...validForm,
        amazon_marketplace: "US",
        monthly_orders_band: "0-100",
        message: "x",
      }),
    ).toEqual([{ path: "message", message: "Unknown field" }]);
  });
});

describe("emailSignupRequestSchema", () => {
  it("takes an email, a list, the source page and attribution", () => {
    expect(
      emailSignupRequestSchema.parse({ email: " Fan@Example.com", list: "tools", source_page: "/tools" }),
    ).toMatchObject({
      email: "fan@example.com",
      list: "tools",
      source_page: "/tools",
    });
    expect(issuesOf(emailSignupRequestSchema, { email: "fan@example.com", list: "vip" })).toEqual([
      {
        path: "list",
        message: "List must be one of: newsletter, tools, waitlist:sqp-keyword-optimizer, waitlist:custom-analytics",
      },
    ]);
    expect(emailSignupRequestSchema.parse({ email: "fan@example.com", list: "waitlist:custom-analytics" }).list).toBe(
      "waitlist:custom-analytics",
    );
    expect(
      issuesOf(emailSignupRequestSchema, { email: "fan@example.com", list: "waitlist:smart-tagging" }),
    ).toHaveLength(1);
  });
});

describe("notifySlackBodySchema (spec §7 call 2)", () => {
  const body = {
    type: "INSERT",
    table: "prospects",
    schema: "public",
    old_record: null,
    record: {
      ...validForm,
      source: "contact_popup",
      timestamp: "2026-01-01T00:00:00.000Z",
      utm_source: null,
      whatever: 1,
    },
  };
  it("accepts a database-webhook-shaped body and ignores extra record fields", () => {
    expect(notifySlackBodySchema.safeParse(body).success).toBe(true);
  });
  it("refuses any other shape", () => {
    expect(notifySlackBodySchema.safeParse({ ...body, type: "UPDATE" }).success).toBe(false);
    expect(notifySlackBodySchema.safeParse({ ...body, table: "users" }).success).toBe(false);
    expect(notifySlackBodySchema.safeParse({ ...body, text: "hello" }).success).toBe(false);
    expect(notifySlackBodySchema.safeParse({ ...body, record: { ...body.record, email: "nope" } }).success).toBe(false);
  });
});
