import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { silentLogger, type Logger } from "../logging/logger";
import type { Database, Queryable, TransactionOptions } from "./database-interface";
import { applyMigrations } from "./migrate";

/**
 * One small interface over the two places leads can live:
 * - a PostgreSQL server (DATABASE_URL), through a pg connection pool;
 * - embedded PGlite, file-backed under DATA_DIR/pglite, when no DATABASE_URL is set.
 * Both run the same SQL, the same migrations and the same row-level security.
 */

// The shapes every database offers (server/database/database-interface.ts); the migrations runner uses them too, without this module.
export type { Database, Queryable, QueryResult, TransactionOptions } from "./database-interface";

export type OpenDatabaseOptions = {
  logger?: Logger;
  /** Apply db/migrations on open (default true). */
  migrate?: boolean;
} & (
  | {
      databaseUrl: string;
      /** Run everything in this schema instead of the role's default (tests, benchmarks). Created if missing. */
      schema?: string;
      poolSize?: number;
      /** Client-side limit on every query (default DATABASE_QUERY_TIMEOUT_MS); the command-line tools wait longer. */
      queryTimeoutMs?: number;
    }
  | {
      /** DATA_DIR: PGlite keeps its files in DATA_DIR/pglite. */
      dataDir: string;
    }
  | { inMemory: true }
);

/**
 * Visitor writes never hold a connection for long, whatever the input (or a lock they wait for). Shorter than their
 * query timeout on the client, so a slow write is cancelled by the server, which keeps the connection usable.
 */
export const VISITOR_STATEMENT_TIMEOUT = "2s";
/**
 * How long opening a connection, or waiting for one from a full pool, may take. A frozen server (SIGSTOP, a dead
 * network path) accepts the TCP connection and then says nothing; without a limit a request waited for nginx's 60 s.
 * Generous, for the start-up and the Slack worker on a busy machine; a visitor's write waits less (below).
 */
export const DATABASE_CONNECT_TIMEOUT_MS = 5_000;
/**
 * How long the client waits for any query's answer before it gives up and drops the connection (the server's own
 * statement_timeout cannot fire when the server is the thing that froze). Migrations, pruning and the command-line
 * tools wait longer.
 */
export const DATABASE_QUERY_TIMEOUT_MS = 10_000;
/**
 * A visitor's write waits at most this long for a connection, and this long for each answer: a frozen or unreachable
 * database is answered 503 within 4.5 s, before a visitor gives up (and long before nginx's 60 s).
 */
export const VISITOR_CONNECT_TIMEOUT_MS = 2_000;
export const VISITOR_QUERY_TIMEOUT_MS = 2_500;
/** pg's error when a query's timeout passed: the connection is mid-query and cannot even roll back. */
const CLIENT_QUERY_TIMEOUT_MESSAGE = "Query read timeout";

const SAFE_IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const logger = options.logger ?? silentLogger;
  let db: Database;
  if ("databaseUrl" in options) {
    db = await openPostgres(options.databaseUrl, {
      schema: options.schema,
      poolSize: options.poolSize,
      queryTimeoutMs: options.queryTimeoutMs ?? DATABASE_QUERY_TIMEOUT_MS,
      logger,
    });
  } else if ("dataDir" in options) {
    db = await openPgliteDirectory(options.dataDir);
  } else {
    db = wrapPglite(await PGlite.create(), "PGlite (in memory)", async () => {});
  }
  if (options.migrate !== false) {
    try {
      await applyMigrations(db, { logger });
    } catch (error) {
      await db.close();
      throw error;
    }
  }
  return db;
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL
// ---------------------------------------------------------------------------------------------

/** The URL without its password, for logs. */
export function describeDatabaseUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = "***";
    return url.toString();
  } catch {
    return "PostgreSQL (unparseable DATABASE_URL)";
  }
}

