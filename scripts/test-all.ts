import { spawnSync } from "node:child_process";
import { ensureChromium } from "./chromium";

/**
 * `npm test`: everything, in order, stopping at the first failure with a non-zero exit code.
 * Type check, lint, unit and integration tests (Vitest), production build, checks of the build (bundle budgets, the Nu
 * Html Checker on every page) and deployment test (nginx), browser tests (Playwright).
 * Real-PostgreSQL integration tests run when TEST_DATABASE_URL is set (CI sets it) and say so when skipped.
 */
type Step = { name: string; command: string; args: string[]; before?: () => void };

const steps: Step[] = [
  { name: "type check", command: "npm", args: ["run", "typecheck"] },
  { name: "lint", command: "npm", args: ["run", "lint"] },
  { name: "unit and integration tests", command: "npx", args: ["vitest", "run"] },
  { name: "build", command: "npm", args: ["run", "build"] },
  // Bundle budgets per route type; the Nu Html Checker on every built page (Java); nginx (deploy/nginx.conf) in front of two built instances on TEST_DATABASE_URL
  // (skipped, saying why, without them).
  { name: "build output: bundle budgets, HTML validity (Nu Html Checker) and deployment test (nginx, two instances)", command: "npx", args: ["vitest", "run", "--config", "vitest.deploy.config.ts"] },
  {
    name: "browser tests",
    command: "npx",
    args: ["playwright", "test"],
    before: () => {
      const chromium = ensureChromium();
      process.env.CHROMIUM_PATH = chromium;
      console.log(`[test] browser tests use ${chromium}`);
    },
  },
];

if (!process.env.TEST_DATABASE_URL) {
  console.log("[test] TEST_DATABASE_URL is not set: the real-PostgreSQL integration tests will be SKIPPED (PGlite tests still run).");
}

const started = Date.now();
for (const step of steps) {
  console.log(`\n[test] === ${step.name} ===`);
  step.before?.();
  const stepStarted = Date.now();
  const result = spawnSync(step.command, step.args, { stdio: "inherit", env: process.env });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n[test] FAILED: ${step.name} (${seconds} s)`);
    process.exit(result.status ?? 1);
  }
  console.log(`[test] ok: ${step.name} (${seconds} s)`);
}
console.log(`\n[test] all steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
