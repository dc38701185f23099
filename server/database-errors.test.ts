import { describe, expect, it } from "vitest";
import { mapDatabaseError } from "./database-errors";

const EMAIL = "help@example.com";

describe("mapDatabaseError", () => {
  it("maps a row-level security refusal (or a missing grant) to the security-policy message", () => {
    const expected = {
      status: 403,
      error: {
        kind: "security_policy",
        message: `Form submission blocked by security policy. Please contact support at ${EMAIL}`,
      },
    };
    expect(
      mapDatabaseError(
        { code: "42501", message: 'new row violates row-level security policy for table "prospects"' },
        EMAIL,
      ),
    ).toEqual(expected);
    expect(mapDatabaseError({ code: "42501", message: "permission denied for table prospects" }, EMAIL)).toEqual(
      expected,
    );
  });

  it("maps a CHECK violation to the field's message, never the SQL text", () => {
    expect(
      mapDatabaseError(
        {
          code: "23514",
          constraint: "prospects_last_name_max_length",
          message: 'new row for relation "prospects" violates check constraint "prospects_last_name_max_length"',
        },
        EMAIL,
      ),
    ).toEqual({
      status: 422,
      error: {
        kind: "insert",
        message: "Last name must be 100 characters or fewer",
        issues: [{ path: "last_name", message: "Last name must be 100 characters or fewer" }],
      },
    });
    // Without the structured field, the name is read from the message.
    expect(
      mapDatabaseError({ code: "23514", message: 'violates check constraint "email_signups_email_format"' }, EMAIL)
        ?.error.message,
    ).toBe("Invalid email address");
    // An unknown constraint still gets a safe, generic sentence.
    expect(mapDatabaseError({ code: "23514", constraint: "mystery" }, EMAIL)?.error.message).toBe(
      "Some of the submitted values could not be stored. Please check them and try again.",
    );
  });

  it("maps NOT NULL and invalid values to 422 insert errors", () => {
    expect(
      mapDatabaseError({ code: "23502", column: "first_name", message: "null value" }, EMAIL)?.error,
    ).toMatchObject({
      kind: "insert",
      message: "First name is required",
    });
    expect(mapDatabaseError({ code: "22P05", message: "unsupported Unicode escape sequence" }, EMAIL)?.status).toBe(
      422,
    );
  });

  it("leaves everything else to the 500 handler", () => {
    expect(mapDatabaseError({ code: "42703", message: 'column "company" does not exist' }, EMAIL)).toBeNull();
    expect(mapDatabaseError(new Error("connect ECONNREFUSED"), EMAIL)).toBeNull();
    expect(mapDatabaseError("weird", EMAIL)).toBeNull();
  });
});
