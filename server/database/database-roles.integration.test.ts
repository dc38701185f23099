import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { emailSignupRequestSchema, prospectInsertSchema } from "~/leads/schema";
import { PROJECT_ROOT } from "../config/project-paths";
import { insertEmailSignup, insertProspect } from "../leads/leads-store";
import { createSlackOutbox } from "../slack/slack-outbox";
import {
  provisionDatabase,
  ROLE_SETUP_LABELS,
  ROLE_SETUPS,
  type ProvisionedDatabase,
} from "../test-support/database-roles";
import { startFakeSlack } from "../test-support/fake-slack";
import { validProspect } from "../test-support/test-api";
import { applyMigrations, readMigrations } from "./migrate";
import { openDatabase, type Database } from "./open-database";
import { BOOTSTRAP_SCRIPT, DatabaseSetupError } from "./role-requirements";

/**
 * The four ways production hands the site its database (test-support/database-roles.ts), each on a fresh
 * database of its own: the site migrates, stores every kind of lead as anon and announces prospects,
 * with the same guarantees. The other integration suites also run in each setup (TEST_DATABASE_TARGETS).
 */
const superuserUrl = process.env.TEST_DATABASE_URL?.trim() || null;

const provisioned: ProvisionedDatabase[] = [];
async function provision(...args: Parameters<typeof provisionDatabase>): Promise<ProvisionedDatabase> {
  const database = await provisionDatabase(...args);
  provisioned.push(database);
  return database;
}
afterAll(async () => {
  await Promise.all(provisioned.map((database) => database.drop()));
});

async function storeEveryKindOfLead(db: Database): Promise<void> {
  expect(await insertProspect(db, prospectInsertSchema.parse(validProspect()), "contact_popup", null)).toEqual({
    inserted: true,
  });
  const signup = {
    ...prospectInsertSchema.parse(validProspect()),
    amazon_marketplace: "DE",
    monthly_orders_band: "1k-10k",
  } as const;
  expect(await insertProspect(db, signup, "signup", null)).toEqual({ inserted: true });
  for (const list of ["newsletter", "tools"] as const) {
    const request = emailSignupRequestSchema.parse({ email: `fan-${list}@example.com`, list, source_page: "/" });
    expect(await insertEmailSignup(db, request)).toEqual({ inserted: true });
  }
}

