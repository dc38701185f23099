import { describe, expect, it } from "vitest";
import { canonicalUrl } from "./canonical";

const host = "https://marginatlas.com";

describe("canonicalUrl", () => {
  it("keeps the root's slash", () => {
    expect(canonicalUrl("/", host)).toBe("https://marginatlas.com/");
    expect(canonicalUrl("", host)).toBe("https://marginatlas.com/");
  });
  it("drops a trailing slash elsewhere", () => {
    expect(canonicalUrl("/pricing/", host)).toBe("https://marginatlas.com/pricing");
    expect(canonicalUrl("/amazon-kpi/advertising/acos//", host)).toBe(
      "https://marginatlas.com/amazon-kpi/advertising/acos",
    );
  });
  it("removes the query string and fragment", () => {
    expect(canonicalUrl("/features/amazon-fba-calculator?price=20&utm_source=x#fees", host)).toBe(
      "https://marginatlas.com/features/amazon-fba-calculator",
    );
  });
  it("strips www from the host and from full URLs", () => {
    expect(canonicalUrl("/about", "https://www.marginatlas.com")).toBe("https://marginatlas.com/about");
    expect(canonicalUrl("https://www.marginatlas.com/about/?a=1", host)).toBe("https://marginatlas.com/about");
  });
  it("ignores another origin in a full URL and keeps the primary host", () => {
    expect(canonicalUrl("http://localhost:3000/pricing", host)).toBe("https://marginatlas.com/pricing");
  });
});
