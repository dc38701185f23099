// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Header } from "~/shell/header";
import { DROPDOWN_CLOSE_DELAY_MS, startHeaderMenus } from "./header-dropdown.browser";

const panel = (id: string) => document.getElementById(`nav-panel-${id}`)!;
const trigger = (id: string) => document.querySelector<HTMLButtonElement>(`[aria-controls="nav-panel-${id}"]`)!;
const root = (id: string) => document.querySelector<HTMLElement>(`[data-dropdown-root="${id}"]`)!;
const pointer = (type: "pointerenter" | "pointerleave", target: Element, pointerType = "mouse") =>
  target.dispatchEvent(new PointerEvent(type, { pointerType }));

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = renderToStaticMarkup(createElement(Header, { pathname: "/pricing", toolLinks: [] }));
  startHeaderMenus(document);
});
afterEach(() => vi.useRealTimers());

describe("header dropdowns", () => {
  it("are in the markup, closed, with every link", () => {
    for (const id of ["features", "serve", "resources"]) {
      expect(panel(id).hidden).toBe(true);
      expect(trigger(id).getAttribute("aria-expanded")).toBe("false");
      expect(panel(id).querySelectorAll("a").length).toBeGreaterThan(3);
    }
    expect(document.querySelector('[aria-current="page"]')?.getAttribute("href")).toBe("/pricing");
  });

  it("open when a mouse points at them, one at a time", () => {
    pointer("pointerenter", root("features"));
    expect(panel("features").hidden).toBe(false);
    expect(trigger("features").getAttribute("aria-expanded")).toBe("true");
    pointer("pointerenter", root("serve"));
    expect(panel("serve").hidden).toBe(false);
    expect(panel("features").hidden).toBe(true);
  });

  it("close 150 ms after the pointer leaves, unless it comes back", () => {
    pointer("pointerenter", root("features"));
    pointer("pointerleave", root("features"));
    vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS - 1);
    expect(panel("features").hidden).toBe(false);
    pointer("pointerenter", root("features"));
    vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS * 2);
    expect(panel("features").hidden).toBe(false);
    pointer("pointerleave", root("features"));
    vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS);
    expect(panel("features").hidden).toBe(true);
    expect(DROPDOWN_CLOSE_DELAY_MS).toBe(150);
  });

  it("ignore a finger's pointer events: a tap toggles with the click", () => {
    pointer("pointerenter", root("resources"), "touch");
    expect(panel("resources").hidden).toBe(true);
    trigger("resources").click();
    expect(panel("resources").hidden).toBe(false);
    trigger("resources").click();
    expect(panel("resources").hidden).toBe(true);
  });

  it("work with the keyboard: ArrowDown opens and focuses the first link, Escape closes and refocuses the trigger", () => {
    trigger("serve").focus();
    trigger("serve").dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true }));
    expect(panel("serve").hidden).toBe(false);
    expect(document.activeElement).toBe(panel("serve").querySelector("a"));
    document.activeElement!.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(panel("serve").hidden).toBe(true);
    expect(document.activeElement).toBe(trigger("serve"));
  });

  it("close when focus leaves them or a link is followed", () => {
    trigger("features").click();
    root("features").dispatchEvent(new FocusEvent("focusout", { relatedTarget: document.body }));
    expect(panel("features").hidden).toBe(true);
    trigger("features").click();
    panel("features")
      .querySelector("a")!
      .dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(panel("features").hidden).toBe(true);
  });
});
