import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { silentLogger } from "../logging/logger";
import { createGracefulShutdown } from "./graceful-shutdown";

/** A server whose every request takes `delayMs`, a record of what happened in which order, and the first request's arrival. */
async function slowServer(delayMs: number) {
  const events: string[] = [];
  let markReceived: () => void = () => undefined;
  const received = new Promise<void>((resolve) => (markReceived = resolve));
  const server = http.createServer((_req, res) => {
    markReceived();
    setTimeout(() => {
      events.push("response");
      res.end("done");
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return { server, url, events, received };
}

afterEach(() => vi.useRealTimers());

describe("graceful shutdown", () => {
  it("stops accepting, finishes the request in flight, then closes the backend and exits 0", async () => {
    const { server, url, events, received } = await slowServer(400);
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
    await received;
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
    const { server, url, received } = await slowServer(60_000);
    const exits: number[] = [];
    const shutdown = createGracefulShutdown({
      server,
      logger: silentLogger,
      exit: (code) => exits.push(code),
      closeBackend: async () => {},
      timeoutMs: 300,
    });
    const hanging = fetch(url).catch(() => null);
    await received;
    // The shutdown's clock, not the machine's: the deadline passes exactly, however busy the machine is.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
    void shutdown.shutdown("SIGTERM");
    await vi.advanceTimersByTimeAsync(299);
    expect(exits).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(exits).toEqual([1]);
    vi.useRealTimers();
    server.closeAllConnections();
    await hanging;
  });
});
