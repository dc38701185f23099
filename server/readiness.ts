import type { RequestHandler } from "express";
import type { Queryable } from "./db";
import type { Logger } from "./logger";
import { appliedMigrationVersions, readMigrations } from "./migrate";

/** The migration versions this build ships, read from disk once (not on every probe). */
let shippedVersions: readonly string[] | null = null;

/**
 * /readyz: the database answers and every migration this build ships has been applied. Resolves to null
 * when ready, or a one-line reason for the log.
 */
export async function checkReadiness(db: Queryable, expectedVersions?: readonly string[]): Promise<string | null> {
  const expected = expectedVersions ?? (shippedVersions ??= readMigrations().map((migration) => migration.version));
  let applied: Set<string>;
  try {
    applied = await appliedMigrationVersions(db);
  } catch (error) {
    return `database not reachable or not migrated: ${(error as Error).message.split("\n")[0]}`;
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
