// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it } from "vitest";
import { Header } from "~/shell/header";
import { startHeaderMenus } from "./header-dropdown.browser";

// Hover, the 150 ms close and one panel at a time under the pointer are CSS (app.css), checked in a browser:
// tests/e2e/shell.spec.ts. Here: what the script adds, through the trigger's aria-expanded (which the CSS shows).
const panel = (id: string) => document.getElementById(`nav-panel-${id}`)!;
const trigger = (id: string) => document.querySelector<HTMLButtonElement>(`[aria-controls="nav-panel-${id}"]`)!;
const root = (id: string) => document.querySelector<HTMLElement>(`[data-dropdown-root="${id}"]`)!;
const expanded = (id: string) => trigger(id).getAttribute("aria-expanded");

beforeEach(() => {
  document.body.innerHTML = renderToStaticMarkup(createElement(Header, { pathname: "/pricing", toolLinks: [] }));
  startHeaderMenus(document);
});

describe("header dropdowns", () => {
  it("are in the markup, closed, with every link, the panel right after its trigger (the CSS shows it there)", () => {
    for (const id of ["features", "serve", "resources"]) {
      expect(expanded(id)).toBe("false");
      expect(trigger(id).nextElementSibling).toBe(panel(id));
      expect(panel(id).hasAttribute("data-dropdown")).toBe(true);
      expect(panel(id).querySelectorAll("a").length).toBeGreaterThan(3);
    }
    expect(document.querySelector('[aria-current="page"]')?.getAttribute("href")).toBe("/pricing");
  });

  it("a click or tap toggles one, and opening one closes the others", () => {
    trigger("resources").click();
    expect(expanded("resources")).toBe("true");
    trigger("features").click();
    expect(expanded("features")).toBe("true");
    expect(expanded("resources")).toBe("false");
    trigger("features").click();
    expect(expanded("features")).toBe("false");
  });

  it("a mouse pointing at another menu closes the one a click opened", () => {
    trigger("serve").click();
    root("features").dispatchEvent(new PointerEvent("pointerenter", { pointerType: "mouse" }));
    expect(expanded("serve")).toBe("false");
    trigger("serve").click();
    root("features").dispatchEvent(new PointerEvent("pointerenter", { pointerType: "touch" }));
    expect(expanded("serve")).toBe("true");
  });

  it("work with the keyboard: ArrowDown opens and focuses the first link, Escape closes and refocuses the trigger", () => {
    trigger("serve").focus();
    trigger("serve").dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true }));
    expect(expanded("serve")).toBe("true");
    expect(document.activeElement).toBe(panel("serve").querySelector("a"));
    document.activeElement!.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(expanded("serve")).toBe("false");
    expect(document.activeElement).toBe(trigger("serve"));
  });

  it("a panel the visitor closed stays closed under the pointer until it comes back", () => {
    trigger("features").click();
    trigger("features").click();
    expect(root("features").hasAttribute("data-dismissed")).toBe(true);
    root("features").dispatchEvent(new PointerEvent("pointerenter", { pointerType: "mouse" }));
    expect(root("features").hasAttribute("data-dismissed")).toBe(false);
    trigger("features").click();
    expect(root("features").hasAttribute("data-dismissed")).toBe(false);
    expect(expanded("features")).toBe("true");
  });

  it("close when focus leaves them or a link is followed", () => {
    trigger("features").click();
    root("features").dispatchEvent(new FocusEvent("focusout", { relatedTarget: document.body }));
    expect(expanded("features")).toBe("false");
    expect(root("features").hasAttribute("data-dismissed")).toBe(false);
    trigger("features").click();
    panel("features")
      .querySelector("a")!
      .dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(expanded("features")).toBe("false");
    expect(root("features").hasAttribute("data-dismissed")).toBe(true);
  });
});
