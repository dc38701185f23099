// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it } from "vitest";
import { ChatLauncher } from "~/shell/chat-launcher";
import { startChatLauncher } from "./chat-launcher.browser";

const toggle = () => document.querySelector<HTMLButtonElement>("[data-chat-toggle]")!;
const panel = () => document.getElementById("chat-panel")!;

beforeEach(() => {
  document.head.innerHTML = "";
  delete window.$crisp;
  document.body.innerHTML = renderToStaticMarkup(createElement(ChatLauncher));
});

describe("chat launcher", () => {
  it("without a provider toggles our contact panel; a link or the close button closes it", () => {
    startChatLauncher(document);
    expect(panel().hidden).toBe(true);
    toggle().click();
    expect(panel().hidden).toBe(false);
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
    expect(toggle().getAttribute("aria-label")).toBe("Close chat");
    panel().querySelector<HTMLElement>("[data-chat-close]")!.click();
    expect(panel().hidden).toBe(true);
    toggle().click();
    panel()
      .querySelector("a")!
      .dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(panel().hidden).toBe(true);
    expect(panel().textContent).toContain("support@marginatlas.com");
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
