/** Unit conversions and cent arithmetic. Amazon's US fee tables are in inches, pounds and dollars. */

export const CENTIMETERS_PER_INCH = 2.54;
export const POUNDS_PER_KILOGRAM = 2.2046226218;
export const OUNCES_PER_POUND = 16;
export const CUBIC_INCHES_PER_CUBIC_FOOT = 1728;

export function cmToIn(centimeters: number): number {
  return centimeters / CENTIMETERS_PER_INCH;
}

export function inToCm(inches: number): number {
  return inches * CENTIMETERS_PER_INCH;
}

export function kgToLb(kilograms: number): number {
  return kilograms * POUNDS_PER_KILOGRAM;
}

export function lbToKg(pounds: number): number {
  return pounds / POUNDS_PER_KILOGRAM;
}

export function gToLb(grams: number): number {
  return kgToLb(grams / 1000);
}

export function ozToLb(ounces: number): number {
  return ounces / OUNCES_PER_POUND;
}

export function lbToOz(pounds: number): number {
  return pounds * OUNCES_PER_POUND;
}

/**
 * Whole cents, rounding half up. The tiny nudge absorbs binary floating-point error (e.g. 1.005 * 100
 * is 100.49999...), which would otherwise round a true half cent down.
 */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100 + 1e-7);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

export function roundToCents(dollars: number): number {
  return fromCents(toCents(dollars));
}

/**
 * Rounds up to a multiple of `step`. The small tolerance keeps values that are a step multiple up to
 * floating-point noise (e.g. 0.1 + 0.2) from jumping a whole step.
 */
export function ceilToStep(value: number, step: number): number {
  return Math.ceil(value / step - 1e-9) * step;
}
