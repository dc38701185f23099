/**
 * The files to read after a drop: those already loaded and the new ones, a new file replacing a loaded one of the same
 * name (a fresher download of the same report), so reports can be added one drop at a time. The file tools that read
 * several reports share it (the reimbursement finder, the low-inventory-level fee predictor).
 */
export function addFiles<T extends { name: string }>(loaded: readonly T[], added: readonly T[]): T[] {
  const names = new Set(added.map((file) => file.name));
  return [...loaded.filter((file) => !names.has(file.name)), ...added];
}
