import type { Page } from "@playwright/test";
import { dataLayerEvents, expect, test, waitForHydration } from "./support/fixtures";
import { findRows, uniqueEmail } from "./support/leads-db";
import { prepareToolsPage } from "./support/tools-page";

async function openPopup(page: Page, path = "/") {
  await page.goto(path);
  await waitForHydration(page);
  const trigger =
    path === "/contact"
      ? page.getByRole("main").getByRole("button", { name: "Contact sales" })
      : page.getByRole("main").getByRole("button", { name: "Talk to sales" }).first();
  await trigger.click();
  const popup = page.getByTestId("contact-popup");
  await expect(popup.getByRole("heading", { name: "Let's accelerate your growth" })).toBeVisible();
  return popup;
}

async function fill(
  popup: import("@playwright/test").Locator,
  values: { first?: string; last?: string; email?: string; company?: string; message?: string },
) {
  if (values.first !== undefined) await popup.getByLabel("First name").fill(values.first);
  if (values.last !== undefined) await popup.getByLabel("Last name").fill(values.last);
  if (values.email !== undefined) await popup.getByLabel("Work email").fill(values.email);
  if (values.company !== undefined) await popup.getByLabel(/^Company/).fill(values.company);
  if (values.message !== undefined) await popup.getByLabel(/Tell us about your business/).fill(values.message);
}

/** The popup, filled in, with every submission answered 400, so each one raises a toast; the pointer is off the toasts. */
async function filledPopupThatFailsToSend(page: Page) {
  const popup = await openPopup(page);
  await page.route("**/rest/v1/prospects", (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({ error: { kind: "bad_request", message: "Something was off." } }),
    }),
  );
  await fill(popup, { first: "Ana", last: "Lee", email: "ana@example.com" });
  await page.mouse.move(0, 0);
  return popup;
}

test("the popup opens from the home page and from /contact", async ({ page }) => {
  await openPopup(page, "/");
  await page.keyboard.press("Escape");
  await openPopup(page, "/contact");
});

test("checks the fields on submit with the spec's messages, beside the fields and announced", async ({ page }) => {
  const popup = await openPopup(page);
  await fill(popup, { first: "   ", email: "not-an-email" });
  await popup.getByRole("button", { name: "Start Free Trial" }).click();
  await expect(popup.getByRole("alert").filter({ hasText: "First name is required" })).toBeVisible();
  await expect(popup.getByRole("alert").filter({ hasText: "Last name is required" })).toBeVisible();
  await expect(popup.getByRole("alert").filter({ hasText: "Invalid email address" })).toBeVisible();
  await expect(popup.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
  await expect(popup.getByLabel("First name")).toHaveAttribute("aria-describedby", "contact-first_name-error");
  await fill(popup, { first: "A", last: "B", email: "a@b.co", message: "x".repeat(2001) });
  await popup.getByRole("button", { name: "Start Free Trial" }).click();
  await expect(popup.getByRole("alert").filter({ hasText: "Message must be 2,000 characters or fewer" })).toBeVisible();
  // An address over 255 characters is stopped in the form with the spec's message; nothing is sent.
  let sent = false;
  page.on("request", (request) => {
    if (request.method() === "POST") sent = true;
  });
  await fill(popup, { message: "", email: `${"a".repeat(244)}@example.com` });
  await popup.getByRole("button", { name: "Start Free Trial" }).click();
  await expect(popup.getByRole("alert").filter({ hasText: "Invalid email address" })).toBeVisible();
  expect(sent).toBe(false);
});

test("a server validation error reads as a list of field labels and messages, never internal paths", async ({
  page,
}) => {
  const popup = await openPopup(page);
  await page.route("**/rest/v1/prospects", (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({
        error: {
          kind: "validation",
          message: "Please check the highlighted fields and try again.",
          issues: [
            { path: "last_name", message: "Last name is required" },
            { path: "extra.viewed_pages.3.path", message: "Viewed page path must be 1,000 characters or fewer" },
          ],
        },
      }),
    }),
  );
  await fill(popup, { first: "Ana", last: "Lee", email: "ana@example.com" });
  await popup.getByRole("button", { name: "Start Free Trial" }).click();
  const toast = page.getByText("Submission failed").locator("xpath=..");
  await expect(toast).toContainText("Last name: Last name is required");
  await expect(toast).toContainText("Page data: this page sent visit details we could not read.");
  await expect(toast).not.toContainText("extra.viewed_pages");
});

