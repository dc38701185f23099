import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A real HTTP server on 127.0.0.1 standing in for a Slack incoming webhook. Answers from a script
 * (e.g. 429 with Retry-After, then 500, then 200) and records every message it receives. With
 * `minIntervalMs` it enforces a rate limit as Slack does (about one message per second per webhook):
 * a message sooner than that after the last accepted one gets 429 with Retry-After: 1.
 */

export interface ScriptedResponse {
  status: number;
  headers?: Record<string, string>;
  body?: string;
  /** Answer after this long (simulates a slow Slack). */
  delayMs?: number;
}

export interface FakeSlack {
  url: string;
  /** Every request body, parsed, in arrival order (including the ones answered with an error or held). */
  requests: Array<{ path: string; body: unknown; receivedAt: number }>;
  /** Messages answered with 2xx, i.e. the ones Slack would show. */
  delivered: Array<{ text: string; blocks: unknown[] }>;
  script(responses: ScriptedResponse[]): void;
  close(): Promise<void>;
}

export interface FakeSlackOptions {
  minIntervalMs?: number;
  /** Requests for which this returns true are never answered (a poster that dies mid-request). */
  hold?: (request: { path: string; body: unknown }) => boolean;
  /** An answer decided when the request arrives (e.g. by the time: an outage); null falls back to the script. */
  respond?: () => ScriptedResponse | null;
}

export async function startFakeSlack(options: FakeSlackOptions = {}): Promise<FakeSlack> {
  const queue: ScriptedResponse[] = [];
  let lastAcceptedAt = -Infinity;
  const requests: FakeSlack["requests"] = [];
  const delivered: FakeSlack["delivered"] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      let body: unknown = null;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        body = Buffer.concat(chunks).toString("utf8");
      }
      const requestPath = req.url ?? "/";
      requests.push({ path: requestPath, body, receivedAt: Date.now() });
      if (options.hold?.({ path: requestPath, body })) return;
      const now = Date.now();
      const tooSoon = options.minIntervalMs !== undefined && now - lastAcceptedAt < options.minIntervalMs;
      const response: ScriptedResponse = tooSoon
        ? { status: 429, headers: { "retry-after": "1" }, body: "rate_limited" }
        : (options.respond?.() ?? queue.shift() ?? { status: 200, body: "ok" });
      if (response.status >= 200 && response.status < 300) lastAcceptedAt = now;
      setTimeout(() => {
        if (response.status >= 200 && response.status < 300) delivered.push(body as FakeSlack["delivered"][number]);
        res.writeHead(response.status, { "content-type": "text/plain", ...response.headers });
        res.end(response.body ?? (response.status === 200 ? "ok" : "error"));
      }, response.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/services/T000/B000/XXXX`,
    requests,
    delivered,
    script(responses) {
      queue.push(...responses);
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
