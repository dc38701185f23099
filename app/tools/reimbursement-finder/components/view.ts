import { formatDate, formatFixed, formatNumber, formatUsd, formatUsdTotal, MISSING } from "~/lib/format";
import {
  caseRules,
  isToClaim,
  reportNames,
  type AdjustmentCodeCount,
  type CaseType,
  type Claim,
  type ClaimStatus,
  type DateQuestion,
  type ReadFile,
  type Region,
  type WindowCaveatKind,
} from "~/tools/reimbursement-finder";
import { readDate, type DateOrder } from "~/tools/seller-reports/report-dates";

/**
 * What the reimbursement finder's cards show, worked out here: the labels of every column and figure (exported, so
 * the product model can list the tool's outputs from code), the table's filter and search, the status pills, the
 * money and day texts.
 */

/** The results table's columns, in order: the deadline and what is owed first, the evidence after. */
export const claimTableColumns = {
  case: "Case",
  window: "Window opens and closes",
  daysLeft: "Days left",
  status: "Status",
  unitsToClaim: "Units still to claim",
  estimatedValue: "Estimated value",
  item: "FNSKU, SKU and ASIN",
  event: "Event date and reference",
  fulfillmentCenter: "Fulfillment center",
  reason: "Reason code and meaning",
  unitsLost: "Units lost or damaged",
  unitsFound: "Units found",
  unitsReimbursed: "Units reimbursed (cash, in kind)",
} as const;

/** The summary above the table. */
export const summaryFigureLabels = {
  unitsToClaim: "Units to claim",
  valueToClaim: "Estimated value to claim",
  openClaims: "Claims open now",
  notYetClaims: "Claims not open yet",
  mayBeOpenClaims: "may still be open",
  expiredClaims: "Expired",
  settledClaims: "Settled",
  byCase: "To claim by case",
  byDeadlineWeek: "To claim by deadline week",
} as const;

export const exportLabels = {
  csv: "Download CSV",
  calendar: "Download calendar (.ics)",
  checklists: "What Amazon asks for, per case",
} as const;

/** Everything the tool shows, for the product model's list of tool outputs. */
export const finderOutputLabels = {
  table: claimTableColumns,
  summary: summaryFigureLabels,
  exports: exportLabels,
} as const;

export const statusLabels: Record<ClaimStatus, string> = {
  "not yet": "Not yet",
  open: "Open",
  "may be open": "May still be open",
  expired: "Expired",
  settled: "Settled",
};

export const statusTones: Record<ClaimStatus, "calm" | "bad" | "neutral" | "good"> = {
  "not yet": "calm",
  open: "bad",
  "may be open": "bad",
  expired: "neutral",
  settled: "good",
};

/** "to_claim": the claims still worth filing (open, not yet open, may still be open). */
export type ClaimFilter = "to_claim" | "all" | ClaimStatus;

export const claimFilterLabels: Record<ClaimFilter, string> = {
  to_claim: "To claim (open, not yet or may be)",
  all: "All",
  open: "Open",
  "may be open": "May still be open",
  "not yet": "Not yet open",
  expired: "Expired",
  settled: "Settled",
};

export function visibleClaims(
  claims: readonly Claim[],
  { filter, caseType, search }: { filter: ClaimFilter; caseType: CaseType | "all"; search: string },
): Claim[] {
  const needle = search.trim().toLowerCase();
  return claims.filter(
    (claim) =>
      (filter === "all" || (filter === "to_claim" ? isToClaim(claim.status) : claim.status === filter)) &&
      (caseType === "all" || claim.caseType === caseType) &&
      (needle === "" ||
        [claim.fnsku, claim.sku, claim.asin, claim.referenceId].some((text) => text.toLowerCase().includes(needle))),
  );
}

/** US dollars in the US; elsewhere the amount without a sign (the reports' and the seller's own currency). */
export function formatClaimValue(value: number | null, region: Region): string {
  if (value === null) return MISSING;
  return region === "us" ? formatUsd(value) : formatFixed(value, 2);
}

export function formatClaimTotal(value: number, region: Region): string {
  return region === "us" ? formatUsdTotal(value) : formatFixed(value, 2);
}

