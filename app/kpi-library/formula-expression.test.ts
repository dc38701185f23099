import { describe, expect, it } from "vitest";
import { kpiLibrary } from "~/content/kpis.server";
import { evaluateDisplayedFormula } from "./formula-expression";
import type { KpiFormula, KpiInput, KpiUnit } from "./schema";

const { allKpis } = await kpiLibrary();

const input = (key: string, label: string, extra: Partial<KpiInput> = {}): KpiInput => ({
  key,
  label,
  unit: "count",
  ...extra,
});

describe("evaluateDisplayedFormula", () => {
  it("reads terms by label or term, numbers, precedence, brackets and functions", () => {
    const formula = {
      expression: "X = max(Price × Rate %, $0.30) + (Base fee + 1,000) ÷ 2 - ⌈Weight⌉",
      inputs: [
        input("price", "Selling price", { term: "Price" }),
        input("rate", "Rate"),
        input("base", "Base fee"),
        input("weight", "Weight"),
      ],
    };
    expect(evaluateDisplayedFormula(formula, { price: 10, rate: 15, base: 0, weight: 1.2 })).toBeCloseTo(1.5 + 500 - 2);
    expect(evaluateDisplayedFormula(formula, { price: 1, rate: 15, base: 0, weight: 2 })).toBeCloseTo(0.3 + 500 - 2);
  });

  it("keeps bracketed words inside a term and treats a trailing unit after a number as a label", () => {
    const formula = {
      expression: "Rate = Late orders ÷ Total orders (60 days) × 100; 0 when Total orders (60 days) < 5 days",
      inputs: [input("late", "Late orders"), input("total", "Total orders (60 days)")],
    };
    expect(evaluateDisplayedFormula(formula, { late: 3, total: 60 })).toBeCloseTo(5);
    expect(evaluateDisplayedFormula(formula, { late: 3, total: 4 })).toBe(0);
  });

  it("applies where-definitions, piecewise cases and zero-conditions joined by and / or", () => {
    const formula = {
      expression:
        "Fee = Units × Band fee; where Days = max(Short, Long); where Band fee = 3 if Days < 14, 2 if Days < 21, 1 otherwise; 0 when Days ≥ 28 or Units < 1",
      inputs: [input("units", "Units"), input("short", "Short"), input("long", "Long")],
    };
    expect(evaluateDisplayedFormula(formula, { units: 10, short: 5, long: 12 })).toBe(30);
    expect(evaluateDisplayedFormula(formula, { units: 10, short: 15, long: 12 })).toBe(20);
    expect(evaluateDisplayedFormula(formula, { units: 10, short: 25, long: 12 })).toBe(10);
    expect(evaluateDisplayedFormula(formula, { units: 10, short: 30, long: 12 })).toBe(0);
  });

  it("rounds to whole cents with round(x, 2), as Amazon charges a per-unit fee", () => {
    const formula = {
      expression: "X = round(Fee × Rate %, 2) × Units",
      inputs: [input("fee", "Fee"), input("rate", "Rate", { unit: "percent" }), input("units", "Units")],
    };
    expect(evaluateDisplayedFormula(formula, { fee: 4.2, rate: 3.5, units: 3000 })).toBeCloseTo(450);
    expect(evaluateDisplayedFormula(formula, { fee: 4.14, rate: 3.5, units: 1 })).toBeCloseTo(0.14);
  });

  it("refuses text it cannot read instead of guessing", () => {
    expect(() =>
      evaluateDisplayedFormula({ expression: "X = Unknown ÷ 2", inputs: [input("a", "A")] }, { a: 1 }),
    ).toThrow(/unknown term/);
    expect(() =>
      evaluateDisplayedFormula({ expression: "X = A; rounded somehow", inputs: [input("a", "A")] }, { a: 1 }),
    ).toThrow(/unreadable clause/);
    expect(() =>
      evaluateDisplayedFormula({ expression: "no equals sign", inputs: [input("a", "A")] }, { a: 1 }),
    ).toThrow();
  });
});

/** Upper bound for random values of a unit without its own max. */
const RANDOM_MAX: Record<KpiUnit, number> = {
  usd: 5000,
  percent: 100,
  count: 5000,
  ratio: 10,
  days: 365,
  weeks: 60,
  months: 36,
  years: 10,
  score: 1000,
  "cubic-feet": 500,
  pounds: 200,
};

/** A deterministic pseudo-random generator (mulberry32), so a failure can be reproduced. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomInputs(formula: KpiFormula, next: () => number): Record<string, number> {
  const values: Record<string, number> = {};
  for (const field of formula.inputs) {
    const whole = field.step !== undefined && Number.isInteger(field.step);
    const low = Math.max(field.min ?? 0, whole ? 1 : 0.01);
    const high = field.max ?? RANDOM_MAX[field.unit];
    const value = low + next() * (high - low);
    values[field.key] = whole ? Math.round(value) : Math.round(value * 100) / 100;
  }
  return values;
}

const agree = (shown: number, computed: number) => Math.abs(shown - computed) <= 1e-9 * Math.max(1, Math.abs(computed));

describe("every KPI's displayed formula computes what its calculator computes", () => {
  const kpis = allKpis();

  it("names every calculator input in the displayed formula", () => {
    const missing = kpis.flatMap((kpi) =>
      kpi.formula.inputs
        .filter(
          (field) =>
            ![field.label, field.term].some(
              (name) => name && kpi.formula.expression.toLowerCase().includes(name.toLowerCase()),
            ),
        )
        .map((field) => `${kpi.slug}: ${field.key}`),
    );
    expect(missing).toEqual([]);
  });

  it("on the worked example", () => {
    const problems = kpis.flatMap((kpi) => {
      const shown = evaluateDisplayedFormula(kpi.formula, kpi.workedExample.inputs);
      const computed = kpi.formula.compute(kpi.workedExample.inputs);
      return agree(shown, computed) ? [] : [`${kpi.slug}: formula text gives ${shown}, calculator ${computed}`];
    });
    expect(problems).toEqual([]);
  });

  it("on 200 random inputs each", () => {
    const next = random(20261123);
    const problems: string[] = [];
    for (const kpi of kpis) {
      for (let run = 0; run < 200; run++) {
        const values = randomInputs(kpi.formula, next);
        const shown = evaluateDisplayedFormula(kpi.formula, values);
        const computed = kpi.formula.compute(values);
        if (!agree(shown, computed)) {
          problems.push(`${kpi.slug}: ${JSON.stringify(values)} -> formula text ${shown}, calculator ${computed}`);
          break;
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
