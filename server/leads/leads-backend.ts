import express from "express";
import { openDatabase, type Database } from "../database/open-database";
import { allowedOriginsLine, readSameSitePolicy } from "../http/api-http";
import type { Logger } from "../logging/logger";
import { createSlackOutbox, type SlackOutbox } from "../slack/slack-outbox";
import { startVitalsPruning } from "../vitals/vitals";
import { createVitalsApi } from "../vitals/vitals-api";
import { createLeadsApi } from "./leads-api";
import { readLeadsConfig, type LeadsConfig } from "./leads-config";

/**
 * Everything the site's server needs for leads, in one call:
 *
 *   const leads = await startLeadsBackend({ pagePaths }); // reads process.env, opens the DB, migrates, starts Slack delivery and vitals pruning
 *   app.use(leads.router);                          // POST /rest/v1/prospects, /api/signup, /api/email-signups, /functions/v1/notify-slack (leads-api.ts), /api/vitals (vitals-api.ts)
 *   process.on("SIGTERM", () => leads.close());     // stops the worker, then closes the DB
 *
 * startLeadsBackend() rejects with a DatabaseSetupError when the database role lacks something (not a
 * member of anon, no CREATE on the schema, a migration refused): print startupFailureMessage(error), one
 * line naming the fix, and exit 1. close() stops claiming, waits for the Slack post in flight (at most the
 * 5 s request timeout) so it is marked delivered rather than posted again, then closes the database.
 */

export interface LeadsBackend {
  router: express.Router;
  db: Database;
  slack: SlackOutbox;
  config: LeadsConfig;
  close(): Promise<void>;
}

export async function startLeadsBackend(options: {
  /** The prerendered pages' paths: the only paths Web Vitals reports are taken for. */
  pagePaths: ReadonlySet<string>;
  config?: LeadsConfig;
  logger?: Logger;
  env?: NodeJS.ProcessEnv;
}): Promise<LeadsBackend> {
  const env = options.env ?? process.env;
  const config = options.config ?? readLeadsConfig(env);
  const logger = options.logger ?? console;
  const db = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl, logger } : { dataDir: config.dataDir, logger },
  );
  logger.info(`[leads] storing leads in ${db.location}`);
  const slack = createSlackOutbox({ db, webhookUrl: config.slackWebhookUrl, logger });
  slack.start();
  // Field speed measurements are kept 90 days.
  const vitalsPruning = startVitalsPruning(db, logger);
  const sameSite = readSameSitePolicy(env);
  // A newcomer running production locally learns at once which pages may post (and which setting adds one).
  if (env.NODE_ENV === "production") logger.info(allowedOriginsLine(sameSite));
  const router = express.Router();
  router.use(
    createLeadsApi({ db, slack, supportEmail: config.supportEmail, rateLimit: config.rateLimit, sameSite, logger }),
    createVitalsApi({
      db,
      pagePaths: options.pagePaths,
      maxReportsPerMinute: config.vitalsMaxReportsPerMinute,
      maxReportsPerDay: config.vitalsMaxReportsPerDay,
      supportEmail: config.supportEmail,
      rateLimit: config.vitalsRateLimit,
      sameSite,
      logger,
    }),
  );
  let closing: Promise<void> | null = null;
  return {
    router,
    db,
    slack,
    config,
    close() {
      closing ??= (async () => {
        vitalsPruning.stop();
        await slack.stop();
        await db.close();
      })();
      return closing;
    },
  };
}
