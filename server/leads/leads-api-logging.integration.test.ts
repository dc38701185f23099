import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJsonLogger } from "../logging/logger";
import { startTestApi, validProspect, type TestApi } from "../test-support/test-api";
import { TEST_DATABASE_TARGETS, type TestDatabase } from "../test-support/test-databases";
import { LEADS_API_PATHS } from "./leads-api";

/** Leads are referred to by id in the log: nothing a visitor typed may appear, whatever happens to the request. */
for (const target of TEST_DATABASE_TARGETS) {
  describe.skipIf(target.skip)(`leads API log on ${target.name}`, () => {
    let testDb: TestDatabase;
    let api: TestApi;
    const lines: string[] = [];

    beforeAll(async () => {
      testDb = await target.open();
      api = await startTestApi(testDb.db, { logger: createJsonLogger("debug", (line) => lines.push(line)) });
    });
    afterAll(async () => {
      await api?.close();
      await testDb?.cleanup();
    });

    it("never logs a visitor's name, email, company or message: stored, refused, invalid, cross-site or failed", async () => {
      const visitor = {
        first_name: "Zelda",
        last_name: "Quintessa",
        email: "zelda.quintessa@visitor-mail.example",
        company: "Quintessa Imports",
        message: "Our secret launch plan for Q3",
      };
      expect((await api.post(LEADS_API_PATHS.prospects, validProspect(visitor))).status).toBe(201);
      expect(
        (await api.post(LEADS_API_PATHS.prospects, { ...validProspect(visitor), email: "not an email zelda" })).status,
      ).toBe(400);
      expect(
        (await api.post(LEADS_API_PATHS.prospects, validProspect(visitor), { origin: "https://evil.example" })).status,
      ).toBe(403);
      expect((await api.post(LEADS_API_PATHS.prospects, { ...validProspect(visitor), website: "bot" })).status).toBe(
        201,
      );
      await testDb.db.exec("drop policy prospects_anon_insert_only on prospects");
      try {
        expect((await api.post(LEADS_API_PATHS.prospects, validProspect(visitor))).status).toBe(403);
      } finally {
        await testDb.db.exec(
          "create policy prospects_anon_insert_only on prospects for insert to anon with check (true)",
        );
      }
      await testDb.db.exec("alter table prospects rename to prospects_gone");
      try {
        expect((await api.post(LEADS_API_PATHS.prospects, validProspect(visitor))).status).toBe(500);
      } finally {
        await testDb.db.exec("alter table prospects_gone rename to prospects");
      }
      expect(lines.length).toBeGreaterThan(3);
      for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
      const log = lines.join("\n").toLowerCase();
      for (const value of Object.values(visitor)) expect(log).not.toContain(value.toLowerCase());
      expect(log).not.toContain("zelda");
    });
  });
}
