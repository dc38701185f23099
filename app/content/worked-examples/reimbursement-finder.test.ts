import { describe, expect, it } from "vitest";
import { reasonCodesTable } from "./reimbursement-finder";

describe("the reimbursement finder's reason codes table", () => {
  const row = (code: string, report: string) =>
    reasonCodesTable.rows.find((cells) => cells[0] === code && cells[1]!.startsWith(report));

  it("says the retired report's 6, 7, H and K are no claim, while the Ledger's same codes are damage at Amazon", () => {
    for (const code of ["6", "7", "H", "K"]) {
      expect(row(code, "Inventory Adjustments")?.[3], code).toMatch(/^Not a claim: /);
      expect(row(code, "Inventory Ledger")?.[3], code).toMatch(/^Claimed as damaged, less units found and reimbursed/);
    }
    expect(row("6", "Inventory Ledger")?.[3]).toBe("Claimed as damaged, less units found and reimbursed");
    for (const code of ["7", "H", "K"]) {
      expect(row(code, "Inventory Ledger")?.[3], code).toMatch(
        /may pay less or nothing, so check the unit before filing$/,
      );
    }
    expect(row("M", "Inventory Ledger")?.[3]).toBe("Claimed as lost, less units found and reimbursed");
    expect(row("D", "Inventory Ledger")?.[3]).toBe("Not a claim: a disposal, not a loss");
  });
});
