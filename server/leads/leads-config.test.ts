import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_DATA_DIR, PROJECT_ROOT } from "../config/project-paths";
import { readLeadsConfig } from "./leads-config";

describe("readLeadsConfig", () => {
  it("defaults to PGlite under ./data, no Slack, the default support address and rate limit", () => {
    expect(readLeadsConfig({})).toEqual({
      databaseUrl: null,
      dataDir: DEFAULT_DATA_DIR,
      slackWebhookUrl: null,
      supportEmail: "support@marginatlas.com",
      rateLimit: { burst: 10, perMinute: 6 },
      vitalsMaxReportsPerMinute: 600,
      vitalsMaxReportsPerDay: 10_000,
      vitalsRateLimit: { burst: 30, perMinute: 60 },
    });
  });

  it("reads every variable; a relative DATA_DIR is relative to the project", () => {
    expect(
      readLeadsConfig({
        DATABASE_URL: "postgres://u:p@db:5432/site",
        DATA_DIR: "var/leads",
        SLACK_WEBHOOK_URL: "https://hooks.slack.com/services/T/B/X",
        SUPPORT_EMAIL: "help@marginatlas.com",
        RATE_LIMIT_BURST: "5",
        RATE_LIMIT_PER_MINUTE: "2",
        VITALS_MAX_REPORTS_PER_MINUTE: "120",
        VITALS_MAX_REPORTS_PER_DAY: "5000",
        VITALS_RATE_LIMIT_BURST: "300",
        VITALS_RATE_LIMIT_PER_MINUTE: "900",
      }),
    ).toEqual({
      databaseUrl: "postgres://u:p@db:5432/site",
      dataDir: path.join(PROJECT_ROOT, "var/leads"),
      slackWebhookUrl: "https://hooks.slack.com/services/T/B/X",
      supportEmail: "help@marginatlas.com",
      rateLimit: { burst: 5, perMinute: 2 },
      vitalsMaxReportsPerMinute: 120,
      vitalsMaxReportsPerDay: 5000,
      vitalsRateLimit: { burst: 300, perMinute: 900 },
    });
    expect(readLeadsConfig({ RATE_LIMIT_DISABLED: "true" })).toMatchObject({
      rateLimit: false,
      vitalsRateLimit: false,
    });
  });

  it("fails fast, naming the variable, on a bad value", () => {
    expect(() => readLeadsConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => readLeadsConfig({ SLACK_WEBHOOK_URL: "hooks.slack.com" })).toThrow(/SLACK_WEBHOOK_URL/);
    expect(() => readLeadsConfig({ RATE_LIMIT_BURST: "lots" })).toThrow(/RATE_LIMIT_BURST/);
    expect(() => readLeadsConfig({ VITALS_MAX_REPORTS_PER_MINUTE: "0" })).toThrow(/VITALS_MAX_REPORTS_PER_MINUTE/);
    expect(() => readLeadsConfig({ VITALS_RATE_LIMIT_PER_MINUTE: "-1" })).toThrow(/VITALS_RATE_LIMIT_PER_MINUTE/);
  });
});
