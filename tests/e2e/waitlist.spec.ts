import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./support/fixtures";
import { findRows, uniqueEmail } from "./support/leads-db";

/** The waitlist form of a coming-soon feature page: stores the email on that feature's own list. */

async function openSqpOptimizer(page: Page, query = "") {
  await page.addInitScript(() => {
    localStorage.setItem("marginatlas.newsletter", JSON.stringify({ dismissedAt: null, subscribed: true }));
  });
  await page.goto(`/features/sqp-keyword-optimizer${query}`);
  await waitForHydration(page);
  return page.getByTestId("waitlist");
}

test("the SQP Keyword Optimizer waitlist validates the email, stores it on its own list and confirms with a toast", async ({
  page,
}) => {
  const email = uniqueEmail("Waitlist.SQP");
  const waitlist = await openSqpOptimizer(page, "?utm_source=linkedin");
  await expect(waitlist.getByRole("heading", { name: "Join the SQP Keyword Optimizer waitlist" })).toBeVisible();

  await waitlist.getByLabel("Work email").fill("not-an-email");
  await waitlist.getByRole("button", { name: "Join the waitlist" }).click();
  await expect(waitlist.getByRole("alert")).toHaveText("Invalid email address");

  await waitlist.getByLabel("Work email").fill(` ${email.toUpperCase()} `);
  await waitlist.getByRole("button", { name: "Join the waitlist" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "You're on the waitlist" })).toBeVisible();
  await expect(waitlist.getByRole("status")).toContainText("You are on the list");
  const rows = await findRows("email_signups", email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    email: email.toLowerCase(),
    list: "waitlist:sqp-keyword-optimizer",
    source_page: "/features/sqp-keyword-optimizer",
    utm_source: "linkedin",
  });
});

test("a failed waitlist submission keeps the email and shows the destructive toast", async ({ page }) => {
  await page.route("**/api/email-signups", (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({ error: { kind: "bad_request", message: "Something was off." } }),
    }),
  );
  const waitlist = await openSqpOptimizer(page);
  await waitlist.getByLabel("Work email").fill("seller@example.com");
  await waitlist.getByRole("button", { name: "Join the waitlist" }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Submission failed" });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute("data-type", "error");
  await expect(waitlist.getByLabel("Work email")).toHaveValue("seller@example.com");
});
