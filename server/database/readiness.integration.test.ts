import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_DATABASE_TARGETS, type TestDatabase } from "../test-support/test-databases";
import { readMigrations } from "./migrate";
import { checkReadiness, readinessProbe } from "./readiness";

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
      const broken = {
        query: () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:5432\n    at stack")),
      } as unknown as Parameters<typeof checkReadiness>[0];
      expect(await checkReadiness(broken)).toBe(
        "database not reachable or not migrated: connect ECONNREFUSED 127.0.0.1:5432",
      );
    });
  });
}

describe("/readyz", () => {
  it("says not ready when the database does not answer within the timeout", async () => {
    vi.useFakeTimers();
    try {
      const silent = { query: () => new Promise(() => {}) } as unknown as Parameters<typeof checkReadiness>[0];
      const check = checkReadiness(silent, undefined, 2_000);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(await check).toBe("database not reachable or not migrated: no answer within 2000 ms");
    } finally {
      vi.useRealTimers();
    }
  });

  it("says ready or not ready and nothing more; the reason goes to the log, once per change", async () => {
    let problem: string | null = "database not reachable or not migrated: connect ECONNREFUSED 127.0.0.1:5433";
    const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const app = express().get(
      "/readyz",
      readinessProbe(async () => problem, logger),
    );
    const server = await new Promise<import("node:http").Server>((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/readyz`;
    try {
      for (let probe = 0; probe < 3; probe += 1) {
        const response = await fetch(url);
        expect(response.status).toBe(503);
        expect(response.headers.get("cache-control")).toBe("no-store");
        expect(await response.text()).toBe('{"status":"not ready"}');
      }
      expect(logger.warn.mock.calls).toEqual([
        ["/readyz: not ready: database not reachable or not migrated: connect ECONNREFUSED 127.0.0.1:5433"],
      ]);
      problem = null;
      const ready = await fetch(url);
      expect([ready.status, await ready.text()]).toEqual([200, '{"status":"ready"}']);
      expect(logger.info.mock.calls).toEqual([["/readyz: ready"]]);
    } finally {
      server.close();
    }
  });
});
