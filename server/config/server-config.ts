import { isIP } from "node:net";

/** A setting the server cannot start with (an environment variable), explained in one line. No stack trace. */
export class ConfigurationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigurationError";
  }
}

/**
 * Where the server listens and whom it believes about the client's address. Pure: read from the
 * environment once at start-up; a bad value stops the start with one line naming the variable.
 */
export interface ServerConfig {
  port: number;
  /** HOST: loopback unless told otherwise, so only a proxy on the same machine (nginx) reaches the instance. */
  host: string;
  /**
   * TRUSTED_PROXY_ADDRESSES: the proxies (nginx) whose X-Forwarded-For names the client. From anyone else
   * the header is ignored: a client reaching the instance directly cannot choose its own address (and so
   * its own rate-limit bucket).
   */
  trustedProxyAddresses: string[];
  /** Where the content editor (/admin/, app/pages/admin) is served: see EditorPlacement. */
  editor: EditorPlacement;
}

/**
 * The content editor keeps a GitHub token in its origin's storage, which every page of that origin can read, so in
 * production it has an origin of its own (CMS_ORIGIN, e.g. https://edit.marginatlas.com: the same build, another host
 * name), and the site's origin answers /admin/ with a redirect there. Without CMS_ORIGIN it stays at /admin/ on the
 * site's origin for local use, and in production (NODE_ENV=production) it is not served at all.
 */
export type EditorPlacement = { at: "own origin"; origin: string } | { at: "site origin" } | { at: "nowhere" };

function readEditorPlacement(env: NodeJS.ProcessEnv): EditorPlacement {
  const raw = env.CMS_ORIGIN?.trim();
  if (!raw) return env.NODE_ENV === "production" ? { at: "nowhere" } : { at: "site origin" };
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== raw.replace(/\/$/, ""))
    throw new ConfigurationError(
      `CMS_ORIGIN must be the content editor's own origin, a scheme and a host name with no path, e.g. https://edit.marginatlas.com (got "${raw}")`,
    );
  return { at: "own origin", origin: url.origin };
}

/** Express's names for address ranges ("trust proxy"), besides addresses and CIDR networks. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrNetwork(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  if (env.TRUST_PROXY_HOPS?.trim()) {
    throw new ConfigurationError(
      "TRUST_PROXY_HOPS is no longer read (trusting a number of hops let any client that reached an instance choose its own address): set TRUSTED_PROXY_ADDRESSES to the address nginx connects from, e.g. 127.0.0.1 on the same machine, and unset TRUST_PROXY_HOPS.",
    );
  }
  const rawPort = env.PORT?.trim() || "3000";
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || port < 1 || port > 65_535)
    throw new ConfigurationError(`PORT must be a port number (got "${rawPort}")`);
  const trustedProxyAddresses = (env.TRUSTED_PROXY_ADDRESSES ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = trustedProxyAddresses.find((entry) => !isAddressOrNetwork(entry));
  if (bad !== undefined) {
    throw new ConfigurationError(
      `TRUSTED_PROXY_ADDRESSES: "${bad}" is not an IP address or network (e.g. 127.0.0.1, 10.0.0.0/8, ::1, or loopback)`,
    );
  }
  return { port, host: env.HOST?.trim() || "127.0.0.1", trustedProxyAddresses, editor: readEditorPlacement(env) };
}
