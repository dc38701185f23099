import { describe, expect, it } from "vitest";
import type { StorageLike } from "~/lib/safe-storage";
import { freeTools } from "./tool-catalog";
import { gateView, parseUnlockRecord, readToolsUnlock, rememberToolsUnlock, TOOLS_STORAGE_KEY } from "./tools-gate";

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  };
}

const broken: StorageLike = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
  removeItem: () => {
    throw new Error("SecurityError");
  },
};

describe("tools gate", () => {
  it("is locked until an unlock is remembered, then stays unlocked (a reload reads the same storage)", () => {
    const storage = memoryStorage();
    expect(readToolsUnlock(storage)).toBe(false);
    expect(rememberToolsUnlock(storage, new Date("2026-11-22T10:00:00Z"))).toBe(true);
    expect(JSON.parse(storage.data.get(TOOLS_STORAGE_KEY) ?? "")).toEqual({
      version: 1,
      unlockedAt: "2026-11-22T10:00:00.000Z",
    });
    expect(readToolsUnlock(storage)).toBe(true);
  });

  it("never stores the email address", () => {
    const storage = memoryStorage();
    rememberToolsUnlock(storage);
    expect(storage.data.get(TOOLS_STORAGE_KEY)).not.toContain("@");
  });

  it("tolerates broken, missing and garbage storage", () => {
    expect(readToolsUnlock(broken)).toBe(false);
    expect(rememberToolsUnlock(broken)).toBe(false);
    expect(readToolsUnlock(null)).toBe(false);
    expect(rememberToolsUnlock(undefined)).toBe(false);
    for (const raw of [
      "",
      "true",
      "null",
      "{",
      "[]",
      '{"version":2,"unlockedAt":"2026-01-01T00:00:00Z"}',
      '{"version":1}',
      '{"version":1,"unlockedAt":"yesterday"}',
    ]) {
      expect(parseUnlockRecord(raw)).toBeNull();
    }
    expect(parseUnlockRecord('{"version":1,"unlockedAt":"2026-01-01T00:00:00Z","extra":1}')).toEqual({
      version: 1,
      unlockedAt: "2026-01-01T00:00:00Z",
    });
  });

  it("reports a failed write when the storage silently drops it", () => {
    const dropping: StorageLike = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
    expect(rememberToolsUnlock(dropping)).toBe(false);
  });

  it("gates the four /tools/* tools and never the FBA calculator", () => {
    const gatedPaths = freeTools.filter((tool) => tool.gated).map((tool) => tool.path);
    expect(gatedPaths.sort()).toEqual([
      "/tools/bulk-fba-calculator",
      "/tools/fba-fee-audit",
      "/tools/inbound-placement-comparator",
      "/tools/lost-sales-calculator",
      "/tools/low-inventory-fee-predictor",
      "/tools/organic-rank-tracker",
      "/tools/reimbursement-finder",
      "/tools/roi-calculator",
    ]);
    expect(freeTools.find((tool) => tool.id === "fba_calculator")).toMatchObject({
      path: "/features/amazon-fba-calculator",
      gated: false,
    });
    expect(freeTools.map((tool) => tool.id)).toEqual([
      "fba_calculator",
      "bulk_fba_calculator",
      "fee_audit",
      "inbound_placement_comparator",
      "reimbursement_finder",
      "low_inventory_fee_predictor",
      "lost_sales",
      "roi_planner",
      "rank_tracker",
    ]);
  });

  it("shows a neutral placeholder until the browser's answer is known", () => {
    expect(gateView(null)).toBe("pending");
    expect(gateView(false)).toBe("locked");
    expect(gateView(true)).toBe("unlocked");
  });
});
