import { formatFixed, formatNumber, formatPercent, formatUsd, formatUsdMillions, formatUsdWhole, signedPercent, signedPoints, signedUsd, signedUsdWhole } from "../../lib/format";

/**
 * How worked examples print their figures, on top of app/lib/format.ts (the one place money and percentages are
 * formatted). Relative imports only (see unit-economics.ts).
 */

export { formatFixed, formatNumber, formatPercent, formatUsd, formatUsdMillions, formatUsdWhole, signedPercent, signedPoints, signedUsd, signedUsdWhole };

/** "-$630.00" for an amount the example subtracts. */
export const minusUsd = (amount: number): string => formatUsd(-amount);

/** "-$1,690" for a whole-dollar amount the example subtracts. */
export const minusUsdWhole = (amount: number): string => formatUsdWhole(-amount);

/** A share of a whole as a percentage (0 when the whole is 0). */
export const percentOf = (part: number, whole: number): number => (whole === 0 ? 0 : (part / whole) * 100);
