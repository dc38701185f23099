import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { MIGRATIONS_DIRECTORY } from "../config/project-paths";
import { silentLogger, type Logger } from "../logging/logger";
import type { Database, Queryable } from "./database-interface";
import {
  DatabaseSetupError,
  describeMigrationFailure,
  describeRoleProblem,
  describeRoleRisk,
  type RoleFacts,
} from "./role-requirements";

/**
 * Applies db/migrations/NNNN_name.sql in order, each once, recorded in `schema_migrations`.
 *
 * Everything pending runs in ONE transaction behind an advisory lock: two servers starting together
 * (or parallel test files) never apply a migration twice, and a failing migration leaves no half-applied
 * schema behind. The same files run on PGlite, a plain PostgreSQL server and hosted Supabase.
 */

export interface Migration {
  version: string;
  sql: string;
  checksum: string;
}

const MIGRATION_FILE = /^\d{4}_[a-z0-9_]+\.sql$/;
/** A migration (or waiting for another instance's, behind the lock) may take far longer than a request's query. */
const MIGRATION_QUERY_TIMEOUT_MS = 10 * 60_000;

export function readMigrations(directory: string = MIGRATIONS_DIRECTORY): Migration[] {
  return fs
    .readdirSync(directory)
    .filter((file) => MIGRATION_FILE.test(file))
    .sort()
    .map((file) => {
      const sql = fs.readFileSync(path.join(directory, file), "utf8");
      return { version: file.replace(/\.sql$/, ""), sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

export async function applyMigrations(
  db: Database,
  options: { directory?: string; logger?: Logger } = {},
): Promise<{ applied: string[] }> {
  const logger = options.logger ?? silentLogger;
  const migrations = readMigrations(options.directory);
  const facts = await readRoleFacts(db);
  const problem = describeRoleProblem(facts, await hasPendingMigrations(db, migrations));
  if (problem) throw new DatabaseSetupError(problem);
  const risk = describeRoleRisk(facts);
  if (risk) logger.warn(`[migrate] ${risk}`);
  const applied = await db.transaction(
    async (tx) => {
      // Cluster-wide on purpose: roles (anon) are shared by every schema and database of the server.
      await tx.query("select pg_advisory_xact_lock(hashtext('marginatlas.schema_migrations'))");
      await tx.exec(`
      create table if not exists schema_migrations (
        version text primary key,
        checksum text not null,
        applied_at timestamptz not null default now()
      );
      revoke all on schema_migrations from public;
      -- Supabase grants every new table to its API roles by default; this one is nobody's business.
      do $$
      declare
        visitor_role text;
      begin
        foreach visitor_role in array array['anon', 'authenticated'] loop
          if exists (select 1 from pg_roles where rolname = visitor_role) then
            execute format('revoke all on schema_migrations from %I', visitor_role);
          end if;
        end loop;
      end
      $$;
    `);
      const { rows } = await tx.query<{ version: string; checksum: string }>(
        "select version, checksum from schema_migrations",
      );
      const appliedChecksums = new Map(rows.map((row) => [row.version, row.checksum]));
      const newlyApplied: string[] = [];
      for (const migration of migrations) {
        const appliedChecksum = appliedChecksums.get(migration.version);
        if (appliedChecksum !== undefined) {
          if (appliedChecksum !== migration.checksum) {
            logger.warn(
              `[migrate] ${migration.version} was edited after it was applied; edits to applied migrations are not re-run. Add a new migration instead.`,
            );
          }
          continue;
        }
        try {
          await tx.exec(migration.sql);
        } catch (error) {
          // The transaction rolls back: nothing of this run stays applied.
          throw new DatabaseSetupError(describeMigrationFailure(migration.version, facts.role, error));
        }
        await tx.query("insert into schema_migrations (version, checksum) values ($1, $2)", [
          migration.version,
          migration.checksum,
        ]);
        newlyApplied.push(migration.version);
      }
      return newlyApplied;
    },
    { queryTimeoutMs: MIGRATION_QUERY_TIMEOUT_MS },
  );
  for (const version of applied) logger.info(`[migrate] applied ${version} to ${db.location}`);
  return { applied };
}

/** What the connecting role may do (see role-requirements.ts). One query, no privileges needed. */
export async function readRoleFacts(db: Database): Promise<RoleFacts> {
  const { rows } = await db.query<RoleFacts>(
    `select current_user::text as role, r.rolsuper as superuser, r.rolcreaterole as createrole,
            a.oid is not null as "anonExists",
            coalesce(pg_has_role(current_user, a.oid, 'MEMBER'), false) as "anonMember",
            current_schema()::text as schema,
            coalesce(has_schema_privilege(current_schema(), 'CREATE'), false) as "canCreateInSchema",
            current_setting('server_version_num')::int as "serverVersionNum"
       from pg_roles r left join pg_roles a on a.rolname = 'anon'
      where r.rolname = current_user`,
  );
  const facts = rows[0];
  if (!facts)
    throw new DatabaseSetupError(
      "The database did not report the connecting role (pg_roles has no row for current_user).",
    );
  return facts;
}

/** The versions recorded in schema_migrations (the query fails when the table does not exist yet). */
export async function appliedMigrationVersions(db: Queryable): Promise<Set<string>> {
  const { rows } = await db.query<{ version: string }>("select version from schema_migrations");
  return new Set(rows.map((row) => row.version));
}

async function hasPendingMigrations(db: Database, migrations: readonly Migration[]): Promise<boolean> {
  const { rows: table } = await db.query<{ exists: boolean }>(
    "select to_regclass('schema_migrations') is not null as exists",
  );
  if (!table[0]?.exists) return migrations.length > 0;
  const applied = await appliedMigrationVersions(db);
  return migrations.some((migration) => !applied.has(migration.version));
}
