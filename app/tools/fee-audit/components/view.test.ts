import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseMeasurementsCsv, type Measurement } from "~/tools/fee-audit";
import { runAudit } from "~/tools/fee-audit/run-audit";
import {
  emptyMeasurementForm,
  measurableSkus,
  measuredSavings,
  nextSort,
  readMeasurementForm,
  remeasurePlan,
  unitsForAllSkus,
  visibleAudits,
  type AuditSort,
} from "./view";

/** The shipped sample report and measurements, audited on the date the sample was made for. */
const samples = path.resolve(import.meta.dirname, "../../../../public/samples");
const run = runAudit(readFileSync(path.join(samples, "fee-preview-report-sample.txt"), "utf8"), "2026-09-15");
if (!run.ok) throw new Error(run.message);
const audits = run.audits;
const sampleMeasurements = new Map(
  parseMeasurementsCsv(readFileSync(path.join(samples, "fee-audit-measurements-sample.csv"), "utf8")).measurements.map(
    (entry) => [entry.sku, entry] as const,
  ),
);
const bySort = (sort: AuditSort) => visibleAudits(audits, { filter: "all", search: "", sort }, new Map());

describe("fee audit view", () => {
  it("reads units a month for all SKUs as a number of 0 or more, else none", () => {
    expect(["", " ", "abc", "-5", "0", "250"].map(unitsForAllSkus)).toEqual([null, null, null, null, 0, 250]);
  });

  it("prices each measured SKU, and says which measurements could not be priced", () => {
    const savings = measuredSavings(audits, sampleMeasurements, null);
    expect(savings.bySku.size).toBeGreaterThan(0);
    expect(savings.bySku.size + savings.errors.length).toBe(
      audits.filter((audit) => sampleMeasurements.has(audit.sku)).length,
    );
    const unchecked = { ...audits[0]!, sku: "UNCHECKED", flag: "unchecked" as const, feeInput: null };
    const measurement: Measurement = {
      sku: "UNCHECKED",
      length: 10,
      width: 5,
      height: 2,
      dimensionUnit: "in",
      weight: 1,
      weightUnit: "lb",
      unitsPerMonth: null,
    };
    expect(measuredSavings([unchecked], new Map([["UNCHECKED", measurement]]), null)).toEqual({
      bySku: new Map(),
      errors: ["UNCHECKED: This row could not be checked, so there is nothing to compare with."],
    });
  });

  it("lists the SKUs worth re-measuring, largest saving first, and adds up their monthly saving", () => {
    const savings = measuredSavings(audits, sampleMeasurements, 100);
    const { candidates, monthlySaving } = remeasurePlan(audits, savings);
    expect(candidates.length).toBeGreaterThan(0);
    expect(candidates.every((entry) => entry.saving.savingPerUnit > 0.01)).toBe(true);
    const monthly = candidates.map((entry) => entry.saving.savingPerMonth ?? 0);
    expect(monthly).toEqual([...monthly].sort((a, b) => b - a));
    expect(monthlySaving).toBeCloseTo(
      monthly.reduce((sum, value) => sum + value, 0),
      6,
    );
    expect(remeasurePlan(audits, measuredSavings(audits, new Map(), null))).toEqual({
      candidates: [],
      monthlySaving: 0,
    });
  });

  it("filters by flag and searches SKU, ASIN and title, ignoring case", () => {
    const flagged = visibleAudits(
      audits,
      { filter: "flagged", search: "", sort: { key: "sku", descending: false } },
      new Map(),
    );
    expect(flagged.length).toBeGreaterThan(0);
    expect(flagged.every((audit) => audit.flag === "tier_mismatch" || audit.flag === "fee_mismatch")).toBe(true);
    expect(
      visibleAudits(audits, { filter: "ok", search: "", sort: { key: "sku", descending: false } }, new Map()).every(
        (audit) => audit.flag === "ok",
      ),
    ).toBe(true);
    const first = audits[0]!;
    for (const needle of [first.sku.toLowerCase(), first.asin.toUpperCase(), first.productName.slice(0, 6)]) {
      expect(
        visibleAudits(
          audits,
          { filter: "all", search: ` ${needle} `, sort: { key: "sku", descending: false } },
          new Map(),
        ).map((audit) => audit.sku),
        needle,
      ).toContain(first.sku);
    }
    expect(
      visibleAudits(
        audits,
        { filter: "all", search: "no such sku anywhere", sort: { key: "sku", descending: false } },
        new Map(),
      ),
    ).toEqual([]);
  });

  it("sorts by text or by amount either way, rows without an amount last", () => {
    const skus = bySort({ key: "sku", descending: false }).map((audit) => audit.sku);
    expect(skus).toEqual([...skus].sort((a, b) => a.localeCompare(b)));
    const differences = bySort({ key: "difference", descending: true }).map((audit) => audit.difference);
    const known = differences.filter((value): value is number => value !== null);
    expect(differences.slice(0, known.length)).toEqual([...known].sort((a, b) => b - a));
    expect(differences.slice(known.length).every((value) => value === null)).toBe(true);
    const savings = measuredSavings(audits, sampleMeasurements, null);
    const bySaving = visibleAudits(
      audits,
      { filter: "all", search: "", sort: { key: "saving", descending: true } },
      savings.bySku,
    );
    expect(savings.bySku.has(bySaving[0]!.sku)).toBe(true);
  });

  it("turns a column around on a second click and starts another descending", () => {
    expect(nextSort({ key: "difference", descending: true }, "difference")).toEqual({
      key: "difference",
      descending: false,
    });
    expect(nextSort({ key: "difference", descending: false }, "sku")).toEqual({ key: "sku", descending: true });
  });

  it("offers flagged SKUs for measuring first, then the OK ones, never the unchecked", () => {
    const skus = measurableSkus(audits);
    const flagOf = (sku: string) => audits.find((audit) => audit.sku === sku)?.flag;
    const firstOk = skus.findIndex((sku) => flagOf(sku) === "ok");
    expect(
      skus.slice(0, firstOk).every((sku) => flagOf(sku) === "tier_mismatch" || flagOf(sku) === "fee_mismatch"),
    ).toBe(true);
    expect(skus.some((sku) => flagOf(sku) === "unchecked")).toBe(false);
  });

  it("reads a typed measurement, defaulting to the first SKU offered, or says what to fix", () => {
    const typed = {
      ...emptyMeasurementForm,
      length: "10",
      width: "6",
      height: "3",
      weight: "12",
      weightUnit: "oz",
      units: "40",
    };
    expect(readMeasurementForm(typed, ["A", "B"])).toEqual({
      ok: true,
      measurement: {
        sku: "A",
        length: 10,
        width: 6,
        height: 3,
        dimensionUnit: "in",
        weight: 12,
        weightUnit: "oz",
        unitsPerMonth: 40,
      },
    });
    expect(readMeasurementForm({ ...typed, sku: "B", units: "" }, ["A", "B"])).toMatchObject({
      ok: true,
      measurement: { sku: "B", unitsPerMonth: null },
    });
    expect(readMeasurementForm({ ...typed, height: "0" }, ["A"])).toEqual({
      ok: false,
      message: "Enter a length, width, height and weight above 0.",
    });
    expect(readMeasurementForm(typed, [])).toEqual({
      ok: false,
      message: "Enter a length, width, height and weight above 0.",
    });
    expect(readMeasurementForm({ ...typed, units: "-1" }, ["A"])).toEqual({
      ok: false,
      message: "Units per month must be 0 or more.",
    });
  });
});
