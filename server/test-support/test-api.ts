import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import type { ProspectInsertPayload } from "~/leads/schema";
import type { Database } from "../database/open-database";
import { createLeadsApi, type LeadsApiOptions } from "../leads/leads-api";
import { createVitalsApi, type VitalsApiOptions } from "../vitals/vitals-api";

/** The leads API and the vitals API on a real loopback port, as the browser would reach them. */
export interface TestApi {
  url: string;
  nudges: number;
  post(
    path: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; headers: Headers; body: unknown }>;
  /** A JSON POST from a loopback address of its own (127.x.y.z): a visitor of its own, as req.ip sees it. */
  postFrom(address: string, path: string, body: unknown): Promise<number>;
  close(): Promise<void>;
}

/** The built pages the tests report speed for (a build's own list comes from server/site/prerendered-pages.ts). */
export const TEST_PAGE_PATHS: ReadonlySet<string> = new Set([
  "/",
  "/pricing",
  "/handoff",
  "/amazon-kpi/profitability/net-profit-margin",
]);

export async function startTestApi(
  db: Database,
  options: Partial<Omit<LeadsApiOptions, "db">> & { vitals?: Partial<Omit<VitalsApiOptions, "db">> } = {},
): Promise<TestApi> {
  const { vitals, ...leadsOptions } = options;
  const app = express();
  const state = { nudges: 0 };
  app.use(
    createLeadsApi({
      db,
      rateLimit: false,
      slack: { nudge: () => (state.nudges += 1) },
      ...leadsOptions,
    }),
    createVitalsApi({
      db,
      pagePaths: TEST_PAGE_PATHS,
      rateLimit: false,
      ...(leadsOptions.sameSite ? { sameSite: leadsOptions.sameSite } : {}),
      ...(leadsOptions.logger ? { logger: leadsOptions.logger } : {}),
      ...vitals,
    }),
  );
  const server = await new Promise<import("node:http").Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    get nudges() {
      return state.nudges;
    },
    async post(path, body, headers = {}) {
      const response = await fetch(url + path, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text === "" ? null : JSON.parse(text);
      } catch {
        // Leave non-JSON as text; tests assert on it.
      }
      return { status: response.status, headers: response.headers, body: parsed };
    },
    postFrom(address, path, body) {
      return new Promise((resolve, reject) => {
        const request = http.request(
          url + path,
          { method: "POST", localAddress: address, headers: { "content-type": "application/json" }, agent: false },
          (response) => {
            response.resume();
            response.on("end", () => resolve(response.statusCode ?? 0));
          },
        );
        request.on("error", reject);
        request.end(JSON.stringify(body));
      });
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A valid contact-popup payload; every call a different person unless overridden. */
export function validProspect(overrides: Partial<ProspectInsertPayload> = {}): ProspectInsertPayload {
  const unique = randomUUID().slice(0, 8);
  return {
    first_name: "Jane",
    last_name: `Doe ${unique}`,
    email: `Jane.Doe+${unique}@Example.COM`,
    company: "Acme Goods",
    message: "We sell 3,000 units a month on amazon.com.",
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "spring",
    landing_page: "/features/profit-loss",
    referrer: "https://www.google.com/",
    conversion_page: "/pricing",
    extra: {
      utm_content: "ad-1",
      utm_term: "amazon profit",
      session_id: "1767225600000-abc123",
      viewed_pages: [{ path: "/features/profit-loss", timestamp: "2026-01-01T00:00:00.000Z" }],
    },
    ...overrides,
  };
}
