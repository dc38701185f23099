import { afterPaintImports } from "../../server/site/after-paint-scripts";
import {
  dataLayerEventsAcrossPages,
  expect,
  recordDataLayerAcrossPages,
  test,
  waitForHydration,
} from "./support/fixtures";

test.describe("header (desktop)", () => {
  test("is sticky and 64 px high", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header").first();
    await expect(header).toHaveCSS("position", "sticky");
    expect((await header.boundingBox())?.height).toBe(64);
    await page.mouse.wheel(0, 2000);
    // The page did scroll, and the header stayed at the top of the viewport.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    expect((await header.boundingBox())?.y).toBe(0);
  });

  test("dropdowns open on hover with the spec's widths and labels", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const cases = [
      { label: "What we offer", id: "features", width: 600, badge: "Soon" },
      { label: "Who we serve", id: "serve", width: 600, badge: "Custom Pricing" },
      { label: "Resources", id: "resources", width: 320, badge: "Tutorial" },
    ];
    for (const { label, id, width, badge } of cases) {
      await page.getByRole("button", { name: label }).hover();
      const panel = page.locator(`[data-dropdown="${id}"]`);
      await expect(panel).toBeVisible();
      expect((await panel.boundingBox())?.width).toBe(width);
      await expect(panel.getByText(badge, { exact: true }).first()).toBeVisible();
    }
    await expect(page.locator('[data-dropdown="resources"]').getByText("Free", { exact: true }).first()).toBeVisible();
    await expect(page.locator('[data-dropdown="resources"]').getByRole("link", { name: /Blog/ })).toBeVisible();
    await expect(page.locator('[data-dropdown="resources"]').getByRole("link", { name: /KPI Library/ })).toBeVisible();
    await expect(page.locator('[data-dropdown="resources"]').getByRole("link", { name: /Press/ })).toBeVisible();
    await expect(page.locator('[data-dropdown="resources"]').getByRole("link", { name: /Affiliates/ })).toBeVisible();
  });

  test("dropdown links are in the prerendered HTML, and the first hover shows each panel", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/")).text();
    for (const id of ["features", "serve", "resources"]) {
      const panel = html.match(new RegExp(`<div id="nav-panel-${id}"[\\s\\S]*?</ul>`))?.[0] ?? "";
      expect(panel, `panel ${id} in the HTML`).toContain("href=");
    }
    expect(html).toMatch(/id="nav-panel-features"[\s\S]*href="\/features\/profit-loss"/);

    await page.goto("/");
    await waitForHydration(page);
    // How fast the first hover shows a panel is a timing budget: npm run bench:shell.
    for (const [label, id] of [
      ["What we offer", "features"],
      ["Who we serve", "serve"],
      ["Resources", "resources"],
    ] as const) {
      await page.getByRole("button", { name: label }).hover();
      await expect(page.locator(`[data-dropdown="${id}"]`)).toBeVisible();
      await page.mouse.move(0, 400);
      await expect(page.locator(`[data-dropdown="${id}"]`)).toBeHidden();
    }
  });

  test("'What we offer' lists the features in two columns", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "What we offer" }).hover();
    const items = page.locator('[data-dropdown="features"] li');
    await expect(items).toHaveCount(10);
    const lefts = new Set(
      await items.evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().left))),
    );
    expect(lefts.size).toBe(2);
  });

  test("leaving closes after 150 ms; re-entering the panel cancels the close", async ({ page }) => {
    // The delay is a CSS transition's (app.css). The page's animations stand still (the DevTools protocol's playback
    // rate 0), however busy the machine, and the test moves the close with the Web Animations API when it says so.
    await page.goto("/");
    await waitForHydration(page);
    const devtools = await page.context().newCDPSession(page);
    await devtools.send("Animation.enable");
    await devtools.send("Animation.setPlaybackRate", { playbackRate: 0 });
    const trigger = page.getByRole("button", { name: "Who we serve" });
    const panel = page.locator('[data-dropdown="serve"]');
    const holdClose = () =>
      panel.evaluate((node) => {
        const [close] = node.getAnimations() as CSSTransition[];
        if (close?.transitionProperty !== "visibility") return null;
        close.pause();
        return close.effect!.getComputedTiming().delay;
      });
    const closeAt = (ms: number) =>
      panel.evaluate((node, ms) => {
        node.getAnimations()[0]!.currentTime = ms;
        return getComputedStyle(node).visibility;
      }, ms);

    await trigger.hover();
    await expect(panel).toBeVisible();
    await page.mouse.move(5, 600);
    expect(await holdClose()).toBe(150);
    expect(await closeAt(149)).toBe("visible");
    expect(await closeAt(150)).toBe("hidden");
    await expect(panel).toBeHidden();

    // Leave, then come back onto the panel 100 ms later: the close is cancelled.
    await trigger.hover();
    await expect(panel).toBeVisible();
    const box = (await panel.boundingBox())!;
    await page.mouse.move(5, 600);
    expect(await holdClose()).toBe(150);
    expect(await closeAt(100)).toBe("visible");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    expect(await panel.evaluate((node) => node.getAnimations().length)).toBe(0);
    await expect(panel).toBeVisible();
    await devtools.detach();
  });

  test("dropdowns work with the keyboard", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const trigger = page.getByRole("button", { name: "Resources" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator('[data-dropdown="resources"]')).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator('[data-dropdown="resources"]')).toBeHidden();
    await expect(trigger).toBeFocused();
    await page.keyboard.press(" ");
    await expect(page.locator('[data-dropdown="resources"]')).toBeVisible();
    await page.keyboard.press("Space");
    await expect(page.locator('[data-dropdown="resources"]')).toBeHidden();
    await page.keyboard.press("ArrowDown");
    await expect(page.locator('[data-dropdown="resources"] a').first()).toBeFocused();
  });

  test("direct links, Login in a new tab, Try For Free to /signup with tracking", async ({ page }) => {
    await recordDataLayerAcrossPages(page);
    await page.goto("/pricing");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "KPI Library", exact: true })).toHaveAttribute(
      "href",
      "/amazon-data-library",
    );
    await expect(nav.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing");
    await expect(nav.getByRole("link", { name: "Contact Sales" })).toHaveAttribute("href", "/contact");
    const login = page.getByRole("banner").getByRole("link", { name: "Login" });
    await expect(login).toHaveAttribute("target", "_blank");
    await expect(login).toHaveAttribute("rel", "noopener noreferrer");
    await expect(login).toHaveAttribute("href", "https://app.marginatlas.com");
    await page.getByRole("banner").getByRole("link", { name: "Try For Free" }).click();
    await expect(page).toHaveURL(/\/signup$/);
    const clicks = (await dataLayerEventsAcrossPages(page)).filter((entry) => entry.event === "try_free_click");
    expect(clicks).toEqual([
      { event: "try_free_click", value: 250, currency: "USD", source: "header_desktop", path: "/pricing" },
    ]);
  });

  test("segments marked external open in a new tab", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Who we serve" }).hover();
    const dataTeams = page.locator('[data-dropdown="serve"]').getByRole("link", { name: /Data Teams/ });
    await expect(dataTeams).toHaveAttribute("target", "_blank");
    await expect(dataTeams).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("the demo modal opens from 'Watch demo'", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("main").getByRole("button", { name: "Watch demo" }).click();
    const modal = page.getByTestId("demo-modal");
    await expect(modal).toBeVisible();
    await expect(modal.getByRole("link", { name: /Book a live demo/ })).toHaveAttribute("target", "_blank");
    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();
  });
});

