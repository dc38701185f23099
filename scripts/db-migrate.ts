/**
 * `npm run db:migrate`: applies db/migrations to the site's database (DATABASE_URL, or PGlite under
 * DATA_DIR). The site also does this at start-up; this is for deploy pipelines and first setup.
 */
import { applyMigrations, readMigrations } from "../server/database/migrate";
import { openDatabase } from "../server/database/open-database";
import { startupFailureMessage } from "../server/database/role-requirements";
import { readLeadsConfig } from "../server/leads/leads-config";

async function main(): Promise<void> {
  const config = readLeadsConfig();
  const db = await openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl, migrate: false }
      : { dataDir: config.dataDir, migrate: false },
  );
  try {
    const { applied } = await applyMigrations(db, { logger: console });
    const total = readMigrations().length;
    console.log(
      applied.length === 0
        ? `Database is up to date (${total} migrations) at ${db.location}.`
        : `Applied ${applied.length} of ${total} migrations to ${db.location}: ${applied.join(", ")}.`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  // Role and privilege problems are one line naming the fix; anything unexpected keeps its stack trace.
  console.error(startupFailureMessage(error));
  process.exitCode = 1;
});
