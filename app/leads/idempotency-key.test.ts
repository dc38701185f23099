import { describe, expect, it } from "vitest";
import { createIdempotencyKeys } from "./idempotency-key";

describe("createIdempotencyKeys", () => {
  const keys = () => {
    let counter = 0;
    return createIdempotencyKeys(() => `key-${(counter += 1)}`);
  };

  it("gives the same values the same key: a double click or a retry after a lost answer is one submission", () => {
    const form = keys();
    const values = { first_name: "Ana", email: "ana@example.com" };
    expect(form.keyFor(values)).toBe("key-1");
    expect(form.keyFor({ ...values })).toBe("key-1");
  });

  it("gives changed values a new key: a corrected form is a new submission, never refused as a reused key", () => {
    const form = keys();
    expect(form.keyFor({ email: "ana@exmaple.com" })).toBe("key-1");
    expect(form.keyFor({ email: "ana@example.com" })).toBe("key-2");
    // Changing back is a change too: the server holds key-1 for the typo, key-3 is the corrected-again form.
    expect(form.keyFor({ email: "ana@exmaple.com" })).toBe("key-3");
  });

  it("starts afresh after renew (a success: the next form is another lead even if typed the same)", () => {
    const form = keys();
    const values = { email: "ana@example.com" };
    expect(form.keyFor(values)).toBe("key-1");
    form.renew();
    expect(form.keyFor(values)).toBe("key-2");
  });
});
