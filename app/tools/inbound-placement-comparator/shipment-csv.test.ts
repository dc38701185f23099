import { describe, expect, it } from "vitest";
import { comparatorDefaults, emptyLine, evaluateComparator } from "./comparator-form";
import {
  comparisonCsvColumns,
  comparisonToCsv,
  linesToCsv,
  MAX_SHIPMENT_FILE_BYTES,
  readShipmentCsv,
  readShipmentFile,
} from "./shipment-csv";

describe("reading a shipment's lines from CSV", () => {
  it("reads what it writes, so a downloaded file opens again as it was", () => {
    const csv = linesToCsv(comparatorDefaults.lines);
    expect(csv.split("\r\n")[0]).toBe(
      "sku,units,units_per_carton,size_tier,length_in,width_in,height_in,weight_lb,carton_length_in,carton_width_in,carton_height_in,carton_weight_lb",
    );
    expect(readShipmentCsv(csv)).toEqual({ lines: comparatorDefaults.lines, problems: [] });
    const formula = [
      { ...emptyLine, sku: "=HYPERLINK(1)", units: "5", unitsPerCarton: "1", tier: "extra-large", weight: "60" },
    ];
    expect(linesToCsv(formula)).toContain("'=HYPERLINK(1)");
    expect(readShipmentCsv(linesToCsv(formula)).lines).toEqual(formula);
  });

  it("takes headers as people write them, in any order, a tier by its name, and skips blank rows", () => {
    const csv =
      "\uFEFFSeller SKU,Quantity,Case pack,Weight (lb),Size tier\n" +
      "MAT,60,6,14,Large bulky\n" +
      ",,,,\n" +
      "BENCH,10,1,62,Extra-large 70+ to 150 lb\n" +
      "CUP,48,12,0.4,tiny\n";
    const read = readShipmentCsv(csv);
    expect(read.lines.map((line) => [line.sku, line.units, line.unitsPerCarton, line.weight, line.tier])).toEqual([
      ["MAT", "60", "6", "14", "large-bulky"],
      ["BENCH", "10", "1", "62", "extra-large"],
      ["CUP", "48", "12", "0.4", ""],
    ]);
    expect(read.problems).toEqual([
      { line: 5, message: '"tiny" is not a size tier: the line\'s size is read from its dimensions.' },
    ]);
  });

  it("names the columns a file lacks, and says when it has more lines than a comparison takes", () => {
    expect(readShipmentCsv("sku,units\nA,1\n").problems[0]?.message).toBe(
      "The header row must name the columns units_per_carton, weight_lb, length_in, width_in, height_in (or size_tier instead of the unit's dimensions).",
    );
    expect(readShipmentCsv("").problems).toEqual([{ line: 0, message: "The file is empty." }]);
    const long = readShipmentCsv(
      `sku,units,units_per_carton,size_tier,weight_lb\n${"A,1,1,small-standard,0.5\n".repeat(101)}`,
    );
    expect(long.lines).toHaveLength(100);
    expect(long.problems).toEqual([{ line: 0, message: "The comparison takes 100 lines: the first 100 were read." }]);
  });
});

describe("reading a dropped file", () => {
  it("reads its text, and refuses a file far larger than any shipment's lines", async () => {
    const file = new Blob([linesToCsv(comparatorDefaults.lines)]);
    expect((await readShipmentFile(file)).lines).toEqual(comparatorDefaults.lines);
    const huge = {
      size: MAX_SHIPMENT_FILE_BYTES + 1,
      text: () => Promise.reject(new Error("not read")),
    } as unknown as Blob;
    expect(await readShipmentFile(huge)).toEqual({
      lines: [],
      problems: [
        { line: 0, message: "This file is over 1 MB: a shipment's lines fit in far less. Is it the right file?" },
      ],
    });
  });
});

describe("the comparison as CSV", () => {
  it("writes each split's lines, then its shipment row with the total and the day the fee is charged", () => {
    const { result } = evaluateComparator(comparatorDefaults, "2026-12-02");
    const rows = comparisonToCsv(result!).trimEnd().split("\r\n");
    expect(rows[0]).toBe(comparisonCsvColumns.join(","));
    expect(rows).toHaveLength(1 + 3 * 3);
    expect(rows[1]).toBe("line,minimal,yes,UTENSIL-SET,large-standard,1.25,1200,50,,0.41,high,492.00,,,,,,");
    expect(rows[3]).toBe("shipment,minimal,yes,,,,1800,100,1,,,786.00,1400.00,0.00,2186.00,1.2144,2027-01-16,yes");
    expect(rows[4]).toBe("line,partial,no,UTENSIL-SET,large-standard,1.25,1200,50,,,,,,,,,,");
    expect(rows[6]).toBe("shipment,partial,no,,,,1800,100,3,,,,,,,,,");
    expect(rows[9]).toBe("shipment,amazon-optimized,yes,,,,1800,100,5,,,0.00,1750.00,100.00,1850.00,1.0278,,");
  });
});
