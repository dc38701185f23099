import { createHash } from "node:crypto";

/**
 * The Content-Security-Policy of an HTML page. Inline scripts (consent defaults, the tag manager snippet,
 * Astro's island runtime, the speculation rules) are allowed by their SHA-256 hashes, so `script-src`
 * needs neither 'unsafe-inline' nor 'unsafe-eval': prerendered pages get their hashes at build time
 * (build/csp.json, build/nginx-csp-map.conf), the 404 page too (the server reads its policy from the manifest).
 *
 * Third parties are allowed only when the site is configured to load them (settings baked in at build):
 * Google Tag Manager with GTM_CONTAINER_ID, Crisp with CHAT_PROVIDER=crisp, the demo video's origin with
 * DEMO_VIDEO_URL. Styles keep 'unsafe-inline': React style attributes, each page's stylesheet (inline in its head,
 * astro.config.ts) and the `<style>` elements Radix's dialog and the toasts insert at run time need it (hashes would
 * cover the build's own blocks but not those), and an injected style cannot run code.
 */

export interface ThirdPartySources {
  gtmContainerId: string | null;
  chatProvider: "none" | "crisp";
  demoVideoUrl: string | null;
  /** The getting-started guide's video: its host is allowed like the demo's. */
  guideVideoUrl: string | null;
}

/** `<script>` elements without `src` whose type the browser executes (JSON-LD and other data blocks are not). */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
// Speculation rules are not code, but browsers check them against script-src like inline scripts.
const EXECUTABLE_TYPE = /^(|text\/javascript|application\/javascript|module|speculationrules)$/i;

function scriptAttribute(attributes: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, "i").exec(attributes);
  if (!match) return null;
  return match[1] ?? match[2] ?? match[3] ?? "";
}

/** 'sha256-...' sources for every inline executable script of a page, in document order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (scriptAttribute(attributes, "src") !== null) continue;
    const type = scriptAttribute(attributes, "type")?.trim() ?? "";
    if (!EXECUTABLE_TYPE.test(type)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

const GTM = {
  script: ["https://www.googletagmanager.com"],
  img: ["https://www.googletagmanager.com", "https://*.google-analytics.com", "https://*.googletagmanager.com"],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
};
// Crisp's documented sources for its chat widget.
const CRISP = {
  script: ["https://client.crisp.chat", "https://settings.crisp.chat"],
  style: ["https://client.crisp.chat"],
  img: ["https://client.crisp.chat", "https://image.crisp.chat", "https://storage.crisp.chat"],
  font: ["https://client.crisp.chat"],
  connect: [
    "https://client.crisp.chat",
    "https://storage.crisp.chat",
    "wss://client.relay.crisp.chat",
    "wss://stream.relay.crisp.chat",
  ],
  frame: ["https://game.crisp.chat"],
  media: ["https://client.crisp.chat"],
};

function originOf(url: string | null): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

export function buildContentSecurityPolicy(scriptHashes: readonly string[], sources: ThirdPartySources): string {
  const gtm = sources.gtmContainerId !== null;
  const crisp = sources.chatProvider === "crisp";
  const video = [...new Set([...originOf(sources.demoVideoUrl), ...originOf(sources.guideVideoUrl)])];
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...scriptHashes, ...(gtm ? GTM.script : []), ...(crisp ? CRISP.script : [])]],
    ["style-src", ["'self'", "'unsafe-inline'", ...(crisp ? CRISP.style : [])]],
    ["img-src", ["'self'", "data:", ...(gtm ? GTM.img : []), ...(crisp ? CRISP.img : [])]],
    ["font-src", ["'self'", ...(crisp ? CRISP.font : [])]],
    ["connect-src", ["'self'", ...(gtm ? GTM.connect : []), ...(crisp ? CRISP.connect : [])]],
    ["media-src", ["'self'", ...video, ...(crisp ? CRISP.media : [])]],
    ["frame-src", video.length > 0 || crisp ? [...video, ...(crisp ? CRISP.frame : [])] : ["'none'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");
}

/** HSTS: on in production unless HSTS_MAX_AGE=0; HSTS_MAX_AGE sets the lifetime in seconds. */
export function strictTransportSecurity(env: NodeJS.ProcessEnv = process.env): string | null {
  const raw = env.HSTS_MAX_AGE?.trim();
  const maxAge = raw ? Number(raw) : env.NODE_ENV === "production" ? 31_536_000 : 0;
  if (!Number.isInteger(maxAge) || maxAge < 0)
    throw new Error(`HSTS_MAX_AGE must be a whole number of seconds (got "${raw}")`);
  return maxAge > 0 ? `max-age=${maxAge}` : null;
}
