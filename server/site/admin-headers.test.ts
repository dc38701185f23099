import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../config/project-paths";
import { ADMIN_CONTENT_SECURITY_POLICY } from "./admin-headers";
import { createSiteApp } from "./site-app";

/** The content editor's answers from an instance, on a build of three files; the nginx config's own rules after. */
let clientDir: string;
let origin: string;
let close: () => void;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), "admin-headers-"));
  mkdirSync(path.join(clientDir, "admin"));
  mkdirSync(path.join(clientDir, "pricing"));
  writeFileSync(path.join(clientDir, "admin", "index.html"), "<!doctype html><title>editor</title>");
  writeFileSync(path.join(clientDir, "admin", "config.yml"), "backend:\n  name: github\n");
  writeFileSync(path.join(clientDir, "pricing", "index.html"), "<!doctype html><title>pricing</title>");
  writeFileSync(path.join(clientDir, "404.html"), "<!doctype html><title>not found</title>");
  const app = createSiteApp({
    clientDir,
    csp: {
      sources: { gtmContainerId: null, chatProvider: "none", demoVideoUrl: null, guideVideoUrl: null },
      pages: { "/pricing": "default-src 'self'" },
    },
    hsts: "max-age=60",
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => {
  close();
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

  it("nginx sends the same policy on every /admin location, with the site's security headers", () => {
    const headers = readFileSync(path.join(PROJECT_ROOT, "deploy/nginx-admin-headers.conf"), "utf8");
    expect(headers).toContain(`add_header Content-Security-Policy "${ADMIN_CONTENT_SECURITY_POLICY}" always;`);
    expect(headers).toMatch(/^include nginx-security-headers\.conf;$/m);
    const conf = readFileSync(path.join(PROJECT_ROOT, "deploy/nginx.conf"), "utf8");
    const adminLocations = [...conf.matchAll(/^\s*location (?:(?:=|\^~) )?\/admin\S*\s*\{([^}]*)\}/gm)];
    expect(adminLocations.length).toBeGreaterThanOrEqual(4);
    for (const [, block] of adminLocations) expect(block).toContain("include nginx-admin-headers.conf;");
  });
});
