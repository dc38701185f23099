import { isIPv6 } from "node:net";

/**
 * Which Web Vitals reports are an address's first of the minute (issue 40, item 1). The database lets an address's
 * further reports ("repeats") use at most half of the minute's and the day's budget (db/migrations/0018), so a flood
 * from a few addresses cannot crowd out the first report of everyone else. Pure apart from its memory of the
 * current minute; one per instance (an address that reaches two instances is new to each).
 */

/**
 * The address a report counts for: an IPv6 address's /64 (one subscriber's network gets a /64 or more, and picks any
 * address in it freely), an IPv4 address as it is (IPv4-mapped IPv6 addresses are read as IPv4).
 */
export function addressGroup(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1] as string;
  if (!isIPv6(address)) return address;
  const [head = "", tail = ""] = address.toLowerCase().split("%")[0]!.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = address.includes("::") ? (tail ? tail.split(":") : []) : [];
  // An embedded IPv4 tail (64:ff9b::1.2.3.4) stands for two groups.
  const embeddedIpv4 = tailGroups.at(-1)?.includes(".") ? 1 : 0;
  const missing = 8 - headGroups.length - tailGroups.length - embeddedIpv4;
  const groups = [...headGroups, ...Array<string>(Math.max(missing, 0)).fill("0"), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/**
 * Addresses remembered per minute at most. Past it, a new address's report counts as a repeat: a minute with more
 * distinct addresses than this is a flood (the default budget stores 600 reports a minute), and memory stays bounded.
 */
export const MAX_ADDRESSES_PER_MINUTE = 50_000;

export interface FirstReportTracker {
  /** Whether this is the first report of `address`'s group in the minute starting at `minute` (ms); remembers it. */
  isFirst(address: string, minute: number): boolean;
}

export function createFirstReportTracker(maxAddresses = MAX_ADDRESSES_PER_MINUTE): FirstReportTracker {
  let currentMinute: number | null = null;
  const seen = new Set<string>();
  return {
    isFirst(address, minute) {
      if (minute !== currentMinute) {
        currentMinute = minute;
        seen.clear();
      }
      const group = addressGroup(address);
      if (seen.has(group) || seen.size >= maxAddresses) return false;
      seen.add(group);
      return true;
    },
  };
}
