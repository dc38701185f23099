import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { ServerBuild } from "react-router";

/**
 * The site's HTTP server:
 * - prerendered HTML for every known path, served as is (no redirects: canonical URLs have no trailing slash);
 * - hashed assets with long-lived immutable caching, HTML with revalidation;
 * - gzip/brotli compression;
 * - the leads API;
 * - React Router's server render only for what was not prerendered, which is how unknown paths get a real 404.
 */
export type SiteAppOptions = {
  clientDir: string;
  serverBuild: ServerBuild;
  apiRouter?: express.Router;
  /** Trust X-Forwarded-For from this many proxies (0 when the server faces the internet directly). */
  trustProxyHops?: number;
};

export const HTML_CACHE_CONTROL = "public, max-age=0, must-revalidate";
export const ASSET_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** Maps every prerendered page path ("/", "/pricing", ...) to its index.html. */
export function findPrerenderedPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "assets") walk(full);
      } else if (entry.name === "index.html") {
        const route = "/" + path.relative(clientDir, path.dirname(full)).split(path.sep).join("/");
        pages.set(route === "/" ? "/" : route.replace(/\/$/, ""), full);
      }
    }
  };
  if (existsSync(clientDir) && statSync(clientDir).isDirectory()) walk(clientDir);
  return pages;
}

function setSecurityHeaders(res: express.Response) {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "SAMEORIGIN");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
}

export function createSiteApp({ clientDir, serverBuild, apiRouter, trustProxyHops = 0 }: SiteAppOptions): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxyHops);
  app.use(compression());
  app.use((_req, res, next) => {
    setSecurityHeaders(res);
    next();
  });

  if (apiRouter) app.use(apiRouter);

  app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, redirect: false, fallthrough: true }));

  const pages = findPrerenderedPages(clientDir);
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const pathname = decodeURIComponent(req.path);
    const file = pages.get(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
    if (!file) return next();
    res.setHeader("Cache-Control", HTML_CACHE_CONTROL);
    res.sendFile(file, { headers: { "Content-Type": "text/html; charset=utf-8" } });
  });

  // Other build files: favicons, social images, sitemap.xml, robots.txt and the prerendered .data payloads.
  app.use(
    express.static(clientDir, {
      index: false,
      redirect: false,
      setHeaders: (res) => res.setHeader("Cache-Control", "public, max-age=3600, must-revalidate"),
    }),
  );

  app.all(
    "/{*splat}",
    (_req, res, next) => {
      res.setHeader("Cache-Control", "no-cache");
      next();
    },
    createRequestHandler({ build: serverBuild, mode: "production" }),
  );
  return app;
}