async function openPostgres(
  databaseUrl: string,
  options: { schema?: string; poolSize?: number; queryTimeoutMs: number; logger: Logger },
): Promise<Database> {
  const { schema } = options;
  if (schema !== undefined && !SAFE_IDENTIFIER.test(schema)) throw new Error(`Unsafe schema name: ${schema}`);
  if (schema !== undefined) {
    const setup = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
      query_timeout: options.queryTimeoutMs,
    });
    await setup.connect();
    try {
      await setup.query(`create schema if not exists ${schema}`);
    } finally {
      await setup.end();
    }
  }

  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
    // Connections run in the chosen schema only; nothing leaks into public during tests.
    ...(schema !== undefined ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle connection dropped by the server must not crash the process; the pool replaces it.
  pool.on("error", (error) => options.logger.error("[db] idle PostgreSQL connection error:", error.message));

  // node-postgres reads a query's own query_timeout (lib/client.js), which its type definitions leave out.
  type TimedQuery = pg.QueryConfig & { query_timeout: number };
  const queryable = (client: pg.Pool | pg.PoolClient, queryTimeoutMs: number): Queryable => ({
    // Unnamed statements only: a named one lives on one server connection, which transaction-mode poolers
    // (Supabase's on port 6543, PgBouncer) do not keep for the next transaction.
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const timed: TimedQuery = { text: sql, values: params as unknown[], query_timeout: queryTimeoutMs };
      const result = await client.query(timed);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string) {
      const timed: TimedQuery = { text: sql, query_timeout: queryTimeoutMs };
      await client.query(timed);
    },
  });

  /** A connection within `ms`, or pg-pool's own "timeout exceeded" error; one that comes later goes back to the pool. */
  async function connectWithin(ms: number): Promise<pg.PoolClient> {
    const connecting = pool.connect();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error("timeout exceeded when trying to connect")), ms);
    });
    try {
      return await Promise.race([connecting, timedOut]);
    } catch (error) {
      connecting.then(
        (late) => late.release(),
        () => undefined,
      );
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  async function transaction<T>(
    work: (tx: Queryable) => Promise<T>,
    transactionOptions: TransactionOptions = {},
  ): Promise<T> {
    const isVisitorRequest = transactionOptions.visitorRequest === true || transactionOptions.role === "anon";
    const client = isVisitorRequest ? await connectWithin(VISITOR_CONNECT_TIMEOUT_MS) : await pool.connect();
    const tx = queryable(
      client,
      transactionOptions.queryTimeoutMs ?? (isVisitorRequest ? VISITOR_QUERY_TIMEOUT_MS : options.queryTimeoutMs),
    );
    try {
      // One round trip: BEGIN and the role switch travel together. SET LOCAL ends with the transaction,
      // so the connection goes back to the pool privileged again.
      const timeout = `set local statement_timeout = '${VISITOR_STATEMENT_TIMEOUT}'`;
      await tx.exec(
        transactionOptions.role === "anon"
          ? `begin; set local role anon; ${timeout}`
          : transactionOptions.visitorRequest
            ? `begin; ${timeout}`
            : "begin",
      );
      const result = await work(tx);
      await tx.exec("commit");
      client.release();
      return result;
    } catch (error) {
      // A query the server never answered: a rollback would wait just as long. The connection is dropped.
      if ((error as Error).message === CLIENT_QUERY_TIMEOUT_MESSAGE) {
        client.release(error as Error);
        throw error;
      }
      try {
        await tx.exec("rollback");
        client.release();
      } catch (rollbackError) {
        // The connection is in an unknown state: destroy it rather than hand it to the next caller.
        client.release(rollbackError as Error);
      }
      throw error;
    }
  }

  const { query, exec } = queryable(pool, options.queryTimeoutMs);
  const db: Database = {
    kind: "postgres",
    location: describeDatabaseUrl(databaseUrl) + (schema ? ` (schema ${schema})` : ""),
    query,
    exec,
    transaction,
    async close() {
      await pool.end();
    },
  };
  return db;
}

// ---------------------------------------------------------------------------------------------
// PGlite
// ---------------------------------------------------------------------------------------------

