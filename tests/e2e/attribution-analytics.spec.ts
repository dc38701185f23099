import type { Page } from "@playwright/test";
import { dataLayerEvents, decideConsent, expect, test, waitForHydration } from "./support/fixtures";
import { findRows, uniqueEmail } from "./support/leads-db";

const viewedPaths = (page: Page) =>
  page.evaluate(() =>
    (JSON.parse(sessionStorage.getItem("marginatlas.attribution.viewed_pages") ?? "[]") as { path: string }[]).map(
      (entry) => entry.path,
    ),
  );

/** A client-side navigation is complete for attribution once its page view is recorded (after React commits). */
async function waitForView(page: Page, path: string) {
  await expect.poll(() => viewedPaths(page)).toContain(path);
}

async function clickAndWait(page: Page, name: string | RegExp, url: RegExp, path: string) {
  await page.getByRole("main").getByRole("link", { name }).first().click();
  await page.waitForURL(url);
  await waitForView(page, path);
}

test("UTM parameters, landing path, ad click ids and referrer reach the prospects row and the notify-slack body", async ({
  page,
}) => {
  const email = uniqueEmail("attribution");
  await page.goto(
    "/?utm_source=google&utm_medium=cpc&utm_campaign=fees-2026&utm_term=fba+fees&gclid=Cj0KCQ-test_1&fbclid=IwAR3test#top",
    { referer: "https://www.google.com/search?q=amazon+profit" },
  );
  await waitForHydration(page);
  // Three client-side navigations; a later visit with other UTMs must not overwrite the first ones.
  await clickAndWait(page, /Profit & Loss/, /\/features\/profit-loss$/, "/features/profit-loss");
  await page.goto("/pricing?utm_source=newsletter&utm_medium=email");
  await waitForHydration(page);
  await page.locator("footer").getByRole("link", { name: "Contact" }).click();
  await page.waitForURL(/\/contact$/);
  await waitForView(page, "/contact");

  const viewed = await page.evaluate(
    () =>
      JSON.parse(sessionStorage.getItem("marginatlas.attribution.viewed_pages") ?? "[]") as {
        path: string;
        timestamp: string;
      }[],
  );
  // Viewed pages are bare paths: no query string.
  expect(viewed.map((entry) => entry.path)).toEqual(["/", "/features/profit-loss", "/pricing", "/contact"]);
  for (const entry of viewed) expect(new Date(entry.timestamp).toISOString()).toBe(entry.timestamp);

  await page.getByRole("main").getByRole("button", { name: "Contact sales" }).click();
  const popup = page.getByTestId("contact-popup");
  await popup.getByLabel("First name").fill("Maya");
  await popup.getByLabel("Last name").fill("Ortiz");
  await popup.getByLabel("Work email").fill(email);
  const notify = page.waitForRequest("**/functions/v1/notify-slack");
  await popup.getByRole("button", { name: "Start Free Trial" }).click();
  await expect(page.getByText("Message sent successfully!")).toBeVisible();

  const [row] = await findRows("prospects", email);
  expect(row).toMatchObject({
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "fees-2026",
    landing_page: "/",
    referrer: "https://www.google.com/search",
    conversion_page: "/contact",
  });
  // First-touch ad click ids for offline conversion uploads; the later /pricing?utm_... visit had none.
  expect((row!.extra_attribution as { click_ids: unknown }).click_ids).toEqual({
    gclid: "Cj0KCQ-test_1",
    fbclid: "IwAR3test",
  });

  const body = (await notify).postDataJSON() as {
    type: string;
    table: string;
    schema: string;
    old_record: null;
    record: Record<string, unknown>;
  };
  expect(body).toMatchObject({ type: "INSERT", table: "prospects", schema: "public", old_record: null });
  expect(body.record).toMatchObject({
    first_name: "Maya",
    last_name: "Ortiz",
    email,
    source: "contact_popup",
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "fees-2026",
    utm_term: "fba fees",
    landing_page: "/",
    referrer: "https://www.google.com/search",
    conversion_page: "/contact",
  });
  expect(new Date(body.record.timestamp as string).toISOString()).toBe(body.record.timestamp);
});

