import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { startLeadsBackend } from "./leads-backend.server";
import { PROJECT_ROOT } from "./project-paths.server";
import { createSiteApp } from "./site-app.server";

/**
 * `npm start`: builds the site if no build exists, applies database migrations, starts Slack delivery and
 * serves the site and its API on PORT (default 3000).
 */
const buildDir = path.resolve(PROJECT_ROOT, process.env.BUILD_DIR || "build");
const serverEntry = path.join(buildDir, "server", "index.js");

if (!existsSync(serverEntry)) {
  console.log("[start] no build found: building the site (npm run build)...");
  const result = spawnSync("npm", ["run", "build"], { cwd: PROJECT_ROOT, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const serverBuild = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
const leads = await startLeadsBackend();
const app = createSiteApp({
  clientDir: path.join(buildDir, "client"),
  serverBuild,
  apiRouter: leads.router,
  trustProxyHops: Number(process.env.TRUST_PROXY_HOPS ?? 0),
});

const server = app.listen(port, host, () => {
  console.log(`[start] MarginAtlas site on http://${host === "0.0.0.0" ? "localhost" : host}:${port}`);
});

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`[start] ${signal}: shutting down`);
  server.close(() => {
    void leads.close().then(() => process.exit(0));
  });
  // Keep-alive connections must not hold the process open forever.
  setTimeout(() => process.exit(0), 5000).unref();
};
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
