import type { RequestHandler } from "express";
import type { Logger } from "../logging/logger";
import { appliedMigrationVersions, readMigrations } from "./migrate";
import type { Queryable } from "./open-database";

/** The migration versions this build ships, read from disk once (not on every probe). */
let shippedVersions: readonly string[] | null = null;

/**
 * How long the readiness check waits for the database. A balancer's probe gives up after a few seconds, and a probe
 * left hanging says nothing: a frozen database must be answered "not ready".
 */
export const READINESS_TIMEOUT_MS = 2_000;

/**
 * /readyz: the database answers (within `timeoutMs`) and every migration this build ships has been applied.
 * Resolves to null when ready, or a one-line reason for the log.
 */
export async function checkReadiness(
  db: Queryable,
  expectedVersions?: readonly string[],
  timeoutMs = READINESS_TIMEOUT_MS,
): Promise<string | null> {
  const expected = expectedVersions ?? (shippedVersions ??= readMigrations().map((migration) => migration.version));
  let applied: Set<string>;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    applied = await Promise.race([appliedMigrationVersions(db), timedOut]);
  } catch (error) {
    return `database not reachable or not migrated: ${(error as Error).message.split("\n")[0]}`;
  } finally {
    clearTimeout(timer);
  }
  const missing = expected.filter((version) => !applied.has(version));
  return missing.length > 0 ? `migrations not applied: ${missing.join(", ")}` : null;
}

/**
 * The /readyz handler: 200 {"status":"ready"} or 503 {"status":"not ready"}, nothing more, since anyone who
 * can reach it may read it (a database address is nobody's business). Why not is logged, once each time the
 * answer changes, not on every probe.
 */
export function readinessProbe(check: () => Promise<string | null>, logger: Logger): RequestHandler {
  let lastProblem: string | null | undefined;
  return async (_req, res) => {
    const problem = await check();
    if (problem !== lastProblem) {
      if (problem) logger.warn(`/readyz: not ready: ${problem}`);
      else if (lastProblem !== undefined) logger.info("/readyz: ready");
      lastProblem = problem;
    }
    res.set("Cache-Control", "no-store");
    if (problem) res.status(503).json({ status: "not ready" });
    else res.json({ status: "ready" });
  };
}
