import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PROJECT_ROOT } from "../config/project-paths";

/** Debian's nginx (apt-get install nginx; .ci/run installs it). */
export const NGINX = "/usr/sbin/nginx";

/** The address a stand-in load balancer connects to nginx from: the one nginx is told to trust. */
export const BALANCER_ADDRESS = "127.0.0.254";

/** The content editor's host name in the tests (deploy/nginx.conf's editor server block; the instances' CMS_ORIGIN). */
export const EDITOR_HOST_NAME = "localhost";

/** The shipped load-balancer lines (commented out: off by default), enabled for the stand-in balancer. */
const REAL_IP_LINES =
  /# set_real_ip_from [^;\n]+;[^\n]*\n\s*# real_ip_header X-Forwarded-For;\n\s*# real_ip_recursive on;/;

/**
 * deploy/nginx.conf with its ADAPT lines pointed at this build, a temp prefix, a free port (both server blocks: the
 * site's and, by its host name, the content editor's) and the instances,
 * and its load-balancer lines enabled with the stand-in balancer's address, as an operator would.
 */
export function nginxConfig(prefix: string, buildDir: string, listenPort: number, instancePorts: number[]): string {
  const shipped = readFileSync(path.join(PROJECT_ROOT, "deploy/nginx.conf"), "utf8");
  if (!REAL_IP_LINES.test(shipped))
    throw new Error(
      "deploy/nginx.conf has no (commented-out) set_real_ip_from / real_ip_header / real_ip_recursive lines for a load balancer",
    );
  const upstream = instancePorts
    .map((port) => `        server 127.0.0.1:${port} max_fails=3 fail_timeout=10s;`)
    .join("\n");
  return (
    shipped
      .replace(
        REAL_IP_LINES,
        `set_real_ip_from ${BALANCER_ADDRESS};\n    real_ip_header X-Forwarded-For;\n    real_ip_recursive on;`,
      )
      .replaceAll("/srv/marginatlas/build", buildDir)
      .replace("/run/nginx-marginatlas.pid", path.join(prefix, "nginx.pid"))
      .replaceAll("/var/log/nginx/", `${prefix}/`)
      .replaceAll("listen 80;", `listen 127.0.0.1:${listenPort};`)
      // The content editor's host name: one a browser reaches on loopback without DNS.
      .replace("server_name edit.marginatlas.com;", `server_name ${EDITOR_HOST_NAME};`)
      // Debian's build keeps temp files under /var/lib/nginx, which an unprivileged test run cannot write.
      .replace(
        "http {\n",
        `http {\n${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `    ${kind}_temp_path ${prefix}/${kind};\n`).join("")}`,
      )
      .replace(/ {8}server 127\.0\.0\.1:3001[^\n]*\n[^\n]*3002[^\n]*/, upstream)
  );
}

export interface RunningNginx {
  /** The temp prefix: nginx.conf, the include files and the logs. */
  prefix: string;
  process: ChildProcess;
  stop(): void;
}

/** deploy/nginx.conf (rewritten by nginxConfig) checked with `nginx -t` and started in the foreground on listenPort. */
export function startNginx(buildDir: string, listenPort: number, instancePorts: number[]): RunningNginx {
  const prefix = mkdtempSync(path.join(os.tmpdir(), "marginatlas-nginx-"));
  for (const file of readdirSync(path.join(PROJECT_ROOT, "deploy")).filter((name) => /^nginx-.+\.conf$/.test(name))) {
    writeFileSync(path.join(prefix, file), readFileSync(path.join(PROJECT_ROOT, "deploy", file)));
  }
  const configFile = path.join(prefix, "nginx.conf");
  writeFileSync(configFile, nginxConfig(prefix, buildDir, listenPort, instancePorts));
  const check = spawnSync(NGINX, ["-t", "-p", prefix, "-e", `${prefix}/error.log`, "-c", configFile], {
    encoding: "utf8",
  });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const child = spawn(NGINX, ["-p", prefix, "-e", `${prefix}/error.log`, "-c", configFile, "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  return {
    prefix,
    process: child,
    stop() {
      child.kill("SIGTERM");
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
