import type { Page } from "@playwright/test";

/** Keeps the newsletter popup away (it may open on scroll) and, when asked, unlocks the free tools. */
export async function prepareToolsPage(page: Page, { unlocked = false } = {}) {
  await page.addInitScript((unlock: boolean) => {
    localStorage.setItem("marginatlas.newsletter", JSON.stringify({ dismissedAt: null, subscribed: true }));
    if (unlock && !localStorage.getItem("marginatlas.tools")) {
      localStorage.setItem("marginatlas.tools", JSON.stringify({ version: 1, unlockedAt: new Date().toISOString() }));
    }
  }, unlocked);
}
