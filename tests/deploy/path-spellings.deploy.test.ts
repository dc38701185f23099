import { existsSync, readdirSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PROJECT_ROOT } from "../../server/config/project-paths";
import { ADMIN_CONTENT_SECURITY_POLICY } from "../../server/site/admin-headers";
import { readCspManifest, type CspManifest } from "../../server/site/csp-manifest";
import { findPrerenderedPages } from "../../server/site/prerendered-pages";
import { createSiteApp } from "../../server/site/site-app";
import { freePort } from "../../server/test-support/free-port";
import { NGINX, startNginx, type RunningNginx } from "../../server/test-support/nginx";

/**
 * Issue 51, part 1: one spelling per page. `/pricing/index.%68tml` was the pricing page with no Content-Security-
 * Policy, at the instances and through nginx (an inline script ran there), and `/admin//`, `/admin%2f`, `/%61dmin/`
 * the editor under the public pages' policy. Every built page is asked for in odd spellings (case, percent-encoded
 * letters and dots, `;`, doubled slashes, trailing dots, `..%2f` from /assets and /admin/fonts, encoded slashes and
 * backslashes, NUL, double encoding...) at an instance and through the shipped deploy/nginx.conf in front of two: any
 * 200 without the page's own policy fails, and so does any answer but the 404 page (or a 400 for an encoding that is
 * not UTF-8). The instances are the site's Express app as server/main.ts makes it, on the build, without the leads
 * API (no database: no page reads one); nginx's part needs Debian's nginx and says so when it skips.
 */
const buildDir = path.resolve(PROJECT_ROOT, process.env.BUILD_DIR || "build");
const clientDir = path.join(buildDir, "client");
const hasNginx = existsSync(NGINX);
if (!hasNginx) console.log(`[path spellings] nginx's part SKIPPED: ${NGINX} is missing (apt-get install nginx).`);

interface Answer {
  status: number;
  policy: string | undefined;
  robots: string | undefined;
}

/**
 * A request with the path exactly as given (fetch would resolve dot segments and re-encode), its body read and
 * dropped. HEAD takes every route of both servers that GET takes, without sending the 404 page's 140 KB each time.
 */
