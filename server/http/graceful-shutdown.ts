import type { Server } from "node:http";
import type { Logger } from "../logging/logger";

export interface GracefulShutdownOptions {
  server: Server;
  /** Runs once no request is in flight: stops the outbox worker (it finishes its claim) and closes the database. */
  closeBackend: () => Promise<void>;
  logger: Logger;
  /** Hard limit; past it the process exits with 1 whatever is still running. Default 9 s (within 10 s). */
  timeoutMs?: number;
  exit?: (code: number) => void;
}

/**
 * SIGTERM: stop accepting connections, let in-flight requests finish (idle keep-alive connections are
 * closed at once, busy ones as soon as their response is sent), then stop the backend and exit 0 — or 1 at the deadline.
 * Returns the function to call with the signal's name; calling it twice does nothing more.
 */
export function createGracefulShutdown(options: GracefulShutdownOptions): {
  shutdown(signal: string): Promise<void>;
  readonly stopping: boolean;
} {
  const { server, logger } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping: Promise<void> | null = null;
  // Requests arriving on an open keep-alive connection while stopping are answered with Connection: close.
  server.prependListener("request", (_req, res) => {
    if (stopping) res.setHeader("Connection", "close");
  });
  return {
    get stopping() {
      return stopping !== null;
    },
    shutdown(signal) {
      stopping ??= (async () => {
        const started = Date.now();
        logger.info(`${signal}: shutting down`, { signal });
        const deadline = setTimeout(() => {
          logger.error("shutdown took too long; exiting", { elapsedMs: Date.now() - started });
          exit(1);
        }, options.timeoutMs ?? 9_000);
        deadline.unref();
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        // A keep-alive connection becomes idle once its response is sent; close it then rather than at its timeout.
        const closeIdle = setInterval(() => server.closeIdleConnections(), 50);
        server.closeIdleConnections();
        await closed;
        clearInterval(closeIdle);
        await options.closeBackend();
        clearTimeout(deadline);
        logger.info("shut down cleanly", { elapsedMs: Date.now() - started });
        exit(0);
      })();
      return stopping;
    },
  };
}
