// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { takeOverlayRequests, type OverlayRequest } from "~/islands/overlay-requests";
import { startActions, trackPageEvent } from "./actions.browser";

// Opening an overlay preloads its code; these tests are about the requests, not the components.
vi.mock("~/shell/overlay-modules", () => ({ preloadOverlay: () => undefined }));

type WindowWithDataLayer = Window & { dataLayer?: unknown[] };
const win = window as WindowWithDataLayer;
const click = (selector: string) =>
  document.querySelector(selector)!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));

let requests: OverlayRequest[] = [];
let stopTaking: () => void = () => undefined;
beforeAll(() => startActions(document));
beforeEach(() => {
  delete win.dataLayer;
  requests = [];
  stopTaking = takeOverlayRequests((request) => requests.push(request));
  window.history.replaceState(null, "", "/pricing");
});
afterEach(() => stopTaking());

describe("data-action controls", () => {
  it("open the contact popup and the demo modal from anywhere in the page, even from an icon inside the button", () => {
    document.body.innerHTML =
      '<button data-action="open-contact"><svg><path id="icon"></path></svg>Talk to sales</button><button data-action="open-demo">Watch demo</button>';
    click("#icon");
    click('[data-action="open-demo"]');
    expect(requests).toEqual([{ kind: "contact" }, { kind: "demo" }]);
  });

  it("go back in history (the 404 page)", () => {
    const back = vi.spyOn(window.history, "back").mockImplementation(() => undefined);
    document.body.innerHTML = '<button data-action="history-back">Go Back</button>';
    click("button");
    expect(back).toHaveBeenCalledOnce();
    back.mockRestore();
  });

  it("switch the billing period shown inside [data-billing]", () => {
    document.body.innerHTML =
      '<div data-billing="annual"><button data-action="set-billing" data-value="monthly" aria-pressed="false">Monthly</button><button data-action="set-billing" data-value="annual" aria-pressed="true">Annual</button></div>';
    click('[data-value="monthly"]');
    expect(document.querySelector<HTMLElement>("[data-billing]")!.dataset.billing).toBe("monthly");
    expect(document.querySelector('[data-value="monthly"]')!.getAttribute("aria-pressed")).toBe("true");
    expect(document.querySelector('[data-value="annual"]')!.getAttribute("aria-pressed")).toBe("false");
  });
});

describe("data-track", () => {
  it("pushes the named event with its value, the current path and the source", () => {
    document.body.innerHTML =
      '<a href="#" data-track="try_free_click" data-track-source="header_desktop">Try For Free</a><a href="#" data-track="demo_booking_click">Book Demo</a>';
    click('[data-track="try_free_click"]');
    click('[data-track="demo_booking_click"]');
    expect(win.dataLayer).toEqual([
      { event: "try_free_click", value: 250, currency: "USD", source: "header_desktop", path: "/pricing" },
      { event: "demo_booking_click", value: 500, currency: "USD", path: "/pricing" },
    ]);
  });

  it("ignores names outside the spec's list", () => {
    document.body.innerHTML = '<a href="#" data-track="made_up_event">x</a>';
    click("a");
    expect(win.dataLayer ?? []).toEqual([]);
  });
});

describe("page-view events", () => {
  it("push the event <main> declares, once per call", () => {
    document.body.innerHTML = '<main data-page-event="pricing_page_view"></main>';
    trackPageEvent(document);
    expect(win.dataLayer).toEqual([{ event: "pricing_page_view", value: 100, currency: "USD", path: "/pricing" }]);
    document.body.innerHTML = "<main></main>";
    trackPageEvent(document);
    expect(win.dataLayer).toHaveLength(1);
  });
});
