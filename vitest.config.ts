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
    projects: [
      { extends: true, test: { name: "unit", include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"], exclude: [...configDefaults.exclude, ...CONTENT_TESTS] } },
      "./vitest.content.config.ts",
    ],
  },
});
