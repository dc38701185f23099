import path from "node:path";
import express from "express";
import type { EditorPlacement } from "../config/server-config";
import { ADMIN_PATH, editorAnswer } from "./editor-origin";

/**
 * The content editor at /admin/ (Sveltia CMS, app/pages/admin), on its own origin in production (editor-origin.ts): its
 * files from the build, with a policy of its own.
 * The editor is a single-page app that talks to GitHub's API from the browser, so its policy differs from the
 * pages': GitHub's API and status page for connect-src (and the data:/blob: URLs it reads with fetch), GitHub's
 * avatars and blob:/data: previews for images, a blob: worker and frame (image decoding, previews), and inline styles
 * (the editor sets style attributes; confined to /admin/). Scripts stay 'self' only: no 'unsafe-eval', no 'unsafe-inline'. Nothing may frame it. The other
 * security headers are the site's (site-app.ts sets them on every answer); it is never indexed or cached stale.
 * deploy/nginx-admin-headers.conf sends the same; tests/deploy/nginx.deploy.test.ts checks they agree.
 */
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
 * The content editor's side of the server (editor-origin.ts decides which answer): its files from build/client/admin,
 * with the editor's headers; on its own origin a missing file or any other path is a plain 404 under the same headers
 * (never the site's 404 page, whose scripts would run on the editor's origin); on the site's origin /admin/ redirects
 * there. Every other request passes to the site. Its page has two addresses, /admin and /admin/: /admin/index.html is
 * no address, as no page's built file is, and /Admin/ none (site-app.ts has read the path before: no other spelling
 * gets here).
 */
export function contentEditor(clientDir: string, placement: EditorPlacement): express.RequestHandler {
  const folder = path.join(clientDir, "admin");
  const staticFiles = express.static(folder, { index: false, redirect: false });
  const files = express.Router({ caseSensitive: true, strict: true });
  files.use(
    ADMIN_PATH,
    (req, res, next) => (/\.html$/i.test(req.path) ? next() : staticFiles(req, res, next)),
    (req, res, next) => {
      // The editor's page, with or without the trailing slash (its config and script have absolute addresses).
      if (req.path !== "/") return next();
      res.sendFile(path.join(folder, "index.html"), { headers: { "Content-Type": "text/html; charset=utf-8" } });
    },
  );
  const notFound = (res: express.Response) =>
    res.status(404).type("text/plain").send(`Not found. The content editor is at ${ADMIN_PATH}/.`);
  return (req, res, next) => {
    const answer = editorAnswer(placement, req.headers.host, req.originalUrl);
    if (answer.kind === "not the editor's") return next();
    res.set(ADMIN_HEADERS);
    if (answer.kind === "redirect")
      return res.status(302).location(answer.location).type("text/plain").send(`Moved to ${answer.location}`);
    if (answer.kind === "not found") return notFound(res);
    files(req, res, (error?: unknown) => {
      if (error) return next(error);
      return placement.at === "own origin" ? notFound(res) : next();
    });
  };
}
