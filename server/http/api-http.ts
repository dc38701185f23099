import type { NextFunction, Request, Response, Router } from "express";
import getRawBody from "raw-body";
import type { z } from "zod";
import { toFieldIssues } from "~/leads/schema";
import {
  fallbackMessage,
  rateLimitedMessage,
  VALIDATION_FAILED_MESSAGE,
  type LeadsApiError,
  type LeadsApiErrorResponse,
} from "~/leads/submission-error";
import { isRecord } from "~/lib/guards";
import type { FieldIssue } from "~/lib/validation";
import { readSiteConfig } from "~/settings/config";
import { isDatabaseUnavailable, mapDatabaseError } from "../database/database-errors";
import type { Logger } from "../logging/logger";
import type { RateLimiter } from "./rate-limit";
import { decideSameSiteWrite, parseAllowedOrigins, type SameSitePolicy } from "./same-site-write";

/**
 * What every router of the public write API shares (leads-api.ts, vitals-api.ts): the JSON error shape
 * `{ error: { kind, message, issues?, retryAfterSeconds? } }`, body reading, the same-site and rate-limit checks,
 * and the mapping of database failures (a refused value is a 4xx, an unreachable database a 503).
 */

export const API_MESSAGES = {
  payloadTooLarge: "This submission is too large. Please shorten your message and try again.",
  badJson: "The request body is not valid JSON.",
  badRequest: "The request could not be read. Please try again.",
  notAnObject: "The request body must be a JSON object",
  notJson: "Send the form as JSON (Content-Type: application/json).",
  notUtf8: "Send the form as UTF-8 JSON (Content-Type: application/json; charset=utf-8).",
  crossSite: "Forms can be submitted only from pages of this website. Please reload the page and try again.",
  notThisPath: "Not found. The API's paths are lower case, without a trailing slash.",
} as const;

/** How long a visitor is asked to wait when the database cannot be reached (503). */
export const DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS = 30;

/**
 * Sent with every answer given before the body was read (405, 404, 403, 415, 429, 413): the connection is
 * closed, so the rest of an upload is never read. Without it Node keeps the connection, and the unread
 * upload, open until its keep-alive timeout.
 */
export const CLOSE_UNREAD_BODY = { Connection: "close" } as const;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: LeadsApiError,
    readonly headers: Record<string, string> = {},
  ) {
    super(error.message);
  }
}

export function sendError(
  res: Response,
  status: number,
  error: LeadsApiError,
  headers: Record<string, string> = {},
): void {
  const body: LeadsApiErrorResponse = { error };
  res.set(headers).status(status).json(body);
}

export function validationError(issues: FieldIssue[]): ApiError {
  return new ApiError(400, { kind: "validation", message: VALIDATION_FAILED_MESSAGE, issues });
}

export function parseBody<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  if (!isRecord(body)) throw validationError([{ path: "", message: API_MESSAGES.notAnObject }]);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw validationError(toFieldIssues(parsed.error));
  return parsed.data;
}

/** Another spelling of one of `paths` (other case, trailing or doubled slashes, percent-encoding): never an endpoint. */
export function isPathVariant(pathname: string, paths: ReadonlySet<string>): boolean {
  if (paths.has(pathname)) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  return paths.has(
    decoded
      .toLowerCase()
      .replace(/\/{2,}/g, "/")
      .replace(/(.)\/+$/, "$1"),
  );
}

/**
 * Exact paths only: another spelling of a router's path answers 404 (one door per endpoint, the one nginx limits),
 * and a method other than POST on the path itself answers 405.
 */
