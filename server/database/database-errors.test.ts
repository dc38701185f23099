import net from "node:net";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, mapDatabaseError } from "./database-errors";

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

/** The error a real connection attempt fails with (the socket's own, as node-postgres passes it on). */
function connectionError(options: net.NetConnectOpts): Promise<NodeJS.ErrnoException> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(options);
    socket.once("connect", () => {
      socket.destroy();
      reject(new Error("connected"));
    });
    socket.once("error", resolve);
  });
}

describe("isDatabaseUnavailable", () => {
  it("counts the network's refusals toward the database as unavailable (503), not as a failure of ours (500)", async () => {
    // A local address this machine does not have: the kernel's EADDRNOTAVAIL, as when ephemeral ports run out.
    const addressNotAvailable = await connectionError({ host: "127.0.0.1", port: 5432, localAddress: "192.0.2.1" });
    expect(addressNotAvailable.code).toBe("EADDRNOTAVAIL");
    // The limited broadcast address has no route: ENETUNREACH.
    const networkUnreachable = await connectionError({ host: "255.255.255.255", port: 5432 });
    expect(networkUnreachable.code).toBe("ENETUNREACH");
    for (const error of [addressNotAvailable, networkUnreachable])
      expect(isDatabaseUnavailable(error), error.code).toBe(true);
    // The resolver's temporary failure (no DNS server answering), as getaddrinfo reports it.
    const dnsTemporaryFailure = Object.assign(new Error("getaddrinfo EAI_AGAIN db.internal"), {
      code: "EAI_AGAIN",
      syscall: "getaddrinfo",
    });
    expect(isDatabaseUnavailable(dnsTemporaryFailure)).toBe(true);
  });

  it("counts the client's own query timeout as unavailable, and leaves other errors to the 500 handler", () => {
    expect(isDatabaseUnavailable(new Error("Query read timeout"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseUnavailable({ code: "42703", message: 'column "company" does not exist' })).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined"))).toBe(false);
  });
});
