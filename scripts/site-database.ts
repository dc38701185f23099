import { openDatabase, openPgliteSnapshot, pgliteLockHolder, type Database } from "../server/database/open-database";
import { readLeadsConfig } from "../server/leads/leads-config";

/**
 * The database the site uses, for the command-line tools (npm run leads, npm run vitals), with the server's own
 * connection. While the site holds the embedded PGlite database, reads go to a snapshot copy of it.
 */
export async function openSiteDatabase(options: { forWriting?: boolean } = {}): Promise<Database> {
  const config = readLeadsConfig();
  // Someone is waiting at a terminal for a summary over months of rows: longer than a request's query timeout.
  if (config.databaseUrl) return openDatabase({ databaseUrl: config.databaseUrl, queryTimeoutMs: 10 * 60_000 });
  const holder = pgliteLockHolder(config.dataDir);
  if (holder === null) return openDatabase({ dataDir: config.dataDir });
  if (options.forWriting) {
    throw new Error(
      `The site (pid ${holder}) has the PGlite database open; stop it, run this command, then start it again.`,
    );
  }
  // The running site owns the PGlite files; read a copy instead of touching them.
  console.error(
    `The site (pid ${holder}) has the PGlite database open; reading a snapshot copy (the last seconds of writes may be missing).`,
  );
  return openPgliteSnapshot(config.dataDir);
}
