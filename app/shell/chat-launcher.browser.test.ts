// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it } from "vitest";
import { ChatLauncher, ChatToggle } from "~/shell/chat-launcher";
import { startChatLauncher } from "./chat-launcher.browser";

/** The floating button (from 1,280 px); the header's (below) is the first. */
const toggle = () => document.querySelectorAll<HTMLButtonElement>("[data-chat-toggle]")[1]!;
const headerToggle = () => document.querySelector<HTMLButtonElement>("[data-chat-toggle].header")!;
const panel = () => document.getElementById("chat-panel")!;

beforeEach(() => {
  document.head.innerHTML = "";
  delete window.$crisp;
  document.body.innerHTML =
    renderToStaticMarkup(createElement(ChatToggle, { className: "header" })) +
    renderToStaticMarkup(createElement(ChatLauncher));
});

describe("chat launcher", () => {
  it("without a provider toggles our contact panel; a link or the close button closes it", () => {
    startChatLauncher(document);
    expect(panel().hidden).toBe(true);
    toggle().click();
    expect(panel().hidden).toBe(false);
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
    expect(toggle().getAttribute("aria-label")).toBe("Hide contact options");
    panel().querySelector<HTMLElement>("[data-chat-close]")!.click();
    expect(panel().hidden).toBe(true);
    toggle().click();
    panel()
      .querySelector("a")!
      .dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(panel().hidden).toBe(true);
    expect(panel().textContent).toContain("support@marginatlas.com");
  });

  it("opens the same panel from the header's button, and both buttons say whether it is open", () => {
    startChatLauncher(document);
    headerToggle().click();
    expect(panel().hidden).toBe(false);
    for (const button of [headerToggle(), toggle()]) {
      expect(button.getAttribute("aria-expanded")).toBe("true");
      expect(button.getAttribute("aria-label")).toBe("Hide contact options");
    }
    headerToggle().dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(panel().hidden).toBe(true);
    expect(document.activeElement).toBe(headerToggle());
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
  });

  it("closes the panel on Escape and gives the focus back to the button", () => {
    startChatLauncher(document);
    toggle().focus();
    toggle().click();
    expect(panel().hidden).toBe(false);
    toggle().dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(panel().hidden).toBe(true);
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle());
    toggle().click();
    panel()
      .querySelector("a")!
      .dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(panel().hidden).toBe(true);
  });

  it("with Crisp configured loads Crisp's widget on the first press only, and opens it", () => {
    const launcher = document.querySelector<HTMLElement>('[data-testid="chat-launcher"]')!;
    launcher.dataset.chatProvider = "crisp";
    launcher.dataset.chatId = "site-123";
    startChatLauncher(document);
    expect(document.querySelector('script[src="https://client.crisp.chat/l.js"]')).toBeNull();
    toggle().click();
    toggle().click();
    expect(document.querySelectorAll('script[src="https://client.crisp.chat/l.js"]')).toHaveLength(1);
    expect(window.CRISP_WEBSITE_ID).toBe("site-123");
    expect(window.$crisp).toEqual([
      ["do", "chat:open"],
      ["do", "chat:open"],
    ]);
    expect(panel().hidden).toBe(true);
  });
});