export function exactPostPaths(
  router: Router,
  paths: readonly string[],
): { notFoundVariants(): void; onlyPost(): void } {
  const known = new Set(paths);
  return {
    notFoundVariants() {
      router.use((req, res, next) => {
        if (!isPathVariant(req.path, known)) return next();
        sendError(res, 404, { kind: "bad_request", message: API_MESSAGES.notThisPath }, CLOSE_UNREAD_BODY);
      });
    },
    onlyPost() {
      for (const path of paths) {
        router.all(path, (_req, res) => {
          sendError(res, 405, { kind: "bad_request", message: "Use POST." }, { Allow: "POST", ...CLOSE_UNREAD_BODY });
        });
      }
    },
  };
}

/** The write-origin policy from SITE_PRIMARY_HOST and WRITE_ALLOWED_ORIGINS; the addressed host counts outside production. */
export function readSameSitePolicy(env: NodeJS.ProcessEnv = process.env): SameSitePolicy {
  return {
    primaryOrigin: readSiteConfig(env).primaryHost,
    allowedOrigins: parseAllowedOrigins(env.WRITE_ALLOWED_ORIGINS),
    addressedHostCounts: env.NODE_ENV !== "production",
  };
}

/** The start-up line naming every origin whose pages may post (production has no addressed-host exception). */
export function allowedOriginsLine(policy: SameSitePolicy): string {
  const origins = [policy.primaryOrigin, ...policy.allowedOrigins];
  const addressed = policy.addressedHostCounts ? ", and the host each request is addressed to (not in production)" : "";
  return `[leads] forms may be posted from pages of ${origins.join(", ")}${addressed}; add origins with WRITE_ALLOWED_ORIGINS`;
}

/** Throws on the first byte sequence that is not UTF-8 (JSON is UTF-8, RFC 8259); a leading BOM is skipped. */
const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** How much of a refused chunked upload is still read, and thrown away, so that its client gets the 413. */
export const DISCARDED_AFTER_413_BYTES = 8 * 1024 * 1024;
const DISCARDING_AFTER_413_MS = 5_000;

/**
 * The 413 for a chunked body that passed the limit while its client still sends. Closing at once resets the
 * connection, and the reset throws away the answer a client that reads only once it has sent everything has not read
 * yet (issue 40: an oversized chunked upload got a reset). So the connection stays open (Node would close it with the
 * answer when the request said "Connection: close"), the rest of the upload is read and dropped, and the connection
 * is closed once it ends, or after DISCARDED_AFTER_413_BYTES or 5 s, whichever comes first.
 */
function answerTooLargeAndDiscardTheRest(req: Request, res: Response): void {
  res.shouldKeepAlive = true;
  sendError(res, 413, { kind: "payload_too_large", message: API_MESSAGES.payloadTooLarge });
  const socket = req.socket;
  let discarded = 0;
  const timer = setTimeout(() => socket.destroy(), DISCARDING_AFTER_413_MS);
  req.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded <= DISCARDED_AFTER_413_BYTES) return;
    clearTimeout(timer);
    socket.destroy();
  });
  req.on("end", () => {
    clearTimeout(timer);
    socket.end();
  });
  req.on("close", () => clearTimeout(timer));
  req.resume();
}

/**
 * Reads a JSON body of at most `limitBytes`, in UTF-8 (415 otherwise). A Content-Length above the limit is refused
 * before a byte is read, and the connection closed, so the upload is never read (body-parser would drain it to the
 * end first). A chunked body is cut off as soon as it passes the limit (answerTooLargeAndDiscardTheRest).
 */
