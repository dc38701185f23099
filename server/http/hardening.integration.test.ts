import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeSubmissionFailure, fallbackMessage } from "~/leads/submission-error";
import { VITALS_API_PATH } from "~/vitals/vitals-report";
import { openDatabase, type Database } from "../database/open-database";
import { LEADS_API_PATHS } from "../leads/leads-api";
import { createJsonLogger } from "../logging/logger";
import { freePort } from "../test-support/free-port";
import { startTestApi, validProspect, type TestApi } from "../test-support/test-api";
import { TEST_DATABASE_TARGETS, type TestDatabase } from "../test-support/test-databases";
import { allowedOriginsLine, readSameSitePolicy } from "./api-http";

/** Issue 28's findings that concern the write API and the database functions, each on PGlite and PostgreSQL. */
for (const target of TEST_DATABASE_TARGETS) {
  describe.skipIf(target.skip)(`hardening, round three, on ${target.name}`, () => {
    let testDb: TestDatabase;
    let db: Database;
    let api: TestApi;
    const lines: string[] = [];

    beforeAll(async () => {
      testDb = await target.open();
      db = testDb.db;
      api = await startTestApi(db, { logger: createJsonLogger("debug", (line) => lines.push(line)) });
    });
    afterAll(async () => {
      await api?.close();
      await testDb?.cleanup();
    });

    it("every *_as_anon function hands the transaction back to the caller's role", async () => {
      const { rows: functions } = await db.query<{ name: string }>(
        "select proname as name from pg_proc where proname like '%\\_as\\_anon' and pronamespace = current_schema()::regnamespace order by 1",
      );
      expect(functions.map((row) => row.name)).toEqual([
        "insert_email_signup_as_anon",
        "insert_prospect_as_anon",
        "insert_web_vitals_as_anon",
      ]);
      const calls: Record<string, string> = {
        insert_email_signup_as_anon:
          "select insert_email_signup_as_anon('role@example.com', 'newsletter', '/', null, null, null, null, null, '{}'::jsonb)",
        insert_prospect_as_anon: `select insert_prospect_as_anon('Role', 'Check', 'role.check@example.com', null, null, null, null, null, null, null, null, 'contact_popup', null, null, '{}'::jsonb, '${randomUUID()}'::uuid, null)`,
        insert_web_vitals_as_anon: `select insert_web_vitals_as_anon('pricing', '/pricing', 'mobile', '{"LCP": 1000}'::jsonb, 600, 10000, 0, 10)`,
      };
      const { rows: outside } = await db.query<{ user: string }>("select current_user as user");
      for (const { name } of functions) {
        const after = await db.transaction(async (tx) => {
          await tx.query(calls[name]!);
          const { rows } = await tx.query<{ user: string }>("select current_user as user");
          return rows[0]?.user;
        });
        expect(after, name).toBe(outside[0]?.user);
      }
    });

    it("accepts random (version 4) Idempotency-Keys only, and says so", async () => {
      for (const key of [
        "00000000-0000-0000-0000-000000000000",
        "6ba7b810-9dad-11d1-80b4-00c04fd430c8",
        "not-a-uuid",
      ]) {
        const response = await api.post(LEADS_API_PATHS.prospects, validProspect(), { "Idempotency-Key": key });
        expect(response.status, key).toBe(400);
        expect(JSON.stringify(response.body), key).toContain("random (version 4) UUID");
      }
      expect(
        (await api.post(LEADS_API_PATHS.prospects, validProspect(), { "Idempotency-Key": randomUUID() })).status,
      ).toBe(201);
    });

    it("remembers an Idempotency-Key for 24 hours: later, the same key is a new submission", async () => {
      const key = randomUUID();
      const payload = validProspect();
      const count = async () =>
        (
          await db.query<{ n: number }>("select count(*)::int as n from prospects where email = lower($1)", [
            payload.email,
          ])
        ).rows[0]?.n;
      expect((await api.post(LEADS_API_PATHS.prospects, payload, { "Idempotency-Key": key })).status).toBe(201);
      await db.query("update prospects set created_at = now() - interval '23 hours' where idempotency_key = $1", [key]);
      expect((await api.post(LEADS_API_PATHS.prospects, payload, { "Idempotency-Key": key })).status).toBe(201);
      expect(await count()).toBe(1);
      await db.query("update prospects set created_at = now() - interval '25 hours' where idempotency_key = $1", [key]);
      expect((await api.post(LEADS_API_PATHS.prospects, payload, { "Idempotency-Key": key })).status).toBe(201);
      expect(await count()).toBe(2);
    });

    it("refuses a body declared in another charset than UTF-8 with 415, storing nothing", async () => {
      const payload = validProspect();
      for (const contentType of [
        "application/json; charset=utf-16",
        "application/json;charset=ISO-8859-1",
        'application/json; charset="utf-16le"',
      ]) {
        const response = await api.post(LEADS_API_PATHS.prospects, payload, { "content-type": contentType });
        expect(response.status, contentType).toBe(415);
        expect(response.body).toMatchObject({ error: { kind: "bad_request" } });
      }
      expect(
        (await api.post(LEADS_API_PATHS.prospects, payload, { "content-type": "application/json; charset=UTF-8" }))
          .status,
      ).toBe(201);
    });

    it("refuses bytes that are not UTF-8 with 415 on every write endpoint, storing nothing", async () => {
      const count = async () =>
        (
          await db.query<{ n: number }>(
            "select ((select count(*) from prospects) + (select count(*) from email_signups) + (select count(*) from web_vitals))::int as n",
          )
        ).rows[0]?.n;
      const before = await count();
      // Each body has NOT_UTF8 where the bytes go: a latin-1 é (E9), an overlong "/" (C0 AF), a surrogate half (ED A0 80).
      const bodies: Record<string, string> = {
        [LEADS_API_PATHS.prospects]: JSON.stringify(validProspect({ first_name: "JosNOT_UTF8" })),
        [LEADS_API_PATHS.emailSignups]: JSON.stringify({
          email: "jose@example.com",
          list: "newsletter",
          source_page: "/NOT_UTF8",
        }),
        [VITALS_API_PATH]: JSON.stringify({
          route: "pricing",
          path: "/pricing",
          device: "mobileNOT_UTF8",
          metrics: { LCP: 1 },
        }),
      };
      for (const [path, json] of Object.entries(bodies)) {
        const [head = "", tail = ""] = json.split("NOT_UTF8");
        for (const bytes of [[0xe9], [0xc0, 0xaf], [0xed, 0xa0, 0x80]]) {
          const response = await fetch(api.url + path, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(tail)]),
          });
          expect(response.status, `${path} ${Buffer.from(bytes).toString("hex")}`).toBe(415);
          expect(await response.json()).toMatchObject({ error: { kind: "bad_request" } });
        }
      }
      expect(await count()).toBe(before);
    });

    it("gives visitor writes a statement timeout: a write stuck behind a lock is answered 503 within seconds", async (context) => {
      const other = await testDb.openSecondConnection();
      if (!other) return context.skip("PGlite is one connection and has no statement timeout");
      try {
        const started = Date.now();
        const answer = await other.transaction(async (tx) => {
          await tx.query("lock table prospects in access exclusive mode");
          return api.post(LEADS_API_PATHS.prospects, validProspect(), { "Idempotency-Key": randomUUID() });
        });
        expect(answer.status).toBe(503);
        expect(answer.headers.get("retry-after")).toBe("30");
        expect(Date.now() - started).toBeLessThan(8_000);
      } finally {
        await other.close();
      }
    }, 20_000);

    it("names WRITE_ALLOWED_ORIGINS when it refuses a cross-site write", async () => {
      expect(
        (await api.post(LEADS_API_PATHS.prospects, validProspect(), { origin: "http://localhost:3000" })).status,
      ).toBe(403);
      expect(lines.find((line) => line.includes("refused a cross-site write"))).toMatch(
        /from http:\/\/localhost:3000.*WRITE_ALLOWED_ORIGINS/,
      );
    });
  });
}