test.describe("mobile drawer", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("is 320 px wide, offers Book Demo and Try For Free, and any link tap closes it", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByTestId("mobile-drawer");
    await expect(drawer).toBeVisible();
    expect((await drawer.boundingBox())?.width).toBe(320);
    for (const section of ["What we offer", "Who we serve", "Free tools", "Resources"]) {
      await expect(drawer.getByRole("heading", { name: section })).toBeVisible();
    }
    const bookDemo = drawer.getByRole("link", { name: "Book Demo" });
    await expect(bookDemo).toHaveAttribute("target", "_blank");
    await expect(bookDemo).toHaveAttribute("href", "https://cal.com/marginatlas/demo");
    await expect(drawer.getByRole("link", { name: "Try For Free" })).toHaveAttribute("href", "/signup");
    await drawer.getByRole("link", { name: "Profit & Loss" }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/features\/profit-loss$/);
  });

  test("its links are in the prerendered HTML and it opens on the first tap", async ({ page, request }) => {
    const html = await (await request.get("/")).text();
    const drawerHtml = html.match(/<dialog[^>]*data-testid="mobile-drawer"[\s\S]*?<\/dialog>/)?.[0] ?? "";
    for (const href of ["/features/profit-loss", "/who-we-serve/agencies", "/tools", "/pricing", "/signup"])
      expect(drawerHtml).toContain(`href="${href}"`);

    await page.goto("/");
    await waitForHydration(page);
    // How fast it opens is a timing budget: npm run bench:shell.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByTestId("mobile-drawer")).toBeVisible();
  });

  test("traps focus while open and closes with Escape", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByTestId("mobile-drawer");
    await expect(drawer).toBeVisible();
    for (let index = 0; index < 60; index += 1) {
      await page.keyboard.press("Tab");
      expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
  });

  test("Try For Free and Book Demo push their events from the drawer", async ({ page }) => {
    await recordDataLayerAcrossPages(page);
    await page.goto("/pricing");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByTestId("mobile-drawer")
      .getByRole("link", { name: "Book Demo" })
      .click({ modifiers: ["ControlOrMeta"] });
    // Any link tap closes the drawer: reopen it.
    await expect(page.getByTestId("mobile-drawer")).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByTestId("mobile-drawer").getByRole("link", { name: "Try For Free" }).click();
    await expect(page).toHaveURL(/\/signup$/);
    const events = (await dataLayerEventsAcrossPages(page)).filter((entry) =>
      ["try_free_click", "demo_booking_click"].includes(entry.event),
    );
    expect(events).toEqual([
      { event: "demo_booking_click", value: 500, currency: "USD", path: "/pricing" },
      { event: "try_free_click", value: 250, currency: "USD", source: "header_mobile", path: "/pricing" },
    ]);
  });
});

