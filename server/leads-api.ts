import express, { type NextFunction, type Request, type Response } from "express";
import getRawBody from "raw-body";
import type { z } from "zod";
import { LEADS_API_PATHS } from "../app/leads/endpoints";
import { isHoneypotFilled } from "../app/leads/honeypot";
import { isRecord } from "../app/lib/guards";
import {
  emailSignupRequestSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  notifySlackBodySchema,
  prospectInsertSchema,
  signupRequestSchema,
  toFieldIssues,
  type FieldIssue,
} from "../app/leads/schema";
import {
  DEFAULT_SUPPORT_EMAIL,
  fallbackMessage,
  rateLimitedMessage,
  VALIDATION_FAILED_MESSAGE,
  type LeadsApiError,
  type LeadsApiErrorResponse,
  type LeadsApiSuccessResponse,
} from "../app/leads/submission-error";
import type { Database } from "./db";
import { mapDatabaseError } from "./database-errors";
import { vitalsReportSchema } from "../app/vitals/vitals-schema";
import { findUnannouncedProspects, IdempotencyKeyReusedError, insertEmailSignup, insertProspect } from "./leads-store";
import { silentLogger, type Logger } from "./logger";
import { createRateLimiter, DEFAULT_RATE_LIMIT, type RateLimitOptions } from "./rate-limit";
import { readSiteConfig } from "../app/site/config";
import { decideSameSiteWrite, parseAllowedOrigins, type SameSitePolicy } from "./same-site-write";
import { insertVitalsReport } from "./vitals";

/**
 * The public leads API. Mount it on the site's express app (`app.use(createLeadsApi(...))`); requests to
 * other paths fall through untouched.
 *
 *   POST /rest/v1/prospects         contact popup          -> 201 { ok: true }
 *   POST /api/signup                /signup trial form     -> 201 { ok: true }
 *   POST /api/email-signups         newsletter, tools gate -> 201 { ok: true } (repeat signup too)
 *   POST /functions/v1/notify-slack nudge Slack delivery   -> 202 { ok: true }
 *   POST /api/vitals                a page view's speed    -> 204 (app/vitals; the same write protections)
 *
 * Every failure is `{ error: { kind, message, issues?, retryAfterSeconds? } }` (LeadsApiErrorResponse).
 * Bad input is always a 4xx; only an unexpected failure is a 500, with the fallback text (details logged).
 */

/** Shared with the browser (app/leads/endpoints.ts), so both sides name the same paths. */
export { LEADS_API_PATHS };

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
/** A page view's speed report is a few hundred bytes. */
export const VITALS_BODY_LIMIT_BYTES = 2 * 1024;
/**
 * Every page view sends one report, so a visitor browsing fast sends more than a form allows: a bucket of its own,
 * still far below what could fill the table.
 */
export const VITALS_RATE_LIMIT: RateLimitOptions = { burst: 30, perMinute: 60 };

const MESSAGES = {
  payloadTooLarge: "This submission is too large. Please shorten your message and try again.",
  badJson: "The request body is not valid JSON.",
  badRequest: "The request could not be read. Please try again.",
  notAnObject: "The request body must be a JSON object",
  notJson: "Send the form as JSON (Content-Type: application/json).",
  crossSite: "Forms can be submitted only from pages of this website. Please reload the page and try again.",
  idempotencyConflict: "This form was already sent with different details. Please send it again.",
  notThisPath: "Not found. The API's paths are lower case, without a trailing slash.",
} as const;

/**
 * Sent with every answer given before the body was read (405, 404, 403, 415, 429, 413): the connection is
 * closed, so the rest of an upload is never read. Without it Node keeps the connection, and the unread
 * upload, open until its keep-alive timeout.
 */
const CLOSE_UNREAD_BODY = { Connection: "close" } as const;

const API_PATHS = new Set<string>(Object.values(LEADS_API_PATHS));

/** Another spelling of an API path (other case, trailing or doubled slashes, percent-encoding): never an endpoint. */
function isApiPathVariant(pathname: string): boolean {
  if (API_PATHS.has(pathname)) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  return API_PATHS.has(decoded.toLowerCase().replace(/\/{2,}/g, "/").replace(/(.)\/+$/, "$1"));
}

