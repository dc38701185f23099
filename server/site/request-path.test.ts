import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../config/project-paths";
import { ONE_SPELLING_PATTERN, readRequestPath } from "./request-path";

describe("readRequestPath", () => {
  it.each([
    "/",
    "/pricing",
    "/pricing/",
    "/amazon-kpi/profitability/net-profit-margin",
    "/assets/audit.worker-C4xHfkTG.js",
    "/assets/worker-call.iF2QvF9e.js",
    "/admin/config.yml",
    "/social/features--profit-loss.png",
    "/rest/v1/prospects",
    "/.well-known/security.txt",
    "/PRICING",
  ])("%s is in its one spelling (an address or none, looked up as it is)", (rawPath) => {
    expect(readRequestPath(rawPath)).toBe("one spelling");
  });

  it.each([
    // Percent-encoding of any character: a letter, a dot, a slash, a backslash, a space, NUL, a semicolon.
    "/pricing/index.%68tml",
    "/%61dmin/",
    "/pricing/index%2ehtml",
    "/admin%2f",
    "/assets/..%2fpricing%2findex.%68tml",
    "/pricing%5cindex.html",
    "/pricing%20",
    "/pricing%00",
    "/pricing%3b",
    "/contact/jane%40example.com",
    // Dot segments and trailing dots.
    "/pricing/.",
    "/pricing/./",
    "/pricing/..",
    "/x/../pricing",
    "/./pricing",
    "/pricing.",
    "/pricing./",
    "/pricing/index.html.",
    // Doubled slashes, and an empty path.
    "//pricing",
    "/pricing//",
    "/admin//",
    "//",
    "",
    // Characters no address has.
    "/pricing;x",
    "/pricing\\index.html",
    "/contact/jane@example.com",
    "/pricing:",
    "*",
    "pricing",
  ])("%s is spelled otherwise", (rawPath) => {
    expect(readRequestPath(rawPath)).toBe("spelled otherwise");
  });

  it.each(["/%", "/%E0%A4%A", "/assets/%ff", "/pricing/%c0%ae"])("%s is malformed (not UTF-8)", (rawPath) => {
    expect(readRequestPath(rawPath)).toBe("malformed");
  });

  it("is the pattern deploy/nginx.conf reads the path as sent with, before it chooses a location", () => {
    const conf = readFileSync(path.join(PROJECT_ROOT, "deploy/nginx.conf"), "utf8");
    const map = /map \$request_uri \$path_spelled_otherwise \{\s*"~\^(.*)\(\\\?\|\$\)"\s+0;\s*default\s+1;\s*\}/.exec(
      conf,
    );
    expect(map?.[1]).toBe(ONE_SPELLING_PATTERN);
  });
});
