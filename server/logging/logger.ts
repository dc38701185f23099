import { AsyncLocalStorage } from "node:async_hooks";

/** The little logging surface the server code needs: `console` satisfies it, and so does `createJsonLogger`. */
export interface Logger {
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };

export const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The request a log line belongs to; set once per request by the site app. */
const requestContext = new AsyncLocalStorage<{ requestId: string }>();

export function runWithRequestId<T>(requestId: string, fn: () => T): T {
  return requestContext.run({ requestId }, fn);
}

export function parseLogLevel(raw: string | undefined): LogLevel {
  const level = (raw?.trim().toLowerCase() || "info") as LogLevel;
  if (!LOG_LEVELS.includes(level)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")} (got "${raw}")`);
  return level;
}

/**
 * Defence in depth: log messages are written to name leads by id, but an email address that slips into one
 * (a database error quoting a row, say) is masked before the line is written.
 */
const EMAIL_ADDRESS = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[a-z]{2,}/gi;
const maskEmails = (text: string) => text.replace(EMAIL_ADDRESS, "[email]");

/** How a path that carries an email address is logged, here and in nginx's log (deploy/nginx.conf). */
export const MASKED_PATH = "[path with @ masked]";

/**
 * A request's path as logged. Whoever sends a request chooses its path, and a link such as
 * /contact/jane@example.com would put a visitor's address in the log: a path with an @ (plain or
 * percent-encoded) is logged as MASKED_PATH.
 */
export function pathForLog(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Malformed percent-encoding (answered 400): the raw path is what to look at.
  }
  return decoded.includes("@") ? MASKED_PATH : pathname;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * One JSON object per line: `{"time","level","message","requestId"?, ...fields}`.
 * Arguments after the message: plain objects become fields, an Error becomes `error` (and `stack` for
 * level error only: client mistakes are logged as info/warn and carry none), anything else joins the message.
 */
export function formatLogLine(level: Exclude<LogLevel, "silent">, args: unknown[], time: Date = new Date()): string {
  const words: string[] = [];
  const fields: Record<string, unknown> = {};
  for (const arg of args) {
    if (arg instanceof Error) {
      fields.error = maskEmails(`${arg.name}: ${arg.message}`);
      if (level === "error" && arg.stack) fields.stack = maskEmails(arg.stack);
    } else if (isPlainObject(arg)) {
      Object.assign(fields, arg);
    } else {
      words.push(typeof arg === "string" ? arg : JSON.stringify(arg));
    }
  }
  const requestId = requestContext.getStore()?.requestId;
  return JSON.stringify({
    time: time.toISOString(),
    level,
    message: maskEmails(words.join(" ")),
    ...(requestId ? { requestId } : {}),
    ...fields,
  });
}

export interface JsonLogger extends Logger {
  debug(...args: unknown[]): void;
}

/** A logger writing JSON lines at or above `level` (LOG_LEVEL) to `write` (stdout by default). */
export function createJsonLogger(
  level: LogLevel = parseLogLevel(process.env.LOG_LEVEL),
  write: (line: string) => void = (line) => process.stdout.write(line + "\n"),
): JsonLogger {
  const threshold = LOG_LEVELS.indexOf(level);
  const at =
    (lineLevel: Exclude<LogLevel, "silent">) =>
    (...args: unknown[]) => {
      if (LOG_LEVELS.indexOf(lineLevel) >= threshold) write(formatLogLine(lineLevel, args));
    };
  return { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
}
