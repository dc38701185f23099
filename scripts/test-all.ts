import { spawn } from "node:child_process";
import { ensureChromium } from "./chromium";

/**
 * `npm test`: everything, in order (type check and lint at the same time), stopping at the first failure with a non-zero exit code.
 * Formatting (Prettier), type check, lint, unit and integration tests (Vitest), production build, checks of the build
 * (bundle budgets, the Nu Html Checker on every page) and deployment test (nginx), browser tests (Playwright).
 * Real-PostgreSQL integration tests run when TEST_DATABASE_URL is set (CI sets it) and say so when skipped.
 */
type Step = { name: string; command: string; args: string[]; before?: () => void };

/**
 * The steps in order; a nested list is steps that run at the same time. Type check and lint read the sources only and
 * are one process each (one core each), so together they take the longer one's time on two cores, not the sum.
 */
const steps: (Step | Step[])[] = [
  // First: it takes seconds and fails fast (npm run format fixes it).
  { name: "formatting (Prettier)", command: "npm", args: ["run", "format:check"] },
  [
    { name: "type check", command: "npm", args: ["run", "typecheck"] },
    { name: "lint", command: "npm", args: ["run", "lint"] },
  ],
  { name: "unit and integration tests", command: "npx", args: ["vitest", "run"] },
  { name: "build", command: "npm", args: ["run", "build"] },
  // Bundle budgets per route type; the Nu Html Checker on every built page (Java); nginx (deploy/nginx.conf) in front of two built instances on TEST_DATABASE_URL
  // (skipped, saying why, without them).
  {
    name: "build output: bundle budgets, HTML validity (Nu Html Checker) and deployment test (nginx, two instances)",
    command: "npx",
    args: ["vitest", "run", "--config", "vitest.deploy.config.ts"],
  },
  // Never fails: what a reader should read before this ships (a C or D read of a page's current text fails the
  // build's checks above, tests/bundles/page-reviews.test.ts).
  {
    name: "reads: pages changed since their latest read, and never read (npm run reviews)",
    command: "npm",
    args: ["run", "--silent", "reviews"],
  },
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
  console.log(
    "[test] TEST_DATABASE_URL is not set: the real-PostgreSQL integration tests will be SKIPPED (PGlite tests still run).",
  );
}

/** Runs a step; its output goes straight to ours, or, for a step run beside others, is kept and printed when it ends. */
function run(
  step: Step,
  alongsideOthers: boolean,
): Promise<{ step: Step; status: number | null; seconds: string; output: string }> {
  step.before?.();
  const stepStarted = Date.now();
  const child = spawn(step.command, step.args, {
    stdio: alongsideOthers ? ["ignore", "pipe", "pipe"] : "inherit",
    env: process.env,
  });
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    const finish = (status: number | null) =>
      resolve({
        step,
        status,
        seconds: ((Date.now() - stepStarted) / 1000).toFixed(1),
        output: Buffer.concat(output).toString(),
      });
    child.on("error", (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
    child.on("close", (code) => finish(code));
  });
}

const started = Date.now();
for (const stage of steps) {
  const together = Array.isArray(stage) ? stage : [stage];
  const alongsideOthers = together.length > 1;
  if (alongsideOthers)
    console.log(`\n[test] === at the same time: ${together.map((step) => step.name).join("; ")} ===`);
  else console.log(`\n[test] === ${together[0]!.name} ===`);
  const results = await Promise.all(together.map((step) => run(step, alongsideOthers)));
  for (const { step, status, seconds, output } of results) {
    if (alongsideOthers) {
      console.log(`\n[test] --- ${step.name} ---`);
      process.stdout.write(output);
    }
    if (status === 0) console.log(`[test] ok: ${step.name} (${seconds} s)`);
    else console.error(`\n[test] FAILED: ${step.name} (${seconds} s)`);
  }
  const failed = results.find((result) => result.status !== 0);
  if (failed) process.exit(failed.status ?? 1);
}
console.log(`\n[test] all steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
