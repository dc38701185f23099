import { defineConfig } from "vitest/config";

// Tests of the production build, so they run after `npm run build`: bundle budgets (tests/bundles) and
// the deployment test (tests/deploy, nginx in front of built instances).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/bundles/**/*.test.ts", "tests/deploy/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./vitest.setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
