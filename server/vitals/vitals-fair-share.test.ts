import { describe, expect, it } from "vitest";
import { networkCode, networkOf } from "./vitals-fair-share";

describe("networkOf", () => {
  it("counts an IPv6 address as its /48, however it is written, and an IPv4 address as its /24", () => {
    for (const address of [
      "2001:db8:1:2::1",
      "2001:db8:1:ffff:ffff:ffff:ffff:ffff",
      "2001:0DB8:0001:0002:0:0:0:7",
      "2001:db8:1:2::1.2.3.4",
      "2001:db8:1::9",
    ])
      expect(networkOf(address), address).toBe("2001:db8:1::/48");
    expect(networkOf("2001:db8::1")).toBe("2001:db8:0::/48");
    expect(networkOf("1::2:3:4:5:1.2.3.4")).toBe("1:0:2::/48");
    expect(networkOf("2001:db8:2::1")).not.toBe(networkOf("2001:db8:1::1"));
    expect(networkOf("203.0.113.7")).toBe("203.0.113.0/24");
    expect(networkOf("203.0.113.250")).toBe("203.0.113.0/24");
    expect(networkOf("::ffff:203.0.113.7")).toBe("203.0.113.0/24");
    expect(networkOf("203.0.114.7")).not.toBe(networkOf("203.0.113.7"));
  });
});

describe("networkCode", () => {
  const monday = new Uint8Array(32).fill(1);
  const tuesday = new Uint8Array(32).fill(2);

  it("is one bigint per network and day key: the same all day, another under the next day's key", () => {
    const code = networkCode(monday, "203.0.113.0/24");
    expect(code).toMatch(/^-?\d{1,19}$/);
    expect(BigInt(code) >= -(2n ** 63n) && BigInt(code) < 2n ** 63n).toBe(true);
    expect(networkCode(monday, "203.0.113.0/24")).toBe(code);
    expect(networkCode(tuesday, "203.0.113.0/24")).not.toBe(code);
    expect(networkCode(monday, "203.0.114.0/24")).not.toBe(code);
  });
});
