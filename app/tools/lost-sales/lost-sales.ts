import { DAYS_PER_MONTH } from "~/lib/dates";
import { checkNumber, checkOptionalNumber, fail, ok, type FieldIssue, type Result } from "~/lib/validation";

/**
 * Out-of-stock cost estimator: units, revenue and profit lost while a product was out of stock (and while
 * its sales climb back after the restock), plus the reorder point that would have prevented it.
 *
 * Model (documented for the page):
 * - Lost units while out of stock = daily units x days out of stock (the usual "sales rate x days x price"
 *   estimate; peers such as Teikametrics use the same).
 * - Recovery: after the restock, sales do not snap back; rank and ad placement take time. We model a
 *   straight-line ramp from `recoveryStartPercent` of normal sales on the restock day to 100% after
 *   `recoveryDays`. The sales missed during the ramp are the triangle above it:
 *   daily units x recovery days x (1 - start%) / 2. With the default start of 0% this is the upper bound.
 * - A month is 30 days (the window Amazon's own days-of-supply metrics use).
 * - Reorder point = daily units x lead time + safety stock, where safety stock = daily units x safety days.
 */

export interface LostSalesInput {
  /** Normal sales rate. Give either units per day or units per month. */
  unitsPerDay?: number;
  unitsPerMonth?: number;
  daysOutOfStock: number;
  /** Average selling price. */
  price: number;
  /** Profit per unit. Give either this or `marginPercent`. */
  unitProfit?: number;
  /** Net margin in percent of price (25 = 25%). */
  marginPercent?: number;
  /** Days after the restock until sales are back to normal. Default 0 (no ramp). */
  recoveryDays?: number;
  /** Sales on the restock day as a percent of normal. Default 0. */
  recoveryStartPercent?: number;
  /** Supplier + freight + check-in lead time, in days. Default 0. */
  leadTimeDays?: number;
  /** Buffer stock, in days of sales. Default 0. */
  safetyStockDays?: number;
}

export interface LostSalesResult {
  unitsPerDay: number;
  unitProfit: number;
  lostUnitsWhileOutOfStock: number;
  lostUnitsDuringRecovery: number;
  lostUnits: number;
  lostRevenue: number;
  lostProfit: number;
  safetyStockUnits: number;
  /** Reorder when stock on hand (plus inbound) falls to this many units; rounded up to whole units. */
  reorderPointUnits: number;
}

const LIMITS = { maxUnitsPerDay: 1_000_000, maxDays: 3650, maxMoney: 100_000 } as const;

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor + (value >= 0 ? 1e-9 : -1e-9)) / factor;
}

function validate(input: LostSalesInput): FieldIssue[] {
  const errors: FieldIssue[] = [];
  const rate = { min: 0, max: LIMITS.maxUnitsPerDay };
  if ((input.unitsPerDay === undefined) === (input.unitsPerMonth === undefined)) {
    errors.push({ path: "unitsPerDay", message: "Enter either units per day or units per month (one of the two)." });
  } else {
    checkOptionalNumber(errors, "unitsPerDay", input.unitsPerDay, { label: "Units per day", ...rate });
    checkOptionalNumber(errors, "unitsPerMonth", input.unitsPerMonth, {
      label: "Units per month",
      min: 0,
      max: rate.max * DAYS_PER_MONTH,
    });
  }
  const days = (label: string) => ({ label, unit: "days", min: 0, max: LIMITS.maxDays });
  checkNumber(errors, "daysOutOfStock", input.daysOutOfStock, days("Days out of stock"));
  checkNumber(errors, "price", input.price, { label: "Price", min: 0, max: LIMITS.maxMoney });
  if ((input.unitProfit === undefined) === (input.marginPercent === undefined)) {
    errors.push({ path: "unitProfit", message: "Enter either profit per unit or margin % (one of the two)." });
  } else {
    checkOptionalNumber(errors, "unitProfit", input.unitProfit, {
      label: "Profit per unit",
      min: -LIMITS.maxMoney,
      max: LIMITS.maxMoney,
    });
    checkOptionalNumber(errors, "marginPercent", input.marginPercent, {
      label: "Margin",
      unit: "%",
      min: -100,
      max: 100,
    });
  }
  checkOptionalNumber(errors, "recoveryDays", input.recoveryDays, days("Recovery period"));
  checkOptionalNumber(errors, "recoveryStartPercent", input.recoveryStartPercent, {
    label: "Sales on restock day",
    unit: "%",
    min: 0,
    max: 100,
  });
  checkOptionalNumber(errors, "leadTimeDays", input.leadTimeDays, days("Lead time"));
  checkOptionalNumber(errors, "safetyStockDays", input.safetyStockDays, days("Safety stock"));
  return errors;
}

export function calculateLostSales(input: LostSalesInput): Result<LostSalesResult> {
  const errors = validate(input ?? ({} as LostSalesInput));
  if (errors.length > 0) return fail(errors);

  const unitsPerDay = input.unitsPerDay ?? (input.unitsPerMonth ?? 0) / DAYS_PER_MONTH;
  const unitProfit = input.unitProfit ?? (input.price * (input.marginPercent ?? 0)) / 100;
  const recoveryDays = input.recoveryDays ?? 0;
  const startShare = (input.recoveryStartPercent ?? 0) / 100;

  const lostWhileOut = unitsPerDay * input.daysOutOfStock;
  const lostInRecovery = (unitsPerDay * recoveryDays * (1 - startShare)) / 2;
  const lostUnits = lostWhileOut + lostInRecovery;
  const safetyStockUnits = unitsPerDay * (input.safetyStockDays ?? 0);
  const reorderPoint = unitsPerDay * (input.leadTimeDays ?? 0) + safetyStockUnits;

  return ok({
    unitsPerDay: round(unitsPerDay, 4),
    unitProfit: round(unitProfit, 2),
    lostUnitsWhileOutOfStock: round(lostWhileOut, 2),
    lostUnitsDuringRecovery: round(lostInRecovery, 2),
    lostUnits: round(lostUnits, 2),
    lostRevenue: round(lostUnits * input.price, 2),
    lostProfit: round(lostUnits * unitProfit, 2),
    safetyStockUnits: Math.ceil(round(safetyStockUnits, 6)),
    reorderPointUnits: Math.ceil(round(reorderPoint, 6)),
  });
}
