import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { sourcesChangedSince, staleBuildWarning } from "./build-freshness";

const BUILT_AT = new Date("2026-03-01T12:00:00Z");
let root: string | null = null;

function project(files: Record<string, Date>): string {
  root = mkdtempSync(path.join(tmpdir(), "build-freshness-"));
  for (const [file, modified] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), "x");
    utimesSync(path.join(root, file), modified, modified);
  }
  return root;
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = null;
});

describe("sourcesChangedSince", () => {
  it("lists the sources changed after the build, newest first", () => {
    const before = new Date("2026-02-28T00:00:00Z");
    const dir = project({
      "app/routes/home.tsx": new Date("2026-03-02T00:00:00Z"),
      "app/content/blog/new-post.md": new Date("2026-03-03T00:00:00Z"),
      "app/root.tsx": before,
      "public/favicon.svg": before,
      "vite.config.ts": before,
    });
    expect(sourcesChangedSince(dir, BUILT_AT.getTime())).toEqual([
      path.join("app", "content", "blog", "new-post.md"),
      path.join("app", "routes", "home.tsx"),
    ]);
  });

  it("ignores tests, files outside the build inputs and missing inputs", () => {
    const after = new Date("2026-03-02T00:00:00Z");
    const dir = project({ "app/seo/title.test.ts": after, "server/main.ts": after, "README.md": after });
    expect(sourcesChangedSince(dir, BUILT_AT.getTime())).toEqual([]);
  });
});

describe("staleBuildWarning", () => {
  it("is null for a current build and names the newest change otherwise", () => {
    expect(staleBuildWarning([], "build")).toBeNull();
    expect(staleBuildWarning(["app/root.tsx"], "build")).toBe(
      "Serving the build in build, which is older than app/root.tsx: run `npm run build` (then restart) to see the changes.",
    );
    expect(staleBuildWarning(["app/root.tsx", "app/a.ts", "app/b.ts"], "build")).toContain(
      "older than app/root.tsx and 2 other source files:",
    );
    expect(staleBuildWarning(["app/root.tsx", "app/a.ts"], "build")).toContain(
      "older than app/root.tsx and 1 other source file:",
    );
  });
});
