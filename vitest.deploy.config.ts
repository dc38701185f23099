import { defineConfig } from "vitest/config";

// The deployment test (tests/deploy): nginx in front of built instances, so it runs after `npm run build`.
export default defineConfig({
  test: { include: ["tests/deploy/**/*.test.ts"], environment: "node", testTimeout: 60_000, hookTimeout: 120_000 },
});
