import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase, type Database } from "../db.server";

/**
 * The databases the integration tests run against: embedded PGlite (always, in a temp directory) and a
 * real PostgreSQL server when TEST_DATABASE_URL is set (each suite in its own throwaway schema, so runs
 * can repeat and run in parallel).
 */

export interface TestDatabase {
  db: Database;
  /** Closes and reopens the same data (same PGlite directory / same schema), like a server restart. */
  reopen(): Promise<Database>;
  /** A second, independent connection to the same data (PostgreSQL only; PGlite allows one). */
  openSecondConnection(): Promise<Database | null>;
  /** Closes every connection and deletes the data (temp directory / schema). */
  cleanup(): Promise<void>;
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
    async cleanup() {
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function openPostgresTestDatabase(databaseUrl: string): Promise<TestDatabase> {
  const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  let db = await openDatabase({ databaseUrl, schema, poolSize: 5 });
  const extraConnections: Database[] = [];
  return {
    get db() {
      return db;
    },
    async reopen() {
      await db.close();
      db = await openDatabase({ databaseUrl, schema, poolSize: 5 });
      return db;
    },
    async openSecondConnection() {
      const second = await openDatabase({ databaseUrl, schema, poolSize: 5 });
      extraConnections.push(second);
      return second;
    },
    async cleanup() {
      await Promise.all([db, ...extraConnections].map((connection) => connection.close().catch(() => undefined)));
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      try {
        await admin.query(`drop schema if exists ${schema} cascade`);
      } finally {
        await admin.end();
      }
    },
  };
}

export const TEST_DATABASE_TARGETS: TestDatabaseTarget[] = [
  { name: "PGlite", skip: false, open: openPgliteTestDatabase },
  {
    name: testDatabaseUrl ? "PostgreSQL (TEST_DATABASE_URL)" : "PostgreSQL [SKIPPED: set TEST_DATABASE_URL to run]",
    skip: testDatabaseUrl === null,
    open: () => openPostgresTestDatabase(testDatabaseUrl as string),
  },
];

if (!testDatabaseUrl) {
  console.info(
    "[tests] TEST_DATABASE_URL is not set: PostgreSQL integration tests are skipped (PGlite ones still run).",
  );
}
