import type { SizeTierId } from "~/fba-fees";

const extraLargeTiers: readonly SizeTierId[] = [
  "extra-large-0-50",
  "extra-large-50-70",
  "extra-large-70-150",
  "extra-large-150-plus",
];

export interface AmazonTier {
  /** The string as it appears in the report. */
  raw: string;
  /**
   * The tiers of our engine this string can mean: one tier, or all four extra-large bands when the string
   * names no weight band (`UsExtraLarge`). Empty when the string is unknown or a pre-2024 tier name.
   */
  tiers: readonly SizeTierId[];
  /** Set when `tiers` is empty: why the string could not be read. */
  problem: string | null;
}

/**
 * Reads Amazon's `product-size-tier` in its API form (`UsSmallStandardSize`, `SmallBulky`) or its help-page
 * form (`Small standard`, `Extra-large 50+ to 70 lb`). Camel case is split, a leading "us" and the word
 * "size" are dropped. UNVERIFIED (research 3.3): the codes for large bulky and the extra-large bands were
 * not seen in a real file; this accepts every plausible spelling and reports anything else as unknown.
 */
export function readAmazonTier(raw: string): AmazonTier {
  const words = raw
    .replace(/([a-z])([A-Z0-9])/g, "$1 $2")
    .toLowerCase()
    .replace(/[-_]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^us /, "")
    .replace(/ size\b/g, "")
    .trim();
  const found = (tiers: readonly SizeTierId[]): AmazonTier => ({ raw, tiers, problem: null });
  if (words === "") return { raw, tiers: [], problem: "Amazon's size tier is empty." };
  if (words === "small standard") return found(["small-standard"]);
  if (words === "large standard") return found(["large-standard"]);
  if (words === "small bulky") return found(["small-bulky"]);
  if (words === "large bulky") return found(["large-bulky"]);
  if (words.startsWith("extra large") || words.startsWith("overmax")) {
    const band = words.replace(/^(extra large|overmax)/, "").replace(/\s/g, "");
    if (band === "") return found(extraLargeTiers);
    if (/^150(\+|plus)/.test(band)) return found(["extra-large-150-plus"]);
    if (/^0(to|-)50/.test(band)) return found(["extra-large-0-50"]);
    if (/^50\+?(to|-)70/.test(band)) return found(["extra-large-50-70"]);
    if (/^70\+?(to|-)150/.test(band)) return found(["extra-large-70-150"]);
    return { raw, tiers: [], problem: `Unknown extra-large weight band "${raw}".` };
  }
  if (/oversize/.test(words)) {
    return {
      raw,
      tiers: [],
      problem: `"${raw}" is a size tier name Amazon retired on Feb 5, 2024; the report may be old.`,
    };
  }
  return { raw, tiers: [], problem: `Unknown size tier "${raw}".` };
}

/** Whether our computed tier is one Amazon's string allows. */
export function tierMatches(amazon: AmazonTier, computed: SizeTierId): boolean {
  return amazon.tiers.includes(computed);
}
