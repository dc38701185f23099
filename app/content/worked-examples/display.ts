import { formatUsd, formatUsdWhole } from "~/lib/format";

/**
 * What worked examples add to app/lib/format.ts (the one place money and percentages are formatted, which they
 * import directly): amounts an example subtracts, and shares of a whole.
 */

/** "-$630.00" for an amount the example subtracts. */
export const minusUsd = (amount: number): string => formatUsd(-amount);

/** "-$1,690" for a whole-dollar amount the example subtracts. */
export const minusUsdWhole = (amount: number): string => formatUsdWhole(-amount);

/** A share of a whole as a percentage (0 when the whole is 0). */
export const percentOf = (part: number, whole: number): number => (whole === 0 ? 0 : (part / whole) * 100);
