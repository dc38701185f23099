import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { createGracefulShutdown } from "./graceful-shutdown.server";
import { silentLogger } from "./logger.server";

/** A server whose every request takes `delayMs`, and a record of what happened in which order. */
async function slowServer(delayMs: number) {
  const events: string[] = [];
  const server = http.createServer((_req, res) => {
    setTimeout(() => {
      events.push("response");
      res.end("done");
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return { server, url, events };
}

describe("graceful shutdown", () => {
  it("stops accepting, finishes the request in flight, then closes the backend and exits 0", async () => {
    const { server, url, events } = await slowServer(400);
    const exits: number[] = [];
    const shutdown = createGracefulShutdown({
      server,
      logger: silentLogger,
      exit: (code) => exits.push(code),
      closeBackend: async () => {
        events.push("backend closed");
      },
    });
    const inFlight = fetch(url).then(async (response) => ({ status: response.status, text: await response.text() }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    const stopped = shutdown.shutdown("SIGTERM");
    expect(shutdown.stopping).toBe(true);
    await expect(fetch(url)).rejects.toThrow();
    expect(await inFlight).toEqual({ status: 200, text: "done" });
    const answered = Date.now();
    await stopped;
    // The finished keep-alive connection does not hold the exit back until its timeout.
    expect(Date.now() - answered).toBeLessThan(1_000);
    expect(events).toEqual(["response", "backend closed"]);
    expect(exits).toEqual([0]);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("exits 1 at the deadline when a request never finishes", async () => {
    const { server, url } = await slowServer(60_000);
    const exits: number[] = [];
    const shutdown = createGracefulShutdown({ server, logger: silentLogger, exit: (code) => exits.push(code), closeBackend: async () => {}, timeoutMs: 300 });
    const hanging = fetch(url).catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, 100));
    void shutdown.shutdown("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(exits).toEqual([1]);
    server.closeAllConnections();
    await hanging;
  });
});
