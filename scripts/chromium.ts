import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Debian's Chromium (never a downloaded browser) with the flags this machine needs. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const candidates = [
  process.env.CHROMIUM_PATH,
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
];

export function findChromium(): string | null {
  return candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate))) ?? null;
}

/** Finds Chromium, installing Debian's package when it is missing and we may (root with apt-get). */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  console.log("[chromium] not found: installing Debian's chromium package (apt-get install -y chromium)...");
  execFileSync("sh", ["-c", "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium"], {
    stdio: "inherit",
  });
  const installed = findChromium();
  if (!installed)
    throw new Error(
      "Chromium is required for the browser tests: install Debian's chromium package or set CHROMIUM_PATH.",
    );
  console.log(`[chromium] installed at ${installed}`);
  return installed;
}
