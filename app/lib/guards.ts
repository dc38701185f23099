/**
 * Tiny run-time checks for values read back from browser storage on every page, and for the JSON of the leads
 * API's answers. They replace zod there because a zod import on the critical path costs ~15 KB of gzipped
 * JavaScript on every page. No imports, so server code loads it by a relative path.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** An ISO 8601 UTC date-time as Date#toISOString writes it (what z.iso.datetime() accepts by default). */
export function isIsoDateTime(value: unknown): value is string {
  return (
    typeof value === "string" &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/.test(value) &&
    !Number.isNaN(Date.parse(value))
  );
}

export function isStringWithin(value: unknown, { min = 0, max }: { min?: number; max: number }): value is string {
  return typeof value === "string" && value.length >= min && value.length <= max;
}