test("success: the lead is stored, the toast shows, the form clears and the popup closes; a double click makes one row", async ({
  page,
}) => {
  const email = uniqueEmail("Success.Case");
  const popup = await openPopup(page);
  await fill(popup, {
    first: "  Ana ",
    last: "Lee",
    email: `  ${email.toUpperCase()} `,
    company: "Brand Co",
    message: "We sell kitchenware in the US and UK.",
  });
  // The insert is held until the test has seen the sending state, then let through.
  let releaseInsert!: () => void;
  const insertReleased = new Promise<void>((resolve) => (releaseInsert = resolve));
  let inserts = 0;
  await page.route("**/rest/v1/prospects", async (route) => {
    inserts += 1;
    await insertReleased;
    await route.continue();
  });
  const submit = popup.getByRole("button", { name: "Start Free Trial" });
  await submit.dblclick();
  await expect(popup.getByRole("button", { name: "Starting Your Trial..." })).toBeDisabled();
  releaseInsert();
  await expect(page.getByText("Message sent successfully!")).toBeVisible();
  await expect(page.getByText("Our team will get back to you within 24 hours.")).toBeVisible();
  await expect(popup).toBeHidden();
  expect(inserts).toBe(1);
  const rows = await findRows("prospects", email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    first_name: "Ana",
    last_name: "Lee",
    email: email.toLowerCase(),
    company: "Brand Co",
    message: "We sell kitchenware in the US and UK.",
    conversion_page: "/",
  });
  // Reopened, the form is empty.
  await page.getByRole("main").getByRole("button", { name: "Talk to sales" }).first().click();
  await expect(page.getByTestId("contact-popup").getByLabel("First name")).toHaveValue("");
  const submits = (await dataLayerEvents(page)).filter((entry) => entry.event === "contact_sales_form_submit");
  expect(submits).toHaveLength(1);
  expect(submits[0]).toMatchObject({ value: 200, currency: "USD" });
});