describe.skipIf(superuserUrl === null)(
  `database roles as production has them${superuserUrl ? "" : " [SKIPPED: set TEST_DATABASE_URL to run]"}`,
  () => {
    for (const setup of ROLE_SETUPS) {
      it(`${ROLE_SETUP_LABELS[setup]}: migrates, stores leads as anon only, and announces each prospect`, async () => {
        const database = await provision(superuserUrl as string, setup);
        const db = await openDatabase({ databaseUrl: database.url });
        const slack = await startFakeSlack();
        try {
          const { rows: roles } = await db.query<{ superuser: boolean; bypassrls: boolean }>(
            "select rolsuper as superuser, rolbypassrls as bypassrls from pg_roles where rolname = current_user",
          );
          expect(roles[0]).toEqual(
            setup === "superuser" ? { superuser: true, bypassrls: true } : { superuser: false, bypassrls: false },
          );
          await storeEveryKindOfLead(db);
          const { rows } = await db.query<{ prospects: number; signups: number; queued: number }>(
            `select (select count(*) from prospects)::int as prospects, (select count(*) from email_signups)::int as signups,
                    (select count(*) from slack_outbox)::int as queued`,
          );
          expect(rows[0]).toEqual({ prospects: 2, signups: 2, queued: 2 });

          const worker = createSlackOutbox({ db, webhookUrl: slack.url, minIntervalBetweenPostsMs: 0 });
          await worker.sweepNow();
          expect(await worker.pendingCount()).toBe(0);
          expect(slack.delivered.length).toBeGreaterThanOrEqual(1);

          // anon may insert and nothing else, whatever grants the setup had before the migrations.
          for (const sql of [
            "select * from prospects",
            "select * from email_signups",
            "select * from slack_outbox",
            "select * from schema_migrations",
            "delete from prospects",
            "update email_signups set list = 'tools'",
          ]) {
            const error = await db
              .transaction((tx) => tx.query(sql), { role: "anon" })
              .then(
                () => null,
                (caught: { code?: string }) => caught,
              );
            expect(error?.code, sql).toBe("42501");
          }
        } finally {
          await slack.close();
          await db.close();
        }
      });
    }

    it("an owner with CREATEROLE on PostgreSQL 15 or older: the site starts and warns that the role is superuser-equivalent", async () => {
      const database = await provision(superuserUrl as string, "createrole");
      const warnings: string[] = [];
      const db = await openDatabase({
        databaseUrl: database.url,
        logger: { info() {}, warn: (...args: unknown[]) => warnings.push(args.join(" ")), error() {} },
      });
      try {
        const { rows } = await db.query<{ version: number }>(
          "select current_setting('server_version_num')::int as version",
        );
        if ((rows[0]?.version ?? 0) >= 160_000) return;
        expect(warnings.filter((line) => line.includes("CREATEROLE") && line.includes(BOOTSTRAP_SCRIPT))).toHaveLength(
          1,
        );
        // Why: the owner can make itself a member of pg_execute_server_program (the attack ran `copy ... to program`).
        await db.query("grant pg_execute_server_program to current_user");
        const { rows: granted } = await db.query<{ member: boolean }>(
          "select pg_has_role(current_user, 'pg_execute_server_program', 'MEMBER') as member",
        );
        expect(granted[0]?.member).toBe(true);
      } finally {
        await db.close();
      }
    });

    it("an owner without CREATEROLE before the bootstrap script: one line that names the fix, no stack trace; after it, the site starts", async () => {
      const database = await provision(superuserUrl as string, "nocreaterole", { skipBootstrapScript: true });
      const failure = await openDatabase({ databaseUrl: database.url }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(DatabaseSetupError);
      const message = (failure as Error).message;
      expect(message).toContain(`"${database.role}"`);
      expect(message).toContain(BOOTSTRAP_SCRIPT);
      expect(message).not.toContain("\n");

      // The same through the real command, as an operator sees it.
      const migrate = () =>
        spawnSync(process.execPath, ["--import", "tsx", "scripts/db-migrate.ts"], {
          cwd: PROJECT_ROOT,
          env: { ...process.env, DATABASE_URL: database.url },
          encoding: "utf8",
        });
      const refused = migrate();
      expect(refused.status).toBe(1);
      expect(refused.stderr.trim().split("\n")).toEqual([message]);

      await database.runBootstrapScript();
      const accepted = migrate();
      expect(accepted.stderr).toBe("");
      expect(accepted.status).toBe(0);
      const db = await openDatabase({ databaseUrl: database.url });
      try {
        await storeEveryKindOfLead(db);
      } finally {
        await db.close();
      }
    });

    it("a database migrated before 0006 by an ordinary owner upgrades cleanly and starts storing leads", async () => {
      const database = await provision(superuserUrl as string, "createrole");
      const oldMigrations = fs.mkdtempSync(path.join(os.tmpdir(), "marginatlas-old-migrations-"));
      for (const migration of readMigrations().filter((candidate) => candidate.version < "0006")) {
        fs.writeFileSync(path.join(oldMigrations, `${migration.version}.sql`), migration.sql);
      }
      const db = await openDatabase({ databaseUrl: database.url, migrate: false });
      try {
        await applyMigrations(db, { directory: oldMigrations });
        // The bug 0006 fixes: the outbox trigger was refused under the forced row-level security. (The insert
        // function as 0005 defined it; 0013 gave it a last, optional argument.)
        const refused = await db
          .query(
            "select insert_prospect_as_anon('Old', 'Schema', 'old@example.com', null, null, null, null, null, null, null, null, 'contact_popup', null, null, '{}'::jsonb, null)",
          )
          .catch((error: { message: string }) => error.message);
        expect(refused).toMatch(/row-level security/);
        const { applied } = await applyMigrations(db);
        expect(applied[0]).toBe("0006_owner_without_bypassrls");
        await storeEveryKindOfLead(db);
      } finally {
        await db.close();
        fs.rmSync(oldMigrations, { recursive: true, force: true });
      }
    });
  },
);
