import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodeReportBytes, normaliseHeader, parseFeePreviewReport, parseReportNumber } from "./report-parser";
import { repeatReport, reportText, usReportHeader } from "./test-report";

const wallet = {
  sku: "DEMO-WALLET-003",
  asin: "B0DEMO0003",
  "product-name": "Demo Travel Wallet",
  "product-group": "Luggage",
  "your-price": "24.99",
  "sales-price": "24.99",
  "longest-side": "8.00",
  "median-side": "6.00",
  "shortest-side": "2.00",
  "unit-of-dimension": "inches",
  "item-package-weight": "0.40",
  "unit-of-weight": "pounds",
  "product-size-tier": "UsLargeStandardSize",
  currency: "USD",
  "estimated-fee-total": "7.95",
  "estimated-referral-fee-per-unit": "3.75",
  "estimated-variable-closing-fee": "0.00",
  "expected-fulfillment-fee-per-unit": "4.20",
};

describe("parseFeePreviewReport", () => {
  it("reads the 2026 US layout by column name", () => {
    const parsed = parseFeePreviewReport(reportText([wallet]));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.rows).toHaveLength(1);
    expect(parsed.rows[0]).toMatchObject({
      line: 2,
      sku: "DEMO-WALLET-003",
      productGroup: "Luggage",
      yourPrice: 24.99,
      longestSide: 8,
      dimensionUnit: "in",
      itemPackageWeight: 0.4,
      weightUnit: "lb",
      productSizeTier: "UsLargeStandardSize",
      expectedFulfillmentFee: 4.2,
      estimatedReferralFee: 3.75,
    });
    expect(parsed.ignoredColumns).toContain("estimated-future-fee");
  });

  it("accepts any column order, upper case, underscores, the fulfilment spelling and a quoted CSV re-save", () => {
    const header = [...usReportHeader]
      .reverse()
      .map((name) => name.toUpperCase().replace(/-/g, "_").replace("FULFILLMENT", "FULFILMENT"));
    const row = Object.fromEntries(
      usReportHeader.map((name, index) => [
        header[usReportHeader.length - 1 - index] ?? name,
        (wallet as Record<string, string>)[name] ?? "--",
      ]),
    );
    const parsed = parseFeePreviewReport(reportText([row], header));
    expect(parsed.ok && parsed.rows[0]?.expectedFulfillmentFee).toBe(4.2);

    const csv = `"sku","asin","your-price","longest-side","median-side","shortest-side","unit-of-dimension","item-package-weight","unit-of-weight","product-size-tier","currency","expected-fulfillment-fee-per-unit","product-name"\n"A-1","B0X","1,024.00","8","6","2","inches","0.4","pounds","UsLargeStandardSize","USD","4.35","Wallet, brown"\n`;
    const fromCsv = parseFeePreviewReport(csv);
    expect(fromCsv.ok && fromCsv.rows[0]).toMatchObject({ yourPrice: 1024, productName: "Wallet, brown" });
  });

  it("treats --, N/A and empty cells as missing, never as zero", () => {
    const parsed = parseFeePreviewReport(
      reportText([
        {
          ...wallet,
          "longest-side": "--",
          "item-package-weight": "",
          "expected-fulfillment-fee-per-unit": "N/A",
          "unit-of-weight": "--",
        },
      ]),
    );
    expect(parsed.ok && parsed.rows[0]).toMatchObject({
      longestSide: null,
      itemPackageWeight: null,
      expectedFulfillmentFee: null,
      weightUnit: null,
      weightUnitText: "",
    });
    expect(parseReportNumber("0.00")).toBe(0);
    expect(parseReportNumber("$7.80")).toBe(7.8);
    expect(parseReportNumber("abc")).toBeNull();
  });

  it("reads metric and other unit words", () => {
    const parsed = parseFeePreviewReport(
      reportText([
        { ...wallet, "unit-of-dimension": "centimeters", "unit-of-weight": "grams" },
        { ...wallet, sku: "B", "unit-of-dimension": "CM", "unit-of-weight": "kilograms" },
        { ...wallet, sku: "C", "unit-of-dimension": "inch", "unit-of-weight": "ounces" },
        { ...wallet, sku: "D", "unit-of-dimension": "furlongs", "unit-of-weight": "stone" },
      ]),
    );
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.rows.map((row) => [row.dimensionUnit, row.weightUnit])).toEqual([
      ["cm", "g"],
      ["cm", "kg"],
      ["in", "oz"],
      [null, null],
    ]);
  });

  it("handles CRLF line ends, a UTF-8 BOM and blank lines", () => {
    const text = `\uFEFF${reportText([wallet, { ...wallet, sku: "SECOND" }], usReportHeader, "\r\n")}\r\n\r\n`;
    const parsed = parseFeePreviewReport(text);
    expect(parsed.ok && parsed.rows.map((row) => [row.sku, row.expectedFulfillmentFee, row.line])).toEqual([
      ["DEMO-WALLET-003", 4.2, 2],
      ["SECOND", 4.2, 3],
    ]);
  });

  it("names the missing columns of a file that is not a Fee Preview report", () => {
    const parsed = parseFeePreviewReport("date,keyword,rank\n2026-01-01,yoga mat,4\n");
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.missingColumns).toContain("expected-fulfillment-fee-per-unit");
    expect(parsed.message).toMatch(/"sku".*"product-size-tier"/);
    expect(parseFeePreviewReport("").ok).toBe(false);
  });

  it("recognises a European report and says it is not supported yet", () => {
    const header = usReportHeader
      .filter((name) => name !== "product-size-tier" && name !== "expected-fulfillment-fee-per-unit")
      .concat("product-size-weight-band", "expected-domestic-fulfilment-fee-per-unit");
    const parsed = parseFeePreviewReport(reportText([], header));
    expect(!parsed.ok && parsed.message).toMatch(/European.*US report/);
  });

  it("decodes UTF-8, UTF-16 with a byte-order mark and falls back to windows-1252", () => {
    expect(decodeReportBytes(new TextEncoder().encode("Café"))).toBe("Café");
    expect(decodeReportBytes(new Uint8Array([0xff, 0xfe, 0x41, 0x00, 0xe9, 0x00]))).toBe("Aé");
    expect(decodeReportBytes(new Uint8Array([0x43, 0x61, 0x66, 0xe9]))).toBe("Café");
  });

  it("normalises the long future-fee header to its name", () => {
    expect(normaliseHeader("estimated-future-fee (Current Selling on Amazon + Future Fulfillment fees)")).toBe(
      "estimated-future-fee",
    );
  });

  it("parses a generated 20,000-row report", () => {
    const sample = readFileSync(
      new URL("../../../public/samples/fee-preview-report-sample.txt", import.meta.url),
      "utf8",
    );
    const parsed = parseFeePreviewReport(repeatReport(sample, 20_000));
    expect(parsed.ok && parsed.rows.length).toBe(20_000);
    expect(parsed.ok && parsed.rows[19_999]?.line).toBe(20_001);
  });
});
