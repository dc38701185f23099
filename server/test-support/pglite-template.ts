import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pgliteDirectory } from "../database/open-database";

/**
 * One empty PGlite cluster per test run, copied for each PGlite test database. Creating a cluster runs PostgreSQL's
 * initdb in WebAssembly: 4.8 CPU-seconds, against 1.1 to copy the template and open it (`npm run bench:test-setup`,
 * median of 5).
 * The template holds no table: every test database still applies the migrations itself, as the site does on its first
 * start. Vitest's global setup makes it (`setup`) and names it to the test processes in this variable.
 */
const PGLITE_TEMPLATE_VARIABLE = "MARGINATLAS_TEST_PGLITE_TEMPLATE";

/** Vitest global setup: makes the template and returns its teardown. */
export async function setup(): Promise<() => void> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "marginatlas-pglite-template-"));
  const pglite = await PGlite.create({ dataDir: pgliteDirectory(root) });
  await pglite.close();
  process.env[PGLITE_TEMPLATE_VARIABLE] = root;
  return () => fs.rmSync(root, { recursive: true, force: true });
}

/** Puts a copy of the run's template cluster in `dataDir`, when there is one (under vitest), so opening it skips initdb. */
export function copyPgliteTemplate(dataDir: string): void {
  const template = process.env[PGLITE_TEMPLATE_VARIABLE];
  if (template) fs.cpSync(pgliteDirectory(template), pgliteDirectory(dataDir), { recursive: true });
}
