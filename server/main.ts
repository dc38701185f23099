import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { sourcesChangedSince, staleBuildWarning } from "./build-freshness.server";
import { strictTransportSecurity } from "./content-security-policy";
import { CSP_MANIFEST_FILE, readCspManifest } from "./csp-manifest.server";
import { createGracefulShutdown } from "./graceful-shutdown.server";
import { startLeadsBackend } from "./leads-backend.server";
import { createJsonLogger } from "./logger.server";
import { PROJECT_ROOT } from "./project-paths.server";
import { checkReadiness } from "./readiness.server";
import { createSiteApp } from "./site-app.server";

/**
 * `npm start`: builds the site if no build exists, applies database migrations, starts Slack delivery and
 * serves the site and its API on PORT (default 3000). Logs are JSON lines on stdout (LOG_LEVEL). An existing
 * build is served as it is, with a warning when sources changed after it was made.
 */
const logger = createJsonLogger();
const buildDir = path.resolve(PROJECT_ROOT, process.env.BUILD_DIR || "build");
const builtHome = path.join(buildDir, "client", "index.html");

// A build from before the pages' Content-Security-Policy was written (build/csp.json) is rebuilt too.
if (!existsSync(builtHome) || !existsSync(path.join(buildDir, "client", "404.html")) || !existsSync(path.join(buildDir, CSP_MANIFEST_FILE))) {
  logger.info("no complete build found: building the site (npm run build)");
  const result = spawnSync("npm", ["run", "build"], { cwd: PROJECT_ROOT, stdio: ["ignore", "inherit", "inherit"] });
  if (result.status !== 0) process.exit(result.status ?? 1);
} else {
  // Warn rather than rebuild: a production server must start quickly and serve the build it was given.
  const warning = staleBuildWarning(sourcesChangedSince(PROJECT_ROOT, statSync(builtHome).mtimeMs), path.relative(PROJECT_ROOT, buildDir) || buildDir);
  if (warning) logger.warn(warning);
}

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const leads = await startLeadsBackend({ logger });
let shutdown: ReturnType<typeof createGracefulShutdown> | null = null;
const app = createSiteApp({
  clientDir: path.join(buildDir, "client"),
  csp: readCspManifest(buildDir),
  hsts: strictTransportSecurity(),
  apiRouter: leads.router,
  trustProxyHops: Number(process.env.TRUST_PROXY_HOPS ?? 0),
  readiness: async () => (shutdown?.stopping ? "shutting down" : checkReadiness(leads.db)),
  logger,
});

const server = app.listen(port, host, () => {
  logger.info(`MarginAtlas site on http://${host === "0.0.0.0" ? "localhost" : host}:${port}`, { port });
});
shutdown = createGracefulShutdown({ server, closeBackend: () => leads.close(), logger });
process.on("SIGTERM", () => void shutdown.shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown.shutdown("SIGINT"));
