import { parse as parseYaml } from "yaml";
import { E2E_EDITOR_ORIGIN } from "../../playwright.config";
import { postBuildProblems } from "./support/build-checks";
import {
  EDITOR_LOAD_TIMEOUT,
  EDITOR_TOKEN,
  everythingStored,
  signInWithToken,
  standInGitHub,
} from "./support/content-editor";
import { expect, test } from "./support/fixtures";

/**
 * The content editor (Sveltia CMS) on its own origin, as in production (CMS_ORIGIN: here http://localhost:<port>, the
 * site being http://127.0.0.1:<port>): its sign-in under its own Content-Security-Policy, a save through the editorial
 * workflow against a stand-in for GitHub's API (support/fake-github.ts), and its token out of the site's reach. The
 * fixture fails each test on any policy violation it does not expect. tests/deploy/nginx.deploy.test.ts signs in
 * through nginx too.
 */
const POST = "app/content/blog/break-even-acos-amazon-ppc.md";
const SENTENCE =
  "This guide shows how to compute break-even ACoS from the fees Amazon actually charges in 2026, how to turn it into a target ACoS that leaves you a margin, and which inputs are easy to get wrong.";
const REWORDED =
  "This guide works out break-even ACoS from the fees Amazon charges in 2026, turns it into a target ACoS that leaves you a margin, and names the inputs that are easy to get wrong.";

test("the site's /admin/ leads to the editor's own origin, whose sign-in shows under its own policy with nothing from a CDN", async ({
  page,
}) => {
  test.setTimeout(2 * EDITOR_LOAD_TIMEOUT);
  // GitHub's API and status page are the editor's backend; anything else from another origin would be a CDN.
  const allowed = [
    "http://127.0.0.1:",
    `${E2E_EDITOR_ORIGIN}/`,
    "data:",
    "blob:",
    "https://api.github.com/",
    "https://www.githubstatus.com/",
  ];
  const foreign: string[] = [];
  page.on("request", (request) => {
    if (!allowed.some((origin) => request.url().startsWith(origin))) foreign.push(request.url());
  });
  await standInGitHub(page.context(), E2E_EDITOR_ORIGIN);
  const response = await page.goto("/admin/");
  expect(page.url()).toBe(`${E2E_EDITOR_ORIGIN}/admin/`);
  expect(response?.status()).toBe(200);
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(policy).toContain("script-src 'self';");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain("unsafe-eval");
  expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(page.getByRole("button", { name: "Sign In Using Access Token" })).toBeVisible({
    timeout: EDITOR_LOAD_TIMEOUT,
  });
  // No OAuth proxy is configured (CMS_OAUTH_BASE_URL), so no button that needs one.
  await expect(page.getByRole("button", { name: "Sign In with GitHub" })).toHaveCount(0);
  // Sveltia offers a checkout on the editor's own computer on localhost only (docs/editing.md, `npm run dev`).
  await expect(page.getByRole("button", { name: "Work with Local Repository" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  // The icon font is the site's copy: the icons render as glyphs, not as their names.
  expect(await page.evaluate(() => document.fonts.check("24px 'Material Symbols Outlined'"))).toBe(true);
  expect(foreign).toEqual([]);
});

test("the editor's origin answers nothing of the site: no page, no 404 page, only the editor", async ({ page }) => {
  for (const pathname of ["/pricing", "/404.html", "/resources/blog"]) {
    const answer = await page.request.get(`${E2E_EDITOR_ORIGIN}${pathname}`);
    expect(answer.status(), pathname).toBe(404);
    expect(answer.headers()["content-type"], pathname).toMatch(/^text\/plain/);
  }
  const root = await page.request.get(`${E2E_EDITOR_ORIGIN}/`, { maxRedirects: 0 });
  expect([root.status(), root.headers()["location"]]).toEqual([302, "/admin/"]);
});

test("an editor signs in with a token, rewords a post's sentence and saves: a branch and a pull request the build accepts", async ({
  page,
}) => {
  test.setTimeout(4 * EDITOR_LOAD_TIMEOUT);
  const github = await standInGitHub(page.context(), E2E_EDITOR_ORIGIN);
  const main = github.branches.get(github.defaultBranch);
  const original = github.fileAt(github.commits.get(main!)!, POST)!;
  expect(original).toContain(SENTENCE);

  await signInWithToken(page, "/admin/");
  await page.getByText("Break-even ACoS: the highest ad cost your Amazon product can afford").click();
  // The body opens as Markdown, as the file holds it (app/content/cms-config.ts).
  const body = page.getByRole("textbox", { name: "Body" });
  const markdown = await body.inputValue();
  expect(markdown).toContain(SENTENCE);
  await body.fill(markdown.replace(SENTENCE, REWORDED));
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Your changes have been saved as a draft.")).toBeVisible({
    timeout: EDITOR_LOAD_TIMEOUT,
  });
  await page.getByRole("button", { name: "Send for Review" }).click();
  await expect.poll(() => github.pullRequests[0]?.labels).toEqual(["sveltia-cms/pending_review"]);
  // The editor's board lists it, read back from the pull requests: in review.
  await page.getByRole("radio", { name: "Editorial Workflow" }).click();
  await expect(page.getByRole("list", { name: "In Review" })).toContainText("Break-even ACoS");

  // Nothing reached main: the save is a branch of its own with a pull request into main, out of draft for review.
  expect(github.branches.get(github.defaultBranch)).toBe(main);
  expect(github.unanswered).toEqual([]);
  const [pullRequest, ...others] = github.pullRequests;
  expect(others).toEqual([]);
  expect(pullRequest).toMatchObject({ base: github.defaultBranch, state: "open", isDraft: false });
  expect(pullRequest!.head).not.toBe(github.defaultBranch);
  const commits = github.commitsOnlyOn(pullRequest!.head);
  expect(commits.length).toBeGreaterThan(0);
  expect([...new Set(commits.flatMap((commit) => github.changedPaths(commit)))]).toEqual([POST]);

  // The file it commits: the same front matter, the body with that one sentence changed, and what the build accepts.
  const saved = github.fileAt(commits[0]!, POST)!;
  const split = (text: string) => /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text)!.slice(1);
  const [savedFrontmatter, savedBody] = split(saved);
  const [originalFrontmatter, originalBody] = split(original);
  expect(parseYaml(savedFrontmatter!)).toEqual(parseYaml(originalFrontmatter!));
  expect(savedBody).toBe(originalBody!.replace(SENTENCE, REWORDED));
  expect(await postBuildProblems(POST, saved)).toEqual([]);
});

