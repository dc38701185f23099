/**
 * What the database role the server connects as must be allowed to do, and the one-line explanation
 * when it is not. Pure: the facts come from one query (migrate.ts), the words from here.
 *
 * Visitors' writes run as the role `anon` (SET LOCAL ROLE anon), so the server's role must be a member
 * of anon. A superuser or a role with CREATEROLE sets that up itself (migration 0001); any other role
 * needs an administrator to run db/admin/bootstrap-roles.sql once.
 */

export const BOOTSTRAP_SCRIPT = "db/admin/bootstrap-roles.sql";

const BOOTSTRAP_FIX =
  `have an administrator run ${BOOTSTRAP_SCRIPT} once, connected to this database as a superuser ` +
  `(psql "postgres://ADMIN@HOST/DATABASE" -v ON_ERROR_STOP=1 -f ${BOOTSTRAP_SCRIPT}), then start again`;

/** A problem with the database's roles or privileges, explained in one line with its fix. No stack trace. */
export class DatabaseSetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DatabaseSetupError";
  }
}

export interface RoleFacts {
  role: string;
  superuser: boolean;
  createrole: boolean;
  anonExists: boolean;
  anonMember: boolean;
  /** current_schema(); null when the search_path names no existing schema. */
  schema: string | null;
  canCreateInSchema: boolean;
  /** server_version_num, e.g. 150010 for PostgreSQL 15.10. */
  serverVersionNum: number;
}

/**
 * The first thing that stops this role from running the site, or null. `migrationsPending`: tables
 * still have to be created, so CREATE on the schema is needed too.
 */
export function describeRoleProblem(facts: RoleFacts, migrationsPending: boolean): string | null {
  const role = `"${facts.role}"`;
  if (migrationsPending && facts.schema === null) {
    return `Database role ${role} has no schema to create the site's tables in (its search_path names none): set search_path or create the schema, then start again.`;
  }
  if (migrationsPending && !facts.canCreateInSchema) {
    return `Database role ${role} may not create tables in schema "${facts.schema}": run "grant create on schema ${facts.schema} to ${facts.role}" as the schema's owner (or make ${role} the database owner), then start again.`;
  }
  if (facts.anonMember || facts.superuser || facts.createrole) return null;
  return facts.anonExists
    ? `Database role ${role} cannot switch to role "anon" (it is not a member and may not grant roles): ${BOOTSTRAP_FIX}.`
    : `Role "anon" does not exist and database role ${role} may not create it (no CREATEROLE): ${BOOTSTRAP_FIX}.`;
}

/**
 * A warning about the role the site connects as, or null. Up to PostgreSQL 15, CREATEROLE lets a role grant
 * itself any role but superuser, pg_execute_server_program included (and so run programs as the database's
 * OS user): it is as powerful as a superuser. PostgreSQL 16 restricted it to roles the role created.
 */
export function describeRoleRisk(facts: RoleFacts): string | null {
  if (!facts.createrole || facts.superuser || facts.serverVersionNum >= 160_000) return null;
  const major = Math.floor(facts.serverVersionNum / 10_000);
  return `Database role "${facts.role}" has CREATEROLE, which on PostgreSQL ${major} (15 and older) is as powerful as a superuser: it can grant itself pg_execute_server_program and run programs on the database server. Prefer an owner without CREATEROLE, set up once with ${BOOTSTRAP_SCRIPT} (docs/deploy.md, Roles).`;
}

interface DatabaseErrorLike {
  code?: unknown;
  message?: unknown;
}

/** A failed migration as one line: which file, what the database said, and how to fix it. */
export function describeMigrationFailure(version: string, role: string, error: unknown): string {
  const { code, message } = (typeof error === "object" && error !== null ? error : {}) as DatabaseErrorLike;
  const said = (typeof message === "string" ? message : String(error)).split("\n")[0];
  const prefix = `Migration ${version} failed for database role "${role}": ${said}.`;
  // 42501 insufficient_privilege, e.g. `must have admin option on role "anon"` or `permission denied to create role`.
  if (code === "42501" && /\brole\b/i.test(said ?? "")) return `${prefix} Nothing was applied; ${BOOTSTRAP_FIX}.`;
  if (code === "42501") {
    return `${prefix} Nothing was applied; connect as the owner of the database (or of the site's tables), then start again.`;
  }
  return `${prefix} Nothing was applied; fix the cause and start again.`;
}

// ConfigurationError: config/server-config.ts (a bad setting).
const SETUP_ERRORS = new Set(["ConfigurationError", "DatabaseSetupError", "DatabaseInUseError"]);

/** node-postgres's errors when the database cannot be reached or refuses the connection: a setup problem too. */
const CONNECTION_ERROR_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "28P01",
  "28000",
  "3D000",
]);

/** The line to print when the server cannot start: setup problems in one line, anything else in full. */
export function startupFailureMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (SETUP_ERRORS.has(error.name)) return error.message;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && CONNECTION_ERROR_CODES.has(code)) {
    return `Cannot connect to the database (${error.message.split("\n")[0] || code}): check DATABASE_URL and that the database accepts connections from here, then start again.`;
  }
  return error.stack ?? error.message;
}
