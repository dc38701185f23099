import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIELD_LIMITS } from "~/leads/schema";
import { TEST_DATABASE_TARGETS, type TestDatabase } from "../test-support/test-databases";
import { applyMigrations, readMigrations } from "./migrate";
import type { Database } from "./open-database";

/**
 * The database enforces the rules on its own: these tests write directly as the anonymous role,
 * bypassing the zod schema and the API entirely.
 */

interface PgError {
  code?: string;
  constraint?: string;
  message: string;
}

async function asAnon(db: Database, sql: string, params: unknown[] = []) {
  return db.transaction((tx) => tx.query(sql, params), { role: "anon" });
}

async function anonError(db: Database, sql: string, params: unknown[] = []): Promise<PgError> {
  try {
    await asAnon(db, sql, params);
  } catch (error) {
    return error as PgError;
  }
  throw new Error(`Expected the database to refuse: ${sql}`);
}

const INSERT_PROSPECT = `insert into prospects (first_name, last_name, email, company, message, utm_source, utm_medium,
  utm_campaign, landing_page, referrer, conversion_page) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`;

function prospectRow(overrides: Record<string, string | null> = {}): unknown[] {
  const row: Record<string, string | null> = {
    first_name: "Ada",
    last_name: "Lovelace",
    email: "ada@example.com",
    company: null,
    message: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    landing_page: null,
    referrer: null,
    conversion_page: null,
    ...overrides,
  };
  return Object.values(row);
}

/** Column -> the limit app/leads/schema.ts uses; the database must hold the same line. */
const PROSPECT_COLUMN_LIMITS: Array<[string, number]> = [
  ["first_name", FIELD_LIMITS.first_name],
  ["last_name", FIELD_LIMITS.last_name],
  ["company", FIELD_LIMITS.company],
  ["message", FIELD_LIMITS.message],
  ["utm_source", FIELD_LIMITS.utm],
  ["utm_medium", FIELD_LIMITS.utm],
  ["utm_campaign", FIELD_LIMITS.utm],
  ["landing_page", FIELD_LIMITS.page],
  ["referrer", FIELD_LIMITS.page],
  ["conversion_page", FIELD_LIMITS.page],
];

