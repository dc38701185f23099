// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Header } from "~/shell/header";
import { startMobileDrawer } from "./mobile-drawer.browser";

// jsdom has no modal dialogs: open and close as browsers do (the open attribute, then a "close" event).
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function () {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function () {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});

const drawer = () => document.querySelector<HTMLDialogElement>('[data-testid="mobile-drawer"]')!;
const opener = () => document.querySelector<HTMLButtonElement>('[aria-label="Open menu"]')!;

beforeEach(() => {
  document.body.innerHTML = renderToStaticMarkup(createElement(Header, { pathname: "/", toolLinks: [] }));
  startMobileDrawer(document);
});

describe("mobile drawer", () => {
  it("is opened and closed by the browser itself, before any script: invoker commands and closedby", () => {
    expect(opener().getAttribute("command")).toBe("show-modal");
    expect(opener().getAttribute("commandfor")).toBe(drawer().id);
    const close = drawer().querySelector("[data-drawer-close]")!;
    expect(close.getAttribute("command")).toBe("close");
    expect(close.getAttribute("commandfor")).toBe(drawer().id);
    expect(drawer().getAttribute("closedby")).toBe("any");
  });

  it("opens from the menu button where the browser has no commands", () => {
    opener().click();
    expect(drawer().open).toBe(true);
  });

  it("closes on any link or action tap, its close button and the backdrop", () => {
    for (const target of [
      () => drawer().querySelector("a")!,
      () => drawer().querySelector("[data-action]")!,
      () => drawer().querySelector("[data-drawer-close]")!,
      () => drawer(),
    ]) {
      opener().click();
      target().dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
      expect(drawer().open).toBe(false);
    }
  });

  it("offers the same sections, Book Demo and Try For Free", () => {
    const text = drawer().textContent ?? "";
    for (const heading of [
      "What we offer",
      "Who we serve",
      "How to get started",
      "Free tools",
      "Resources",
      "Book Demo",
      "Try For Free",
    ])
      expect(text).toContain(heading);
    expect(drawer().querySelector('a[href="/signup"]')?.getAttribute("data-track-source")).toBe("header_mobile");
  });

  it("keeps Tab and Shift+Tab inside", () => {
    opener().click();
    const focusable = [...drawer().querySelectorAll<HTMLElement>("a[href], button")];
    focusable.at(-1)!.focus();
    const tab = new KeyboardEvent("keydown", { key: "Tab", bubbles: true, cancelable: true });
    focusable.at(-1)!.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(focusable[0]);
    const back = new KeyboardEvent("keydown", { key: "Tab", shiftKey: true, bubbles: true, cancelable: true });
    focusable[0]!.dispatchEvent(back);
    expect(document.activeElement).toBe(focusable.at(-1));
  });
});
