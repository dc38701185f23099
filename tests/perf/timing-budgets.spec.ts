import os from "node:os";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../e2e/support/fixtures";

/**
 * Timing budgets: how fast the shell answers the first hover and tap, and how long a toast stays. They run in the
 * `perf` project, after the other browser tests and one at a time, each measured inside the page (from the input
 * event's own timestamp to the first frame that shows the result). Every figure is reported (the test's
 * annotations, and the log). A figure over its budget fails the test on a machine with CPU to spare; on a machine
 * busier than its cores (load average above the core count) it is reported instead, since a starved machine cannot
 * tell a slow page from a slow moment.
 */
test.describe.configure({ mode: "serial" });

function withinBudget(label: string, measuredMs: number, budgetMs: number) {
  const load = os.loadavg()[0]!;
  const cores = os.cpus().length;
  const line = `${label}: ${Math.round(measuredMs)} ms (budget ${budgetMs} ms; load ${load.toFixed(1)} on ${cores} cores)`;
  test.info().annotations.push({ type: "timing", description: line });
  console.log(`[perf] ${line}`);
  if (measuredMs <= budgetMs) return;
  if (load > cores) {
    test.info().annotations.push({ type: "timing over budget on a loaded machine", description: line });
    console.warn(`[perf] over budget, but the machine is busier than its cores: reported, not failed. ${line}`);
    return;
  }
  expect(measuredMs, line).toBeLessThanOrEqual(budgetMs);
}

/** Milliseconds from the next `eventType` on `trigger` to the first frame where `target` is visible. */
function timeToVisible(page: Page, triggerSelector: string, eventType: string, targetSelector: string) {
  return page.evaluate(
    ([triggerSelector, eventType, targetSelector]) => {
      const trigger = document.querySelector(triggerSelector) as HTMLElement;
      const target = document.querySelector(targetSelector) as HTMLElement;
      return new Promise<number>((resolve) => {
        trigger.addEventListener(
          eventType,
          (event) => {
            const check = () => (target.checkVisibility() ? resolve(performance.now() - event.timeStamp) : requestAnimationFrame(check));
            requestAnimationFrame(check);
          },
          { once: true },
        );
      });
    },
    [triggerSelector, eventType, targetSelector] as const,
  );
}

test("the first hover on each header dropdown shows its panel within 100 ms", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  for (const [label, id] of [["What we offer", "features"], ["Who we serve", "serve"], ["Resources", "resources"]] as const) {
    const shown = timeToVisible(page, `[aria-controls="nav-panel-${id}"]`, "pointerenter", `#nav-panel-${id}`);
    await page.getByRole("button", { name: label }).hover();
    withinBudget(`first hover, ${label}`, await shown, 100);
    await page.mouse.move(0, 400);
    await expect(page.locator(`[data-dropdown="${id}"]`)).toBeHidden();
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the first tap opens the drawer within 100 ms", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const opened = timeToVisible(page, 'button[aria-label="Open menu"]', "click", '[data-testid="mobile-drawer"]');
    await page.getByRole("button", { name: "Open menu" }).click();
    withinBudget("first tap, drawer", await opened, 100);
  });
});

test("a toast stays about 4 seconds (spec §9)", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.route("**/rest/v1/prospects", (route) => route.fulfill({ status: 400, contentType: "application/json", body: JSON.stringify({ error: { kind: "bad_request", message: "Something was off." } }) }));
  await page.getByRole("main").getByRole("button", { name: "Talk to sales" }).first().click();
  const popup = page.getByTestId("contact-popup");
  await popup.getByLabel("First name").fill("Ana");
  await popup.getByLabel("Last name").fill("Lee");
  await popup.getByLabel("Work email").fill("ana@example.com");
  await page.mouse.move(0, 0);
  // From the toast's first frame on screen to its removal, timed inside the page.
  const onScreen = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let shownAt: number | null = null;
        new MutationObserver(() => {
          const present = document.querySelector("[data-sonner-toast]") !== null;
          if (present && shownAt === null) shownAt = performance.now();
          if (!present && shownAt !== null) resolve(performance.now() - shownAt);
        }).observe(document.body, { childList: true, subtree: true });
      }),
  );
  await popup.getByRole("button", { name: "Start Free Trial" }).click();
  const shownMs = await onScreen;
  expect(shownMs, "a toast stays at least its 4 seconds").toBeGreaterThanOrEqual(3_900);
  withinBudget("toast on screen", shownMs, 5_000);
});
