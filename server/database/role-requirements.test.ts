import { describe, expect, it } from "vitest";
import { ConfigurationError } from "../config/server-config";
import {
  BOOTSTRAP_SCRIPT,
  DatabaseSetupError,
  describeMigrationFailure,
  describeRoleProblem,
  describeRoleRisk,
  startupFailureMessage,
  type RoleFacts,
} from "./role-requirements";

const owner: RoleFacts = {
  role: "app",
  superuser: false,
  createrole: false,
  anonExists: true,
  anonMember: true,
  schema: "public",
  canCreateInSchema: true,
  serverVersionNum: 150_010,
};

describe("describeRoleProblem", () => {
  it("accepts a member of anon, a superuser, and a role that may create and grant roles", () => {
    expect(describeRoleProblem(owner, true)).toBeNull();
    expect(describeRoleProblem({ ...owner, anonMember: false, superuser: true }, true)).toBeNull();
    expect(describeRoleProblem({ ...owner, anonMember: false, anonExists: false, createrole: true }, true)).toBeNull();
  });

  it("points a role that cannot use or create anon at the bootstrap script, in one line", () => {
    const notMember = describeRoleProblem({ ...owner, anonMember: false }, false);
    expect(notMember).toContain('Database role "app" cannot switch to role "anon"');
    const missing = describeRoleProblem({ ...owner, anonMember: false, anonExists: false }, false);
    expect(missing).toContain('Role "anon" does not exist and database role "app" may not create it');
    for (const message of [notMember, missing]) {
      expect(message).toContain(BOOTSTRAP_SCRIPT);
      expect(message).not.toContain("\n");
    }
  });

  it("asks for CREATE on the schema only while tables remain to be created", () => {
    const noCreate = { ...owner, canCreateInSchema: false };
    expect(describeRoleProblem(noCreate, true)).toContain("grant create on schema public to app");
    expect(describeRoleProblem(noCreate, false)).toBeNull();
    expect(describeRoleProblem({ ...owner, schema: null }, true)).toContain("no schema");
  });
});

describe("describeRoleRisk", () => {
  it("warns that CREATEROLE is superuser-equivalent on PostgreSQL 15 and older, pointing at the bootstrap path", () => {
    const warning = describeRoleRisk({ ...owner, createrole: true });
    expect(warning).toContain('Database role "app" has CREATEROLE');
    expect(warning).toContain("PostgreSQL 15");
    expect(warning).toContain(BOOTSTRAP_SCRIPT);
    expect(warning).not.toContain("\n");
  });
  it("says nothing for an owner without CREATEROLE, a superuser, or PostgreSQL 16 and later", () => {
    expect(describeRoleRisk(owner)).toBeNull();
    expect(describeRoleRisk({ ...owner, createrole: true, superuser: true })).toBeNull();
    expect(describeRoleRisk({ ...owner, createrole: true, serverVersionNum: 160_004 })).toBeNull();
  });
});

describe("describeMigrationFailure", () => {
  it("turns a role privilege error into one line naming the migration and the bootstrap script", () => {
    const message = describeMigrationFailure("0001_anon_role", "app", {
      code: "42501",
      message: 'must have admin option on role "anon"',
    });
    expect(message).toBe(
      `Migration 0001_anon_role failed for database role "app": must have admin option on role "anon". Nothing was applied; have an administrator run ${BOOTSTRAP_SCRIPT} once, connected to this database as a superuser (psql "postgres://ADMIN@HOST/DATABASE" -v ON_ERROR_STOP=1 -f ${BOOTSTRAP_SCRIPT}), then start again.`,
    );
  });

  it("asks for the owner on other privilege errors, and keeps only the first line of any message", () => {
    expect(
      describeMigrationFailure("0002_prospects", "app", { code: "42501", message: "must be owner of table prospects" }),
    ).toContain("connect as the owner");
    expect(describeMigrationFailure("0003_x", "app", { code: "42P07", message: "boom\nDETAIL: more" })).toBe(
      'Migration 0003_x failed for database role "app": boom. Nothing was applied; fix the cause and start again.',
    );
  });
});

describe("startupFailureMessage", () => {
  it("says a setting or an unreachable database in one line, without a stack trace", () => {
    expect(startupFailureMessage(new ConfigurationError("PORT must be a port number"))).toBe(
      "PORT must be a port number",
    );
    const refused = Object.assign(new AggregateError([], ""), { code: "ECONNREFUSED" });
    expect(startupFailureMessage(refused)).toBe(
      "Cannot connect to the database (ECONNREFUSED): check DATABASE_URL and that the database accepts connections from here, then start again.",
    );
    const badPassword = Object.assign(new Error('password authentication failed for user "app"'), { code: "28P01" });
    expect(startupFailureMessage(badPassword)).toMatch(
      /^Cannot connect to the database \(password authentication failed for user "app"\): /,
    );
  });
  it("prints setup problems as their message and anything else with its stack", () => {
    expect(startupFailureMessage(new DatabaseSetupError("Role is missing."))).toBe("Role is missing.");
    const unexpected = new Error("boom");
    expect(startupFailureMessage(unexpected)).toContain("at ");
  });
});
