import { describe, expect, it } from "vitest";
import { parseLeadsArgs } from "./leads-export";

describe("parseLeadsArgs", () => {
  it("defaults to a 7-day table of prospects", () => {
    expect(parseLeadsArgs([])).toMatchObject({ format: "table", sinceLabel: "7d", limit: 500, kind: "prospects" });
  });
  it("reads --format, --since, --limit and --subscribers, with or without =", () => {
    expect(parseLeadsArgs(["--format", "csv", "--since=24h", "--limit", "10", "--subscribers"])).toMatchObject({
      format: "csv",
      sinceMs: 86_400_000,
      limit: 10,
      kind: "subscribers",
    });
  });
  it("reads --undelivered and --requeue-failed", () => {
    expect(parseLeadsArgs(["--undelivered", "--format", "json"])).toMatchObject({
      kind: "undelivered",
      format: "json",
    });
    expect(parseLeadsArgs(["--requeue-failed"])).toMatchObject({ kind: "requeue-failed" });
  });
  it("explains mistakes", () => {
    expect(() => parseLeadsArgs(["--format", "xml"])).toThrow(/table, csv or json/);
    expect(() => parseLeadsArgs(["--since"])).toThrow(/needs a value/);
    expect(() => parseLeadsArgs(["--wat"])).toThrow(/Unknown option/);
    expect(parseLeadsArgs(["--help"])).toBe("help");
  });
});
