import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { PROJECT_ROOT } from "../config/project-paths";

/**
 * The ways production gives the site its database, recreated on a real PostgreSQL server from the
 * superuser connection in TEST_DATABASE_URL. Each setup gets its own login role and a database it owns,
 * named after the TEST_DATABASE_URL database (so parallel runs on a shared server never collide). Only
 * Supabase's fixed role names (anon, authenticated, service_role) are cluster-wide, as in production.
 *
 * - superuser: the site connects as the superuser itself (local PostgreSQL, PGlite-like).
 * - createrole: an ordinary owner with CREATEROLE and without BYPASSRLS (RDS, Cloud SQL, Neon).
 * - supabase: anon, authenticated and service_role exist beforehand, granted to the owner, with
 *   Supabase's default privileges (ALL on every new table, function and sequence to all three).
 * - nocreaterole: an ordinary owner without CREATEROLE; an administrator ran db/admin/bootstrap-roles.sql.
 */
export type RoleSetup = "superuser" | "createrole" | "supabase" | "nocreaterole";

export const ROLE_SETUPS: readonly RoleSetup[] = ["superuser", "createrole", "supabase", "nocreaterole"];

export const ROLE_SETUP_LABELS: Record<RoleSetup, string> = {
  superuser: "superuser owner",
  createrole: "owner with CREATEROLE, no BYPASSRLS",
  supabase: "Supabase-style roles",
  nocreaterole: "owner without CREATEROLE + bootstrap script",
};

export interface ProvisionedDatabase {
  /** The site's DATABASE_URL in this setup. */
  url: string;
  /** The role the site connects as. */
  role: string;
  /** Runs db/admin/bootstrap-roles.sql as the administrator, in the site's database. */
  runBootstrapScript(): Promise<void>;
  /** Drops the database and the role. */
  drop(): Promise<void>;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function withDatabase(url: string, database: string, credentials?: { user: string; password: string }): string {
  const result = new URL(url);
  result.pathname = `/${database}`;
  if (credentials) {
    result.username = credentials.user;
    result.password = credentials.password;
  }
  return result.toString();
}

/** CREATE ROLE for a fixed cluster-wide name, tolerating another test run creating it at the same moment. */
async function ensureGlobalRole(client: pg.Client, name: string, attributes: string): Promise<void> {
  await client.query(`do $$ begin
    if not exists (select 1 from pg_roles where rolname = '${name}') then
      begin create role ${name} ${attributes}; exception when duplicate_object or unique_violation then null; end;
    end if; end $$`);
}

/**
 * Creates the role and database of one setup. The name starts with the TEST_DATABASE_URL database's
 * name (e.g. h1_test_createrole_1a2b3c4d).
 */
export async function provisionDatabase(
  superuserUrl: string,
  setup: RoleSetup,
  options: { skipBootstrapScript?: boolean } = {},
): Promise<ProvisionedDatabase> {
  const base = decodeURIComponent(new URL(superuserUrl).pathname.slice(1)) || "test";
  const name = `${base}_${setup}_${randomBytes(4).toString("hex")}`.toLowerCase().replace(/[^a-z0-9_]/g, "_");
  const password = randomBytes(12).toString("hex");
  const databaseUrl = withDatabase(superuserUrl, name);
  const adminUrl = databaseUrl;

  if (setup === "superuser") {
    await withClient(superuserUrl, (client) => client.query(`create database ${name}`));
  } else {
    const attributes = setup === "createrole" ? "createrole" : "nocreaterole";
    await withClient(superuserUrl, async (client) => {
      await client.query(`create role ${name} login password '${password}' nosuperuser nobypassrls ${attributes}`);
      await client.query(`create database ${name} owner ${name}`);
    });
  }

  if (setup === "supabase") {
    await withClient(adminUrl, async (client) => {
      // As Supabase creates them: nobody logs in as these; service_role bypasses row-level security.
      await ensureGlobalRole(client, "anon", "nologin noinherit");
      await ensureGlobalRole(client, "authenticated", "nologin noinherit");
      await ensureGlobalRole(client, "service_role", "nologin noinherit bypassrls");
      await client.query(`grant anon, authenticated, service_role to ${name}`);
      await client.query("grant usage on schema public to anon, authenticated, service_role");
      // Supabase's defaults: everything the owner creates is open to all three API roles unless revoked.
      for (const kind of ["tables", "functions", "sequences"]) {
        await client.query(
          `alter default privileges for role ${name} grant all on ${kind} to anon, authenticated, service_role`,
        );
      }
    });
  }

  const provisioned: ProvisionedDatabase = {
    url: setup === "superuser" ? databaseUrl : withDatabase(superuserUrl, name, { user: name, password }),
    role: setup === "superuser" ? decodeURIComponent(new URL(superuserUrl).username) : name,
    async runBootstrapScript() {
      const script = fs.readFileSync(path.join(PROJECT_ROOT, "db", "admin", "bootstrap-roles.sql"), "utf8");
      await withClient(adminUrl, (client) => client.query(script));
    },
    async drop() {
      await withClient(superuserUrl, async (client) => {
        await client.query(`drop database if exists ${name} with (force)`);
        if (setup !== "superuser") await client.query(`drop role if exists ${name}`);
      });
    },
  };
  if (setup === "nocreaterole" && !options.skipBootstrapScript) await provisioned.runBootstrapScript();
  return provisioned;
}
