import { configDefaults, defineConfig } from "vitest/config";
import { CONTENT_TESTS } from "./vitest.content.config.ts";

// Unit and integration tests live beside the code they test; browser tests live in tests/e2e (Playwright). The tests
// that read Astro's content collections run in the "content" project (vitest.content.config.ts), the others in "unit".
export default defineConfig({
  // "~/" resolves as tsconfig.json says, as it does for tsx (the server) and Astro.
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    setupFiles: ["./vitest.setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default on two cores is one file at a time (cores - 1). The integration files spend most of their time
    // waiting on PostgreSQL, child processes and local servers, so three files at a time keep both cores busy; each
    // file has its own databases, schemas and ports (server/test-support), so files do not share state.
    maxWorkers: 3,
    // Worker threads, not Vitest's default child processes: a test file starts in a thread for a fraction of a process's
    // cost (the whole run on two cores: 127-135 s against 207 s, the same 1,530 tests). No test changes directory or time
    // zone, which a thread cannot do for itself; the one native module a test loads, resvg-js (social images), is a
    // Node-API addon, which Node loads into each thread.
    pool: "threads",
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          // One empty PGlite cluster for the run, copied for each PGlite test database (initdb once, not per file).
          globalSetup: ["./server/test-support/pglite-template.ts"],
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...CONTENT_TESTS],
        },
      },
      "./vitest.content.config.ts",
    ],
  },
});