function get(agent: http.Agent, origin: string, rawPath: string, method: "GET" | "HEAD" = "GET"): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const options = { agent, hostname, port, method, path: rawPath, headers: { "accept-encoding": "gzip" } };
    const request = http.request(options, (res) => {
      res.resume();
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          policy: res.headers["content-security-policy"] as string | undefined,
          robots: res.headers["x-robots-tag"] as string | undefined,
        }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

/** Runs `work` over `items`, `concurrency` at a time, in order of the results. */
async function inBatches<T, R>(items: readonly T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

const hex = (character: string) => `%${character.charCodeAt(0).toString(16).padStart(2, "0")}`;

/**
 * Other spellings of a page's address and of its built file (`<route>/index.html`), none of which is the page's one
 * address (`/pricing`, or `/pricing/`).
 */
function oddSpellings(route: string): string[] {
  const bare = route === "/" ? "" : route;
  const inner = bare.slice(1);
  const file = `${bare}/index.html`;
  const lastSlash = bare.lastIndexOf("/");
  const spellings = [
    // Case.
    `${bare}/`.toUpperCase(),
    file.toUpperCase(),
    `${bare}/index.HTML`,
    // Percent-encoded letters and dots (decoded, they are the page or its file).
    `${bare}/index.%68tml`,
    `${bare}/index.htm%6c`,
    `${bare}/index.%48TML`,
    `${bare}/index%2ehtml`,
    `${bare}/index%2Ehtml`,
    // Encoded slashes and backslashes.
    `${bare}%2findex.html`,
    `${bare}%2Findex.%68tml`,
    `${bare}%2f`,
    `${bare}%5cindex.html`,
    `${bare}\\index.html`,
    // Dot segments, plain and encoded.
    `${bare}/.`,
    `${bare}/./`,
    `${bare}/%2e`,
    `${bare}/%2e/`,
    `/.${bare}`,
    `/%2e${bare}/`,
    `${bare}/x/..`,
    `${bare}/x/%2e%2e/`,
    `/x/..${bare}/`,
    `/x/..%2f${inner}`,
    `/%2e%2e${file}`,
    `${file}/.`,
    // From the hashed assets and the editor's fonts to the page's file.
    `/assets/..%2f${inner}${inner ? "%2f" : ""}index.%68tml`,
    `/assets/%2e%2e${file}`,
    `/assets/..${file}`,
    `/admin/fonts/..%2f..%2f${inner}${inner ? "%2f" : ""}index.html`,
    `/admin/fonts/%2e%2e/%2e%2e${file}`,
    // Semicolons (path parameters to some servers).
    `${bare};`,
    `${bare};x`,
    `${bare}/;`,
    `${file};x`,
    `${bare};/index.html`,
    `${bare}%3b`,
    // Doubled slashes.
    `/${bare}`,
    `${bare}//`,
    `${bare}//index.html`,
    ...(lastSlash > 0 ? [`${bare.slice(0, lastSlash)}//${bare.slice(lastSlash + 1)}`] : []),
    // Trailing dots, spaces, NUL, tabs.
    `${bare}.`,
    `${bare}./`,
    `${file}.`,
    `${bare}%2e`,
    `${bare}%20`,
    `${file}%20`,
    `${bare}%00`,
    `${file}%00`,
    `${bare}%09`,
    // Double encoding, overlong UTF-8 for a dot, a full-width dot, .htm and .html as a folder.
    `${bare}/index.%2568tml`,
    `${bare}%252findex.html`,
    `${bare}/%c0%ae/`,
    `${bare}/index%ef%bc%8ehtml`,
    `${bare}/index.htm`,
    `${file}/`,
    `${bare}.html`,
    // Other case of the first letter, and an encoded first letter.
    ...(inner ? [`/${inner[0]!.toUpperCase()}${inner.slice(1)}`, `/${hex(inner[0]!)}${inner.slice(1)}`] : []),
  ];
  // The home page's spellings start at "/" (";" is "/;"); the page's own address and its trailing-slash form are not odd.
  const rooted = spellings.map((spelling) => (spelling.startsWith("/") ? spelling : `/${spelling}`));
  return [...new Set(rooted)].filter((spelling) => spelling !== route && spelling !== `${bare}/`);
}

/** Spellings of the editor's address and a traversal to its configuration, each of which must be a 404. */
const ADMIN_SPELLINGS = [
  "/admin//",
  "/admin%2f",
  "/admin%2F",
  "/%61dmin/",
  "/%61dmin",
  "/ADMIN/",
  "/Admin",
  "/admin/index.html",
  "/admin/index.%68tml",
  "/admin/./",
  "/admin/%2e/",
  "/admin;/",
  "/admin/;",
  "/admin.",
  "//admin/",
  "/x/../admin/",
  "/admin/fonts/..%2fconfig.yml",
  "/admin/fonts/%2e%2e/config.yml",
  "/admin/fonts/../config.yml",
  "/admin//config.yml",
  "/admin/%63onfig.yml",
  "/assets/..%2fadmin%2fconfig.yml",
  "/assets/%2e%2e/admin/config.yml",
  "/ASSETS/..%2fadmin%2fconfig.yml",
];

/** The build's files that are not pages (assets, the editor's files, favicons, robots.txt...), by address. */
function buildFileAddresses(): string[] {
  return readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith(".html"))
    .map((entry) => `/${path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`);
}

async function listen(app: ReturnType<typeof createSiteApp>, port = 0): Promise<{ origin: string; close(): void }> {
  const server = await new Promise<http.Server>((resolve) => {
    const listening = app.listen(port, "127.0.0.1", () => resolve(listening));
  });
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  };
}