test("the site's pages cannot reach the editor's token: not in their storage, cookies or IndexedDB, nor by framing or scripting the editor", async ({
  page,
  cspViolations,
}) => {
  test.setTimeout(3 * EDITOR_LOAD_TIMEOUT);
  await standInGitHub(page.context(), E2E_EDITOR_ORIGIN);
  await signInWithToken(page, "/admin/");
  // Where it is: the editor's origin keeps it (so the same look on the site's origin would find it there).
  expect((await everythingStored(page)).includes(EDITOR_TOKEN), "the token in the editor's storage").toBe(true);

  const site = await page.context().newPage();
  await site.goto("/pricing");
  expect((await everythingStored(site)).includes(EDITOR_TOKEN), "the token in the site's storage").toBe(false);
  expect(JSON.stringify(await page.context().cookies("http://127.0.0.1"))).not.toContain(EDITOR_TOKEN);
  // The site's policy lets none of its pages frame the editor or run its script (an injected script could try both).
  const refused = await site.evaluate(async (editor) => {
    const violations: string[] = [];
    const both = new Promise<void>((resolve) =>
      document.addEventListener("securitypolicyviolation", (event) => {
        if (event.blockedURI.startsWith(editor)) violations.push(event.effectiveDirective);
        if (violations.length === 2) resolve();
      }),
    );
    const frame = Object.assign(document.createElement("iframe"), { src: `${editor}/admin/` });
    const script = Object.assign(document.createElement("script"), { src: `${editor}/admin/sveltia-cms.js` });
    document.body.append(frame, script);
    await both;
    return violations.sort();
  }, E2E_EDITOR_ORIGIN);
  expect(refused).toEqual(["frame-src", "script-src-elem"]);
  // Those two refusals are this test's point, not a fault of the site: nothing else may have been refused.
  expect(cspViolations.filter((violation) => !violation.includes(E2E_EDITOR_ORIGIN))).toEqual([]);
  cspViolations.length = 0;
});
