import type { Page } from "@playwright/test";
import { expect, waitForHydration } from "./fixtures";

/** Keeps the newsletter popup away (it may open on scroll) and, when asked, unlocks the free tools. */
export async function prepareToolsPage(page: Page, { unlocked = false } = {}) {
  await page.addInitScript((unlock: boolean) => {
    localStorage.setItem("marginatlas.newsletter", JSON.stringify({ dismissedAt: null, subscribed: true }));
    if (unlock && !localStorage.getItem("marginatlas.tools")) {
      localStorage.setItem("marginatlas.tools", JSON.stringify({ version: 1, unlockedAt: new Date().toISOString() }));
    }
  }, unlocked);
}

/** A file as the drop zone receives it: name, text, and optionally its last-modified time (ISO). */
export interface DroppedFile {
  name: string;
  text: string;
  lastModified?: string;
}

/** Drops files on a tool's drop zone (`<prefix>-dropzone`) the way a browser does: one DataTransfer holding every File. */
export async function dropFiles(page: Page, testIdPrefix: string, files: readonly DroppedFile[]) {
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const { name, text, lastModified } of list) {
      const modified = lastModified === undefined ? {} : { lastModified: Date.parse(lastModified) };
      transfer.items.add(new File([text], name, { type: "text/plain", ...modified }));
    }
    return transfer;
  }, files);
  await page.getByTestId(`${testIdPrefix}-dropzone`).dispatchEvent("drop", { dataTransfer });
}

/**
 * A file tool on a phone-sized screen (375 x 800), unlocked and hydrated, given a file it does not read (a rank
 * tracker CSV) through its file input (`<prefix>-file`). The test then checks the tool's own error.
 */
export async function openFileToolOnPhoneWithAWrongFile(page: Page, path: string, testIdPrefix: string) {
  await page.setViewportSize({ width: 375, height: 800 });
  await prepareToolsPage(page, { unlocked: true });
  await page.goto(path);
  await waitForHydration(page);
  await page.getByTestId(`${testIdPrefix}-file`).setInputFiles({
    name: "ranks.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("date,keyword,rank\n2026-01-01,mat,4\n"),
  });
}

/** A long table scrolls sideways inside its own box (`boxTestId`); the page never scrolls sideways. */
export async function expectTableScrollsInItsOwnBox(page: Page, boxTestId: string) {
  const box = page.getByTestId(boxTestId);
  expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}
