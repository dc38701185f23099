import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readMigrations } from "./migrate.server";
import { checkReadiness } from "./readiness.server";
import { TEST_DATABASE_TARGETS, type TestDatabase } from "./test-support/test-databases";

for (const target of TEST_DATABASE_TARGETS) {
  describe.skipIf(target.skip)(`/readyz check on ${target.name}`, () => {
    let testDb: TestDatabase;
    beforeAll(async () => {
      testDb = await target.open();
    });
    afterAll(async () => {
      await testDb?.cleanup();
    });

    it("is ready when every shipped migration is applied", async () => {
      expect(await checkReadiness(testDb.db)).toBeNull();
    });

    it("names the migrations a newer build ships that the database lacks", async () => {
      const versions = [...readMigrations().map((migration) => migration.version), "9999_future"];
      expect(await checkReadiness(testDb.db, versions)).toBe("migrations not applied: 9999_future");
    });

    it("says in one line that the database is unreachable when a query fails", async () => {
      const broken = { query: () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:5432\n    at stack")) } as unknown as Parameters<typeof checkReadiness>[0];
      expect(await checkReadiness(broken)).toBe("database not reachable or not migrated: connect ECONNREFUSED 127.0.0.1:5432");
    });
  });
}
