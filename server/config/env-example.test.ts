import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readSiteConfig, SITE_ENV_VARIABLES } from "~/settings/config";
import { readSameSitePolicy } from "../http/api-http";
import { readLeadsConfig } from "../leads/leads-config";
import { parseLogLevel } from "../logging/logger";
import { strictTransportSecurity } from "../site/content-security-policy";
import { PROJECT_ROOT } from "./project-paths";
import { readServerConfig } from "./server-config";

/** .env.example as the environment a deployment would get from it. */
function exampleEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of readFileSync(path.join(PROJECT_ROOT, ".env.example"), "utf8").split("\n")) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match) env[match[1]!] = match[2]!;
  }
  return env;
}

describe(".env.example", () => {
  it("is accepted as it stands by every settings reader", () => {
    const env = exampleEnv();
    expect(() => readSiteConfig(env)).not.toThrow();
    expect(readLeadsConfig(env).databaseUrl).toBeNull();
    expect(readSameSitePolicy(env).primaryOrigin).toBe("https://marginatlas.com");
    expect(readServerConfig(env)).toEqual({
      port: 3000,
      host: "127.0.0.1",
      trustedProxyAddresses: [],
      editor: { at: "own origin", origin: "https://edit.marginatlas.com" },
    });
    expect(strictTransportSecurity(env)).toBe("max-age=31536000");
    expect(parseLogLevel(env.LOG_LEVEL)).toBe("info");
  });

  it("lists every variable the server, the build and the tests read", () => {
    const documented = Object.keys(exampleEnv());
    const read = [
      "PORT",
      "HOST",
      "NODE_ENV",
      "LOG_LEVEL",
      "HSTS_MAX_AGE",
      "TRUSTED_PROXY_ADDRESSES",
      "CMS_ORIGIN",
      "BUILD_DIR",
      "DATABASE_URL",
      "DATA_DIR",
      "SLACK_WEBHOOK_URL",
      "RATE_LIMIT_BURST",
      "RATE_LIMIT_PER_MINUTE",
      "RATE_LIMIT_DISABLED",
      "WRITE_ALLOWED_ORIGINS",
      "VITALS_MAX_REPORTS_PER_MINUTE",
      "VITALS_MAX_REPORTS_PER_DAY",
      ...SITE_ENV_VARIABLES,
      "TEST_DATABASE_URL",
      "E2E_PORT",
      "CHROMIUM_PATH",
    ];
    expect(SITE_ENV_VARIABLES).toContain("GUIDE_VIDEO_URL");
    expect(read.filter((name) => !documented.includes(name))).toEqual([]);
  });
});