test("a visit without a referrer is 'direct'", async ({ page }) => {
  await page.goto("/about");
  await waitForHydration(page);
  const stored = await page.evaluate(() => sessionStorage.getItem("marginatlas.attribution.referrer"));
  expect(stored === null || JSON.parse(stored) === "direct").toBe(true);
  await page.getByRole("main").getByRole("link").first().isVisible();
});

test("consent defaults precede every other dataLayer entry, and GTM is not loaded without a container", async ({
  page,
}) => {
  await page.goto("/features/profit-loss");
  await waitForHydration(page);
  const first = await page.evaluate(() => {
    const entry = (window as unknown as { dataLayer: IArguments[] }).dataLayer[0]!;
    return { isArguments: Object.prototype.toString.call(entry) === "[object Arguments]", values: Array.from(entry) };
  });
  expect(first.isArguments).toBe(true);
  expect(first.values[0]).toBe("consent");
  expect(first.values[1]).toBe("default");
  expect(first.values[2]).toMatchObject({
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
    analytics_storage: "denied",
  });
  expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
});

test("view events fire once per page view with their values", async ({ page }) => {
  await page.goto("/features/ppc-management");
  await waitForHydration(page);
  await page.goto("/pricing");
  await waitForHydration(page);
  const events = await dataLayerEvents(page);
  expect(events.filter((entry) => entry.event === "pricing_page_view")).toEqual([
    { event: "pricing_page_view", value: 100, currency: "USD", path: "/pricing" },
  ]);
  await page.goto("/features/ppc-management");
  await waitForHydration(page);
  const features = (await dataLayerEvents(page)).filter((entry) => entry.event === "feature_page_view");
  expect(features).toEqual([
    { event: "feature_page_view", value: 25, currency: "USD", path: "/features/ppc-management" },
  ]);
  // Following a link to another feature page is another page view (a page load, with a data layer of its own).
  await page.getByRole("banner").getByRole("button", { name: "What we offer" }).hover();
  await page
    .locator('[data-dropdown="features"]')
    .getByRole("link", { name: /Smart Tagging/ })
    .click();
  await page.waitForURL(/smart-tagging$/);
  await expect
    .poll(async () => (await dataLayerEvents(page)).filter((entry) => entry.event === "feature_page_view"))
    .toEqual([{ event: "feature_page_view", value: 25, currency: "USD", path: "/features/smart-tagging" }]);
});

test("the demo booking link in the demo modal pushes demo_booking_click once", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("main").getByRole("button", { name: "Watch demo" }).click();
  await page
    .getByTestId("demo-modal")
    .getByRole("link", { name: /Book a live demo/ })
    .click({ modifiers: ["ControlOrMeta"] });
  expect((await dataLayerEvents(page)).filter((entry) => entry.event === "demo_booking_click")).toEqual([
    { event: "demo_booking_click", value: 500, currency: "USD", path: "/" },
  ]);
});

test("the FBA calculator is a features page: it pushes feature_page_view", async ({ page }) => {
  await page.goto("/features/amazon-fba-calculator");
  await waitForHydration(page);
  await expect
    .poll(async () => (await dataLayerEvents(page)).filter((entry) => entry.event === "feature_page_view"))
    .toEqual([{ event: "feature_page_view", value: 25, currency: "USD", path: "/features/amazon-fba-calculator" }]);
});

