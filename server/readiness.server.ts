import type { Queryable } from "./db.server";
import { readMigrations } from "./migrate.server";

/**
 * /readyz: the database answers and every migration this build ships has been applied. Resolves to null
 * when ready, or a one-line reason (no connection strings or row data) for the load balancer and the log.
 */
export async function checkReadiness(db: Queryable, expectedVersions: readonly string[] = readMigrations().map((m) => m.version)): Promise<string | null> {
  let applied: Set<string>;
  try {
    const { rows } = await db.query<{ version: string }>("select version from schema_migrations");
    applied = new Set(rows.map((row) => row.version));
  } catch (error) {
    return `database not reachable or not migrated: ${(error as Error).message.split("\n")[0]}`;
  }
  const missing = expectedVersions.filter((version) => !applied.has(version));
  return missing.length > 0 ? `migrations not applied: ${missing.join(", ")}` : null;
}
