import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readSiteConfig } from "~/settings/config";
import { resolveSiteTokens } from "./site-tokens";

const root = fileURLToPath(new URL("../..", import.meta.url));
const appFiles = readdirSync(join(root, "app"), { recursive: true, encoding: "utf8" })
  .filter((file) => /\.(tsx?|astro|md|yaml)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith("README.md"))
  .map((file) => join(root, "app", file));

// Every piece of copy as written: page and KPI entries, shared sentences, worked examples and blog posts.
const entries = import.meta.glob<string>("../content/**/*.yaml", { query: "?raw", import: "default", eager: true });
const copyModules = {
  ...import.meta.glob<Record<string, unknown>>(["../content/worked-examples/*.ts", "!**/*.test.ts"], { eager: true }),
  "../content/shared-copy.ts": await import("~/content/shared-copy"),
};
const posts = import.meta.glob<string>("../content/blog/*.md", { query: "?raw", import: "default", eager: true });

describe("the site's own names", () => {
  it("the brand enters once: no page, component or copy names it but through the configuration", () => {
    expect(appFiles.length).toBeGreaterThan(150);
    const naming = appFiles
      .filter((file) => /MarginAtlas|@marginatlas\.com/.test(readFileSync(file, "utf8")))
      .map((file) => relative(root, file));
    expect(naming).toEqual(["app/settings/config.ts", "app/settings/support-email.ts"]);
  });

  it("a renamed site says its own name, address and host in all copy, and leaves no token unresolved", () => {
    const renamed = readSiteConfig({
      SITE_BRAND_NAME: "Acme Analytics",
      SUPPORT_EMAIL: "help@acme.test",
      SITE_PRIMARY_HOST: "https://acme.test",
    });
    const copy = JSON.stringify(resolveSiteTokens({ modules: copyModules, entries, posts }, renamed));
    expect(copy).not.toMatch(/MarginAtlas|marginatlas\.com|\{(brand|supportEmail|siteHost)\}/);
    for (const name of ["Acme Analytics", "help@acme.test", "acme.test and its free tools"])
      expect(copy).toContain(name);
  });

  it("resolve inside nested copy and leave everything else alone", () => {
    const site = readSiteConfig({});
    expect(
      resolveSiteTokens(
        { title: "About {brand}", faqs: [{ answer: "Email {supportEmail}." }], count: 3, when: null },
        site,
      ),
    ).toEqual({
      title: "About MarginAtlas",
      faqs: [{ answer: "Email support@marginatlas.com." }],
      count: 3,
      when: null,
    });
  });
});
