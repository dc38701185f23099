import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./free-port";

/**
 * A PostgreSQL server of the test's own (initdb in a temporary directory, on a free loopback port), for faults that
 * must not touch the shared test server: freeze() stops the postmaster and every backend with SIGSTOP, as a hung
 * host or a paused VM does, and thaw() lets them run on. Needs the server binaries of Debian's postgresql package.
 */
export interface PrivatePostgres {
  /** A superuser URL (trust authentication on loopback). */
  url: string;
  freeze(): void;
  thaw(): void;
  stop(): Promise<void>;
}

const DEBIAN_POSTGRES_ROOT = "/usr/lib/postgresql";

/** The newest installed server's bin directory, or null when no server binaries are installed. */
export function postgresBinDirectory(): string | null {
  if (!existsSync(DEBIAN_POSTGRES_ROOT)) return null;
  const versions = readdirSync(DEBIAN_POSTGRES_ROOT)
    .filter((version) => existsSync(path.join(DEBIAN_POSTGRES_ROOT, version, "bin", "postgres")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(DEBIAN_POSTGRES_ROOT, versions[0], "bin") : null;
}

/** PostgreSQL refuses to run as root: as root, the server runs as the postgres user. */
function serverUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  return {
    uid: Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" })),
    gid: Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" })),
  };
}

/** The pids whose parent is `parent` (Linux /proc). */
function childProcesses(parent: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid ...": the command may hold spaces and parentheses, so read after the last ")".
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === parent) children.push(Number(entry));
    } catch {
      // The process exited while the list was read.
    }
  }
  return children;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDirectory();
  if (!bin) throw new Error(`no PostgreSQL server binaries under ${DEBIAN_POSTGRES_ROOT}`);
  const user = serverUser();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "marginatlas-private-postgres-"));
  if (user) chownSync(dataDir, user.uid, user.gid);
  execFileSync(
    path.join(bin, "initdb"),
    ["-D", dataDir, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--no-sync"],
    { stdio: "ignore", ...user },
  );
  const port = await freePort();
  const server: ChildProcess = spawn(
    path.join(bin, "postgres"),
    ["-D", dataDir, "-p", String(port), "-k", dataDir, "-c", "listen_addresses=127.0.0.1", "-c", "fsync=off"],
    { stdio: ["ignore", "ignore", "pipe"], ...user },
  );
  await new Promise<void>((resolve, reject) => {
    let log = "";
    const timer = setTimeout(() => reject(new Error(`PostgreSQL did not start:\n${log}`)), 30_000);
    server.on("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`PostgreSQL exited (${code ?? signal}):\n${log}`));
    });
    server.stderr?.on("data", (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes("ready to accept connections")) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  const postmaster = server.pid as number;
  // Every backend calls setsid() (PostgreSQL's InitPostmasterChild), so a process group does not reach them:
  // the postmaster and its children, found by parent pid.
  const signalServer = (signal: NodeJS.Signals) => {
    for (const pid of [postmaster, ...childProcesses(postmaster)]) {
      try {
        process.kill(pid, signal);
      } catch {
        // A backend that exited meanwhile.
      }
    }
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    freeze: () => signalServer("SIGSTOP"),
    thaw: () => signalServer("SIGCONT"),
    async stop() {
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once("exit", resolve));
        signalServer("SIGCONT");
        // Immediate shutdown: the data is thrown away with the directory.
        server.kill("SIGQUIT");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
