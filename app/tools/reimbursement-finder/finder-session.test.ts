import { describe, expect, it } from "vitest";
import { claimSettings, emptyInputs } from "./finder-form";
import { FinderSession } from "./finder-session";
import { ledgerHeader, ledgerRow, reimbursementsHeader, tsvReport } from "./test-reports";

const { settings } = claimSettings(emptyInputs("2026-02-01"));
const ledger = (name: string, rows: number) =>
  new File(
    [
      tsvReport(
        ledgerHeader,
        Array.from({ length: rows }, (_, row) =>
          ledgerRow({ Date: "01/15/2026", Reason: "M", Quantity: -1, "Reference ID": `R${row}`, FNSKU: `X${row}` }),
        ),
      ),
    ],
    name,
  );

describe("FinderSession", () => {
  it("finds the claims of a drop, and reads a file dropped again only once (a new file added beside it)", async () => {
    const session = new FinderSession();
    const first = ledger("ledger.txt", 3);
    const outcome = await session.evaluate({ files: [first], answer: null, settings });
    expect(outcome).toMatchObject({ ok: true, summary: { toClaim: { claims: 3, units: 3 } } });
    // A File whose bytes can no longer be read: the session must not read it again.
    const unreadable = Object.assign(first.slice(0, 0), { name: first.name, lastModified: first.lastModified });
    Object.defineProperty(unreadable, "size", { value: first.size });
    const paid = new File(
      [
        tsvReport(reimbursementsHeader, [
          { "approval-date": "2026-01-20", reason: "Lost_Warehouse", fnsku: "X0", "quantity-reimbursed-cash": 1 },
        ]),
      ],
      "reimbursements.txt",
    );
    const again = await session.evaluate({ files: [unreadable as File, paid], answer: null, settings });
    expect(again).toMatchObject({ ok: true, summary: { toClaim: { claims: 2 }, byStatus: { settled: 1 } } });
    expect(
      session
        .csv()
        .split("\r\n")
        .filter((line) => line.includes(",open,")),
    ).toHaveLength(2);
  });

  it("stops reading past its limit of rows the rules use, and says so, rather than run out of memory", async () => {
    const session = new FinderSession(5);
    expect(await session.evaluate({ files: [ledger("small.txt", 5)], answer: null, settings })).toMatchObject({
      ok: true,
    });
    const outcome = await session.evaluate({
      files: [ledger("small.txt", 5), ledger("big.txt", 1)],
      answer: null,
      settings,
    });
    expect(outcome).toEqual({
      ok: false,
      message:
        'These files hold more than 5 adjustments, receipts and other rows the finder checks (reading stopped at "big.txt"): more than it can hold at once in a browser. Request the Inventory Ledger for fewer months (Seller Central lets you choose the dates) and check one period at a time.',
    });
  });
});
