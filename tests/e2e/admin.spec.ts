import { expect, test } from "./support/fixtures";

/**
 * The content editor (Sveltia CMS at /admin/) shows its sign-in screen under its own Content-Security-Policy, with
 * no violation (the fixture fails the test on any) and nothing fetched from another origin: its script and fonts come
 * from the site. tests/deploy/nginx.deploy.test.ts loads it through nginx the same way.
 */
test("/admin/ shows the editor's sign-in under its own policy, with no violation and nothing from a CDN", async ({
  page,
}) => {
  // GitHub's API and status page are the editor's backend; anything else from another origin would be a CDN.
  const backend = ["https://api.github.com/", "https://www.githubstatus.com/"];
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (!/^(http:\/\/127\.0\.0\.1[:/]|data:|blob:)/.test(url) && !backend.some((origin) => url.startsWith(origin)))
      foreign.push(url);
  });
  const response = await page.goto("/admin/");
  expect(response?.status()).toBe(200);
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(policy).toContain("script-src 'self';");
  expect(policy).not.toContain("unsafe-eval");
  expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(page.getByRole("button", { name: "Sign In Using Access Token" })).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState("networkidle");
  // The icon font is the site's copy: the icons render as glyphs, not as their names.
  expect(await page.evaluate(() => document.fonts.check("24px 'Material Symbols Outlined'"))).toBe(true);
  expect(foreign).toEqual([]);
});
