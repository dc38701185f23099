import express, { type Request, type Response } from "express";
import { LEADS_API_PATHS } from "~/leads/endpoints";
import { isHoneypotFilled } from "~/leads/honeypot";
import {
  emailSignupRequestSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  notifySlackBodySchema,
  prospectInsertSchema,
  signupRequestSchema,
} from "~/leads/schema";
import { DEFAULT_SUPPORT_EMAIL, type LeadsApiSuccessResponse } from "~/leads/submission-error";
import type { Database } from "../database/open-database";
import {
  ApiError,
  apiErrorHandler,
  exactPostPaths,
  jsonBody,
  noStore,
  parseBody,
  rateLimited,
  readSameSitePolicy,
  sameSiteOnly,
  validationError,
  visitorWrite,
} from "../http/api-http";
import { createRateLimiter, DEFAULT_RATE_LIMIT, type RateLimitOptions } from "../http/rate-limit";
import type { SameSitePolicy } from "../http/same-site-write";
import { silentLogger, type Logger } from "../logging/logger";
import { findUnannouncedProspects, IdempotencyKeyReusedError, insertEmailSignup, insertProspect } from "./leads-store";

/**
 * The public leads API. Mount it on the site's express app (`app.use(createLeadsApi(...))`); requests to
 * other paths fall through untouched. Page-speed reports (POST /api/vitals) have their own router, vitals-api.ts.
 *
 *   POST /rest/v1/prospects         contact popup          -> 201 { ok: true }
 *   POST /api/signup                /signup trial form     -> 201 { ok: true }
 *   POST /api/email-signups         newsletter, tools gate -> 201 { ok: true } (repeat signup too)
 *   POST /functions/v1/notify-slack nudge Slack delivery   -> 202 { ok: true }
 *
 * Every failure is `{ error: { kind, message, issues?, retryAfterSeconds? } }` (LeadsApiErrorResponse, api-http.ts).
 * Bad input is always a 4xx; an unreachable database a 503 with Retry-After; only an unexpected failure is a 500,
 * with the fallback text (details logged).
 */

/** Shared with the browser (app/leads/endpoints.ts), so both sides name the same paths. */
export { LEADS_API_PATHS, readSameSitePolicy };

const LEAD_PATHS = [
  LEADS_API_PATHS.prospects,
  LEADS_API_PATHS.signup,
  LEADS_API_PATHS.emailSignups,
  LEADS_API_PATHS.notifySlack,
];

export interface LeadsApiOptions {
  db: Database;
  /** Shown in the security-policy and fallback messages. Default support@marginatlas.com. */
  supportEmail?: string;
  /** The Slack delivery worker (or anything that can be nudged when a prospect may be due). */
  slack: { nudge(): void };
  /** Per-client token bucket (req.ip). `false` disables it (benchmarks). */
  rateLimit?: RateLimitOptions | false;
  /**
   * Which pages may post: SITE_PRIMARY_HOST, WRITE_ALLOWED_ORIGINS and, outside production, the host the
   * request was addressed to. Default: read from the environment.
   */
  sameSite?: SameSitePolicy;
  /** JSON body limit in bytes; larger bodies get 413. */
  bodyLimitBytes?: number;
  /** How far back notify-slack looks for the prospect it names. */
  notifyLookupWindowMinutes?: number;
  logger?: Logger;
  now?: () => Date;
}

/**
 * Room for the largest valid body: the form (~2.7k characters), the attribution, and 50 viewed pages of up
 * to 1,000 characters each (the attribution module's own caps).
 */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;

const IDEMPOTENCY_CONFLICT_MESSAGE = "This form was already sent with different details. Please send it again.";

/** Random (version 4) UUIDs only: a key anyone could guess (all zeros, a time-based one) is no key. */
function parseIdempotencyKey(req: Request): string | null {
  const header = req.get(IDEMPOTENCY_KEY_HEADER);
  if (header === undefined || header.trim() === "") return null;
  const parsed = idempotencyKeySchema.safeParse(header.trim());
  if (!parsed.success) {
    throw validationError([
      {
        path: IDEMPOTENCY_KEY_HEADER,
        message: parsed.error.issues[0]?.message ?? `${IDEMPOTENCY_KEY_HEADER} must be a random (version 4) UUID`,
      },
    ]);
  }
  return parsed.data.toLowerCase();
}