for (const target of TEST_DATABASE_TARGETS) {
  describe.skipIf(target.skip)(`migrations and row-level security on ${target.name}`, () => {
    let testDb: TestDatabase;
    let db: Database;

    beforeAll(async () => {
      testDb = await target.open();
      db = testDb.db;
    });
    afterAll(async () => {
      await testDb?.cleanup();
    });

    it("records every migration once; running them again applies nothing", async () => {
      const { rows } = await db.query<{ version: string }>("select version from schema_migrations order by version");
      expect(rows.map((row) => row.version)).toEqual(readMigrations().map((migration) => migration.version));
      expect(await applyMigrations(db)).toEqual({ applied: [] });
    });

    it("every migration file is itself safe to run twice (as on a database that already has the objects)", async () => {
      for (const migration of readMigrations()) {
        await db.transaction((tx) => tx.exec(migration.sql));
      }
      const { rows } = await db.query<{ policies: number }>(
        "select count(*)::int as policies from pg_policies where schemaname = current_schema() and tablename in ('prospects', 'email_signups')",
      );
      expect(rows[0]?.policies).toBe(2);
    });

    it("stores a valid insert with the email trimmed and lowercased, and queues its Slack announcement", async () => {
      await asAnon(db, INSERT_PROSPECT, prospectRow({ email: "  Ada.Lovelace@Example.COM ", first_name: " Ada " }));
      const { rows } = await db.query<{ email: string; first_name: string; source: string; queued: boolean }>(
        `select p.email, p.first_name, p.source, o.prospect_id is not null as queued
           from prospects p left join slack_outbox o on o.prospect_id = p.id
          where p.email = 'ada.lovelace@example.com'`,
      );
      expect(rows).toEqual([
        { email: "ada.lovelace@example.com", first_name: "Ada", source: "contact_popup", queued: true },
      ]);
    });

    it.each(PROSPECT_COLUMN_LIMITS)("enforces the %s limit (%i) in the database itself", async (column, limit) => {
      await asAnon(
        db,
        INSERT_PROSPECT,
        prospectRow({ [column]: "a".repeat(limit), email: `${column}-ok@example.com` }),
      );
      const error = await anonError(
        db,
        INSERT_PROSPECT,
        prospectRow({ [column]: "a".repeat(limit + 1), email: `${column}-long@example.com` }),
      );
      expect(error.code).toBe("23514");
      expect(error.constraint ?? error.message).toContain(`prospects_${column}_max_length`);
    });

    it("enforces the email limit (255), its format, and required names", async () => {
      const longEmail = `${"a".repeat(250)}@example.com`;
      expect((await anonError(db, INSERT_PROSPECT, prospectRow({ email: longEmail }))).code).toBe("23514");
      expect((await anonError(db, INSERT_PROSPECT, prospectRow({ email: "not an email" }))).code).toBe("23514");
      expect((await anonError(db, INSERT_PROSPECT, prospectRow({ first_name: "   " }))).constraint).toBe(
        "prospects_first_name_required",
      );
      expect((await anonError(db, INSERT_PROSPECT, prospectRow({ last_name: null }))).code).toBe("23502");
    });

    it("counts characters, not bytes: 100 multi-byte characters fit in a first name", async () => {
      await asAnon(db, INSERT_PROSPECT, prospectRow({ first_name: "é".repeat(100), email: "accents@example.com" }));
      await asAnon(db, INSERT_PROSPECT, prospectRow({ first_name: "😀".repeat(50), email: "emoji@example.com" }));
      const { rows } = await db.query<{ email: string; first_name: string }>(
        "select email, first_name from prospects where email in ('accents@example.com', 'emoji@example.com') order by email",
      );
      expect(rows).toEqual([
        { email: "accents@example.com", first_name: "é".repeat(100) },
        { email: "emoji@example.com", first_name: "😀".repeat(50) },
      ]);
    });

    it("lets the anonymous role insert only: no SELECT, UPDATE or DELETE, not even of its own rows", async () => {
      for (const sql of [
        "select * from prospects",
        "select count(*) from prospects",
        "update prospects set company = 'x'",
        "delete from prospects",
        "select * from email_signups",
        "update email_signups set list = 'tools'",
        "delete from email_signups",
        "select * from slack_outbox",
        "insert into slack_outbox (prospect_id) values (gen_random_uuid())",
        "delete from slack_outbox",
        "select * from schema_migrations",
      ]) {
        expect((await anonError(db, sql)).code, sql).toBe("42501");
      }
      // No RETURNING either: it would read the row back.
      const returning = await anonError(db, `${INSERT_PROSPECT} returning id`, prospectRow({ email: "r@example.com" }));
      expect(returning.code).toBe("42501");
    });

    it("does not let the anonymous role choose id or created_at", async () => {
      const error = await anonError(
        db,
        "insert into prospects (id, first_name, last_name, email) values (gen_random_uuid(), 'a', 'b', 'c@example.com')",
      );
      expect(error.code).toBe("42501");
      const backdated = await anonError(
        db,
        "insert into prospects (created_at, first_name, last_name, email) values ('2001-01-01', 'a', 'b', 'c@example.com')",
      );
      expect(backdated.code).toBe("42501");
    });

    it("keeps the prospect and its outbox row atomic: a rolled-back insert leaves neither", async () => {
      await expect(
        db.transaction(
          async (tx) => {
            await tx.query(INSERT_PROSPECT, prospectRow({ email: "rolled-back@example.com" }));
            throw new Error("abort");
          },
          { role: "anon" },
        ),
      ).rejects.toThrow("abort");
      const { rows } = await db.query<{ n: number }>(
        `select (select count(*) from prospects where email = 'rolled-back@example.com')::int
              + (select count(*) from slack_outbox o join prospects p on p.id = o.prospect_id
                  where p.email = 'rolled-back@example.com')::int as n`,
      );
      expect(rows[0]?.n).toBe(0);
    });

    it("stores one email signup per list and email; a repeat inserts nothing and raises nothing", async () => {
      const insert = "insert into email_signups (email, list, source_page) values ($1, $2, $3) on conflict do nothing";
      expect((await asAnon(db, insert, ["Fan@Example.com", "newsletter", "/"])).rowCount).toBe(1);
      expect((await asAnon(db, insert, ["fan@example.com ", "newsletter", "/blog"])).rowCount).toBe(0);
      expect((await asAnon(db, insert, ["fan@example.com", "tools", "/tools"])).rowCount).toBe(1);
      const { rows } = await db.query("select email, list from email_signups order by list");
      expect(rows).toEqual([
        { email: "fan@example.com", list: "newsletter" },
        { email: "fan@example.com", list: "tools" },
      ]);
    });

    it("inserts through the *_as_anon functions as anon, then hands the connection back privileged", async () => {
      const call = `select insert_prospect_as_anon($1, $2, $3, null, null, null, null, null, null, null, null,
        'contact_popup', null, null, '{}'::jsonb, $4::uuid) as inserted`;
      const key = randomUUID();
      expect((await db.query(call, ["Fn", "Caller", "FN@Example.com", key])).rows).toEqual([{ inserted: true }]);
      expect((await db.query(call, ["Fn", "Caller", "fn@example.com", key])).rows).toEqual([{ inserted: false }]);
      const tooLong = await db
        .query(call, ["x".repeat(101), "Caller", "fn2@example.com", randomUUID()])
        .catch((error: PgError) => error);
      expect(tooLong).toMatchObject({ code: "23514", constraint: "prospects_first_name_max_length" });
      for (let index = 0; index < 12; index += 1) {
        const { rows } = await db.query<{ same: boolean }>("select current_user = session_user as same");
        expect(rows[0]?.same).toBe(true);
      }
      // Visitors (and Supabase's RPC endpoint) cannot call them.
      expect(
        (
          await anonError(
            db,
            "select insert_email_signup_as_anon('a@b.co', 'newsletter', null, null, null, null, null, null, '{}')",
          )
        ).code,
      ).toBe("42501");
    });

    it("announces a lead stored under a shadow outbox: a visitor's temporary slack_outbox cannot silence the trigger", async () => {
      const email = `shadow-temp-${randomUUID().slice(0, 8)}@example.com`;
      // The attack, as a login role holding only anon: a temporary table named like the outbox, then an insert.
      await db.transaction(
        async (tx) => {
          await tx.exec(
            "create temp table slack_outbox (prospect_id uuid primary key, created_at timestamptz default now()) on commit drop",
          );
          await tx.query("insert into prospects (first_name, last_name, email) values ('Shadow', 'Temp', $1)", [email]);
        },
        { role: "anon" },
      );
      const { rows } = await db.query<{ queued: boolean }>(
        "select o.prospect_id is not null as queued from prospects p left join slack_outbox o on o.prospect_id = p.id where p.email = $1",
        [email],
      );
      expect(rows).toEqual([{ queued: true }]);
    });

    it("pins the search_path of every SECURITY DEFINER function, ending with pg_temp, and qualifies the tables it writes", async () => {
      const { rows } = await db.query<{ name: string; config: string[] | null; source: string; schema: string }>(
        `select p.proname as name, p.proconfig as config, p.prosrc as source, current_schema()::text as schema
           from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname = current_schema() and p.prosecdef`,
      );
      expect(rows.map((row) => row.name)).toEqual(["enqueue_prospect_slack_announcement"]);
      for (const row of rows) {
        expect(row.config?.find((setting) => setting.startsWith("search_path="))).toMatch(
          /^search_path=pg_catalog, \S+, pg_temp$/,
        );
        expect(row.source).toContain(`insert into ${row.schema}.slack_outbox`);
      }
    });

    it("refuses the anonymous insert once the policy is gone (row-level security is what allows it)", async () => {
      await db.exec("drop policy prospects_anon_insert_only on prospects");
      try {
        const error = await anonError(db, INSERT_PROSPECT, prospectRow({ email: "no-policy@example.com" }));
        expect(error.code).toBe("42501");
        expect(error.message).toMatch(/row-level security/);
      } finally {
        await db.exec("create policy prospects_anon_insert_only on prospects for insert to anon with check (true)");
      }
    });
  });
}
