import type { Queryable } from "./db.server";
import { appliedMigrationVersions, readMigrations } from "./migrate.server";

/** The migration versions this build ships, read from disk once (not on every probe). */
let shippedVersions: readonly string[] | null = null;

/**
 * /readyz: the database answers and every migration this build ships has been applied. Resolves to null
 * when ready, or a one-line reason (no connection strings or row data) for the load balancer and the log.
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