test.describe("mobile drawer on larger screens", () => {
  test.use({ viewport: { width: 800, height: 900 } });
  test("is 400 px wide from the sm breakpoint", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    expect((await page.getByTestId("mobile-drawer").boundingBox())?.width).toBe(400);
  });
});

test("the header fits every width: the drawer below 1,280 px, the desktop navigation from there", async ({ page }) => {
  for (const width of [1024, 1279, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/pricing");
    const desktop = width >= 1280;
    await expect(page.getByRole("navigation", { name: "Main" }), `${width}`).toBeVisible({ visible: desktop });
    await expect(page.getByRole("button", { name: "Open menu" }), `${width}`).toBeVisible({ visible: !desktop });
    // Nothing wider than the window: Try For Free (desktop) or the menu button is wholly on screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}`).toBe(width);
    const lastControl = desktop
      ? page.locator("header").getByRole("link", { name: "Try For Free" })
      : page.getByRole("button", { name: "Open menu" });
    const box = await lastControl.boundingBox();
    expect((box?.x ?? Infinity) + (box?.width ?? 0), `${width}`).toBeLessThanOrEqual(width);
  }
});

test.describe("shell parts", () => {
  test("chat launcher: at the window's edge on a desktop, in the header on a phone, absent on /amazon-data-library", async ({
    page,
  }) => {
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      await waitForHydration(page);
      const button = page.getByRole("button", { name: "Contact us", exact: true });
      await expect(button).toHaveCount(1);
      expect(await button.evaluate((node) => node.closest("header") !== null), `${width}`).toBe(width < 1280);
      await button.click();
      await expect(page.getByRole("dialog", { name: "Contact options" })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog", { name: "Contact options" })).toBeHidden();
      await expect(button).toBeFocused();
    }
    await page.goto("/amazon-data-library");
    await waitForHydration(page);
    await expect(page.getByTestId("chat-launcher")).toHaveCount(0);
    await expect(page.locator("[data-chat-toggle]")).toHaveCount(0);
  });

  test("logo strip is 48 px and stops moving for reduced motion; footer is at least 384 px", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/");
    const track = page.getByTestId("logo-strip-track");
    expect((await track.boundingBox())?.height).toBe(48);
    expect(await track.evaluate((node) => getComputedStyle(node).animationName)).toBe("none");
    expect((await page.locator("footer").boundingBox())!.height).toBeGreaterThanOrEqual(384);
    await context.close();
    const moving = await browser.newPage();
    await moving.goto("/");
    expect(await moving.getByTestId("logo-strip-track").evaluate((node) => getComputedStyle(node).animationName)).toBe(
      "marquee",
    );
    await moving.close();
  });

  test("every route change scrolls to the top instantly", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.locator("footer").getByRole("link", { name: "Pricing" }).click();
    await page.waitForURL(/\/pricing$/);
    // Once the new page is rendered it is already at the very top: no smooth scroll still under way.
    await expect(page.getByRole("heading", { level: 1 })).toContainText("pricing");
    expect(
      await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(window.scrollY)))),
    ).toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
  });

  test("Back and Forward restore the position the visitor left", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
    // The sticky header's link: clicking it does not scroll the page first.
    await page.locator("header").getByRole("link", { name: "Pricing", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("pricing");
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);

    // Within a pixel: where lines are a fraction of a pixel tall Chromium restores 1,500 as 1,499 (scrollY rounds
    // down), the same in every run.
    const restoredNear = async (top: number) =>
      expect.poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - top)).toBeLessThanOrEqual(1);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/");
    await restoredNear(1500);
    await page.goForward();
    await page.waitForURL(/\/pricing$/);
    await restoredNear(700);
  });

  test("an #anchor link lands on its target, below the sticky header", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/amazon-kpi/advertising/acos");
    await waitForHydration(page);
    await page.getByRole("link", { name: /Jump to the calculator/ }).click();
    await expect(page).toHaveURL(/#calculator$/);
    await expect
      .poll(() =>
        page.evaluate(() => Math.round(document.getElementById("calculator")?.getBoundingClientRect().top ?? -1)),
      )
      .toBe(80);
  });

  test("no layout shift on the home page and a feature page (CLS 0)", async ({ browser }) => {
    for (const path of ["/", "/features/profit-loss"]) {
      const page = await browser.newPage();
      // Every shift is kept with the elements that moved, so a failure says what shifted.
      await page.addInitScript(() => {
        const shifts: string[] = [];
        (window as unknown as { __shifts: string[] }).__shifts = shifts;
        new PerformanceObserver((list) => {
          type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] };
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            const moved = entry.sources.map(({ node }) =>
              node instanceof Element
                ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}.${[...node.classList].slice(0, 3).join(".")}`
                : String(node?.nodeName),
            );
            shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join(", ")}`);
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(path);
      // Shifts come from what loads late: the shell (the banner), islands hydrating, fonts. Wait for all of them, then
      // two frames, so the last frame's shifts have been reported.
      await waitForHydration(page);
      await expect(page.getByTestId("cookie-banner")).toBeVisible();
      await page.evaluate(() =>
        document.fonts.ready.then(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        ),
      );
      expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts), path).toEqual([]);
      await page.close();
    }
  });
});

