import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { LEADS_API_PATHS } from "~/leads/endpoints";
import type { EditorPlacement } from "../config/server-config";
import { readinessProbe } from "../database/readiness";
import { API_MESSAGES, CLOSE_UNREAD_BODY, sendError } from "../http/api-http";
import { pathForLog, runWithRequestId, silentLogger, type Logger } from "../logging/logger";
import { contentEditor } from "./admin-headers";
import { buildContentSecurityPolicy, inlineScriptHashes } from "./content-security-policy";
import type { CspManifest } from "./csp-manifest";
import { findPrerenderedPages } from "./prerendered-pages";
import { readRequestPath } from "./request-path";

/**
 * The site's HTTP server:
 * - the request's path read once, before anything else: any spelling but its one (request-path.ts) is the 404 page;
 * - prerendered HTML for every known path, served as is (no redirects: canonical URLs have no trailing slash);
 * - hashed assets with long-lived immutable caching, HTML with revalidation;
 * - a Content-Security-Policy on every answer: each page's own (hashes of its inline scripts), the editor's and the
 *   404 page's, and the site's without hashes on everything else, so no file of the build is ever served without
 *   one; HSTS when configured;
 * - gzip/brotli compression;
 * - the leads API, /healthz and /readyz;
 * - the prerendered 404 page, with status 404, for every other path;
 * - client mistakes (malformed percent-encoding, methods other than GET/HEAD on pages) answered 4xx;
 * - one JSON log line per request (id, method, route, status, duration), never a query string or a body.
 */
export type SiteAppOptions = {
  clientDir: string;
  /** Per-page policies and the third parties the build was configured with (build/csp.json). */
  csp: CspManifest;
  /** Strict-Transport-Security value, or null to send none. */
  hsts?: string | null;
  apiRouter?: express.Router;
  /** The proxies (nginx) whose X-Forwarded-For names the client; nobody else's is believed. Default: none. */
  trustedProxyAddresses?: readonly string[];
  /** Where the content editor is served (server-config.ts); default: at /admin/ on the site's origin. */
  editor?: EditorPlacement;
  /** /readyz: resolves to null when ready, or a one-line reason why not (logged, never answered). */
  readiness?: () => Promise<string | null>;
  logger?: Logger;
};

export const HTML_CACHE_CONTROL = "public, max-age=0, must-revalidate";

const PAGE_METHODS = "GET, HEAD";
const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;
const API_PATHS = new Set<string>(Object.values(LEADS_API_PATHS));

function setSecurityHeaders(res: Response, hsts: string | null) {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "SAMEORIGIN");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  if (hsts) res.setHeader("Strict-Transport-Security", hsts);
}

