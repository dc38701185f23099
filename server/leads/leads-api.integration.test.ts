import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { describeSubmissionFailure, securityPolicyMessage } from "~/leads/submission-error";
import type { Database } from "../database/open-database";
import { startTestApi, validProspect, type TestApi } from "../test-support/test-api";
import { TEST_DATABASE_TARGETS, type TestDatabase } from "../test-support/test-databases";
import { upload, uploadWithoutListening } from "../test-support/upload";
import { LEADS_API_PATHS } from "./leads-api";

const SUPPORT_EMAIL = "help@marginatlas.test";

async function countRows(db: Database, table: "prospects" | "email_signups", where = "true", params: unknown[] = []) {
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`, params);
  return rows[0]?.n ?? 0;
}

for (const target of TEST_DATABASE_TARGETS) {
  describe.skipIf(target.skip)(`leads API on ${target.name}`, () => {
    let testDb: TestDatabase;
    let db: Database;
    let api: TestApi;
    const logged = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };

    beforeAll(async () => {
      testDb = await target.open();
      db = testDb.db;
      api = await startTestApi(db, { supportEmail: SUPPORT_EMAIL, logger: logged });
    });
    afterAll(async () => {
      await api?.close();
      await testDb?.cleanup();
    });
    beforeEach(() => {
      vi.clearAllMocks();
    });

    describe("POST /rest/v1/prospects", () => {
      it("stores a valid submission (email lowercased, attribution kept) and answers 201 { ok: true }", async () => {
        const payload = validProspect({ email: "  Jane.Doe@Example.COM " });
        const nudgesBefore = api.nudges;
        const response = await api.post(LEADS_API_PATHS.prospects, payload, { "Idempotency-Key": randomUUID() });
        expect(response).toMatchObject({ status: 201, body: { ok: true } });
        expect(response.headers.get("cache-control")).toBe("no-store");
        const { rows } = await db.query<Record<string, unknown>>("select * from prospects where last_name = $1", [
          payload.last_name,
        ]);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({
          first_name: "Jane",
          email: "jane.doe@example.com",
          company: "Acme Goods",
          utm_source: "google",
          landing_page: "/features/profit-loss",
          referrer: "https://www.google.com/",
          conversion_page: "/pricing",
          source: "contact_popup",
          extra_attribution: payload.extra,
        });
        expect(api.nudges).toBe(nudgesBefore + 1);
      });

      it("stores NULL for blank optional fields and accepts a body with only the required ones", async () => {
        const lastName = `Minimal ${randomUUID().slice(0, 6)}`;
        const response = await api.post(LEADS_API_PATHS.prospects, {
          first_name: "Min",
          last_name: lastName,
          email: "min@example.com",
          company: "   ",
        });
        expect(response.status).toBe(201);
        const { rows } = await db.query(
          "select company, message, utm_source, extra_attribution from prospects where last_name = $1",
          [lastName],
        );
        expect(rows).toEqual([{ company: null, message: null, utm_source: null, extra_attribution: {} }]);
      });

      it("answers invalid fields with 400 and the list of field path and message pairs, storing nothing", async () => {
        const before = await countRows(db, "prospects");
        const response = await api.post(LEADS_API_PATHS.prospects, {
          first_name: " ",
          last_name: "x".repeat(101),
          email: "nope",
          message: "m".repeat(2001),
          nickname: "unknown field",
        });
        expect(response.status).toBe(400);
        expect(response.body).toEqual({
          error: {
            kind: "validation",
            message: "Please check the highlighted fields and try again.",
            issues: expect.arrayContaining([
              { path: "first_name", message: "First name is required" },
              { path: "last_name", message: "Last name must be 100 characters or fewer" },
              { path: "email", message: "Invalid email address" },
              { path: "message", message: "Message must be 2,000 characters or fewer" },
              { path: "nickname", message: "Unknown field" },
            ]),
          },
        });
        expect(await countRows(db, "prospects")).toBe(before);
      });

      it("never stores a second prospect for a retried submission (same Idempotency-Key)", async () => {
        const key = randomUUID();
        const payload = validProspect();
        const first = await api.post(LEADS_API_PATHS.prospects, payload, { "Idempotency-Key": key });
        const retry = await api.post(LEADS_API_PATHS.prospects, payload, { "Idempotency-Key": key.toUpperCase() });
        expect([first.status, retry.status]).toEqual([201, 201]);
        expect(await countRows(db, "prospects", "last_name = $1", [payload.last_name])).toBe(1);
        // A new key is a new submission.
        await api.post(LEADS_API_PATHS.prospects, payload, { "Idempotency-Key": randomUUID() });
        expect(await countRows(db, "prospects", "last_name = $1", [payload.last_name])).toBe(2);
      });

      it("answers 422 with a clear error when an Idempotency-Key comes back with other details, storing nothing new", async () => {
        const key = randomUUID();
        const payload = validProspect();
        expect((await api.post(LEADS_API_PATHS.prospects, payload, { "Idempotency-Key": key })).status).toBe(201);
        // A visitor corrects a typo after a lost answer, but the page reuses the key: that is not a retry.
        const corrected = { ...payload, email: `fixed-${payload.email}` };
        const reused = await api.post(LEADS_API_PATHS.prospects, corrected, { "Idempotency-Key": key });
        expect(reused).toMatchObject({
          status: 422,
          body: {
            error: {
              kind: "idempotency_conflict",
              message: "This form was already sent with different details. Please send it again.",
            },
          },
        });
        expect(describeSubmissionFailure({ type: "response", status: 422, body: reused.body }).description).toBe(
          "This form was already sent with different details. Please send it again.",
        );
        expect(await countRows(db, "prospects", "email = $1", [corrected.email.toLowerCase()])).toBe(0);
        // The very same submission is still a retry (other attribution, same form), and a trial signup is held to the same rule.
        expect(
          (await api.post(LEADS_API_PATHS.prospects, { ...payload, utm_source: "retry" }, { "Idempotency-Key": key }))
            .status,
        ).toBe(201);
        expect(await countRows(db, "prospects", "last_name = $1", [payload.last_name])).toBe(1);
        const signupKey = randomUUID();
        const signup = {
          first_name: "Sam",
          last_name: payload.last_name,
          email: "sam@seller.io",
          amazon_marketplace: "DE",
          monthly_orders_band: "1k-10k",
        };
        expect((await api.post(LEADS_API_PATHS.signup, signup, { "Idempotency-Key": signupKey })).status).toBe(201);
        expect(
          (
            await api.post(
              LEADS_API_PATHS.signup,
              { ...signup, monthly_orders_band: "10k-50k" },
              { "Idempotency-Key": signupKey },
            )
          ).status,
        ).toBe(422);
      });

      it("rejects an Idempotency-Key that is not a UUID", async () => {
        const response = await api.post(LEADS_API_PATHS.prospects, validProspect(), {
          "Idempotency-Key": "1; drop table",
        });
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ error: { kind: "validation", issues: [{ path: "Idempotency-Key" }] } });
      });

      it("pretends success for a filled honeypot and stores nothing", async () => {
        const payload = validProspect({ website: "http://spam.example" });
        const response = await api.post(LEADS_API_PATHS.prospects, payload);
        expect(response).toMatchObject({ status: 201, body: { ok: true } });
        expect(await countRows(db, "prospects", "last_name = $1", [payload.last_name])).toBe(0);
        // Even an otherwise invalid bot submission gets the same answer: nothing to learn from.
        expect((await api.post(LEADS_API_PATHS.prospects, { website: "x", junk: true })).status).toBe(201);
      });

      it("answers malformed JSON with 400 bad_json, a non-object with 400, a huge body with 413", async () => {
        const malformed = await api.post(LEADS_API_PATHS.prospects, '{"first_name": "Jane",');
        expect(malformed).toMatchObject({ status: 400, body: { error: { kind: "bad_json" } } });
        const array = await api.post(LEADS_API_PATHS.prospects, "[1, 2]");
        expect(array).toMatchObject({ status: 400, body: { error: { kind: "validation", issues: [{ path: "" }] } } });
        const primitive = await api.post(LEADS_API_PATHS.prospects, '"just a string"');
        expect(primitive.status).toBe(400);
        const huge = await api.post(LEADS_API_PATHS.prospects, validProspect({ message: "x".repeat(100_000) }));
        expect(huge).toMatchObject({ status: 413, body: { error: { kind: "payload_too_large" } } });
        const empty = await api.post(LEADS_API_PATHS.prospects, "");
        expect(empty.status).toBe(400);
      });

      it("refuses every content type but JSON with 415 (forms and beacons of other sites), storing nothing", async () => {
        for (const contentType of [
          "text/plain;charset=UTF-8",
          "application/x-www-form-urlencoded",
          "multipart/form-data; boundary=x",
          null,
        ]) {
          const payload = validProspect();
          const response = await fetch(api.url + LEADS_API_PATHS.prospects, {
            method: "POST",
            headers: contentType ? { "content-type": contentType } : {},
            body: new Blob([JSON.stringify(payload)]),
          });
          expect(response.status, String(contentType)).toBe(415);
          expect(await response.json()).toMatchObject({
            error: { kind: "bad_request", message: expect.stringContaining("application/json") },
          });
          expect(await countRows(db, "prospects", "last_name = $1", [payload.last_name])).toBe(0);
        }
        const email = `plain-${randomUUID().slice(0, 8)}@example.com`;
        const newsletter = await api.post(
          LEADS_API_PATHS.emailSignups,
          { email, list: "newsletter" },
          { "content-type": "text/plain" },
        );
        expect(newsletter.status).toBe(415);
        expect(await countRows(db, "email_signups", "email = $1", [email])).toBe(0);
      });

      it("refuses JSON from another site's page with 403 and a clear message, storing nothing", async () => {
        const crossSite: Record<string, string>[] = [
          { origin: "https://evil.example" },
          { origin: "null" },
          { "sec-fetch-site": "cross-site" },
          { "sec-fetch-site": "same-site" },
        ];
        for (const headers of crossSite) {
          const payload = validProspect();
          const response = await api.post(LEADS_API_PATHS.prospects, payload, headers);
          expect(response, JSON.stringify(headers)).toMatchObject({
            status: 403,
            body: { error: { message: expect.stringContaining("only from pages of this website") } },
          });
          expect(await countRows(db, "prospects", "last_name = $1", [payload.last_name])).toBe(0);
        }
        const signup = await api.post(
          LEADS_API_PATHS.emailSignups,
          { email: "x@example.com", list: "newsletter" },
          { origin: "https://evil.example" },
        );
        expect(signup.status).toBe(403);
        expect(
          (await api.post(LEADS_API_PATHS.notifySlack, { record: {} }, { origin: "https://evil.example" })).status,
        ).toBe(403);
      });

      it("accepts JSON from the site's own pages: the addressed host, SITE_PRIMARY_HOST, same-origin fetch metadata", async () => {
        for (const headers of <Record<string, string>[]>[
          { origin: api.url },
          { origin: "https://marginatlas.com" },
          { "sec-fetch-site": "same-origin" },
        ]) {
          const payload = validProspect();
          expect((await api.post(LEADS_API_PATHS.prospects, payload, headers)).status, JSON.stringify(headers)).toBe(
            201,
          );
          expect(await countRows(db, "prospects", "last_name = $1", [payload.last_name])).toBe(1);
        }
      });

      it("answers 413 as soon as Content-Length is over the limit, without reading the body", async () => {
        const declared = 100 * 1024 * 1024;
        const { status, bytesSent } = await upload(api.url + LEADS_API_PATHS.prospects, {
          declaredBytes: declared,
          stopWhenAnswered: true,
        });
        expect(status).toBe(413);
        expect(bytesSent).toBeLessThan(declared / 10);
      });

      it("cuts a chunked body off once it passes the limit", async () => {
        const { status, bytesSent } = await upload(api.url + LEADS_API_PATHS.prospects, { stopWhenAnswered: true });
        expect(status).toBe(413);
        // The limit is 64 KB; the socket's buffers let a little more through before the answer arrives.
        expect(bytesSent).toBeLessThan(8 * 1024 * 1024);
      });

      it("answers an oversized chunked upload 413 to a client that reads only once it has sent it all, not with a reset", async () => {
        // 4 MB, 64 times the limit: what follows the limit is read and thrown away, up to 8 MB, then the connection closes.
        expect(await uploadWithoutListening(api.url + LEADS_API_PATHS.prospects, 4 * 1024 * 1024)).toBe(
          "HTTP/1.1 413 Payload Too Large",
        );
      });

      it("answers other methods with 405 JSON instead of falling through to the page router", async () => {
        const response = await fetch(api.url + LEADS_API_PATHS.prospects);
        expect(response.status).toBe(405);
        expect(response.headers.get("allow")).toBe("POST");
      });

      it("answers 405 (and 404, 403, 415) without reading the body: the connection is closed at once, not kept open", async () => {
        const declared = 100 * 1024 * 1024;
        const refusals = [
          ["PUT", LEADS_API_PATHS.prospects, 405, {}],
          ["POST", "/REST/V1/PROSPECTS", 404, {}],
          ["POST", LEADS_API_PATHS.prospects, 403, { origin: "https://evil.example" }],
          ["POST", LEADS_API_PATHS.prospects, 415, { "content-type": "text/plain" }],
        ] as const;
        for (const [method, path, expected, headers] of refusals) {
          const answer = await fetch(api.url + path, {
            method,
            headers: { "content-type": "application/json", ...headers },
            body: "{}",
          });
          expect(answer.status, `${method} ${path}`).toBe(expected);
          // The status of a 100 MB upload's answer may be lost to the reset of a connection closed mid-upload.
          const { bytesSent, ms } = await upload(api.url + path, { method, headers, declaredBytes: declared });
          expect(
            { closedWithinASecond: ms < 1_000, readLessThanATenth: bytesSent < declared / 10 },
            `${method} ${path}: ${bytesSent} bytes in ${ms} ms`,
          ).toEqual({ closedWithinASecond: true, readLessThanATenth: true });
        }
      });

      it("has one path per endpoint: case, trailing-slash and encoded variants answer 404 and store nothing", async () => {
        for (const variant of [
          "/rest/v1/prospects/",
          "/REST/V1/PROSPECTS",
          "/Rest/v1/Prospects",
          "/rest/v1/%70rospects",
          "/rest/v1/prospects//",
          "/Api/Signup/",
          "/api/email-signups/",
          "/functions/v1/notify-slack/",
        ]) {
          const payload = validProspect();
          const response = await api.post(variant, payload);
          expect(response.status, variant).toBe(404);
          expect(response.body, variant).toMatchObject({ error: { kind: "bad_request" } });
          expect(await countRows(db, "prospects", "last_name = $1", [payload.last_name]), variant).toBe(0);
        }
      });

      it("surfaces a refusal by the row-level security policy as the security-policy message", async () => {
        await db.exec("drop policy prospects_anon_insert_only on prospects");
        try {
          const response = await api.post(LEADS_API_PATHS.prospects, validProspect());
          expect(response).toEqual({
            status: 403,
            headers: expect.anything(),
            body: { error: { kind: "security_policy", message: securityPolicyMessage(SUPPORT_EMAIL) } },
          });
          // And the browser's toast says exactly the catalogue text.
          expect(
            describeSubmissionFailure({ type: "response", status: 403, body: response.body }, SUPPORT_EMAIL),
          ).toEqual({
            title: "Submission failed",
            description: `Form submission blocked by security policy. Please contact support at ${SUPPORT_EMAIL}`,
            issues: [],
          });
        } finally {
          await db.exec("create policy prospects_anon_insert_only on prospects for insert to anon with check (true)");
        }
      });

      it("answers an unexpected database failure with 500 and the fallback text only, logging the details", async () => {
        await db.exec("alter table prospects rename column company to company_renamed");
        try {
          const response = await api.post(LEADS_API_PATHS.prospects, validProspect());
          expect(response.status).toBe(500);
          expect(response.body).toEqual({
            error: { kind: "server_error", message: `Please try again or contact us at ${SUPPORT_EMAIL}` },
          });
          expect(JSON.stringify(response.body)).not.toMatch(/company|column|insert/i);
          expect(logged.error).toHaveBeenCalled();
        } finally {
          await db.exec("alter table prospects rename column company_renamed to company");
        }
      });
    });

    describe("POST /api/signup", () => {
      it("records a trial signup as a prospect with source 'signup', marketplace and order band", async () => {
        const lastName = `Signup ${randomUUID().slice(0, 6)}`;
        const response = await api.post(
          LEADS_API_PATHS.signup,
          {
            first_name: "Sam",
            last_name: lastName,
            email: "Sam@Seller.io",
            company: null,
            amazon_marketplace: "DE",
            monthly_orders_band: "1k-10k",
            utm_source: "newsletter",
            landing_page: "/",
            referrer: "direct",
            conversion_page: "/signup",
          },
          { "Idempotency-Key": randomUUID() },
        );
        expect(response.status).toBe(201);
        const { rows } = await db.query(
          "select email, source, amazon_marketplace, monthly_orders_band, conversion_page from prospects where last_name = $1",
          [lastName],
        );
        expect(rows).toEqual([
          {
            email: "sam@seller.io",
            source: "signup",
            amazon_marketplace: "DE",
            monthly_orders_band: "1k-10k",
            conversion_page: "/signup",
          },
        ]);
      });

      it("pretends success for a filled honeypot and stores nothing, like the other write endpoints", async () => {
        const lastName = `Bot ${randomUUID().slice(0, 6)}`;
        const payload = {
          first_name: "Sam",
          last_name: lastName,
          email: "bot@seller.io",
          amazon_marketplace: "US",
          monthly_orders_band: "0-100",
          website: "http://spam.example",
        };
        const response = await api.post(LEADS_API_PATHS.signup, payload, { "Idempotency-Key": randomUUID() });
        expect(response).toMatchObject({ status: 201, body: { ok: true } });
        expect(await countRows(db, "prospects", "last_name = $1", [lastName])).toBe(0);
      });

      it("requires a known marketplace and order band", async () => {
        const response = await api.post(LEADS_API_PATHS.signup, {
          first_name: "Sam",
          last_name: "Seller",
          email: "sam@seller.io",
          amazon_marketplace: "XX",
        });
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({
          error: {
            issues: expect.arrayContaining([
              { path: "amazon_marketplace", message: "Choose your Amazon marketplace" },
              { path: "monthly_orders_band", message: "Choose your monthly orders" },
            ]),
          },
        });
      });
    });

    describe("POST /api/email-signups", () => {
      it("stores a newsletter signup once; a repeat signup is a success, not an error", async () => {
        const email = `Reader-${randomUUID().slice(0, 6)}@Example.com`;
        const body = { email, list: "newsletter", source_page: "/resources/blog", utm_source: "twitter" };
        expect((await api.post(LEADS_API_PATHS.emailSignups, body)).status).toBe(201);
        const repeat = await api.post(LEADS_API_PATHS.emailSignups, { ...body, source_page: "/" });
        expect(repeat).toMatchObject({ status: 201, body: { ok: true } });
        const { rows } = await db.query(
          "select email, list, source_page, utm_source from email_signups where email = $1",
          [email.toLowerCase()],
        );
        expect(rows).toEqual([
          { email: email.toLowerCase(), list: "newsletter", source_page: "/resources/blog", utm_source: "twitter" },
        ]);
      });

      it("keeps the tools gate's emails as their own list", async () => {
        const email = `tools-${randomUUID().slice(0, 6)}@example.com`;
        await api.post(LEADS_API_PATHS.emailSignups, { email, list: "newsletter" });
        await api.post(LEADS_API_PATHS.emailSignups, { email, list: "tools", conversion_page: "/tools" });
        const { rows } = await db.query("select list, source_page from email_signups where email = $1 order by list", [
          email,
        ]);
        expect(rows).toEqual([
          { list: "newsletter", source_page: null },
          { list: "tools", source_page: "/tools" },
        ]);
      });

      it("validates the email and the list, and drops honeypot submissions silently", async () => {
        const invalid = await api.post(LEADS_API_PATHS.emailSignups, { email: "x", list: "vip" });
        expect(invalid.status).toBe(400);
        const bot = await api.post(LEADS_API_PATHS.emailSignups, {
          email: "bot@example.com",
          list: "newsletter",
          website: "x",
        });
        expect(bot.status).toBe(201);
        expect(await countRows(db, "email_signups", "email = 'bot@example.com'")).toBe(0);
      });
    });

    describe("rate limiting", () => {
      it("answers 429 with Retry-After and a clear message once a client's burst is spent", async () => {
        const limited = await startTestApi(db, { rateLimit: { burst: 2, perMinute: 1 }, supportEmail: SUPPORT_EMAIL });
        try {
          const statuses = [];
          for (let index = 0; index < 3; index += 1) {
            statuses.push(
              (
                await limited.post(LEADS_API_PATHS.emailSignups, {
                  email: `rl${index}@example.com`,
                  list: "newsletter",
                })
              ).status,
            );
          }
          expect(statuses).toEqual([201, 201, 429]);
          const response = await limited.post(LEADS_API_PATHS.prospects, validProspect());
          expect(response.status).toBe(429);
          expect(Number(response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
          expect(response.body).toEqual({
            error: {
              kind: "rate_limited",
              message: expect.stringMatching(
                /^Too many submissions from your network\. Please wait \d+ seconds and try again\.$/,
              ),
              retryAfterSeconds: Number(response.headers.get("retry-after")),
            },
          });
          // notify-slack has its own bucket, so the call after a submission is not refused with it.
          const notify = await limited.post(LEADS_API_PATHS.notifySlack, {
            type: "INSERT",
            table: "prospects",
            schema: "public",
            old_record: null,
            record: { first_name: "A", last_name: "B", email: "a@b.co", source: "contact_popup" },
          });
          expect(notify.status).toBe(202);
        } finally {
          await limited.close();
        }
      });
    });
  });
}
