import { describe, expect, it } from "vitest";
import { addressGroup, createFirstReportTracker } from "./vitals-fair-share";

describe("addressGroup", () => {
  it("counts an IPv6 address as its /64, however it is written, and an IPv4 address as itself", () => {
    for (const address of [
      "2001:db8:1:2::1",
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:0DB8:0001:0002:0:0:0:7",
      "2001:db8:1:2::1.2.3.4",
    ])
      expect(addressGroup(address), address).toBe("2001:db8:1:2::/64");
    expect(addressGroup("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressGroup("1::2:3:4:5:1.2.3.4")).toBe("1:0:2:3::/64");
    expect(addressGroup("2001:db8:1:3::1")).not.toBe(addressGroup("2001:db8:1:2::1"));
    expect(addressGroup("203.0.113.7")).toBe("203.0.113.7");
    expect(addressGroup("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });
});

describe("createFirstReportTracker", () => {
  it("says first once per address group and minute, and forgets at the next minute", () => {
    const tracker = createFirstReportTracker();
    expect(tracker.isFirst("2001:db8:1:2::1", 0)).toBe(true);
    expect(tracker.isFirst("2001:db8:1:2::99", 0)).toBe(false);
    expect(tracker.isFirst("203.0.113.7", 0)).toBe(true);
    expect(tracker.isFirst("203.0.113.7", 0)).toBe(false);
    expect(tracker.isFirst("203.0.113.7", 60_000)).toBe(true);
    expect(tracker.isFirst("2001:db8:1:2::1", 60_000)).toBe(true);
  });

  it("remembers a bounded number of addresses: past it, a new address counts as a repeat", () => {
    const tracker = createFirstReportTracker(2);
    expect(["10.0.0.1", "10.0.0.2", "10.0.0.3"].map((address) => tracker.isFirst(address, 0))).toEqual([
      true,
      true,
      false,
    ]);
  });
});
