import type { BrowserContext, Page } from "@playwright/test";
import { parse as parseYaml } from "yaml";
import { FakeGitHub, repositoryFilesFor, type EditorConfig } from "./fake-github";

/**
 * Signing in to the content editor (Sveltia CMS) with an access token against the stand-in GitHub, and what an origin
 * keeps for its pages: shared by the browser tests (admin.spec.ts) and the deployment test through nginx.
 */
export const EDITOR_TOKEN = "github_pat_11EDITOR0token0for0the0stand0in";

/** A stand-in GitHub (and its status page) holding the repository the editor's configuration names, as checked out. */
export async function standInGitHub(context: BrowserContext, editorOrigin: string): Promise<FakeGitHub> {
  const config = parseYaml(
    await (await context.request.get(`${editorOrigin}/admin/config.yml`)).text(),
  ) as EditorConfig;
  const github = new FakeGitHub({
    repository: config.backend.repo,
    branch: config.backend.branch,
    token: EDITOR_TOKEN,
    files: repositoryFilesFor(config),
  });
  await github.serve(context);
  await context.route("https://www.githubstatus.com/**", (route) =>
    route.fulfill({ json: { status: { indicator: "none", description: "All Systems Operational" } } }),
  );
  return github;
}

/**
 * How long the editor may take to show its sign-in and then its collections: its script is 2 MB, and it reads every
 * entry of the repository after signing in (27 s and 10 s on this two-core machine with a load average of 23).
 */
export const EDITOR_LOAD_TIMEOUT = 60_000;

/**
 * Signs in as an editor does: from the address they open (`adminUrl`, the site's /admin/, which sends them to the
 * editor's own origin in production), the token pasted into the editor's sign-in; resolves once the collections show.
 */
export async function signInWithToken(page: Page, adminUrl: string): Promise<void> {
  await page.goto(adminUrl);
  await page.getByRole("button", { name: "Sign In Using Access Token" }).click({ timeout: EDITOR_LOAD_TIMEOUT });
  await page.getByRole("textbox").fill(EDITOR_TOKEN);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.getByRole("treeitem", { name: "Blog posts" }).waitFor({ timeout: EDITOR_LOAD_TIMEOUT });
}

/** Everything a page's origin keeps for it, as one text: its cookies, both storages, every IndexedDB record. */
export function everythingStored(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const result = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const values: string[] = [document.cookie];
    for (const storage of [localStorage, sessionStorage])
      for (const key of Object.keys(storage)) values.push(key, storage.getItem(key) ?? "");
    for (const { name } of await indexedDB.databases()) {
      const database = await result(indexedDB.open(name!));
      for (const store of database.objectStoreNames)
        values.push(JSON.stringify(await result(database.transaction(store).objectStore(store).getAll())));
      database.close();
    }
    return values.join("\n");
  });
}