describe("every page has one spelling: the others are the 404 page, never a page without its policy", () => {
  let manifest: CspManifest;
  let pages: string[];
  const targets: { name: string; origin: string }[] = [];
  const closers: (() => void)[] = [];
  let nginx: RunningNginx | undefined;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

  beforeAll(async () => {
    if (!existsSync(path.join(buildDir, "csp.json")))
      throw new Error(`No build in ${buildDir}: run npm run build first.`);
    manifest = readCspManifest(buildDir);
    pages = [...findPrerenderedPages(clientDir).keys()];
    const instancePorts = [await freePort(), await freePort()];
    for (const port of instancePorts) {
      const site = await listen(
        createSiteApp({ clientDir, csp: manifest, hsts: "max-age=31536000", trustedProxyAddresses: ["127.0.0.1"] }),
        port,
      );
      closers.push(site.close);
    }
    targets.push({ name: "instance", origin: `http://127.0.0.1:${instancePorts[0]}` });
    if (hasNginx) {
      const listenPort = await freePort();
      nginx = startNginx(buildDir, listenPort, instancePorts);
      const origin = `http://127.0.0.1:${listenPort}`;
      await vi.waitFor(
        async () => {
          if (!(await fetch(`${origin}/robots.txt`)).ok) throw new Error("nginx is not serving yet");
        },
        { timeout: 30_000, interval: 100 },
      );
      targets.push({ name: "nginx", origin });
    }
  }, 60_000);

  afterAll(() => {
    nginx?.stop();
    for (const close of closers) close();
    agent.destroy();
  });

  it("serves each page at its address (and with a trailing slash) under its own policy", async () => {
    // By HEAD: the deployment test and the browser tests GET them.
    for (const { name, origin } of targets) {
      const wrong: string[] = [];
      await inBatches(
        pages.flatMap((route) => (route === "/" ? ["/"] : [route, `${route}/`])),
        8,
        async (address) => {
          const answer = await get(agent, origin, address, "HEAD");
          const route = address.length > 1 ? address.replace(/\/$/, "") : address;
          if (answer.status !== 200 || answer.policy !== manifest.pages[route])
            wrong.push(`${address} ${answer.status} ${answer.policy === undefined ? "without a policy" : ""}`);
        },
      );
      expect(wrong, name).toEqual([]);
    }
  });

  it("answers every other spelling of every built page with the 404 page (or 400), never a 200 without the page's policy", async () => {
    // Every page by HEAD; the home page, one page of a folder and one two folders down, and the 404 page's own file,
    // by GET as a browser asks.
    const byGet = new Set(["/", "/pricing", "/features/profit-loss", "/amazon-kpi/profitability/net-profit-margin"]);
    const requests = [
      ...pages.flatMap((route) =>
        oddSpellings(route).flatMap((spelling) =>
          (byGet.has(route) ? (["HEAD", "GET"] as const) : (["HEAD"] as const)).map((method) => ({
            route,
            spelling,
            method,
          })),
        ),
      ),
      ...["/404.html", "/404.%68tml", "/404.htm%6c", "/assets/..%2f404.%68tml"].map((spelling) => ({
        route: "/404",
        spelling,
        method: "GET" as const,
      })),
    ];
    for (const { name, origin } of targets) {
      const started = Date.now();
      const answers = await inBatches(requests, 8, async (request) => ({
        ...request,
        answer: await get(agent, origin, request.spelling, request.method),
      }));
      const withoutThePagePolicy = answers
        .filter(({ route, answer }) => answer.status === 200 && answer.policy !== manifest.pages[route])
        .map(
          ({ method, spelling, answer }) =>
            `${method} ${spelling} 200 ${answer.policy === undefined ? "without a policy" : "under another policy"}`,
        );
      const notThe404Page = answers
        .filter(({ answer }) => answer.status !== 404 && answer.status !== 400)
        .map(({ method, spelling, answer }) => `${method} ${spelling} ${answer.status}`);
      console.log(
        `[path spellings] ${name}: ${answers.length} requests (${pages.length} pages) in ${((Date.now() - started) / 1000).toFixed(1)} s: ${withoutThePagePolicy.length} pages without their policy, ${notThe404Page.length} not the 404 page`,
      );
      expect(withoutThePagePolicy.slice(0, 40), `${name}: pages answered without their policy`).toEqual([]);
      expect(notThe404Page.slice(0, 40), `${name}: spellings answered other than 404 or 400`).toEqual([]);
      // The 404 page keeps its own policy whatever the spelling.
      for (const { method, spelling, answer } of answers.filter(({ answer }) => answer.status === 404))
        expect(answer.policy, `${name} ${method} ${spelling}`).toMatch(/script-src 'self' 'sha256-/);
    }
  }, 300_000);

  it("serves the editor at /admin and /admin/ only, under its own policy and unindexed; other spellings and traversals are 404", async () => {
    for (const { name, origin } of targets) {
      for (const address of ["/admin", "/admin/", "/admin/config.yml"]) {
        const answer = await get(agent, origin, address);
        expect([address, answer.status, answer.policy, answer.robots], name).toEqual([
          address,
          200,
          ADMIN_CONTENT_SECURITY_POLICY,
          "noindex, nofollow",
        ]);
      }
      const answers = await Promise.all(
        ADMIN_SPELLINGS.map(async (spelling) => `${spelling} ${(await get(agent, origin, spelling)).status}`),
      );
      expect(answers, name).toEqual(ADMIN_SPELLINGS.map((spelling) => `${spelling} 404`));
    }
  });

  it.skipIf(!hasNginx)(
    "puts its policy that allows nothing on an instance's answer that came without one (an HTML file it did not expect)",
    async () => {
      // A stand-in instance that answers everything with an inline script and no policy, as the static handler did.
      const standIn = http.createServer((_req, res) => {
        res.writeHead(200, { "content-type": "text/html" }).end("<script>document.title = 'ran'</script>");
      });
      await new Promise<void>((resolve) => standIn.listen(0, "127.0.0.1", resolve));
      const listenPort = await freePort();
      const lonely = startNginx(buildDir, listenPort, [(standIn.address() as AddressInfo).port]);
      try {
        const origin = `http://127.0.0.1:${listenPort}`;
        await vi.waitFor(
          async () => {
            if (!(await fetch(`${origin}/robots.txt`)).ok) throw new Error("nginx is not serving yet");
          },
          { timeout: 30_000, interval: 100 },
        );
        for (const address of ["/no-such-page", "/pricing/index.html", "/%2e/pricing"]) {
          const answer = await get(agent, origin, address);
          expect([address, answer.status, answer.policy]).toEqual([
            address,
            200,
            "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
          ]);
        }
      } finally {
        lonely.stop();
        standIn.close();
      }
    },
  );

  it("sends a policy with every other file of the build, and answers dot segments and encoded slashes among them 404", async () => {
    const files = buildFileAddresses();
    expect(files.length).toBeGreaterThan(100);
    for (const { name, origin } of targets) {
      const withoutPolicy: string[] = [];
      const traversals: string[] = [];
      await inBatches(files, 8, async (file) => {
        const answer = await get(agent, origin, file);
        if (answer.status !== 200 || !answer.policy) withoutPolicy.push(`${file} ${answer.status}`);
        // The same file reached from inside /assets and from the editor's fonts.
        const encoded = file.slice(1).replaceAll("/", "%2f");
        for (const traversal of [
          `/assets/..%2f${encoded}`,
          `/admin/fonts/..%2f..%2f${encoded}`,
          `/assets/x/%2e%2e/..${file}`,
        ]) {
          const status = (await get(agent, origin, traversal, "HEAD")).status;
          if (status !== 404) traversals.push(`${traversal} ${status}`);
        }
      });
      expect(withoutPolicy, `${name}: files without a policy`).toEqual([]);
      expect(traversals, `${name}: traversals`).toEqual([]);
    }
  }, 120_000);
});
