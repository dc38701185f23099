import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../config/project-paths";
import type { EditorPlacement } from "../config/server-config";
import { ADMIN_CONTENT_SECURITY_POLICY } from "./admin-headers";
import { createSiteApp } from "./site-app";

/**
 * The content editor's answers from an instance, on a build of three files: on the site's origin (local use), on an
 * origin of its own (production) and nowhere; the nginx config's own rules after.
 */
const EDITOR_ORIGIN = "http://edit.localhost:4308";
let clientDir: string;
let origin: string;
let ownOriginApp: string;
let productionApp: string;
const closers: (() => void)[] = [];

async function start(editor: EditorPlacement): Promise<string> {
  const app = createSiteApp({
    clientDir,
    csp: {
      sources: { gtmContainerId: null, chatProvider: "none", demoVideoUrl: null, guideVideoUrl: null },
      pages: { "/pricing": "default-src 'self'" },
    },
    hsts: "max-age=60",
    editor,
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  closers.push(() => server.close());
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A GET with the Host a browser sends for `host` (fetch will not set it). */
function get(
  base: string,
  pathname: string,
  host: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${pathname}`, { headers: { host } }, (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
      })
      .on("error", reject);
  });
}

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), "admin-headers-"));
  mkdirSync(path.join(clientDir, "admin"));
  mkdirSync(path.join(clientDir, "pricing"));
  writeFileSync(path.join(clientDir, "admin", "index.html"), "<!doctype html><title>editor</title>");
  writeFileSync(path.join(clientDir, "admin", "config.yml"), "backend:\n  name: github\n");
  writeFileSync(path.join(clientDir, "pricing", "index.html"), "<!doctype html><title>pricing</title>");
  writeFileSync(path.join(clientDir, "404.html"), "<!doctype html><title>not found</title>");
  origin = await start({ at: "site origin" });
  ownOriginApp = await start({ at: "own origin", origin: EDITOR_ORIGIN });
  productionApp = await start({ at: "nowhere" });
});

afterAll(() => {
  for (const close of closers) close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe("the content editor at /admin/", () => {
  it.each(["/admin", "/admin/"])(
    "%s is the editor's page, under its own policy and the site's other headers",
    async (url) => {
      const response = await fetch(origin + url);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("<title>editor</title>");
      expect(response.headers.get("content-security-policy")).toBe(ADMIN_CONTENT_SECURITY_POLICY);
      expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(response.headers.get("strict-transport-security")).toBe("max-age=60");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    },
  );

  it("serves its configuration as YAML, and other pages keep their own policy", async () => {
    const config = await fetch(`${origin}/admin/config.yml`);
    expect(config.headers.get("content-type")).toMatch(/^text\/yaml/);
    expect(config.headers.get("content-security-policy")).toBe(ADMIN_CONTENT_SECURITY_POLICY);
    const pricing = await fetch(`${origin}/pricing`);
    expect(pricing.headers.get("content-security-policy")).toBe("default-src 'self'");
    expect(pricing.headers.get("x-robots-tag")).toBeNull();
    expect((await fetch(`${origin}/admin/missing.js`)).status).toBe(404);
  });

  it("needs no 'unsafe-eval' or inline scripts; inline styles only here; nothing may frame it", () => {
    const directives = new Map(
      ADMIN_CONTENT_SECURITY_POLICY.split("; ").map((directive) => {
        const [name = "", ...values] = directive.split(" ");
        return [name, values];
      }),
    );
    expect(directives.get("script-src")).toEqual(["'self'"]);
    expect(ADMIN_CONTENT_SECURITY_POLICY).not.toContain("unsafe-eval");
    expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
    expect(directives.get("object-src")).toEqual(["'none'"]);
  });

  it("on its own origin: its files under its policy, and nothing of the site (a page, the 404 page) even by name", async () => {
    const host = new URL(EDITOR_ORIGIN).host;
    const page = await get(ownOriginApp, "/admin/", host);
    expect(page.status).toBe(200);
    expect(page.text).toContain("<title>editor</title>");
    expect(page.headers["content-security-policy"]).toBe(ADMIN_CONTENT_SECURITY_POLICY);
    expect((await get(ownOriginApp, "/admin/config.yml", host)).headers["content-type"]).toMatch(/^text\/yaml/);
    for (const pathname of ["/pricing", "/admin/missing.js", "/404.html", "/nowhere"]) {
      const answer = await get(ownOriginApp, pathname, host);
      expect(answer.status, pathname).toBe(404);
      expect(answer.headers["content-type"], pathname).toMatch(/^text\/plain/);
      expect(answer.headers["content-security-policy"], pathname).toBe(ADMIN_CONTENT_SECURITY_POLICY);
      expect(answer.text, pathname).not.toContain("<title>");
    }
    const root = await get(ownOriginApp, "/", host);
    expect([root.status, root.headers.location]).toEqual([302, "/admin/"]);
  });

  it("on the site's origin, when it has its own: /admin/ redirects there, and the site's pages are as before", async () => {
    for (const pathname of ["/admin", "/admin/", "/admin/config.yml"]) {
      const answer = await get(ownOriginApp, pathname, "marginatlas.com");
      expect(answer.status, pathname).toBe(302);
      expect(answer.headers.location, pathname).toBe(`${EDITOR_ORIGIN}${pathname}`);
      expect(answer.text, pathname).not.toContain("<title>editor</title>");
    }
    const pricing = await get(ownOriginApp, "/pricing", "marginatlas.com");
    expect([pricing.status, pricing.headers["content-security-policy"]]).toEqual([200, "default-src 'self'"]);
    // Other spellings of the editor's address (issue 51) never run the editor on the site's origin either.
    for (const pathname of [
      "/admin//",
      "/admin%2f",
      "/%61dmin/",
      "/ADMIN/",
      "/admin/index.html",
      "/admin%2findex.%68tml",
      "/admin%2Fconfig.yml",
    ]) {
      const answer = await get(ownOriginApp, pathname, "marginatlas.com");
      expect(answer.text, pathname).not.toMatch(/<title>editor<\/title>|backend:/);
      expect([302, 404], pathname).toContain(answer.status);
    }
  });

  it("in production without an origin of its own: not served, /admin/ is the 404 page", async () => {
    const answer = await get(productionApp, "/admin/", "marginatlas.com");
    expect(answer.status).toBe(404);
    expect(answer.text).toContain("<title>not found</title>");
  });

  it("nginx: the site's /admin goes to the instances (their redirect); the editor's host name serves only its files, under its policy", () => {
    const headers = readFileSync(path.join(PROJECT_ROOT, "deploy/nginx-admin-headers.conf"), "utf8");
    expect(headers).toContain(`add_header Content-Security-Policy "${ADMIN_CONTENT_SECURITY_POLICY}" always;`);
    expect(headers).toMatch(/^include nginx-security-headers\.conf;$/m);
    const conf = readFileSync(path.join(PROJECT_ROOT, "deploy/nginx.conf"), "utf8");
    const [site = "", editor = ""] = conf.split(/^ {4}server \{$/m).slice(1);
    const siteAdmin = [...site.matchAll(/^\s*location (?:=|\^~) \/admin\S*\s*\{([^}]*)\}/gm)];
    expect(siteAdmin.map(([, block]) => block?.trim())).toEqual([
      "include nginx-proxy.conf;",
      "include nginx-proxy.conf;",
    ]);
    expect(editor).toMatch(/^\s*server_name edit\.marginatlas\.com;/m);
    expect(editor).toMatch(/^\s*include nginx-admin-headers\.conf;$/m);
    // Every answer there has the editor's headers: no location sets headers of its own, none reaches an instance.
    expect(editor).not.toMatch(/add_header|proxy_pass|nginx-proxy\.conf|@node/);
    expect(editor).toMatch(/location \/ +\{ return 404; \}/);
  });
});