test.describe("404 page", () => {
  test("an unknown path answers 404 with the spec's page", async ({ page }) => {
    await page.goto("/");
    const response = await page.goto("/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("404 - Page Not Found");
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Go to Homepage" })).toHaveAttribute("href", "/");
    await expect(main.getByRole("link", { name: "Browse KPI Library" })).toHaveAttribute(
      "href",
      "/amazon-data-library",
    );
    const popular = main.getByRole("list").last();
    for (const [name, href] of [
      ["Pricing", "/pricing"],
      ["Profit & Loss", "/features/profit-loss"],
      ["Blog", "/resources/blog"],
      ["Contact", "/contact"],
    ] as const) {
      await expect(popular.getByRole("link").filter({ hasText: name }).first()).toHaveAttribute("href", href);
    }
    await waitForHydration(page);
    await main.getByRole("button", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("unknown blog and KPI slugs are 404 too", async ({ request }) => {
    for (const path of [
      "/resources/blog/no-such-post",
      "/amazon-kpi/advertising/no-such-kpi",
      "/amazon-kpi/no-such-category",
      "/features/no-such-feature",
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text()).toContain("Page Not Found");
    }
  });
});

test.describe("Loading", () => {
  test("a content page loads one script up front, the shell, and no React until an island is asked for", async ({
    page,
    request,
  }) => {
    for (const path of ["/", "/pricing", "/features/profit-loss", "/this-page-does-not-exist"]) {
      const html = await (await request.get(path)).text();
      // The shell's module, imported by an inline script after the first paint (server/site/after-paint-scripts.ts).
      expect(afterPaintImports(html), path).toHaveLength(1);
      expect(html, path).not.toContain('<script type="module"');
      expect(html, path).not.toContain('rel="modulepreload"');
      const directives = [...html.matchAll(/<astro-island[^>]*? client="([a-z]+)"/g)].map((match) => match[1]);
      expect(
        directives.filter((directive) => !["demand", "visible", "interaction"].includes(directive!)),
        path,
      ).toEqual([]);
    }
    const scripts: string[] = [];
    page.on(
      "request",
      (request) => request.resourceType() === "script" && scripts.push(new URL(request.url()).pathname),
    );
    await page.goto("/pricing");
    await waitForHydration(page);
    expect(
      scripts.some((script) => /react|client\./.test(script)),
      scripts.join(", "),
    ).toBe(false);
    await page.getByRole("main").getByRole("button", { name: "Talk to sales" }).first().click();
    await expect(page.getByTestId("contact-popup")).toBeVisible();
  });
});