export function jsonBody(limitBytes: number) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const declared = req.headers["content-length"] === undefined ? null : Number(req.headers["content-length"]);
    if (declared !== null && declared > limitBytes)
      return sendError(
        res,
        413,
        { kind: "payload_too_large", message: API_MESSAGES.payloadTooLarge },
        CLOSE_UNREAD_BODY,
      );
    let bytes: Buffer;
    try {
      bytes = await getRawBody(req, { limit: limitBytes, length: declared ?? undefined });
    } catch (error) {
      if ((error as { type?: unknown }).type === "entity.too.large") return answerTooLargeAndDiscardTheRest(req, res);
      return sendError(res, 400, { kind: "bad_request", message: API_MESSAGES.badRequest });
    }
    let raw: string;
    try {
      raw = strictUtf8.decode(bytes);
    } catch {
      // A lenient decoder stored a latin-1 "é" as U+FFFD: bytes that are not UTF-8 are refused, not repaired.
      return sendError(res, 415, { kind: "bad_request", message: API_MESSAGES.notUtf8 });
    }
    try {
      req.body = JSON.parse(raw) as unknown;
    } catch {
      return sendError(res, 400, { kind: "bad_json", message: API_MESSAGES.badJson });
    }
    next();
  };
}

export function noStore(_req: Request, res: Response, next: NextFunction): void {
  res.set("Cache-Control", "no-store");
  next();
}

/** Another site's page must not be able to make its visitors' browsers submit leads (CSRF); JSON in UTF-8 only. */
export function sameSiteOnly(policy: SameSitePolicy, logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const decision = decideSameSiteWrite(
      {
        contentType: req.get("content-type"),
        origin: req.get("origin"),
        secFetchSite: req.get("sec-fetch-site"),
        host: req.host,
      },
      policy,
    );
    if (decision.allowed) return next();
    if (decision.reason === "cross_site") {
      // Names the setting, so whoever runs the site sees how to admit an origin of their own.
      const origin = req.get("origin");
      logger.info(
        `[leads] refused a cross-site write to ${req.path}${origin ? ` from ${origin}` : ""}; WRITE_ALLOWED_ORIGINS admits other origins`,
      );
    } else {
      logger.info(
        `[leads] refused a ${decision.reason === "not_json" ? "non-JSON" : "non-UTF-8"} write to ${req.path}`,
      );
    }
    const message = {
      not_json: API_MESSAGES.notJson,
      not_utf8: API_MESSAGES.notUtf8,
      cross_site: API_MESSAGES.crossSite,
    }[decision.reason];
    sendError(res, decision.status, { kind: "bad_request", message }, CLOSE_UNREAD_BODY);
  };
}

/** One bucket of a per-client limiter (req.ip); null lets everything through. */
export function rateLimited(limiter: RateLimiter | null, bucket: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!limiter) return next();
    const client = req.ip ?? req.socket.remoteAddress ?? "unknown";
    const decision = limiter.take(`${bucket}:${client}`);
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
}

/**
 * Runs a visitor's write: a database error caused by the input becomes a 4xx, an unreachable (or too slow)
 * database a 503 with Retry-After; anything else is rethrown (logged 500).
 */
export async function visitorWrite<T>(
  write: () => Promise<T>,
  context: { supportEmail: string; logger: Logger },
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const mapped = mapDatabaseError(error, context.supportEmail);
    if (mapped) {
      context.logger.warn(`[leads] database refused a visitor write (${mapped.error.kind}):`, (error as Error).message);
      throw new ApiError(mapped.status, mapped.error);
    }
    throw error;
  }
}

/** The last handler of a router: ApiErrors as they are, an unavailable database as 503, anything else a logged 500. */
export function apiErrorHandler(context: { supportEmail: string; logger: Logger }) {
  return (error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    if (error instanceof ApiError) return sendError(res, error.status, error.error, error.headers);
    if (isDatabaseUnavailable(error)) {
      context.logger.error(
        `[leads] ${req.method} ${req.path}: the database is unavailable; answered 503:`,
        (error as Error).message,
      );
      return sendError(
        res,
        503,
        {
          kind: "unavailable",
          message: fallbackMessage(context.supportEmail),
          retryAfterSeconds: DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS,
        },
        { "Retry-After": String(DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS) },
      );
    }
    context.logger.error(`[leads] ${req.method} ${req.path} failed unexpectedly:`, error);
    sendError(res, 500, { kind: "server_error", message: fallbackMessage(context.supportEmail) });
  };
}
