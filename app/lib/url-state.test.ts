import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  clearQuery,
  moneyQueryField,
  readField,
  readQuery,
  readQueryTable,
  writeQuery,
  type QueryField,
  type QueryTable,
} from "./url-state";

type Name = "price" | "qty" | "kind" | "day" | "flag" | "note";
const fields: QueryField<Name>[] = [
  moneyQueryField("price", "p", "24.99", { minExclusive: true, max: 1000 }),
  { kind: "number", name: "qty", param: "q", fallback: "10", min: 1, max: 500, integer: true },
  { kind: "enum", name: "kind", param: "k", fallback: "a", options: ["a", "b"] },
  { kind: "date", name: "day", param: "d", fallback: "", min: "2024-04-15", max: "2099-12-31" },
  { kind: "flag", name: "flag", param: "f", fallback: "" },
  { kind: "number", name: "note", param: "n", fallback: "5", min: 0, max: 100, optional: true },
];

describe("readQuery", () => {
  it("ignores a query without this format's version", () => {
    expect(readQuery("", fields)).toBeNull();
    expect(readQuery("?p=3", fields)).toBeNull();
    expect(readQuery("?v=2&p=3", fields)).toBeNull();
    expect(readQuery("?v=1&utm_source=x", fields)).toBeNull();
  });

  it("fills missing parameters with the fallbacks", () => {
    expect(readQuery("?v=1&p=3", fields)).toEqual({
      price: "3.00",
      qty: "10",
      kind: "a",
      day: "",
      flag: "",
      note: "5",
    });
  });

  it("clamps numbers into range, rounds integers and rejects garbage", () => {
    const values = readQuery("?v=1&p=99999&q=2.6&k=zzz&d=2026-02-30&f=yes&n=-4", fields);
    expect(values).toEqual({ price: "1000.00", qty: "3", kind: "a", day: "", flag: "", note: "0" });
    expect(readQuery("?v=1&p=-5&q=0", fields)).toMatchObject({ price: "24.99", qty: "1" });
    expect(readQuery("?v=1&p=abc&q=Infinity", fields)).toMatchObject({ price: "24.99", qty: "10" });
    expect(readQuery("?v=1&d=2020-01-01", fields)?.day).toBe("");
    expect(readQuery(`?v=1&p=${"9".repeat(400)}`, fields)?.price).toBe("24.99");
  });

  it("keeps an emptied optional number empty", () => {
    expect(readQuery("?v=1&n=", fields)?.note).toBe("");
    expect(readField(fields[5]!, null)).toBe("5");
  });
});

describe("writeQuery", () => {
  it("writes every field in a fixed order with the version first, keeping foreign parameters", () => {
    const query = writeQuery({ price: "24.5", qty: "12", kind: "b", day: "2026-05-01", flag: "1", note: "" }, fields, {
      keep: "?utm_source=x&p=7",
    });
    expect(query).toBe("?v=1&p=24.5&q=12&k=b&d=2026-05-01&f=1&n=&utm_source=x");
  });

  it("leaves out values that do not parse, so the link opens with the default", () => {
    expect(writeQuery({ price: "abc", qty: "", kind: "nope", day: "soon", flag: "", note: "5" }, fields)).toBe(
      "?v=1&f=0&n=5",
    );
  });

  it("round-trips any in-range values", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 500 }),
        fc.constantFrom("a", "b"),
        fc.constantFrom("", "2024-04-15", "2026-11-22", "2099-12-31"),
        fc.boolean(),
        fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
        (cents, qty, kind, day, flag, note) => {
          const values = {
            price: (cents / 100).toFixed(2),
            qty: String(qty),
            kind,
            day,
            flag: flag ? "1" : "",
            note: note === undefined ? "" : String(note),
          };
          expect(readQuery(writeQuery(values, fields), fields)).toEqual(values);
        },
      ),
    );
  });
});

describe("moneyQueryField", () => {
  it("keeps cents, from $0 to $100,000 unless told otherwise", () => {
    const cost = moneyQueryField("cost", "c", "6.50");
    expect(["6", "-3", "250000", "12.345"].map((raw) => readField(cost, raw))).toEqual([
      "6.00",
      "0.00",
      "100000.00",
      "12.35",
    ]);
    expect(readField(moneyQueryField("profit", "pv", "7.40", { min: -100_000 }), "-3")).toBe("-3.00");
  });
});

describe("clearQuery", () => {
  it("removes only this tool's parameters", () => {
    expect(clearQuery("?v=1&p=3&utm_source=x", fields)).toBe("?utm_source=x");
    expect(clearQuery("?v=1&p=3", fields)).toBe("");
  });
});

