import { describe, expect, it } from "vitest";
import { buildNotifySlackBody } from "./notify-slack-body";
import { notifySlackBodySchema, prospectInsertSchema } from "./schema";

describe("buildNotifySlackBody (spec §7 call 2)", () => {
  const prospect = prospectInsertSchema.parse({
    first_name: "Jane",
    last_name: "Doe",
    email: "Jane@Example.com",
    company: "Acme",
    message: null,
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: null,
    landing_page: "/",
    referrer: "direct",
    conversion_page: "/pricing",
    extra: { utm_content: "ad", utm_term: null, session_id: "1-abc", viewed_pages: [] },
    website: "",
  });

  it("is a database-webhook body: INSERT into public.prospects, no old record", () => {
    const body = buildNotifySlackBody(prospect, { now: new Date("2026-05-01T12:00:00Z") });
    expect(body).toEqual({
      type: "INSERT",
      table: "prospects",
      schema: "public",
      old_record: null,
      record: {
        first_name: "Jane",
        last_name: "Doe",
        email: "jane@example.com",
        company: "Acme",
        message: null,
        utm_source: "google",
        utm_medium: "cpc",
        utm_campaign: null,
        landing_page: "/",
        referrer: "direct",
        conversion_page: "/pricing",
        utm_content: "ad",
        utm_term: null,
        session_id: "1-abc",
        viewed_pages: [],
        source: "contact_popup",
        timestamp: "2026-05-01T12:00:00.000Z",
      },
    });
    expect(notifySlackBodySchema.safeParse(body).success).toBe(true);
  });

  it("never forwards the honeypot", () => {
    expect(JSON.stringify(buildNotifySlackBody(prospect))).not.toContain("website");
  });
});
