import { describe, expect, it } from "vitest";
import { lostSalesDefaults } from "./lost-sales-form";
import { clearLostSalesQuery, parseLostSalesQuery, serializeLostSalesQuery } from "./lost-sales-url-state";

describe("lost sales calculator URL", () => {
  it("round-trips through the URL, including the per-month and margin modes", () => {
    expect(parseLostSalesQuery(serializeLostSalesQuery(lostSalesDefaults))).toEqual(lostSalesDefaults);
    const monthly = {
      ...lostSalesDefaults,
      rateUnit: "month",
      rate: "750",
      profitMode: "margin",
      profit: "24.70",
      recoveryDays: "14",
      recoveryStart: "50",
    };
    expect(serializeLostSalesQuery(monthly)).toBe(
      "?v=1&ru=month&r=750&d=12&p=29.99&pm=margin&pv=24.7&rec=14&rs=50&lt=45&ss=14",
    );
    expect(parseLostSalesQuery(serializeLostSalesQuery(monthly))).toEqual(monthly);
  });

  it("clamps garbage in the URL", () => {
    expect(parseLostSalesQuery("?v=1&ru=week&r=-4&d=99999&pv=abc")).toEqual({
      ...lostSalesDefaults,
      rate: "0",
      daysOut: "3650",
    });
  });

  it("clears only its own parameters", () => {
    expect(clearLostSalesQuery("?v=1&r=30&d=5&utm_source=mail")).toBe("?utm_source=mail");
  });
});
