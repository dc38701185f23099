import { addDays } from "~/lib/dates";
import { type CaseType } from "./claim-rules";
import { type Claim, type ClaimStatus } from "./claim-types";

/** The first day of the ISO week (Monday) that holds `isoDate`. */
export function weekStarting(isoDate: string): string {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return addDays(isoDate, -((weekday + 6) % 7));
}

export interface ClaimTotals {
  claims: number;
  units: number;
  value: number;
}

export interface ClaimsSummary {
  /** Claims still to file: open, not yet open, or past their day to act by while Amazon's window may be open. */
  toClaim: ClaimTotals;
  expired: ClaimTotals;
  byCase: { caseType: CaseType; totals: ClaimTotals }[];
  /** Open and not-yet claims by the week their window closes (its day to act by), soonest first. */
  byDeadlineWeek: { weekStarting: string; totals: ClaimTotals }[];
  byStatus: Record<ClaimStatus, number>;
}

/** A claim still worth filing: open, not yet open, or possibly still open at Amazon. */
export const isToClaim = (status: ClaimStatus) => status === "open" || status === "not yet" || status === "may be open";

const addTo = (totals: ClaimTotals, claim: Claim) => {
  totals.claims += 1;
  totals.units += claim.unitsToClaim;
  totals.value += claim.estimatedValue ?? 0;
};
const zero = (): ClaimTotals => ({ claims: 0, units: 0, value: 0 });

export function summariseClaims(claims: readonly Claim[]): ClaimsSummary {
  const toClaim = zero();
  const expired = zero();
  const byCase = new Map<CaseType, ClaimTotals>();
  const byWeek = new Map<string, ClaimTotals>();
  const byStatus: Record<ClaimStatus, number> = { "not yet": 0, open: 0, "may be open": 0, expired: 0, settled: 0 };
  for (const claim of claims) {
    byStatus[claim.status] += 1;
    if (claim.status === "expired") addTo(expired, claim);
    if (!isToClaim(claim.status)) continue;
    addTo(toClaim, claim);
    const caseTotals = byCase.get(claim.caseType) ?? zero();
    addTo(caseTotals, claim);
    byCase.set(claim.caseType, caseTotals);
    if (claim.windowCloses !== null && claim.status !== "may be open") {
      const week = weekStarting(claim.windowCloses);
      const weekTotals = byWeek.get(week) ?? zero();
      addTo(weekTotals, claim);
      byWeek.set(week, weekTotals);
    }
  }
  return {
    toClaim,
    expired,
    byCase: [...byCase].map(([caseType, totals]) => ({ caseType, totals })),
    byDeadlineWeek: [...byWeek]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([weekStarting, totals]) => ({ weekStarting, totals })),
    byStatus,
  };
}
