import { expect } from "@playwright/test";
import { E2E_DATA_DIR } from "../../../playwright.config";
import { openPgliteSnapshot } from "../../../server/database/open-database";

export type StoredProspect = Record<string, unknown> & { email: string };

/** The rows stored for `email` now, read from the database the e2e server writes to (PGlite in data/e2e-<port>). */
async function rowsFor(table: "prospects" | "email_signups", email: string): Promise<StoredProspect[]> {
  const db = await openPgliteSnapshot(E2E_DATA_DIR);
  try {
    return (
      await db.query<StoredProspect>(`select * from ${table} where email = $1 order by created_at`, [
        email.toLowerCase(),
      ])
    ).rows;
  } finally {
    await db.close();
  }
}

/**
 * The rows stored for `email` once there are at least `atLeast`, or what there is after `timeoutMs` (a caller that
 * expects none waits that long for a stray write, then checks): Playwright's expect.poll reads them every 300 ms.
 */
export async function findRows(
  table: "prospects" | "email_signups",
  email: string,
  { atLeast = 1, timeoutMs = 8000 } = {},
): Promise<StoredProspect[]> {
  let rows: StoredProspect[] = [];
  await expect
    .poll(async () => (rows = await rowsFor(table, email)).length, { timeout: timeoutMs, intervals: [300] })
    .toBeGreaterThanOrEqual(atLeast)
    .catch(() => undefined); // The caller's own assertion on the rows says what is missing.
  return rows;
}

export function uniqueEmail(prefix: string) {
  return `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}
