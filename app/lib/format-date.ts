/** "2026-11-20" -> "November 20, 2026" (UTC, so the date never shifts with the visitor's time zone). */
export function formatDate(isoDate: string) {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}
