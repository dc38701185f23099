import path from "node:path";
import { DEFAULT_SUPPORT_EMAIL } from "~/leads/submission-error";
import { DEFAULT_DATA_DIR, PROJECT_ROOT } from "../config/project-paths";
import { ConfigurationError } from "../config/server-config";
import { DEFAULT_RATE_LIMIT, type RateLimitOptions } from "../http/rate-limit";
import { DEFAULT_VITALS_MAX_REPORTS_PER_DAY, DEFAULT_VITALS_MAX_REPORTS_PER_MINUTE } from "../vitals/vitals";
import { VITALS_RATE_LIMIT } from "../vitals/vitals-api";

/**
 * The leads backend's settings, read from the environment once. Invalid values fail fast at start-up
 * with a message naming the variable, rather than surfacing later as odd behaviour.
 */

export interface LeadsConfig {
  /** PostgreSQL connection string; unset means embedded PGlite under dataDir. */
  databaseUrl: string | null;
  dataDir: string;
  slackWebhookUrl: string | null;
  supportEmail: string;
  rateLimit: RateLimitOptions | false;
  /** VITALS_MAX_REPORTS_PER_MINUTE: Web Vitals reports stored per minute by the whole site (every instance). */
  vitalsMaxReportsPerMinute: number;
  /** VITALS_MAX_REPORTS_PER_DAY: Web Vitals reports stored per UTC day by the whole site: bounds the table. */
  vitalsMaxReportsPerDay: number;
  /** VITALS_RATE_LIMIT_BURST / _PER_MINUTE: each client's bucket of vitals reports; off with RATE_LIMIT_DISABLED. */
  vitalsRateLimit: RateLimitOptions | false;
}

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new ConfigurationError(`${name} must be a positive number (got "${raw}")`);
  return value;
}

export function readLeadsConfig(env: NodeJS.ProcessEnv = process.env): LeadsConfig {
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigurationError("DATABASE_URL must start with postgres:// or postgresql://");
  }
  const slackWebhookUrl = env.SLACK_WEBHOOK_URL?.trim() || null;
  if (slackWebhookUrl && !/^https?:\/\//.test(slackWebhookUrl)) {
    throw new ConfigurationError("SLACK_WEBHOOK_URL must be an http(s) URL (https://hooks.slack.com/services/...)");
  }
  const rateLimitDisabled = ["1", "true", "yes"].includes(env.RATE_LIMIT_DISABLED?.trim().toLowerCase() ?? "");
  return {
    databaseUrl,
    // Relative DATA_DIR is relative to the project, not to wherever the process was started.
    dataDir: env.DATA_DIR?.trim() ? path.resolve(PROJECT_ROOT, env.DATA_DIR.trim()) : DEFAULT_DATA_DIR,
    slackWebhookUrl,
    supportEmail: env.SUPPORT_EMAIL?.trim() || DEFAULT_SUPPORT_EMAIL,
    vitalsMaxReportsPerMinute: Math.floor(
      positiveNumber(env, "VITALS_MAX_REPORTS_PER_MINUTE", DEFAULT_VITALS_MAX_REPORTS_PER_MINUTE),
    ),
    vitalsMaxReportsPerDay: Math.floor(
      positiveNumber(env, "VITALS_MAX_REPORTS_PER_DAY", DEFAULT_VITALS_MAX_REPORTS_PER_DAY),
    ),
    rateLimit: rateLimitDisabled
      ? false
      : {
          burst: positiveNumber(env, "RATE_LIMIT_BURST", DEFAULT_RATE_LIMIT.burst),
          perMinute: positiveNumber(env, "RATE_LIMIT_PER_MINUTE", DEFAULT_RATE_LIMIT.perMinute),
        },
    vitalsRateLimit: rateLimitDisabled
      ? false
      : {
          burst: positiveNumber(env, "VITALS_RATE_LIMIT_BURST", VITALS_RATE_LIMIT.burst),
          perMinute: positiveNumber(env, "VITALS_RATE_LIMIT_PER_MINUTE", VITALS_RATE_LIMIT.perMinute),
        },
  };
}
