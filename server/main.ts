import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "./config/project-paths";
import { readServerConfig } from "./config/server-config";
import { checkReadiness } from "./database/readiness";
import { startupFailureMessage } from "./database/role-requirements";
import { createGracefulShutdown } from "./http/graceful-shutdown";
import { startLeadsBackend } from "./leads/leads-backend";
import { createJsonLogger } from "./logging/logger";
import { sourcesChangedSince, staleBuildWarning } from "./site/build-freshness";
import { strictTransportSecurity } from "./site/content-security-policy";
import { CSP_MANIFEST_FILE, readCspManifest } from "./site/csp-manifest";
import { findPrerenderedPages } from "./site/prerendered-pages";
import { createSiteApp } from "./site/site-app";

/**
 * `npm start`: builds the site if no build exists, applies database migrations, starts Slack delivery and
 * serves the site and its API on HOST:PORT (default 127.0.0.1:3000). Logs are JSON lines on stdout
 * (LOG_LEVEL). An existing build is served as it is, with a warning when sources changed after it was made.
 * A setup problem (a setting, the database, its roles) ends the start with one log line naming the fix.
 */
const logger = createJsonLogger();
const buildDir = path.resolve(PROJECT_ROOT, process.env.BUILD_DIR || "build");
const builtHome = path.join(buildDir, "client", "index.html");

// A build from before the pages' Content-Security-Policy was written (build/csp.json) is rebuilt too.
if (
  !existsSync(builtHome) ||
  !existsSync(path.join(buildDir, "client", "404.html")) ||
  !existsSync(path.join(buildDir, CSP_MANIFEST_FILE))
) {
  logger.info("no complete build found: building the site (npm run build)");
  const result = spawnSync("npm", ["run", "build"], { cwd: PROJECT_ROOT, stdio: ["ignore", "inherit", "inherit"] });
  if (result.status !== 0) process.exit(result.status ?? 1);
} else {
  // Warn rather than rebuild: a production server must start quickly and serve the build it was given.
  const warning = staleBuildWarning(
    sourcesChangedSince(PROJECT_ROOT, statSync(builtHome).mtimeMs),
    path.relative(PROJECT_ROOT, buildDir) || buildDir,
  );
  if (warning) logger.warn(warning);
}

/** Everything that can fail because of the setup (settings, database, roles) fails here, in one log line. */
async function startSite() {
  const config = readServerConfig();
  const clientDir = path.join(buildDir, "client");
  const leads = await startLeadsBackend({ pagePaths: new Set(findPrerenderedPages(clientDir).keys()), logger });
  let shutdown: ReturnType<typeof createGracefulShutdown> | null = null;
  const app = createSiteApp({
    clientDir,
    csp: readCspManifest(buildDir),
    hsts: strictTransportSecurity(),
    apiRouter: leads.router,
    trustedProxyAddresses: config.trustedProxyAddresses,
    editor: config.editor,
    readiness: async () => (shutdown?.stopping ? "shutting down" : checkReadiness(leads.db)),
    logger,
  });
  if (config.editor.at === "nowhere")
    logger.warn(
      'the content editor is not served: in production it needs an origin of its own, so its GitHub token is out of reach of the site\'s pages. Set CMS_ORIGIN (docs/deploy.md, "The content editor").',
    );
  const server = app.listen(config.port, config.host, () => {
    logger.info(`MarginAtlas site on http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${config.port}`, {
      port: config.port,
    });
  });
  shutdown = createGracefulShutdown({ server, closeBackend: () => leads.close(), logger });
  process.on("SIGTERM", () => void shutdown.shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown.shutdown("SIGINT"));
}

try {
  await startSite();
} catch (error) {
  logger.error(startupFailureMessage(error));
  process.exit(1);
}
