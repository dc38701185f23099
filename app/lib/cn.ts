import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/** Joins class names, skipping falsy ones; a later Tailwind class overrides an earlier one of the same kind (size-6 after size-8). */
export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}
