import path from "node:path";
import express from "express";

/**
 * The content editor at /admin/ (Sveltia CMS, app/pages/admin): its files from the build, with a policy of its own.
 * The editor is a single-page app that talks to GitHub's API from the browser, so its policy differs from the
 * pages': GitHub's API and status page for connect-src (and the data:/blob: URLs it reads with fetch), GitHub's
 * avatars and blob:/data: previews for images, a blob: worker and frame (image decoding, previews), and inline styles
 * (the editor sets style attributes; confined to /admin/). Scripts stay 'self' only: no 'unsafe-eval', no 'unsafe-inline'. Nothing may frame it. The other
 * security headers are the site's (site-app.ts sets them on every answer); it is never indexed or cached stale.
 * deploy/nginx-admin-headers.conf sends the same; tests/deploy/nginx.deploy.test.ts checks they agree.
 */
export const ADMIN_PATH = "/admin";

export const ADMIN_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' blob: data: https://*.githubusercontent.com",
  "media-src 'self' blob:",
  "font-src 'self'",
  "connect-src 'self' data: blob: https://api.github.com https://www.githubstatus.com",
  "frame-src blob:",
  "worker-src blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

export const ADMIN_HEADERS = {
  "Content-Security-Policy": ADMIN_CONTENT_SECURITY_POLICY,
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "no-cache",
} as const;

/**
 * /admin, /admin/ and the files under it from build/client/admin, with the editor's headers; other paths pass. Its
 * page has those two addresses only: /admin/index.html is the 404 page, as every page's built file is, and /Admin/
 * is no address (site-app.ts has read the path before: no other spelling gets here).
 */
export function adminFiles(clientDir: string): express.Router {
  const folder = path.join(clientDir, "admin");
  const files = express.static(folder, { index: false, redirect: false });
  const router = express.Router({ caseSensitive: true });
  router.use(
    ADMIN_PATH,
    (_req, res, next) => {
      res.set(ADMIN_HEADERS);
      next();
    },
    (req, res, next) => (/\.html$/i.test(req.path) ? next() : files(req, res, next)),
    (req, res, next) => {
      // The editor's page, with or without the trailing slash (its config and script have absolute addresses).
      if (req.path !== "/") return next();
      res.sendFile(path.join(folder, "index.html"), { headers: { "Content-Type": "text/html; charset=utf-8" } });
    },
  );
  return router;
}