describe("an unreachable database", () => {
  let db: Database;
  let api: TestApi;
  beforeAll(async () => {
    // Nothing listens on this port: every query fails to connect, as during a PostgreSQL outage.
    db = await openDatabase({
      databaseUrl: `postgres://site:secret@127.0.0.1:${await freePort()}/site`,
      migrate: false,
    });
    api = await startTestApi(db);
  });
  afterAll(async () => {
    await api?.close();
    await db?.close();
  });

  it("answers 503 with Retry-After in the API's JSON shape; the visitor sees the fallback text", async () => {
    for (const path of [LEADS_API_PATHS.prospects, LEADS_API_PATHS.emailSignups, VITALS_API_PATH]) {
      const body =
        path === VITALS_API_PATH
          ? { route: "pricing", path: "/pricing", device: "mobile", metrics: { LCP: 1000 } }
          : path === LEADS_API_PATHS.prospects
            ? validProspect()
            : { email: "outage@example.com", list: "newsletter" };
      const response = await api.post(path, body);
      expect(response.status, path).toBe(503);
      expect(response.headers.get("retry-after"), path).toBe("30");
      expect(response.body, path).toEqual({
        error: { kind: "unavailable", message: fallbackMessage(), retryAfterSeconds: 30 },
      });
    }
    const failure = await api.post(LEADS_API_PATHS.prospects, validProspect());
    expect(describeSubmissionFailure({ type: "response", status: 503, body: failure.body }).description).toBe(
      fallbackMessage(),
    );
  });

  it("answers 503 when no route leads to the database (ENETUNREACH), not 500", async () => {
    // The limited broadcast address has no route: the connection fails with ENETUNREACH at once.
    const unroutable = await openDatabase({
      databaseUrl: "postgres://site:secret@255.255.255.255:5432/site",
      migrate: false,
    });
    const unroutableApi = await startTestApi(unroutable);
    try {
      const response = await unroutableApi.post(LEADS_API_PATHS.prospects, validProspect());
      expect([response.status, response.headers.get("retry-after")]).toEqual([503, "30"]);
    } finally {
      await unroutableApi.close();
      await unroutable.close();
    }
  });
});

describe("the start-up line naming who may post", () => {
  it("lists SITE_PRIMARY_HOST and WRITE_ALLOWED_ORIGINS, and says which setting adds one", () => {
    const line = allowedOriginsLine(
      readSameSitePolicy({ NODE_ENV: "production", WRITE_ALLOWED_ORIGINS: "https://www.marginatlas.com" }),
    );
    expect(line).toBe(
      "[leads] forms may be posted from pages of https://marginatlas.com, https://www.marginatlas.com; add origins with WRITE_ALLOWED_ORIGINS",
    );
  });
});
