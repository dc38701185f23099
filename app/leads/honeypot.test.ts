import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD, isHoneypotFilled } from "./honeypot";

describe("isHoneypotFilled", () => {
  it("is false for people: the field missing, null or blank", () => {
    expect(isHoneypotFilled({ email: "jane@example.com" })).toBe(false);
    expect(isHoneypotFilled({ [HONEYPOT_FIELD]: null })).toBe(false);
    expect(isHoneypotFilled({ [HONEYPOT_FIELD]: "" })).toBe(false);
    expect(isHoneypotFilled({ [HONEYPOT_FIELD]: "   " })).toBe(false);
  });

  it("is true for bots: any text or any other value in the field", () => {
    expect(isHoneypotFilled({ [HONEYPOT_FIELD]: "https://spam.example" })).toBe(true);
    expect(isHoneypotFilled({ [HONEYPOT_FIELD]: 0 })).toBe(true);
    expect(isHoneypotFilled({ [HONEYPOT_FIELD]: ["x"] })).toBe(true);
  });

  it("is false for bodies that are not objects (they fail validation instead)", () => {
    expect(isHoneypotFilled(null)).toBe(false);
    expect(isHoneypotFilled("website=x")).toBe(false);
    expect(isHoneypotFilled([{ [HONEYPOT_FIELD]: "x" }])).toBe(false);
  });
});
