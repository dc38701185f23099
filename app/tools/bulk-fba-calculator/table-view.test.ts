import { describe, expect, it } from "vitest";
import { runBulk } from "./run-bulk";
import { textRecords } from "./table";
import { nextSort, tableOrder, type BulkFilter, type BulkSort } from "./table-view";

const run = runBulk(
  textRecords(
    "SKU,Length,Width,Height,Weight,Price,Category,Cost\nb-mat,26,8,8,4.5,39.99,Sports,14\nA-tray,12,9,0.95,0.6,19.99,Home,6.1\nc-loss,16,12,7,7.8,12.99,Pets,8.9\nd-nocost,10,6,3,1,20,Toys,\n",
  ),
  "2026-06-15",
);
if (!run.ok) throw new Error(run.message);
const { table } = run;
const skus = (view: { filter: BulkFilter; search: string; sort: BulkSort }) =>
  Array.from(tableOrder(table, view), (index) => table.sku[index]);

describe("tableOrder", () => {
  it("filters, searches SKUs without regard to case, and sorts with missing values last", () => {
    expect(skus({ filter: "losing", search: "", sort: { key: "line", descending: false } })).toEqual(["c-loss"]);
    expect(skus({ filter: "small-bulky", search: "", sort: { key: "line", descending: false } })).toEqual(["b-mat"]);
    expect(skus({ filter: "all", search: "TRAY", sort: { key: "line", descending: false } })).toEqual(["A-tray"]);
    expect(skus({ filter: "all", search: "", sort: { key: "netProfit", descending: true } })).toEqual([
      "A-tray",
      "b-mat",
      "c-loss",
      "d-nocost",
    ]);
    expect(skus({ filter: "all", search: "", sort: { key: "netProfit", descending: false } })).toEqual([
      "c-loss",
      "b-mat",
      "A-tray",
      "d-nocost",
    ]);
  });

  it("a new column sorts descending for numbers, ascending for text; the same column flips", () => {
    expect(nextSort({ key: "line", descending: false }, "totalFees")).toEqual({ key: "totalFees", descending: true });
    expect(nextSort({ key: "totalFees", descending: true }, "sku")).toEqual({ key: "sku", descending: false });
    expect(nextSort({ key: "sku", descending: false }, "sku")).toEqual({ key: "sku", descending: true });
  });
});
