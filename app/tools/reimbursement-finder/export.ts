import { csvText } from "~/lib/csv";
import { addDays } from "~/lib/dates";
import { icsDate, icsFile, icsStamp, icsText } from "~/lib/ics";
import { caseRules, type CaseType } from "./claim-rules";
import type { Claim } from "./claim-types";

/** The CSV's columns, snake_case, in this order. */
export const claimExportColumns = [
  "case_type",
  "fnsku",
  "sku",
  "asin",
  "event_date",
  "reference_id",
  "fulfillment_center",
  "reason",
  "reason_meaning",
  "units_lost",
  "units_found",
  "units_reimbursed",
  "units_reimbursed_cash",
  "units_reimbursed_in_kind",
  "units_to_claim",
  "estimated_value",
  "value_basis",
  "window_opens",
  "window_closes",
  "days_left",
  "status",
  "note",
] as const;

/**
 * Every claim as CSV, in the table's order (by deadline). Dates are YYYY-MM-DD, amounts have two decimals and no
 * currency sign, a missing value is an empty cell. Cells go through the shared writer, which defuses formulas.
 */
export function claimsToCsv(claims: readonly Claim[]): string {
  const rows: (string | number)[][] = [[...claimExportColumns]];
  for (const claim of claims) {
    rows.push([
      claim.caseType,
      claim.fnsku,
      claim.sku,
      claim.asin,
      claim.eventDate ?? "",
      claim.referenceId,
      claim.fulfillmentCenter,
      claim.reason,
      claim.reasonMeaning,
      claim.unitsLost,
      claim.unitsFound,
      claim.unitsReimbursedCash + claim.unitsReimbursedInKind,
      claim.unitsReimbursedCash,
      claim.unitsReimbursedInKind,
      claim.unitsToClaim,
      claim.estimatedValue === null ? "" : claim.estimatedValue.toFixed(2),
      claim.valueBasis ?? "",
      claim.windowOpens ?? "",
      claim.windowCloses ?? "",
      claim.daysLeft ?? "",
      claim.status,
      claim.note,
    ]);
  }
  return csvText(rows);
}

/**
 * The deadlines as an iCalendar file: one all-day event on each day a window closes, per case type, for the claims
 * still open or not yet open. `stamp` is when the file was made (DTSTAMP, UTC).
 */
export function claimsToIcs(claims: readonly Claim[], stamp: Date): string {
  const groups = new Map<string, { closes: string; caseType: CaseType; claims: Claim[] }>();
  for (const claim of claims) {
    if ((claim.status !== "open" && claim.status !== "not yet") || claim.windowCloses === null) continue;
    const key = `${claim.windowCloses}|${claim.caseType}`;
    const group = groups.get(key);
    if (group) group.claims.push(claim);
    else groups.set(key, { closes: claim.windowCloses, caseType: claim.caseType, claims: [claim] });
  }
  const dtStamp = icsStamp(stamp);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Reimbursement finder//Claim deadlines//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
  ];
  for (const group of [...groups.values()].sort((a, b) => (a.closes < b.closes ? -1 : a.closes > b.closes ? 1 : 0))) {
    const units = group.claims.reduce((sum, claim) => sum + claim.unitsToClaim, 0);
    const label = caseRules[group.caseType].label;
    const opens = group.claims.reduce(
      (latest, claim) => ((claim.windowOpens ?? "") > latest ? claim.windowOpens! : latest),
      "",
    );
    const details = group.claims
      .slice(0, 30)
      .map(
        (claim) =>
          `${claim.referenceId || claim.fnsku || claim.sku}: ${claim.unitsToClaim} unit${claim.unitsToClaim === 1 ? "" : "s"} (${[claim.fnsku, claim.sku].filter(Boolean).join(" ")})`,
      );
    if (group.claims.length > 30) details.push(`and ${group.claims.length - 30} more: see the CSV`);
    // Where the reports lack Amazon's start event, say so: the day is then an estimate or an early close.
    const caveats = [...new Set(group.claims.map((claim) => claim.windowCaveat).filter((caveat) => caveat !== ""))];
    lines.push(
      "BEGIN:VEVENT",
      `UID:${group.closes}-${group.caseType}@reimbursement-finder`,
      `DTSTAMP:${dtStamp}`,
      `DTSTART;VALUE=DATE:${icsDate(group.closes)}`,
      `DTEND;VALUE=DATE:${icsDate(addDays(group.closes, 1))}`,
      `SUMMARY:${icsText(`Last day to claim: ${label}, ${units} unit${units === 1 ? "" : "s"}`)}`,
      `DESCRIPTION:${icsText(`${group.claims.length} claim${group.claims.length === 1 ? "" : "s"}. Window opens ${opens}, counted from ${caseRules[group.caseType].countsFrom}.\n${[...caveats.map((caveat) => `${caveat}.`), ...details].join("\n")}`)}`,
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return icsFile(lines);
}
