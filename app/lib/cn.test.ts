import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("skips falsy values and joins the rest", () => {
    expect(cn("a", false, null, undefined, "b")).toBe("a b");
  });

  it("lets a later Tailwind class override an earlier one of the same kind", () => {
    expect(cn("size-8 text-ink-900 px-4", "size-6 text-brand-700")).toBe("px-4 size-6 text-brand-700");
    expect(cn("text-sm text-ink-600", "text-lg")).toBe("text-ink-600 text-lg");
  });
});
