import { describe, expect, it } from "vitest";
import { numberToText, parseDecimal } from "./number-text";

describe("parseDecimal / numberToText", () => {
  it.each([
    ["24.99", 24.99],
    [" 1,240.50 ", 1240.5],
    ["$24.99", 24.99],
    ["12%", 12],
    [".5", 0.5],
    ["-3", -3],
    // Cases the KPI calculator's former parser (parseNumber) was tested with.
    ["1240", 1240],
    ["$1,240", 1240],
    ["-$5", -5],
    ["12.5%", 12.5],
    ["12.", 12],
    ["1 000", 1000],
  ])("reads %j", (text, value) => expect(parseDecimal(text)).toBe(value));

  it.each([
    "",
    "abc",
    "1e5",
    "0x10",
    "Infinity",
    "1.2.3",
    "12,34",
    "NaN",
    "1".repeat(40),
    "  ",
    "12abc",
    "--1",
    "1,24",
    "12,34,567",
    "$",
    "%",
    "<script>",
  ])("rejects %j", (text) => {
    expect(parseDecimal(text)).toBeNull();
  });

  it("writes the shortest exact form, never an exponent or -0", () => {
    expect(numberToText(24.990000001, 2)).toBe("24.99");
    expect(numberToText(340.00000000000006, 0)).toBe("340");
    expect(numberToText(1e-9)).toBe("0");
    expect(numberToText(-0)).toBe("0");
    expect(numberToText(1234567.891, 2)).toBe("1234567.89");
    expect(numberToText(Number.NaN)).toBe("");
    expect(numberToText(1e21)).toBe("1000000000000000000000");
    expect(numberToText(-2.5e25, 2)).toMatch(/^-2\d{25}$/);
    expect(Number(numberToText(-2.5e25, 2))).toBe(-2.5e25);
  });
});
