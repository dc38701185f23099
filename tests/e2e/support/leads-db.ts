import { E2E_DATA_DIR } from "../../../playwright.config";
import { openPgliteSnapshot } from "../../../server/database/open-database";

export type StoredProspect = Record<string, unknown> & { email: string };

/**
 * Reads rows from the database the e2e server writes to (PGlite in data/e2e-<port>), through a snapshot copy,
 * polling until the expected rows appear or the time is up.
 */
export async function findRows(
  table: "prospects" | "email_signups",
  email: string,
  { atLeast = 1, timeoutMs = 8000 } = {},
): Promise<StoredProspect[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const db = await openPgliteSnapshot(E2E_DATA_DIR);
    try {
      const result = await db.query<StoredProspect>(`select * from ${table} where email = $1 order by created_at`, [
        email.toLowerCase(),
      ]);
      if (result.rows.length >= atLeast || Date.now() > deadline) return result.rows;
    } finally {
      await db.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

export function uniqueEmail(prefix: string) {
  return `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}
