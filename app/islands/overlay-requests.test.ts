// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { OVERLAY_REQUEST_EVENT, requestOverlay, takeOverlayRequests, type OverlayRequest } from "./overlay-requests";

describe("overlay requests", () => {
  it("are queued until the overlays island takes them, then delivered as they come, each announced", () => {
    let announced = 0;
    window.addEventListener(OVERLAY_REQUEST_EVENT, () => (announced += 1));
    requestOverlay({ kind: "contact" });
    requestOverlay({ kind: "toaster" });
    const received: OverlayRequest[] = [];
    const stop = takeOverlayRequests((request) => received.push(request));
    expect(received).toEqual([{ kind: "contact" }, { kind: "toaster" }]);
    requestOverlay({ kind: "demo" });
    expect(received).toEqual([{ kind: "contact" }, { kind: "toaster" }, { kind: "demo" }]);
    expect(announced).toBe(3);
    stop();
    requestOverlay({ kind: "newsletter" });
    expect(received).toHaveLength(3);
    const later: OverlayRequest[] = [];
    takeOverlayRequests((request) => later.push(request));
    expect(later).toEqual([{ kind: "newsletter" }]);
  });
});
