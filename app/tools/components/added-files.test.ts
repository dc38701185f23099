import { describe, expect, it } from "vitest";
import { addFiles } from "./added-files";

describe("addFiles", () => {
  it("adds the dropped files to those loaded, a new file replacing one of the same name", () => {
    const file = (name: string, size: number) => ({ name, size });
    expect(
      addFiles([file("ledger.txt", 1), file("reimbursements.txt", 2)], [file("ledger.txt", 3), file("returns.txt", 4)]),
    ).toEqual([file("reimbursements.txt", 2), file("ledger.txt", 3), file("returns.txt", 4)]);
  });
});