/** The write-origin policy from SITE_PRIMARY_HOST and WRITE_ALLOWED_ORIGINS; the addressed host counts outside production. */
export function readSameSitePolicy(env: NodeJS.ProcessEnv = process.env): SameSitePolicy {
  return {
    primaryOrigin: readSiteConfig(env).primaryHost,
    allowedOrigins: parseAllowedOrigins(env.WRITE_ALLOWED_ORIGINS),
    addressedHostCounts: env.NODE_ENV !== "production",
  };
}

/**
 * Reads a JSON body of at most `limitBytes`. A Content-Length above the limit is refused before a byte is
 * read; a chunked body is cut off as soon as it passes the limit. Either way the connection is closed after
 * the 413, so the rest of the upload is never read (body-parser would drain it to the end first).
 */
function jsonBody(limitBytes: number) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const declared = req.headers["content-length"] === undefined ? null : Number(req.headers["content-length"]);
    const tooLarge = () => sendError(res, 413, { kind: "payload_too_large", message: MESSAGES.payloadTooLarge }, CLOSE_UNREAD_BODY);
    if (declared !== null && declared > limitBytes) return tooLarge();
    let raw: string;
    try {
      raw = await getRawBody(req, { limit: limitBytes, length: declared ?? undefined, encoding: "utf-8" });
    } catch (error) {
      if ((error as { type?: unknown }).type === "entity.too.large") return tooLarge();
      return sendError(res, 400, { kind: "bad_request", message: MESSAGES.badRequest });
    }
    try {
      req.body = JSON.parse(raw) as unknown;
    } catch {
      return sendError(res, 400, { kind: "bad_json", message: MESSAGES.badJson });
    }
    next();
  };
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: LeadsApiError,
    readonly headers: Record<string, string> = {},
  ) {
    super(error.message);
  }
}

function validationError(issues: FieldIssue[]): ApiError {
  return new ApiError(400, { kind: "validation", message: VALIDATION_FAILED_MESSAGE, issues });
}

function parseBody<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  if (!isRecord(body)) throw validationError([{ path: "", message: MESSAGES.notAnObject }]);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw validationError(toFieldIssues(parsed.error));
  return parsed.data;
}

function parseIdempotencyKey(req: Request): string | null {
  const header = req.get(IDEMPOTENCY_KEY_HEADER);
  if (header === undefined || header.trim() === "") return null;
  const parsed = idempotencyKeySchema.safeParse(header.trim());
  if (!parsed.success) {
    throw validationError([{ path: IDEMPOTENCY_KEY_HEADER, message: `${IDEMPOTENCY_KEY_HEADER} must be a UUID` }]);
  }
  return parsed.data.toLowerCase();
}

function sendOk(res: Response, status: 201 | 202): void {
  const body: LeadsApiSuccessResponse = { ok: true };
  res.status(status).json(body);
}

