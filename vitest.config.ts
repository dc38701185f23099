import { defineConfig } from "vitest/config";

// Unit and integration tests live beside the code they test; browser tests live in tests/e2e (Playwright).
export default defineConfig({
  // "~/" resolves as tsconfig.json says, as it does for tsx (the server) and Astro.
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./vitest.setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
