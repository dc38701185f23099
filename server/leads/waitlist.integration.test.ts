import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WAITLIST_FEATURES, waitlistList } from "~/leads/email-lists";
import type { Database } from "../database/open-database";
import { startTestApi, type TestApi } from "../test-support/test-api";
import { TEST_DATABASE_TARGETS, type TestDatabase } from "../test-support/test-databases";
import { LEADS_API_PATHS } from "./leads-api";

/** The coming-soon feature waitlists: one email_signups list per feature (migration 0010), through the public API. */
for (const target of TEST_DATABASE_TARGETS) {
  describe.skipIf(target.skip)(`feature waitlists on ${target.name}`, () => {
    let testDb: TestDatabase;
    let db: Database;
    let api: TestApi;

    beforeAll(async () => {
      testDb = await target.open();
      db = testDb.db;
      api = await startTestApi(db);
    });
    afterAll(async () => {
      await api?.close();
      await testDb?.cleanup();
    });

    it("stores each feature's waitlist as its own list, next to the newsletter, and a repeat is a success", async () => {
      const email = `Waitlist-${randomUUID().slice(0, 6)}@Example.com`;
      for (const feature of WAITLIST_FEATURES) {
        const response = await api.post(LEADS_API_PATHS.emailSignups, {
          email,
          list: waitlistList(feature),
          source_page: `/features/${feature}`,
          utm_source: "linkedin",
        });
        expect(response).toMatchObject({ status: 201, body: { ok: true } });
      }
      expect(
        (await api.post(LEADS_API_PATHS.emailSignups, { email, list: "waitlist:custom-analytics", source_page: "/" }))
          .status,
      ).toBe(201);
      expect((await api.post(LEADS_API_PATHS.emailSignups, { email, list: "newsletter" })).status).toBe(201);
      const { rows } = await db.query(
        "select list, source_page, utm_source from email_signups where email = $1 order by list",
        [email.toLowerCase()],
      );
      expect(rows).toEqual([
        { list: "newsletter", source_page: null, utm_source: null },
        { list: "waitlist:custom-analytics", source_page: "/features/custom-analytics", utm_source: "linkedin" },
        {
          list: "waitlist:sqp-keyword-optimizer",
          source_page: "/features/sqp-keyword-optimizer",
          utm_source: "linkedin",
        },
      ]);
    });

    it("rejects a waitlist for a feature that has none, in the API and in the database itself", async () => {
      const email = `nolist-${randomUUID().slice(0, 6)}@example.com`;
      expect((await api.post(LEADS_API_PATHS.emailSignups, { email, list: "waitlist:smart-tagging" })).status).toBe(
        400,
      );
      await expect(
        db.query("select insert_email_signup_as_anon($1, $2, null, null, null, null, null, null, '{}'::jsonb)", [
          email,
          "waitlist:smart-tagging",
        ]),
      ).rejects.toThrow(/email_signups_list_known/);
      const { rows } = await db.query("select count(*)::int as n from email_signups where email = $1", [email]);
      expect(rows).toEqual([{ n: 0 }]);
    });

    it("drops a waitlist submission with the honeypot filled, answering as if it were stored", async () => {
      const email = `bot-${randomUUID().slice(0, 6)}@example.com`;
      expect(
        (
          await api.post(LEADS_API_PATHS.emailSignups, {
            email,
            list: "waitlist:sqp-keyword-optimizer",
            website: "https://spam.example",
          })
        ).status,
      ).toBe(201);
      const { rows } = await db.query("select count(*)::int as n from email_signups where email = $1", [email]);
      expect(rows).toEqual([{ n: 0 }]);
    });
  });
}
