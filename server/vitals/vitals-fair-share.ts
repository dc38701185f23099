import { createHmac } from "node:crypto";
import { isIPv6 } from "node:net";

/**
 * Which network a Web Vitals report counts for, and the code it is stored under (issue 51, part 3). Pure.
 *
 * A report's weight and its place in the budgets are its network's, not its address's: ten addresses each under
 * their own limits steered the stored p75 of /pricing, and an IPv6 /48 is 65,536 /64s. So an IPv4 address counts as
 * its /24 and an IPv6 address as its /48 (a site's, or 256 home subscribers' /56s; IPv4-mapped IPv6 addresses are
 * read as IPv4): a crowd needs many networks, not many addresses, to count many times. Real visitors behind one
 * carrier's /24 count together too, which is why a network's reports are discounted, never refused outright.
 */
export function networkOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ipv4 = mapped ? mapped[1]! : /^\d+\.\d+\.\d+\.\d+$/.test(address) ? address : null;
  if (ipv4) return `${ipv4.split(".").slice(0, 3).join(".")}.0/24`;
  if (!isIPv6(address)) return address;
  const [head = "", tail = ""] = address.toLowerCase().split("%")[0]!.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = address.includes("::") ? (tail ? tail.split(":") : []) : [];
  // An embedded IPv4 tail (64:ff9b::1.2.3.4) stands for two groups.
  const embeddedIpv4 = tailGroups.at(-1)?.includes(".") ? 1 : 0;
  const missing = 8 - headGroups.length - tailGroups.length - embeddedIpv4;
  const groups = [...headGroups, ...Array<string>(Math.max(missing, 0)).fill("0"), ...tailGroups];
  return `${groups
    .slice(0, 3)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/48`;
}

/**
 * The network's code for a day: the first 8 bytes of HMAC-SHA-256 under the day's random key (a signed 64-bit
 * integer, as PostgreSQL's bigint, written in decimal). The same network gets the same code all day and another the
 * next; once the day's key is deleted, no one can tell which network a code stood for (matching a code to a network
 * then takes guessing the key: 32 random bytes).
 */
export function networkCode(dayKey: Uint8Array, network: string): string {
  return createHmac("sha256", dayKey).update(network).digest().readBigInt64BE(0).toString();
}

/**
 * A network's first reports of a UTC day: past them, its reports are repeats, which may use at most half of the
 * minute's and of the day's budget (db/migrations/0019). Ten page views a day is more than most visitors make; a
 * network past them still stores its reports while the repeats' half has room. To spend the day's budget (10,000 by
 * default, 5,000 of it for repeats at most) a crowd then needs 500 networks.
 */
export const FIRST_REPORTS_PER_NETWORK_PER_DAY = 10;