describe("text and choice fields (a search box and its filter)", () => {
  const searchFields: QueryField<"q" | "category">[] = [
    { kind: "text", name: "q", param: "q", fallback: "", maxLength: 10 },
    { kind: "enum", name: "category", param: "category", fallback: "", options: ["inventory", "advertising"] },
  ];

  it("reads text trimmed and cut to its length; unknown choices are ignored", () => {
    expect(readQuery("?v=1&q=%20%20tacos%20", searchFields)).toEqual({ q: "tacos", category: "" });
    expect(readQuery("?v=1&q=abcdefghijklmnop", searchFields)?.q).toBe("abcdefghij");
    expect(readQuery("?v=1&q=abcdefghi%20xyz", searchFields)?.q).toBe("abcdefghi");
    expect(readQuery("?v=1&q=rate&category=inventory", searchFields)).toEqual({ q: "rate", category: "inventory" });
    expect(readQuery("?v=1&q=rate&category=nope", searchFields)).toEqual({ q: "rate", category: "" });
    expect(readQuery("?q=rate", searchFields)).toBeNull();
  });

  it("writes text trimmed and capped, leaves out empty text and unknown choices", () => {
    expect(writeQuery({ q: " acos ", category: "advertising" }, searchFields)).toBe("?v=1&q=acos&category=advertising");
    expect(writeQuery({ q: "abcdefghijklmnop", category: "nope" }, searchFields)).toBe("?v=1&q=abcdefghij");
    expect(writeQuery({ q: "a&b=c #d", category: "" }, searchFields)).toBe("?v=1&q=a%26b%3Dc+%23d");
    expect(readQuery(writeQuery({ q: "a&b=c #d", category: "" }, searchFields), searchFields)?.q).toBe("a&b=c #d");
  });

  it("writes no version when no field is left, keeping foreign parameters", () => {
    expect(writeQuery({ q: "  ", category: "" }, searchFields)).toBe("");
    expect(writeQuery({ q: "", category: "" }, searchFields, { keep: "?v=1&q=old&utm_source=x" })).toBe(
      "?utm_source=x",
    );
  });
});

describe("a table's rows (QueryTable)", () => {
  type Cell = "sku" | "units" | "size";
  const table: QueryTable<Cell> = {
    param: "ln",
    maxRows: 3,
    columns: [
      { kind: "text", name: "sku", param: "s", fallback: "", maxLength: 12 },
      { kind: "number", name: "units", param: "u", fallback: "1", min: 1, max: 1000, integer: true },
      { kind: "enum", name: "size", param: "z", fallback: "", options: ["", "small", "large"] },
    ],
  };

  it("writes one parameter per row after the fields, cells in column order, trailing empty cells left out", () => {
    const query = writeQuery({ price: "5", qty: "2", kind: "a", day: "", flag: "", note: "" }, fields, {
      keep: "?utm_source=x&ln=old",
      table: {
        table,
        rows: [
          { sku: "MUG-RED", units: "120", size: "large" },
          { sku: "LID", units: "48", size: "" },
        ],
      },
    });
    expect(query).toBe("?v=1&p=5&q=2&k=a&f=0&n=&ln=MUG-RED*120*large&ln=LID*48&utm_source=x");
    expect(readQueryTable(query, table)).toEqual([
      { sku: "MUG-RED", units: "120", size: "large" },
      { sku: "LID", units: "48", size: "" },
    ]);
  });

  it("keeps a * or % typed in a text cell, and reads garbage cells as their fallbacks", () => {
    const rows = [{ sku: "A*B%2A 100%", units: "7", size: "small" }];
    const query = writeQuery({}, fields, { table: { table, rows } });
    expect(readQueryTable(query, table)).toEqual(rows);
    expect(readQueryTable("?v=1&ln=X*-5*huge*extra&ln=Y", table)).toEqual([
      { sku: "X", units: "1", size: "" },
      { sku: "Y", units: "1", size: "" },
    ]);
  });

  it("reads at most maxRows rows, and none from a query without the parameter", () => {
    expect(readQueryTable("?v=1&ln=a&ln=b&ln=c&ln=d", table)?.map((row) => row.sku)).toEqual(["a", "b", "c"]);
    expect(readQueryTable("?v=1&p=3", table)).toBeNull();
  });

  it("clears the rows with the fields", () => {
    expect(clearQuery("?v=1&p=3&ln=a*1&utm_source=x", fields, [table])).toBe("?utm_source=x");
  });
});
