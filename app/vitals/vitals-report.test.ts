import { describe, expect, it } from "vitest";
import { deviceClass, vitalsReport } from "./vitals-report";

describe("a page view's speed report", () => {
  it("carries the route type, the bare path, a device class and the metrics, nothing else", () => {
    const report = vitalsReport({
      route: "pricing",
      pathname: "/pricing",
      viewportWidth: 1440,
      metrics: { LCP: 1800, CLS: 0 },
    });
    expect(report).toEqual({ route: "pricing", path: "/pricing", device: "desktop", metrics: { LCP: 1800, CLS: 0 } });
  });

  it("leaves out the address of the 404 page, which is whatever was typed", () => {
    expect(
      vitalsReport({ route: "404", pathname: "/contact/jane@example.com", viewportWidth: 375, metrics: { FCP: 900 } }),
    ).toEqual({
      route: "404",
      path: null,
      device: "mobile",
      metrics: { FCP: 900 },
    });
    expect(vitalsReport({ route: undefined, pathname: "/x", viewportWidth: 375, metrics: {} }).path).toBeNull();
  });

  it("knows a phone, a tablet and a desktop by the viewport's width only", () => {
    expect([320, 639, 640, 1023, 1024, 2560].map(deviceClass)).toEqual([
      "mobile",
      "mobile",
      "tablet",
      "tablet",
      "desktop",
      "desktop",
    ]);
  });
});