test("'Pick a time' on /contact is a demo booking link: new tab to the scheduling page, demo_booking_click once", async ({
  page,
}) => {
  await page.goto("/contact");
  await waitForHydration(page);
  const link = page.getByRole("main").getByRole("link", { name: "Pick a time" });
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("href", /^https:\/\//);
  await link.click({ modifiers: ["ControlOrMeta"] });
  expect((await dataLayerEvents(page)).filter((entry) => entry.event === "demo_booking_click")).toEqual([
    { event: "demo_booking_click", value: 500, currency: "USD", path: "/contact" },
  ]);
});

test.describe("consent banner", () => {
  test.use({ withConsentChoice: false });

  test("accept all, reject all and customise are equally easy; the choice is remembered and reopened from the footer", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const banner = page.getByTestId("cookie-banner");
    await expect(banner).toBeVisible();
    const buttons = [
      banner.getByRole("button", { name: "Accept all" }),
      banner.getByRole("button", { name: "Reject all" }),
      banner.getByRole("button", { name: "Customise" }),
    ];
    const boxes = await Promise.all(buttons.map((button) => button.boundingBox()));
    expect(new Set(boxes.map((box) => Math.round(box!.width))).size).toBe(1);
    expect(new Set(boxes.map((box) => Math.round(box!.height))).size).toBe(1);

    await buttons[2]!.click();
    await banner.getByRole("checkbox", { name: /Analytics/ }).check();
    await banner.getByRole("button", { name: "Save choices" }).click();
    await expect(banner).toBeHidden();
    const update = await page.evaluate(() =>
      (window as unknown as { dataLayer: IArguments[] }).dataLayer
        .map((entry) => Array.from(entry as unknown as unknown[]))
        .find((values) => values[0] === "consent" && values[1] === "update"),
    );
    expect(update?.[2]).toMatchObject({
      analytics_storage: "granted",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    });

    await page.reload();
    await waitForHydration(page);
    await expect(banner).toBeHidden();
    await page.locator("footer").getByRole("button", { name: "Cookie settings" }).click();
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "Reject all" }).click();
    await expect(banner).toBeHidden();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("marginatlas.consent")))!)).toMatchObject({
      analytics: false,
      marketing: false,
    });
  });

  test("the banner is in the HTML for a visitor who has not chosen, before any script file runs, and hidden before the body for one who has", async ({
    page,
  }) => {
    // No script file loads: what shows comes from the HTML, its inline head script and its inline CSS alone.
    await page.route("**/assets/*.js", (route) => route.abort());
    const banner = page.getByTestId("cookie-banner");
    await page.goto("/this-page-does-not-exist");
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("button", { name: "Accept all" })).toBeVisible();

    await decideConsent(page);
    await page.goto("/this-page-does-not-exist");
    await expect(page.locator("html")).toHaveAttribute("data-consent-stored", "");
    await expect(banner).toBeHidden();
  });
});

test.describe("newsletter", () => {
  test("the footer signup stores the subscriber once, a repeat is a success, and the event fires after the server accepted", async ({
    page,
  }) => {
    const email = uniqueEmail("newsletter");
    await page.goto("/resources/blog");
    await waitForHydration(page);
    const form = page.locator("footer").getByRole("form", { name: "Newsletter signup" });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await form.getByLabel("Email address").fill(email);
      await form.getByRole("button", { name: "Subscribe" }).click();
      await expect(page.getByText("You're subscribed!").first()).toBeVisible();
    }
    const rows = await findRows("email_signups", email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ list: "newsletter", source_page: "/resources/blog" });
    expect((await dataLayerEvents(page)).filter((entry) => entry.event === "newsletter_subscribe")).toHaveLength(2);
    expect((await dataLayerEvents(page)).find((entry) => entry.event === "newsletter_subscribe")).toMatchObject({
      value: 50,
      currency: "USD",
    });
  });

  test("the popup never shows on first paint, appears after scrolling, and a dismissal is remembered", async ({
    page,
  }) => {
    await page.goto("/resources/blog/amazon-fba-fees-2026-what-changed");
    await waitForHydration(page);
    await expect(page.getByTestId("newsletter-popup")).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const popup = page.getByTestId("newsletter-popup");
    await expect(popup).toBeVisible();
    await popup.getByRole("button", { name: "Dismiss newsletter signup" }).click();
    await expect(popup).toHaveCount(0);
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await waitForHydration(page);
    // Scrolled to the top, then to the end (the reload may have restored the end, where scrolling there again
    // fires no event): once the page has handled that scroll (the listener below runs after the shell's), nothing
    // has asked for the card.
    const requests = await page.evaluate(async () => {
      let asked = 0;
      window.addEventListener("marginatlas:overlay-request", () => (asked += 1));
      const scrollToAndWait = async (top: number) => {
        if (Math.abs(window.scrollY - top) < 1) return;
        const scrolled = new Promise((resolve) => window.addEventListener("scroll", resolve, { once: true }));
        window.scrollTo(0, top);
        await scrolled;
      };
      await scrollToAndWait(0);
      await scrollToAndWait(document.documentElement.scrollHeight - window.innerHeight);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return asked;
    });
    expect(requests).toBe(0);
    await expect(popup).toHaveCount(0);
  });
});

