import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEADS_API_PATHS } from "~/leads/endpoints";
import { buildNotifySlackBody } from "~/leads/notify-slack-body";
import { prospectInsertSchema } from "~/leads/schema";
import { VITALS_API_PATH } from "~/vitals/vitals-report";
import { silentLogger } from "../logging/logger";
import { postgresBinDirectory, startPrivatePostgres, type PrivatePostgres } from "../test-support/private-postgres";
import { startTestApi, validProspect, type TestApi } from "../test-support/test-api";
import { openDatabase, type Database } from "./open-database";
import { checkReadiness, readinessProbe } from "./readiness";

/**
 * Issue 40, item 4: PostgreSQL stopped by SIGSTOP (postmaster and every backend) accepts connections and answers
 * nothing. Before the pool had a connect timeout and the client a query timeout, a lead waited for nginx's 60 s.
 * A server of the test's own is frozen (test-support/private-postgres.ts), never the shared one.
 */
const ANSWER_WITHIN_MS = 5_000;

describe.skipIf(postgresBinDirectory() === null)("a PostgreSQL server frozen by SIGSTOP", () => {
  let postgres: PrivatePostgres;
  let db: Database;
  let api: TestApi;
  let readyzUrl: string;
  let probeServer: import("node:http").Server;

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    db = await openDatabase({ databaseUrl: postgres.url });
    api = await startTestApi(db);
    const app = express().get(
      "/readyz",
      readinessProbe(() => checkReadiness(db), silentLogger),
    );
    probeServer = await new Promise((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    readyzUrl = `http://127.0.0.1:${(probeServer.address() as AddressInfo).port}/readyz`;
  }, 60_000);
  afterAll(async () => {
    postgres?.thaw();
    probeServer?.close();
    await api?.close();
    await db?.close();
    await postgres?.stop();
  });

  const timed = async <T>(request: () => Promise<T>): Promise<{ answer: T; ms: number }> => {
    const started = performance.now();
    const answer = await request();
    return { answer, ms: performance.now() - started };
  };

  it("answers leads, vitals, notify-slack and /readyz 503 within 5 s; a lead sent again after the thaw is stored once", async () => {
    const key = randomUUID();
    const lead = validProspect();
    // The pool holds an open connection, as a running site does, when the server freezes.
    expect(
      (await api.post(LEADS_API_PATHS.prospects, validProspect(), { "Idempotency-Key": randomUUID() })).status,
    ).toBe(201);
    postgres.freeze();
    try {
      // First on the pooled connection (the query timeout), then on a new one that never opens (the connect timeout).
      const answeredMs: string[] = [];
      for (const attempt of ["pooled connection", "new connection"]) {
        const { answer, ms } = await timed(() => api.post(LEADS_API_PATHS.prospects, lead, { "Idempotency-Key": key }));
        expect([attempt, answer.status, answer.headers.get("retry-after")]).toEqual([attempt, 503, "30"]);
        expect(ms, attempt).toBeLessThan(ANSWER_WITHIN_MS);
        answeredMs.push(`lead on a ${attempt} ${Math.round(ms)} ms`);
      }
      const vitals = await timed(() =>
        api.post(VITALS_API_PATH, { route: "pricing", path: "/pricing", device: "mobile", metrics: { LCP: 1000 } }),
      );
      expect(vitals.answer.status).toBe(503);
      expect(vitals.ms).toBeLessThan(ANSWER_WITHIN_MS);
      // notify-slack's lookup waited for the pool's 5 s and the query's 10 s (issue 51): the visitor's timeouts now.
      const notify = await timed(() =>
        api.post(LEADS_API_PATHS.notifySlack, buildNotifySlackBody(prospectInsertSchema.parse(lead))),
      );
      expect([notify.answer.status, notify.answer.headers.get("retry-after")]).toEqual([503, "30"]);
      expect(notify.ms).toBeLessThan(ANSWER_WITHIN_MS);
      const readyz = await timed(() => fetch(readyzUrl));
      expect(readyz.answer.status).toBe(503);
      expect(readyz.ms).toBeLessThan(ANSWER_WITHIN_MS);
      console.log(
        `[frozen database] 503 after: ${answeredMs.join(", ")}, vitals ${Math.round(vitals.ms)} ms, notify-slack ${Math.round(notify.ms)} ms, /readyz ${Math.round(readyz.ms)} ms`,
      );
    } finally {
      postgres.thaw();
    }
    expect((await api.post(LEADS_API_PATHS.prospects, lead, { "Idempotency-Key": key })).status).toBe(201);
    expect((await api.post(LEADS_API_PATHS.prospects, lead, { "Idempotency-Key": key })).status).toBe(201);
    const { rows } = await db.query<{ n: number }>(
      "select count(*)::int as n from prospects where idempotency_key = $1",
      [key],
    );
    expect(rows[0]?.n).toBe(1);
    expect((await fetch(readyzUrl)).status).toBe(200);
  }, 60_000);
});