test("failure: the popup stays open with every value kept and a destructive 'Submission failed' toast", async ({
  page,
}) => {
  const popup = await openPopup(page);
  await page.route("**/rest/v1/prospects", (route) =>
    route.fulfill({
      status: 403,
      contentType: "application/json",
      body: JSON.stringify({
        error: { kind: "security_policy", message: "new row violates row-level security policy" },
      }),
    }),
  );
  await fill(popup, { first: "Ana", last: "Lee", email: "ana@example.com", company: "Brand Co", message: "Hello" });
  await popup.getByRole("button", { name: "Start Free Trial" }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Submission failed" });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute("data-type", "error");
  await expect(toast).toContainText(
    "Form submission blocked by security policy. Please contact support at support@marginatlas.com",
  );
  await expect(popup).toBeVisible();
  await expect(popup.getByLabel("First name")).toHaveValue("Ana");
  await expect(popup.getByLabel("Last name")).toHaveValue("Lee");
  await expect(popup.getByLabel("Work email")).toHaveValue("ana@example.com");
  await expect(popup.getByLabel(/^Company/)).toHaveValue("Brand Co");
  await expect(popup.getByLabel(/Tell us about your business/)).toHaveValue("Hello");
  expect((await dataLayerEvents(page)).filter((entry) => entry.event === "contact_sales_form_submit")).toHaveLength(0);
});

test("a form corrected after a lost answer is stored as sent: the popup renews its key when the input changes", async ({
  page,
}) => {
  // Three automatic retries take 7 s of real time.
  test.slow();
  const typo = uniqueEmail("Lost.Answer");
  const corrected = uniqueEmail("Corrected.Answer");
  // The newsletter popup may open while the retries run, and close this one.
  await prepareToolsPage(page);
  const popup = await openPopup(page);
  // The first request reaches the server (the lead is stored) but its answer is lost, and so are the retries'.
  let stored = false;
  await page.route("**/rest/v1/prospects", async (route) => {
    if (!stored) {
      stored = true;
      await route.fetch();
    }
    await route.abort("connectionreset");
  });
  await fill(popup, { first: "Ana", last: "Lee", email: typo });
  await popup.getByRole("button", { name: "Start Free Trial" }).click();
  // Three automatic retries (1 s, 2 s, 4 s), all lost too, then the fallback message.
  await expect(page.getByText("Please try again or contact us at support@marginatlas.com")).toBeVisible({
    timeout: 15_000,
  });
  expect(await findRows("prospects", typo)).toHaveLength(1);
  // The visitor fixes the address and sends again, with the network back.
  await page.unroute("**/rest/v1/prospects");
  await fill(popup, { email: corrected });
  await popup.getByRole("button", { name: "Start Free Trial" }).click();
  await expect(page.getByText("Message sent successfully!")).toBeVisible();
  expect(await findRows("prospects", corrected)).toHaveLength(1);
});

// Playwright's clock stays installed in its browser context, so these tests have a context of their own.
test.describe("on Playwright's clock", () => {
  test.use({ freshContext: true });

  test("a network failure shows the fallback message with the support email", async ({ page }) => {
    const popup = await openPopup(page);
    await page.route("**/rest/v1/prospects", (route) => route.abort("connectionrefused"));
    await page.clock.install();
    await fill(popup, { first: "Ana", last: "Lee", email: "ana@example.com" });
    await popup.getByRole("button", { name: "Start Free Trial" }).click();
    // Three retries with backoff (1 s, 2 s, 4 s) before giving up. Each retry's timer starts only once the previous
    // refused request has come back (real time), so the fake clock advances a second at a time until the message shows.
    const fallback = page.getByText("Please try again or contact us at support@marginatlas.com");
    await expect(async () => {
      await page.clock.runFor(1_000);
      await expect(fallback).toBeVisible({ timeout: 200 });
    }).toPass({ timeout: 20_000 });
    await expect(popup).toBeVisible();
  });

  test("the database away (503 with Retry-After): the popup keeps what the visitor typed and shows the fallback text", async ({
    page,
  }) => {
    const popup = await openPopup(page);
    await page.route("**/rest/v1/prospects", (route) =>
      route.fulfill({
        status: 503,
        headers: { "Retry-After": "30" },
        contentType: "application/json",
        body: JSON.stringify({
          error: {
            kind: "unavailable",
            message: "Please try again or contact us at support@marginatlas.com",
            retryAfterSeconds: 30,
          },
        }),
      }),
    );
    await page.clock.install();
    await fill(popup, { first: "Ana", last: "Lee", email: "ana@example.com", company: "Brand Co", message: "Hello" });
    await popup.getByRole("button", { name: "Start Free Trial" }).click();
    // A 5xx is retried like a network failure (1 s, 2 s, 4 s) before the message shows.
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Submission failed" });
    await expect(async () => {
      await page.clock.runFor(1_000);
      await expect(toast).toBeVisible({ timeout: 200 });
    }).toPass({ timeout: 20_000 });
    await expect(toast).toContainText("Please try again or contact us at support@marginatlas.com");
    await expect(popup).toBeVisible();
    await expect(popup.getByLabel("First name")).toHaveValue("Ana");
    await expect(popup.getByLabel("Work email")).toHaveValue("ana@example.com");
    await expect(popup.getByLabel(/^Company/)).toHaveValue("Brand Co");
    await expect(popup.getByLabel(/Tell us about your business/)).toHaveValue("Hello");
  });

  test("a toast stays 4 seconds, then goes by itself (spec §9)", async ({ page }) => {
    // Playwright's clock runs the page's timers, so the toast's 4 seconds are exact, whatever the machine's load.
    await page.clock.install({ time: new Date("2026-11-02T09:00:00Z") });
    const popup = await filledPopupThatFailsToSend(page);
    await page.clock.pauseAt(new Date("2026-11-02T10:00:00Z"));
    await popup.getByRole("button", { name: "Start Free Trial" }).click();
    const toast = page.locator("[data-sonner-toast]");
    // sonner shows a toast from a 0 ms timer: the clock moves a millisecond at a time until it is there.
    await expect
      .poll(async () => {
        await page.clock.runFor(1);
        return toast.count();
      })
      .toBe(1);
    await page.clock.runFor(3_900);
    await expect(toast).toHaveCount(1);
    await page.clock.runFor(1_100);
    await expect(toast).toHaveCount(0);
  });

  test("toasts close by themselves and at most 3 are visible", async ({ page }) => {
    const popup = await filledPopupThatFailsToSend(page);
    // On Playwright's clock: no toast closes on its own while five arrive, however slow the machine.
    await page.clock.pauseAt(new Date("2026-11-02T10:00:00Z"));
    const toasts = page.locator("[data-sonner-toast]");
    const submit = popup.getByRole("button", { name: "Start Free Trial" });
    // sonner shows a toast from a 0 ms timer: the clock moves a millisecond at a time until it is there.
    const toastsReach = (count: number) =>
      expect
        .poll(async () => {
          await page.clock.runFor(1);
          return toasts.count();
        })
        .toBe(count);

    await submit.click();
    await toastsReach(1);
    await page.clock.runFor(6_000);
    await expect(toasts).toHaveCount(0);

    for (let count = 1; count <= 5; count += 1) {
      await submit.press("Enter");
      await toastsReach(count);
      await expect(submit).toBeEnabled();
    }
    await expect(page.locator("[data-sonner-toast][data-visible=true]")).toHaveCount(3);
    // Over the open popup a toast still takes the pointer: its close button closes it, not the popup.
    await toasts.first().getByRole("button", { name: "Close toast" }).click();
    await page.clock.runFor(1_000);
    await expect(toasts).toHaveCount(4);
    await expect(page.locator("[data-sonner-toast][data-visible=true]")).toHaveCount(3);
    await expect(popup).toBeVisible();
  });
});
