/**
 * The aliases worth showing next to a KPI's name: duplicates (by letters and digits, ignoring case) and aliases
 * that only repeat the name or its parenthesised part are dropped. "ACoS (Advertising Cost of Sales)" with
 * ["ACoS", "ACOS", "Advertising cost of sales", "Ad cost of sale"] shows just "Ad cost of sale".
 */
const key = (text: string) => text.toLowerCase().replace(/[^a-z0-9%]+/g, "");

export function distinctAliases(name: string, aliases: readonly string[]): string[] {
  const seen = new Set([
    key(name),
    ...[...name.matchAll(/\(([^)]*)\)/g)].map((match) => key(match[1] ?? "")),
    key(name.replace(/\s*\([^)]*\)\s*/g, " ")),
  ]);
  const result: string[] = [];
  for (const alias of aliases) {
    const aliasKey = key(alias);
    if (aliasKey === "" || seen.has(aliasKey)) continue;
    seen.add(aliasKey);
    result.push(alias);
  }
  return result;
}

/** The name without a trailing parenthesis: "ACoS (Advertising Cost of Sales)" -> "ACoS". */
export function shortName(name: string): string {
  const short = name.replace(/\s*\([^)]*\)\s*$/, "").trim();
  return short || name;
}
