import { cmToIn, gToLb, kgToLb, ozToLb } from "~/fba-fees";

/**
 * Unit words seen in Amazon's Fee Preview report (`inches`, `centimeters`, `pounds`, `grams`; `kilograms`
 * and `ounces` only in third-party notes) plus the short forms sellers type in their own measurements.
 */
export type LengthUnit = "in" | "cm" | "mm";
export type WeightUnit = "lb" | "oz" | "g" | "kg";

const lengthUnits: Readonly<Record<string, LengthUnit>> = {
  inches: "in",
  inch: "in",
  in: "in",
  centimeters: "cm",
  centimetres: "cm",
  centimeter: "cm",
  centimetre: "cm",
  cm: "cm",
  millimeters: "mm",
  millimetres: "mm",
  millimeter: "mm",
  millimetre: "mm",
  mm: "mm",
};

const weightUnits: Readonly<Record<string, WeightUnit>> = {
  pounds: "lb",
  pound: "lb",
  lbs: "lb",
  lb: "lb",
  ounces: "oz",
  ounce: "oz",
  oz: "oz",
  grams: "g",
  gram: "g",
  g: "g",
  kilograms: "kg",
  kilogram: "kg",
  kg: "kg",
};

const normaliseWord = (word: string) => word.trim().toLowerCase().replace(/\.$/, "");

/** The length unit a word names (any case), or null when it names none. */
export function parseLengthUnit(word: string): LengthUnit | null {
  return lengthUnits[normaliseWord(word)] ?? null;
}

/** The weight unit a word names (any case), or null when it names none. */
export function parseWeightUnit(word: string): WeightUnit | null {
  return weightUnits[normaliseWord(word)] ?? null;
}

export function toInches(value: number, unit: LengthUnit): number {
  if (unit === "cm") return cmToIn(value);
  if (unit === "mm") return cmToIn(value / 10);
  return value;
}

export function toPounds(value: number, unit: WeightUnit): number {
  if (unit === "oz") return ozToLb(value);
  if (unit === "g") return gToLb(value);
  if (unit === "kg") return kgToLb(value);
  return value;
}
