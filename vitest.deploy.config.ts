import { defineConfig } from "vitest/config";

// Tests of the production build, so they run after `npm run build`: bundle budgets (tests/bundles) and
// the deployment test (tests/deploy, nginx in front of built instances).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/bundles/**/*.test.ts", "tests/deploy/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./vitest.setup.ts"],
    // Two files at a time instead of Vitest's one on two cores: the Nu Html Checker (Java, the longest file) runs beside
    // the deployment test, which mostly waits on nginx and its instances (22-24 s against 28 s for the step).
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
