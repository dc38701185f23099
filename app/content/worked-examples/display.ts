import { formatFixed, formatNumber, formatPercent, formatUsd, formatUsdWhole, roundForDisplay } from "../../lib/format";

/**
 * How worked examples print their figures, on top of app/lib/format.ts (the one place money and percentages are
 * formatted). Relative imports only (see unit-economics.ts).
 */

export { formatFixed, formatNumber, formatPercent, formatUsd, formatUsdWhole };

/** "-$630.00" for an amount the example subtracts. */
export const minusUsd = (amount: number): string => formatUsd(-amount);

/** "-$1,690" for a whole-dollar amount the example subtracts. */
export const minusUsdWhole = (amount: number): string => formatUsdWhole(-amount);

/** "+$300" / "-$1,140": a whole-dollar change with its sign. */
export function signedUsdWhole(change: number): string {
  const rounded = roundForDisplay(change, 0);
  return rounded > 0 ? `+${formatUsdWhole(rounded)}` : formatUsdWhole(rounded);
}

/** "+$0.05" / "-$0.22": a change in cents with its sign. */
export function signedUsd(change: number): string {
  const rounded = roundForDisplay(change, 2);
  return rounded > 0 ? `+${formatUsd(rounded)}` : formatUsd(rounded);
}

/** "+6.2%" / "-0.9%": a relative change with its sign. */
export function signedPercent(changePercent: number, decimals = 1): string {
  const rounded = roundForDisplay(changePercent, decimals);
  return rounded > 0 ? `+${formatPercent(rounded, decimals)}` : formatPercent(rounded, decimals);
}

/** "-0.9 pts" / "+1.1 pts": a change in percentage points. */
export function signedPoints(changePoints: number, decimals = 1): string {
  const rounded = roundForDisplay(changePoints, decimals);
  const text = `${formatFixed(rounded, decimals)} pts`;
  return rounded > 0 ? `+${text}` : text;
}

/** A share of a whole as a percentage (0 when the whole is 0). */
export const percentOf = (part: number, whole: number): number => (whole === 0 ? 0 : (part / whole) * 100);