export function createSiteApp(options: SiteAppOptions): express.Express {
  const { clientDir, apiRouter, csp } = options;
  const logger = options.logger ?? silentLogger;
  const hsts = options.hsts ?? null;
  const app = express();
  app.disable("x-powered-by");
  // /ASSETS/ and /Admin/ are not /assets/ and /admin/ (the route table's paths are lower case).
  app.enable("case sensitive routing");
  app.set("trust proxy", options.trustedProxyAddresses?.length ? [...options.trustedProxyAddresses] : false);

  // One id per request (a proxy's X-Request-Id when it sent a sane one), echoed back and on every log line.
  app.use((req, res, next) => {
    const incoming = req.get("x-request-id");
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader("X-Request-Id", requestId);
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const durationMs = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
      // The route is the path only (a query string could carry an email address), masked when it carries one itself.
      const fields = { method: req.method, route: pathForLog(req.path), status: res.statusCode, durationMs };
      runWithRequestId(requestId, () =>
        res.statusCode >= 500 ? logger.error("request", fields) : logger.info("request", fields),
      );
    });
    runWithRequestId(requestId, next);
  });

  app.use(compression());

  // The 404 page (prerendered as 404.html), with a real 404 status and its own policy: for another spelling of an
  // address (below) and for every path that is no address (at the end).
  const notFoundHtml = readFileSync(path.join(clientDir, "404.html"));
  const notFoundPolicy = buildContentSecurityPolicy(inlineScriptHashes(notFoundHtml.toString("utf8")), csp.sources);
  const answerNotFound = (req: Request, res: Response) => {
    res.status(404);
    res.setHeader("Cache-Control", "no-cache");
    res.setHeader("Content-Security-Policy", notFoundPolicy);
    res.type("html").end(req.method === "HEAD" ? undefined : notFoundHtml);
  };
  // The policy of every answer that sets none of its own: the pages' without hashes (nginx's $page_csp default), so
  // HTML served by any other way runs no inline script; the hashed assets' workers load their own chunks under it.
  const defaultPolicy = buildContentSecurityPolicy([], csp.sources);

  // The path is read once, before any decision (request-path.ts): another spelling of an address is no address.
  app.use((req, res, next) => {
    setSecurityHeaders(res, hsts);
    res.setHeader("Content-Security-Policy", defaultPolicy);
    const reading = readRequestPath(req.path);
    if (reading === "malformed") {
      res.status(400).type("text/plain").send("Bad request: the address is not valid percent-encoding.");
      return;
    }
    if (reading === "spelled otherwise") {
      // Only the API takes other methods: its 404, without reading the body.
      if (req.method === "GET" || req.method === "HEAD") answerNotFound(req, res);
      else sendError(res, 404, { kind: "bad_request", message: API_MESSAGES.notThisPath }, CLOSE_UNREAD_BODY);
      return;
    }
    next();
  });

  // The content editor: on its own origin, that origin answers nothing else.
  app.use(contentEditor(clientDir, options.editor ?? { at: "site origin" }));

  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  app.get("/readyz", readinessProbe(options.readiness ?? (async () => null), logger));

  if (apiRouter) app.use(apiRouter);

  // Pages and files are read-only: anything but GET and HEAD (TRACE, PUT, OPTIONS...) is a 405. The
  // connection is closed with it, so an upload sent along is not read (Node would keep it open).
  app.use((req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || API_PATHS.has(req.path)) return next();
    res
      .set({ Allow: PAGE_METHODS, Connection: "close" })
      .status(405)
      .type("text/plain")
      .send(`Method ${req.method} is not allowed here. Allowed: ${PAGE_METHODS}.`);
  });

  app.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
      redirect: false,
      fallthrough: true,
    }),
  );

  const pages = findPrerenderedPages(clientDir);
  app.use((req, res, next) => {
    // One trailing slash at most (request-path.ts): /pricing/ is the pricing page too.
    const route = req.path.length > 1 ? req.path.replace(/\/$/, "") : req.path;
    const file = pages.get(route);
    if (!file) return next();
    res.setHeader("Cache-Control", HTML_CACHE_CONTROL);
    res.setHeader("Content-Security-Policy", csp.pages[route] ?? defaultPolicy);
    res.sendFile(file, { headers: { "Content-Type": "text/html; charset=utf-8" } });
  });

  // Other build files: favicons, social images, sitemap.xml, robots.txt and the RSS feed. Not its HTML files
  // (/404.html, /pricing/index.html): a page has one address, without .html, and the others are the 404 page, as
  // at nginx, which hands them over as sent.
  const buildFiles = express.static(clientDir, {
    index: false,
    redirect: false,
    setHeaders: (res) => res.setHeader("Cache-Control", "public, max-age=3600, must-revalidate"),
  });
  app.use((req, res, next) => (/\.html$/i.test(req.path) ? next() : buildFiles(req, res, next)));

  app.use(answerNotFound);

  // Client mistakes keep their 4xx and log no stack trace; only a real failure is a logged 500.
  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    const status = (error as { status?: unknown }).status;
    if (res.headersSent) return next(error);
    if (typeof status === "number" && status >= 400 && status < 500) {
      res.status(status).type("text/plain").send("Bad request.");
      return;
    }
    logger.error(`${req.method} ${pathForLog(req.path)} failed`, error);
    res.status(500).type("text/plain").send("Something went wrong. Please try again.");
  });
  return app;
}
