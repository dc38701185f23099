import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LEADS_API_PATHS } from "~/leads/endpoints";
import { PROJECT_ROOT, SERVER_START_ARGS } from "./project-paths";

/**
 * Docker cannot build here, so the Dockerfile is checked against what CI really runs: the same install and
 * build commands (.ci/run, scripts/test-all.ts) and the same start command and health probe as the
 * deployment test (tests/deploy). The nginx config is run for real by that test; these are its static rules.
 */
const read = (file: string) => readFileSync(path.join(PROJECT_ROOT, file), "utf8");

describe("Dockerfile", () => {
  const dockerfile = read("Dockerfile");

  it("builds in one stage and runs on Node 24 LTS, the version the project's own files bring, as the unprivileged user in another", () => {
    expect(dockerfile.match(/^FROM node:24-/gm)).toHaveLength(2);
    const pkg = JSON.parse(read("package.json")) as {
      engines: { node: string };
      devDependencies: Record<string, string>;
    };
    expect(pkg.devDependencies.node).toMatch(/^24\./);
    expect(pkg.engines.node).toMatch(/24/);
    expect(read(".nvmrc").trim()).toBe(pkg.devDependencies.node);
    // npm puts node_modules/.bin first on every script's PATH, so the tests themselves run on that Node.
    expect(process.versions.node).toBe(pkg.devDependencies.node);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^COPY --from=build \/app\/build \.\/build$/m);
  });

  it("installs and builds with the commands CI runs", () => {
    expect(dockerfile).toMatch(/^RUN npm ci\b/m);
    // CI installs with `npm install` (the team's rule for this machine); the image uses the lockfile as is.
    expect(read(".ci/run")).toMatch(/^npm install\b/m);
    expect(dockerfile).toMatch(/^RUN npm run build\b/m);
    expect(read("scripts/test-all.ts")).toContain('args: ["run", "build"]');
  });

  it("starts the server the way the deployment test does and probes /healthz", () => {
    expect(dockerfile).toContain(`CMD ${JSON.stringify(["node", ...SERVER_START_ARGS]).replaceAll(",", ", ")}`);
    expect(dockerfile).toMatch(/^HEALTHCHECK [^\n]*\\\n[^\n]*\/healthz/m);
  });

  it("keeps local data, builds and secrets out of the build context", () => {
    const ignored = read(".dockerignore").split("\n");
    for (const entry of ["node_modules", "build", "data", ".env", ".git"]) expect(ignored).toContain(entry);
  });
});

describe("deploy/nginx.conf", () => {
  const conf = read("deploy/nginx.conf");

  it("rate-limits every write endpoint of the leads API", () => {
    for (const apiPath of Object.values(LEADS_API_PATHS)) {
      expect(conf, apiPath).toMatch(
        new RegExp(
          `location = ${apiPath.replaceAll("/", "\\/")} +\\{ limit_req zone=lead_\\w+ burst=\\d+ nodelay; include nginx-api-errors.conf; include nginx-proxy.conf; \\}`,
        ),
      );
    }
  });

  it("answers nginx's own 404, 405, 413, 429, 502, 503 and 504 on every API location in the API's JSON shape", () => {
    const errors = read("deploy/nginx-api-errors.conf");
    for (const status of [404, 405, 413, 429, 502, 503, 504]) {
      const target = new RegExp(`^error_page ${status} (@\\w+);$`, "m").exec(errors)?.[1];
      expect(target, String(status)).toBeDefined();
      const block = new RegExp(`location ${target} \\{([^}]*)\\}`).exec(conf)?.[1] ?? "";
      expect(block, String(status)).toContain("default_type application/json;");
      expect(block, String(status)).toContain("include nginx-security-headers.conf;");
      expect(block, String(status)).toMatch(new RegExp(`return ${status} '\\{"error":\\{"kind":"\\w+","message":"`));
    }
  });

  it("trusts no load balancer unless one is configured: the real_ip lines ship commented out", () => {
    expect(conf).toMatch(/^\s*# set_real_ip_from .*ADAPT/m);
    expect(conf).toMatch(/^\s*# real_ip_header X-Forwarded-For;$/m);
    expect(conf).not.toMatch(/^\s*(set_real_ip_from|real_ip_header)\b/m);
  });

  it("writes request errors (request line, referrer) to no log, and passes no client X-Forwarded-For or X-Forwarded-Host on", () => {
    expect(/http \{[\s\S]*?error_log \S+ crit;/.test(conf)).toBe(true);
    const proxy = read("deploy/nginx-proxy.conf");
    expect(proxy).toMatch(/^proxy_set_header X-Forwarded-For \$remote_addr;$/m);
    expect(proxy).toMatch(/^proxy_set_header X-Forwarded-Host "";$/m);
  });

  it("balances over two or more instances and includes the build's page policies", () => {
    const upstream = /upstream marginatlas_node \{([^}]*)\}/.exec(conf)?.[1] ?? "";
    expect(upstream.match(/^\s*server /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(conf).toContain("include /srv/marginatlas/build/nginx-csp-map.conf;");
  });
});