test.describe("signup and handoff", () => {
  test("signup records the prospect with attribution and continues to the app with email and attribution in the fragment", async ({
    page,
  }) => {
    const email = uniqueEmail("signup");
    await page.route("https://app.marginatlas.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>App</title><h1>App</h1>" }),
    );
    await page.goto("/signup?utm_source=bing&utm_medium=cpc&utm_campaign=trial");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "First name is required" })).toBeVisible();
    await page.getByLabel("First name").fill("Sam");
    await page.getByLabel("Last name").fill("Park");
    await page.getByLabel("Work email").fill(email);
    await page.getByLabel("Main Amazon marketplace").selectOption("UK");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(/app\.marginatlas\.com\/signup/);
    const fragment = new URLSearchParams(new URL(page.url()).hash.slice(1));
    expect(fragment.get("email")).toBe(email);
    expect(fragment.get("utm_source")).toBe("bing");
    expect(new URL(page.url()).search).toBe("");
    const [row] = await findRows("prospects", email);
    expect(row).toMatchObject({
      first_name: "Sam",
      last_name: "Park",
      source: "signup",
      utm_source: "bing",
      utm_campaign: "trial",
      conversion_page: "/signup",
    });
  });

  test("signup_form_submit fires once, after the server accepted", async ({ page }) => {
    await page.route("https://app.marginatlas.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>App</title>" }),
    );
    await page.goto("/signup");
    await waitForHydration(page);
    await page.evaluate(() => {
      const push = Array.prototype.push;
      (window as unknown as { dataLayer: unknown[] }).dataLayer.push = function (...items: unknown[]) {
        sessionStorage.setItem(
          "test.events",
          JSON.stringify([
            ...JSON.parse(sessionStorage.getItem("test.events") ?? "[]"),
            ...items.filter((item) => typeof item === "object" && item && "event" in item),
          ]),
        );
        return push.apply(this, items);
      };
    });
    await page.getByLabel("First name").fill("Kim");
    await page.getByLabel("Last name").fill("Lo");
    await page.getByLabel("Work email").fill(uniqueEmail("signup-event"));
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(/app\.marginatlas\.com/);
    await page.goBack();
    const events = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem("test.events") ?? "[]") as { event: string }[],
    );
    expect(events.filter((entry) => entry.event === "signup_form_submit")).toEqual([
      { event: "signup_form_submit", value: 500, currency: "USD", path: "/signup" },
    ]);
  });

  test("an auth session in the fragment is forwarded to the app and never stored, tracked or sent elsewhere", async ({
    page,
  }) => {
    const token = "eyJhbGciOiJIUzI1NiJ9.secret-access-token.sig";
    const requests: string[] = [];
    page.on("request", (request) => requests.push(`${request.url()} ${request.postData() ?? ""}`));
    await page.route("https://app.marginatlas.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>App</title>" }),
    );
    await page.goto(
      `/handoff#access_token=${token}&refresh_token=refresh-secret&expires_at=1893456000&token_type=bearer`,
    );
    await page.waitForURL(/app\.marginatlas\.com\/auth\/callback/);
    const forwarded = new URLSearchParams(new URL(page.url()).hash.slice(1));
    expect(forwarded.get("access_token")).toBe(token);
    expect(forwarded.get("refresh_token")).toBe("refresh-secret");
    // No request carried the token (the fragment never leaves the browser).
    expect(requests.filter((line) => line.includes("secret"))).toEqual([]);
    await page.goto("/about");
    const stored = await page.evaluate(() =>
      JSON.stringify({
        ...sessionStorage,
        ...localStorage,
        dataLayer: (window as unknown as { dataLayer: unknown[] }).dataLayer,
      }),
    );
    expect(stored).not.toContain("secret");
  });
});

test("decideConsent keeps the banner away", async ({ page }) => {
  await decideConsent(page);
  await page.goto("/");
  await waitForHydration(page);
  // In every page's HTML, hidden by the head's consent script for a visitor who chose, then by the shell.
  await expect(page.getByTestId("cookie-banner")).toBeHidden();
});
