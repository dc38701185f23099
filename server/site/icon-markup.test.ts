import { describe, expect, it } from "vitest";
import { trimIconMarkup } from "./icon-markup";

const ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" class="lucide lucide-chevron-down size-4 transition-transform" aria-hidden="true"><path d="m6 9 6 6 6-6"></path></svg>';
const TRIMMED =
  '<svg width="24" height="24" viewBox="0 0 24 24" fill="none" class="size-4 transition-transform" aria-hidden="true"><path d="m6 9 6 6 6-6"></path></svg>';

describe("trimIconMarkup", () => {
  it("drops the xmlns attribute and lucide's own classes of the built HTML's icons, and nothing else", () => {
    expect(trimIconMarkup(`<header><button>Menu${ICON}</button></header>`)).toBe(
      `<header><button>Menu${TRIMMED}</button></header>`,
    );
    expect(trimIconMarkup('<svg xmlns="http://www.w3.org/2000/svg" class="lucide lucide-x"></svg>')).toBe(
      '<svg class=""></svg>',
    );
    const other = '<p class="lucide-note">lucide lucide-x</p><svg viewBox="0 0 1 1" class="logo"></svg>';
    expect(trimIconMarkup(other)).toBe(other);
  });

  it("trims the islands' icons too, nested ones included", () => {
    const island = (icon: string) =>
      `<astro-island uid="a"><div>${icon}<astro-island uid="b">${icon}</astro-island></div></astro-island>`;
    expect(trimIconMarkup(`${ICON}${island(ICON)}<footer>${ICON}</footer>`)).toBe(
      `${TRIMMED}${island(TRIMMED)}<footer>${TRIMMED}</footer>`,
    );
  });
});
