import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase, type Database } from "../database/open-database";
import { provisionDatabase, ROLE_SETUP_LABELS, type RoleSetup } from "./database-roles";
import { copyPgliteTemplate } from "./pglite-template";

/**
 * The databases the integration tests run against: embedded PGlite (always, in a temp directory) and,
 * when TEST_DATABASE_URL (a superuser connection) is set, a real PostgreSQL server in each of the role
 * setups production has (test-support/database-roles.ts): as the superuser itself (each suite in its own
 * throwaway schema), and as an ordinary owner with CREATEROLE, with Supabase's roles, and without
 * CREATEROLE after the bootstrap script (each suite in its own throwaway database and role).
 */

export interface TestDatabase {
  db: Database;
  /** Closes and reopens the same data (same PGlite directory / same schema), like a server restart. */
  reopen(): Promise<Database>;
  /** A second, independent connection to the same data (PostgreSQL only; PGlite allows one). */
  openSecondConnection(): Promise<Database | null>;
  /** Closes every connection and deletes the data (temp directory / schema). */
  cleanup(): Promise<void>;
  /** How another process reaches the same data (PostgreSQL only; PGlite is one process's). */
  connection: { databaseUrl: string; schema?: string } | null;
}

export interface TestDatabaseTarget {
  /** Shown in the describe name; says clearly when and why the target is skipped. */
  name: string;
  skip: boolean;
  open(): Promise<TestDatabase>;
}

const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim() || null;

async function openPgliteTestDatabase(): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "marginatlas-pglite-test-"));
  copyPgliteTemplate(dataDir);
  let db = await openDatabase({ dataDir });
  return {
    get db() {
      return db;
    },
    async reopen() {
      await db.close();
      db = await openDatabase({ dataDir });
      return db;
    },
    async openSecondConnection() {
      return null;
    },
    connection: null,
    async cleanup() {
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A TestDatabase over PostgreSQL data that `drop` deletes once every connection is closed. */
async function postgresTestDatabase(
  connection: { databaseUrl: string; schema?: string },
  drop: () => Promise<void>,
): Promise<TestDatabase> {
  const open = () => openDatabase({ ...connection, poolSize: 5 });
  let db: Database;
  try {
    db = await open();
  } catch (error) {
    await drop();
    throw error;
  }
  const extraConnections: Database[] = [];
  return {
    get db() {
      return db;
    },
    async reopen() {
      await db.close();
      db = await open();
      return db;
    },
    connection,
    async openSecondConnection() {
      const second = await open();
      extraConnections.push(second);
      return second;
    },
    async cleanup() {
      await Promise.all([db, ...extraConnections].map((each) => each.close().catch(() => undefined)));
      await drop();
    },
  };
}

/** The superuser's own database, each suite in a throwaway schema. */
function openPostgresTestDatabase(databaseUrl: string): Promise<TestDatabase> {
  const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  return postgresTestDatabase({ databaseUrl, schema }, async () => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      await admin.query(`drop schema if exists ${schema} cascade`);
    } finally {
      await admin.end();
    }
  });
}

/** A throwaway database owned by a role of the given setup; the site's tables live in its public schema. */
async function openOwnedTestDatabase(superuserUrl: string, setup: RoleSetup): Promise<TestDatabase> {
  const provisioned = await provisionDatabase(superuserUrl, setup);
  return postgresTestDatabase({ databaseUrl: provisioned.url }, () => provisioned.drop());
}

function postgresTarget(label: string, open: (url: string) => Promise<TestDatabase>): TestDatabaseTarget {
  return {
    name: testDatabaseUrl ? `PostgreSQL, ${label}` : `PostgreSQL, ${label} [SKIPPED: set TEST_DATABASE_URL to run]`,
    skip: testDatabaseUrl === null,
    open: () => open(testDatabaseUrl as string),
  };
}

export const TEST_DATABASE_TARGETS: TestDatabaseTarget[] = [
  { name: "PGlite", skip: false, open: openPgliteTestDatabase },
  postgresTarget(ROLE_SETUP_LABELS.superuser, openPostgresTestDatabase),
  ...(["createrole", "supabase", "nocreaterole"] as const).map((setup) =>
    postgresTarget(ROLE_SETUP_LABELS[setup], (url) => openOwnedTestDatabase(url, setup)),
  ),
];

if (!testDatabaseUrl) {
  console.info(
    "[tests] TEST_DATABASE_URL is not set: PostgreSQL integration tests are skipped (PGlite ones still run).",
  );
}
