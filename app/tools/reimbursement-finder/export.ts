import { csvText } from "~/lib/csv";
import { addDays } from "~/lib/dates";
import { icsDate, icsFile, icsStamp, icsText } from "~/lib/ics";
import { caseRules, type CaseType } from "./claim-rules";
import type { Claim } from "./claim-types";
import { isToClaim } from "./claims-summary";

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
  "window_latest_close",
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
      claim.windowLatestCloses ?? "",
      claim.daysLeft ?? "",
      claim.status,
      claim.note,
    ]);
  }
  return csvText(rows);
}

/**
 * The deadlines as an iCalendar file: one all-day event per day and case type, for the claims still to file: on the
 * day a window closes (the day to act by) for those open or not yet open, and on the last day Amazon's own window can
 * close for those past their day to act by that may still be open. `stamp` is when the file was made (DTSTAMP, UTC).
 */
export function claimsToIcs(claims: readonly Claim[], stamp: Date): string {
  const groups = new Map<string, { day: string; isLatest: boolean; caseType: CaseType; claims: Claim[] }>();
  for (const claim of claims) {
    if (!isToClaim(claim.status)) continue;
    const isLatest = claim.status === "may be open";
    const day = isLatest ? claim.windowLatestCloses : claim.windowCloses;
    if (day === null) continue;
    const key = `${day}|${claim.caseType}|${isLatest}`;
    const group = groups.get(key);
    if (group) group.claims.push(claim);
    else groups.set(key, { day, isLatest, caseType: claim.caseType, claims: [claim] });
  }
  const dtStamp = icsStamp(stamp);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Reimbursement finder//Claim deadlines//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
  ];
  const sorted = [...groups.values()].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  for (const group of sorted) {
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
    const unitText = `${units} unit${units === 1 ? "" : "s"}`;
    const summary = group.isLatest
      ? `Amazon's window closes at the latest: ${label}, ${unitText}`
      : `Last day to claim: ${label}, ${unitText}`;
    const first = group.isLatest
      ? `${group.claims.length} claim${group.claims.length === 1 ? "" : "s"} past the day to act by the finder shows, which is counted from a date earlier than Amazon's: Amazon's window may still be open, until this day at the latest.`
      : `${group.claims.length} claim${group.claims.length === 1 ? "" : "s"}. Window opens ${opens}, counted from ${caseRules[group.caseType].countsFrom}.`;
    lines.push(
      "BEGIN:VEVENT",
      `UID:${group.day}-${group.caseType}${group.isLatest ? "-latest" : ""}@reimbursement-finder`,
      `DTSTAMP:${dtStamp}`,
      `DTSTART;VALUE=DATE:${icsDate(group.day)}`,
      `DTEND;VALUE=DATE:${icsDate(addDays(group.day, 1))}`,
      `SUMMARY:${icsText(summary)}`,
      `DESCRIPTION:${icsText(`${first}\n${[...caveats.map((caveat) => `${caveat}.`), ...details].join("\n")}`)}`,
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return icsFile(lines);
}