/**
 * Under a window that is not counted from Amazon's own event (the row's note says why): "Closes by" where the close is
 * counted from a date before Amazon's event (act before it; Amazon's closes later); "Estimate" where it is counted
 * from a later date and moved earlier by a margin no source confirms, so it can still close after Amazon's.
 */
export const windowCaveatMarks: Record<WindowCaveatKind, string> = {
  "closes early": "Closes by: see note",
  estimate: "Estimate: see note",
};

/** The mark under a claim's window, or null when the window is counted from Amazon's own event. */
export const windowCaveatMark = (claim: Claim): string | null =>
  claim.windowCaveatKind === null ? null : windowCaveatMarks[claim.windowCaveatKind];

/**
 * Under a cautious close, the last day Amazon's own window can close ("Amazon's: no later than Apr 10"), or that no
 * report bounds it; null when the close shown is Amazon's own.
 */
export function amazonCloseText(claim: Claim): string | null {
  if (claim.windowCloses === null || claim.windowLatestCloses === claim.windowCloses) return null;
  return claim.windowLatestCloses === null
    ? "Amazon's: not known"
    : `Amazon's: no later than ${formatDate(claim.windowLatestCloses, "short")}`;
}

export function daysLeftText(claim: Claim): string {
  if (claim.status === "may be open") {
    if (claim.daysLeft === null) return "Check now";
    return claim.daysLeft === 0
      ? "Check now: last possible day"
      : `Check now: up to ${formatNumber(claim.daysLeft)} day${claim.daysLeft === 1 ? "" : "s"}`;
  }
  if (claim.daysLeft === null) return MISSING;
  if (claim.status === "expired")
    return `Closed ${formatNumber(-claim.daysLeft)} day${claim.daysLeft === -1 ? "" : "s"} ago`;
  if (claim.daysLeft === 0) return "Last day";
  return `${formatNumber(claim.daysLeft)} day${claim.daysLeft === 1 ? "" : "s"}`;
}

export const caseLabel = (caseType: CaseType) => caseRules[caseType].label;

export const weekLabel = (weekStarting: string) => `Week of ${formatDate(weekStarting, "short")}`;

export const shortDate = (isoDate: string | null) => (isoDate === null ? MISSING : formatDate(isoDate, "short"));

/** A file's line in the list of files read. */
export function fileSummary(file: ReadFile): { text: string; recognised: boolean } {
  if (file.kind === null) return { text: file.message ?? `"${file.name}" was not read.`, recognised: false };
  const rows = `${formatNumber(file.rows)} row${file.rows === 1 ? "" : "s"}`;
  return {
    text: `${file.name}: ${reportNames[file.kind]}, ${rows}${file.message ? `. ${file.message}` : ""}`,
    recognised: true,
  };
}

/** The CSV's and calendar's file names, dated with the "as of" day. */
export const exportFileName = (asOf: string, extension: "csv" | "ics") =>
  `fba-reimbursement-claims-${asOf}.${extension}`;

/** The date question's words: which files and rows wait, and the two readings of its first example. */
export function dateQuestionText(question: DateQuestion): {
  intro: string;
  options: { order: DateOrder; label: string }[];
} {
  const rows = question.files.reduce((sum, file) => sum + file.rows, 0);
  const examples = [...new Set(question.files.flatMap((file) => file.examples))].slice(0, 3);
  const names = question.files.map((file) => `"${file.name}"`).join(", ");
  const example = examples[0]!;
  const reading = (order: DateOrder) => formatDate(readDate(example, order)!, "long");
  return {
    intro: `${formatNumber(rows)} row${rows === 1 ? "" : "s"} of ${names} ${rows === 1 ? "has a date" : "have dates"} such as ${examples.join(", ")}, which can be read as month/day/year or as day/month/year, and nothing in the files dropped shows which. ${rows === 1 ? "It is" : "They are"} not counted until you say.`,
    options: [
      { order: "month-first", label: `Month first: ${example} is ${reading("month-first")}` },
      { order: "day-first", label: `Day first: ${example} is ${reading("day-first")}` },
    ],
  };
}

export const codeSourceLabels: Record<AdjustmentCodeCount["source"], string> = {
  ledger: "Inventory Ledger",
  "inventory-adjustments": "Inventory Adjustments",
};