function wrapPglite(pglite: PGlite, location: string, afterClose: () => Promise<void>): Database {
  const queryable = (target: Pick<PGlite, "query" | "exec">): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(sql, params as unknown[]);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });
  return {
    kind: "pglite",
    location,
    ...queryable(pglite),
    async transaction(work, options = {}) {
      return pglite.transaction(async (tx) => {
        // PGlite is single-user wasm with no timer interrupts, so no statement_timeout here.
        if (options.role === "anon") await tx.exec("set local role anon");
        return work(queryable(tx));
      });
    },
    async close() {
      try {
        if (!pglite.closed) await pglite.close();
      } finally {
        await afterClose();
      }
    },
  };
}

/** PGlite's files live in DATA_DIR/pglite; the lock file beside them says which process has them open. */
export function pgliteDirectory(dataDir: string): string {
  return path.join(dataDir, "pglite");
}

function lockFilePath(dataDir: string): string {
  return path.join(dataDir, "pglite.lock");
}

/** Data directories this process has open; a second open would corrupt PGlite's files. */
const openPgliteDirectories = new Set<string>();

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * The pid of another live process that has this PGlite data directory open, or null. PGlite is
 * embedded: two processes opening the same files at once would corrupt them, so the site holds a lock.
 */
export function pgliteLockHolder(dataDir: string): number | null {
  const resolved = path.resolve(dataDir);
  if (openPgliteDirectories.has(resolved)) return process.pid;
  let pid: number;
  try {
    pid = Number.parseInt(fs.readFileSync(lockFilePath(resolved), "utf8").trim(), 10);
  } catch {
    return null;
  }
  // Our own pid in a lock we do not hold is a leftover from a crash (containers reuse low pids).
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  return isProcessAlive(pid) ? pid : null;
}

export class DatabaseInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The PGlite database in ${dataDir} is open in another process (pid ${pid}). ` +
        `Stop that process first, or set DATABASE_URL to use a PostgreSQL server. ` +
        `If no such process is running, delete ${lockFilePath(dataDir)}.`,
    );
    this.name = "DatabaseInUseError";
  }
}

async function openPgliteDirectory(dataDir: string): Promise<Database> {
  const resolved = path.resolve(dataDir);
  const holder = pgliteLockHolder(resolved);
  if (holder !== null) throw new DatabaseInUseError(resolved, holder);
  fs.mkdirSync(pgliteDirectory(resolved), { recursive: true });
  fs.writeFileSync(lockFilePath(resolved), String(process.pid));
  openPgliteDirectories.add(resolved);
  const release = async () => {
    openPgliteDirectories.delete(resolved);
    fs.rmSync(lockFilePath(resolved), { force: true });
  };
  try {
    const pglite = await PGlite.create({ dataDir: pgliteDirectory(resolved) });
    return wrapPglite(pglite, `PGlite (${pgliteDirectory(resolved)})`, release);
  } catch (error) {
    await release();
    throw error;
  }
}

/**
 * Opens a throwaway copy of a PGlite data directory that another process (the running site) holds.
 * The copy is taken while the site writes, so PostgreSQL recovers it like after a crash: it reflects
 * the last checkpointed/WAL-flushed state and may miss the last moments of writes. Read-only use only.
 */
export async function openPgliteSnapshot(dataDir: string): Promise<Database> {
  const snapshotRoot = fs.mkdtempSync(path.join(os.tmpdir(), "marginatlas-pglite-snapshot-"));
  const copy = path.join(snapshotRoot, "pglite");
  fs.cpSync(pgliteDirectory(path.resolve(dataDir)), copy, { recursive: true });
  const pglite = await PGlite.create({ dataDir: copy });
  return wrapPglite(pglite, `PGlite snapshot of ${pgliteDirectory(path.resolve(dataDir))}`, async () => {
    fs.rmSync(snapshotRoot, { recursive: true, force: true });
  });
}