function sendError(res: Response, status: number, error: LeadsApiError, headers: Record<string, string> = {}): void {
  const body: LeadsApiErrorResponse = { error };
  res.set(headers).status(status).json(body);
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
  const vitalsLimiter = options.rateLimit === false ? null : createRateLimiter(VITALS_RATE_LIMIT, () => now().getTime());

  const sameSite = options.sameSite ?? readSameSitePolicy();
  // Exact paths only (no case or trailing-slash variants): one door per endpoint, the one nginx limits.
  const router = express.Router({ caseSensitive: true, strict: true });

  router.use((req, res, next) => {
    if (!isApiPathVariant(req.path)) return next();
    sendError(res, 404, { kind: "bad_request", message: MESSAGES.notThisPath }, CLOSE_UNREAD_BODY);
  });
  const parseJson = jsonBody(options.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES);

  /** Another site's page must not be able to make its visitors' browsers submit leads (CSRF). */
  const sameSiteOnly = (req: Request, res: Response, next: NextFunction) => {
    const decision = decideSameSiteWrite(
      { contentType: req.get("content-type"), origin: req.get("origin"), secFetchSite: req.get("sec-fetch-site"), host: req.host },
      sameSite,
    );
    if (decision.allowed) return next();
    logger.info(`[leads] refused a ${decision.reason === "not_json" ? "non-JSON" : "cross-site"} write to ${req.path}`);
    const message = decision.reason === "not_json" ? MESSAGES.notJson : MESSAGES.crossSite;
    sendError(res, decision.status, { kind: "bad_request", message }, CLOSE_UNREAD_BODY);
  };

  /** Separate buckets: each submission is followed by a notify-slack call, which must not eat the form's budget. */
  const rateLimited = (bucket: "write" | "notify" | "vitals") => (req: Request, res: Response, next: NextFunction) => {
    const bucketLimiter = bucket === "vitals" ? vitalsLimiter : limiter;
    if (!bucketLimiter) return next();
    const client = req.ip ?? req.socket.remoteAddress ?? "unknown";
    const decision = bucketLimiter.take(`${bucket}:${client}`);
    if (decision.allowed) return next();
    sendError(
      res,
      429,
      {
        kind: "rate_limited",
        message: rateLimitedMessage(decision.retryAfterSeconds),
        retryAfterSeconds: decision.retryAfterSeconds,
      },
      { "Retry-After": String(decision.retryAfterSeconds), ...CLOSE_UNREAD_BODY },
    );
  };

  const noStore = (_req: Request, res: Response, next: NextFunction) => {
    res.set("Cache-Control", "no-store");
    next();
  };

  /** A DB error caused by the input becomes a 4xx; anything else is rethrown (logged 500). */
  async function storeVisitorWrite<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (error instanceof IdempotencyKeyReusedError) {
        logger.info("[leads] an Idempotency-Key came back with other details; answered 422");
        throw new ApiError(422, { kind: "idempotency_conflict", message: MESSAGES.idempotencyConflict });
      }
      const mapped = mapDatabaseError(error, supportEmail);
      if (mapped) {
        logger.warn(`[leads] database refused a visitor write (${mapped.error.kind}):`, (error as Error).message);
        throw new ApiError(mapped.status, mapped.error);
      }
      throw error;
    }
  }

  const writeRoute = (path: string, handler: (req: Request, res: Response) => Promise<void>) => {
    router.post(path, noStore, sameSiteOnly, rateLimited("write"), parseJson, async (req, res) => {
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

  router.post(LEADS_API_PATHS.notifySlack, noStore, sameSiteOnly, rateLimited("notify"), parseJson, async (req, res) => {
    const { record } = parseBody(notifySlackBodySchema, req.body);
    // The body only names a prospect; the message is built from the stored row by the delivery worker.
    // The answer is the same whether or not one was found, so this cannot probe who submitted what.
    const since = new Date(now().getTime() - notifyWindowMs);
    const ids = await findUnannouncedProspects(db, record, since);
    if (ids.length > 0) slack.nudge();
    else logger.info("[leads] notify-slack named no unannounced prospect; nothing to do");
    sendOk(res, 202);
  });

  // Nothing comes back but "stored": a report cannot probe what others sent.
  router.post(LEADS_API_PATHS.vitals, noStore, sameSiteOnly, rateLimited("vitals"), jsonBody(VITALS_BODY_LIMIT_BYTES), async (req, res) => {
    const report = parseBody(vitalsReportSchema, req.body);
    await storeVisitorWrite(() => insertVitalsReport(db, report));
    res.status(204).end();
  });

  for (const path of Object.values(LEADS_API_PATHS)) {
    router.all(path, (_req, res) => {
      sendError(res, 405, { kind: "bad_request", message: "Use POST." }, { Allow: "POST", ...CLOSE_UNREAD_BODY });
    });
  }

  // Errors from the handlers above or the database.
  router.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    if (error instanceof ApiError) return sendError(res, error.status, error.error, error.headers);
    logger.error(`[leads] ${req.method} ${req.path} failed unexpectedly:`, error);
    sendError(res, 500, { kind: "server_error", message: fallbackMessage(supportEmail) });
  });

  return router;
}
