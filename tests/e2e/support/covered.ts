import type { Page } from "@playwright/test";

/**
 * What an element of the shell covers of the page, as the visitor sees it now: every piece of visible text and every
 * control (link, button, field) whose box overlaps the element's and which is what the page would show at that spot
 * if the element were not there (the topmost other element there is it or inside it). So text scrolled under the
 * sticky header, clipped by its box or hidden is not counted; text under a bar or button fixed over it is. Returns one
 * line per covered piece ("text 'Know your true' at 16,310"), empty when it covers nothing; null when no element
 * matching `selector` is shown.
 */
export function coveredBy(page: Page, selector: string): Promise<string[] | null> {
  return page.evaluate((selector) => {
    const cover = [...document.querySelectorAll<HTMLElement>(selector)].find(
      (element) => element.checkVisibility() && element.getBoundingClientRect().width > 0,
    );
    if (!cover) return null;
    const box = cover.getBoundingClientRect();
    const covered: string[] = [];
    const check = (element: Element, rect: DOMRect, what: string) => {
      const left = Math.max(rect.left, box.left);
      const right = Math.min(rect.right, box.right);
      const top = Math.max(rect.top, box.top);
      const bottom = Math.min(rect.bottom, box.bottom);
      if (rect.width === 0 || rect.height === 0 || right <= left || bottom <= top) return;
      const shown = document
        .elementsFromPoint((left + right) / 2, (top + bottom) / 2)
        .find((candidate) => !cover.contains(candidate));
      if (shown && (element === shown || element.contains(shown)))
        covered.push(`${what} at ${Math.round(rect.left)},${Math.round(rect.top)}`);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || cover.contains(parent)) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) check(parent, rect, `text '${node.textContent.trim().slice(0, 30)}'`);
    }
    const controls = document.querySelectorAll("a[href], button, input, select, textarea, summary, [role='button']");
    for (const control of controls) {
      if (cover.contains(control) || control.contains(cover)) continue;
      if (!control.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const name = control.getAttribute("aria-label") ?? control.textContent?.trim().slice(0, 30) ?? "";
      check(control, control.getBoundingClientRect(), `${control.tagName.toLowerCase()} '${name}'`);
    }
    return covered;
  }, selector);
}