function sendOk(res: Response, status: 201 | 202): void {
  const body: LeadsApiSuccessResponse = { ok: true };
  res.status(status).json(body);
}

export function createLeadsApi(options: LeadsApiOptions): express.Router {
  const { db, slack } = options;
  const supportEmail = options.supportEmail ?? DEFAULT_SUPPORT_EMAIL;
  const logger = options.logger ?? silentLogger;
  const now = options.now ?? (() => new Date());
  const notifyWindowMs = (options.notifyLookupWindowMinutes ?? 60) * 60_000;
  const limiter =
    options.rateLimit === false
      ? null
      : createRateLimiter(options.rateLimit ?? DEFAULT_RATE_LIMIT, () => now().getTime());

  const sameSite = options.sameSite ?? readSameSitePolicy();
  // Exact paths only (no case or trailing-slash variants): one door per endpoint, the one nginx limits.
  const router = express.Router({ caseSensitive: true, strict: true });

  const paths = exactPostPaths(router, LEAD_PATHS);
  paths.notFoundVariants();
  const parseJson = jsonBody(options.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES);
  const context = { supportEmail, logger };
  const sameSiteWrite = sameSiteOnly(sameSite, logger);

  /** A lead's own errors first (a reused key), then the database's (api-http.ts). */
  const storeVisitorWrite = <T>(write: () => Promise<T>): Promise<T> =>
    visitorWrite(async () => {
      try {
        return await write();
      } catch (error) {
        if (!(error instanceof IdempotencyKeyReusedError)) throw error;
        logger.info("[leads] an Idempotency-Key came back with other details; answered 422");
        throw new ApiError(422, { kind: "idempotency_conflict", message: IDEMPOTENCY_CONFLICT_MESSAGE });
      }
    }, context);

  const writeRoute = (path: string, handler: (req: Request, res: Response) => Promise<void>) => {
    router.post(path, noStore, sameSiteWrite, rateLimited(limiter, "write"), parseJson, async (req, res) => {
      if (isHoneypotFilled(req.body)) {
        // Same answer as a real success so the bot learns nothing; nothing is stored.
        logger.info(`[leads] honeypot filled on ${path}; submission dropped`);
        sendOk(res, 201);
        return;
      }
      await handler(req, res);
    });
  };

  writeRoute(LEADS_API_PATHS.prospects, async (req, res) => {
    const idempotencyKey = parseIdempotencyKey(req);
    const { website: _honeypot, ...prospect } = parseBody(prospectInsertSchema, req.body);
    const { inserted } = await storeVisitorWrite(() => insertProspect(db, prospect, "contact_popup", idempotencyKey));
    if (inserted) slack.nudge();
    sendOk(res, 201);
  });

  writeRoute(LEADS_API_PATHS.signup, async (req, res) => {
    const idempotencyKey = parseIdempotencyKey(req);
    const { website: _honeypot, ...signup } = parseBody(signupRequestSchema, req.body);
    const { inserted } = await storeVisitorWrite(() =>
      insertProspect(db, { ...signup, message: null }, "signup", idempotencyKey),
    );
    if (inserted) slack.nudge();
    sendOk(res, 201);
  });

  writeRoute(LEADS_API_PATHS.emailSignups, async (req, res) => {
    const signup = parseBody(emailSignupRequestSchema, req.body);
    // A repeat of (list, email) stores nothing and is still a success: the visitor is subscribed.
    await storeVisitorWrite(() => insertEmailSignup(db, signup));
    sendOk(res, 201);
  });

  router.post(
    LEADS_API_PATHS.notifySlack,
    noStore,
    sameSiteWrite,
    rateLimited(limiter, "notify"),
    parseJson,
    async (req, res) => {
      const { record } = parseBody(notifySlackBodySchema, req.body);
      // The body only names a prospect; the message is built from the stored row by the delivery worker.
      // The answer is the same whether or not one was found, so this cannot probe who submitted what.
      const since = new Date(now().getTime() - notifyWindowMs);
      const ids = await findUnannouncedProspects(db, record, since);
      if (ids.length > 0) slack.nudge();
      else logger.info("[leads] notify-slack named no unannounced prospect; nothing to do");
      sendOk(res, 202);
    },
  );

  paths.onlyPost();

  // Errors from the handlers above or the database.
  router.use(apiErrorHandler(context));

  return router;
}
