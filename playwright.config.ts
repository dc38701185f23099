import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./scripts/chromium";

/**
 * Browser tests run against the production build served by `npm start` (the quick-start path: embedded
 * PGlite in data/e2e-<port>), in Debian's Chromium. `npm test` builds first; run `npm run build` before
 * `npx playwright test` on its own.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_DATA_DIR = `data/e2e-${E2E_PORT}`;
/**
 * The content editor's own origin, as in production (CMS_ORIGIN, docs/deploy.md): another host name for the same
 * server, so its storage is not the site's (http://127.0.0.1:<port>).
 */
export const E2E_EDITOR_ORIGIN = `http://localhost:${E2E_PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  fullyParallel: true,
  // Two workers: the machine has two cores and the server under test shares them.
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // No trace unless asked for (`npx playwright test --trace retain-on-failure`): recording every action's DOM slows a
    // two-core machine past the tests' limits (axe on /signup: 12 s without, over 30 s with it), and CI runs the README's
    // `npm test` with no CI variable to switch it off.
    trace: "off",
    launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS },
  },
  projects: [
    // Timing budgets are not browser tests (a loaded machine cannot tell a slow page from a slow moment): npm run bench:shell.
    { name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && npx tsx server/main.ts`,
    url: `http://127.0.0.1:${E2E_PORT}/robots.txt`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(E2E_PORT),
      HOST: "127.0.0.1",
      DATA_DIR: E2E_DATA_DIR,
      CMS_ORIGIN: E2E_EDITOR_ORIGIN,
      // Many submissions come from one test client: the limiter itself is covered by the API tests.
      RATE_LIMIT_BURST: "1000",
      RATE_LIMIT_PER_MINUTE: "1000",
      // Every page a test leaves sends a vitals report from 127.0.0.1, the sitemap walk alone over 200: with the
      // production limits (60 a minute per address, 600 for the site) a fast run spends the minute before
      // web-vitals.spec reports, and its rows are dropped. The limits are tested on their own, with a clock
      // (server/vitals-limits.integration.test.ts).
      VITALS_RATE_LIMIT_BURST: "100000",
      VITALS_RATE_LIMIT_PER_MINUTE: "100000",
      VITALS_MAX_REPORTS_PER_MINUTE: "100000",
      SLACK_WEBHOOK_URL: "",
      DATABASE_URL: "",
      GTM_CONTAINER_ID: "",
    },
  },
});
