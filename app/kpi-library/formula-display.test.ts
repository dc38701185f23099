import { describe, expect, it } from "vitest";
import { kpiFormulas } from "~/kpi-library/formulas/index";
import { layoutFormula, tokenize } from "./formula-display";

const text = (tokens: { text: string }[]) => tokens.map((token) => token.text).join(" ");

describe("layoutFormula", () => {
  it("stacks a single division as a fraction with its factor", () => {
    const layout = layoutFormula("ACoS = Ad spend ÷ Ad-attributed sales × 100");
    expect(layout.lhs).toBe("ACoS");
    expect(layout.fraction).not.toBeNull();
    expect(text(layout.fraction!.numerator)).toBe("Ad spend");
    expect(text(layout.fraction!.denominator)).toBe("Ad-attributed sales");
    expect(text(layout.fraction!.trailing)).toBe("× 100");
  });

  it("unwraps parentheses around a whole numerator or denominator", () => {
    const layout = layoutFormula("Break-even price = (Landed cost + FBA fee) ÷ (1 − Referral rate)");
    expect(text(layout.fraction!.numerator)).toBe("Landed cost + FBA fee");
    expect(text(layout.fraction!.denominator)).toBe("1 − Referral rate");
  });

  it("keeps sums and partial divisions inline", () => {
    expect(layoutFormula("Net profit = Net sales - COGS - Amazon fees").fraction).toBeNull();
    expect(layoutFormula("Carrying cost = Capital % + (Storage + Other) ÷ Inventory × 100").fraction).toBeNull();
    expect(layoutFormula("X = a ÷ b ÷ c").fraction).toBeNull();
  });

  it("sets a trailing clause on its own line", () => {
    const target = layoutFormula("Target ACoS = Break-even ACoS - Margin, where Break-even ACoS = (P - C) ÷ P × 100");
    expect(text(target.inline)).toBe("Break-even ACoS - Margin");
    expect(target.fraction).toBeNull();
    expect(text(target.note!)).toBe("where Break-even ACoS = (P - C) ÷ P × 100");
    const fee = layoutFormula("Fee = Units × Fee for the band of max(30-day, 90-day supply); 0 at 28 days or more");
    expect(text(fee.inline)).toBe("Units × Fee for the band of max(30-day, 90-day supply)");
    expect(text(fee.note!)).toBe("0 at 28 days or more");
    expect(layoutFormula("CTR = Clicks ÷ Impressions × 100").note).toBeNull();
  });

  it("does not mistake thousands separators for clauses", () => {
    expect(text(layoutFormula("CPM = Ad spend ÷ Impressions × 1,000").fraction!.trailing)).toBe("× 1,000");
  });

  it("tokenizes operators and terms", () => {
    expect(tokenize("a × b - c")).toEqual([
      { kind: "term", text: "a" },
      { kind: "op", text: "×" },
      { kind: "term", text: "b" },
      { kind: "op", text: "-" },
      { kind: "term", text: "c" },
    ]);
  });

  it("lays out every formula in the library without losing text", () => {
    for (const formula of kpiFormulas.values()) {
      const layout = layoutFormula(formula.expression);
      expect(layout.lhs, formula.slug).toBeTruthy();
      const squash = (value: string) => value.replace(/[\s()]/g, "");
      const rhs = formula.expression.slice(formula.expression.indexOf(" = ") + 3);
      const note = layout.note ? text(layout.note) : "";
      expect(squash(rhs).replace(/[,;]/g, ""), formula.slug).toBe(
        (squash(text(layout.inline)) + squash(note)).replace(/[,;]/g, ""),
      );
      if (layout.fraction) {
        const rebuilt = `${text(layout.fraction.numerator)}÷${text(layout.fraction.denominator)}${text(layout.fraction.trailing)}`;
        expect(squash(rebuilt), formula.slug).toBe(squash(text(layout.inline)));
      }
    }
  });
});
