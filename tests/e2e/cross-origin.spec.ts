import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "./support/fixtures";
import { findRows, uniqueEmail } from "./support/leads-db";

/**
 * Another website (a page on another local origin) tries every way a page can make its visitors' browsers
 * post a lead to us: a fetch without CORS, a beacon, a CORS fetch with JSON and an auto-submitted
 * text/plain form that forges a JSON body. None may store anything.
 */
function attackerPage(target: string, emails: string[]): string {
  const body = (email: string) => JSON.stringify({ first_name: "Forged", last_name: "Lead", email });
  const [noCors, beacon, corsJson, form] = emails;
  const formBody = body(form!);
  // The classic JSON-in-text/plain trick: name + "=" + value reads as one JSON object.
  const fieldName = formBody.slice(0, -1) + ',"pad":"';
  return `<!doctype html><html><body>
<form id="forged" method="POST" action="${target}" enctype="text/plain"><input name='${fieldName}' value='"}'></form>
<script>
  window.attacks = Promise.allSettled([
    fetch(${JSON.stringify(target)}, { method: "POST", mode: "no-cors", headers: { "Content-Type": "text/plain" }, body: ${JSON.stringify(body(noCors!))} }),
    Promise.resolve(navigator.sendBeacon(${JSON.stringify(target)}, new Blob([${JSON.stringify(body(beacon!))}], { type: "text/plain" }))),
    fetch(${JSON.stringify(target)}, { method: "POST", headers: { "Content-Type": "application/json" }, body: ${JSON.stringify(body(corsJson!))} }),
  ]).then((results) => results.map((result) => result.status));
</script></body></html>`;
}

test("a page on another origin cannot store a lead, by fetch, beacon, CORS fetch or form", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const emails = ["no-cors", "beacon", "cors-json", "form"].map((vector) => uniqueEmail(`forged.${vector}`));
  const target = `${baseURL}/rest/v1/prospects`;
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html" }).end(attackerPage(target, emails));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const attacker = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    expect(new URL(attacker).origin).not.toBe(new URL(target).origin);
    await page.goto(attacker);
    // The CORS fetch is refused by the browser (no CORS headers); the others reach us and are refused.
    expect(await page.evaluate(() => (window as unknown as { attacks: Promise<string[]> }).attacks)).toEqual([
      "fulfilled",
      "fulfilled",
      "rejected",
    ]);
    const [formAnswer] = await Promise.all([
      page.waitForResponse(target),
      page.locator("#forged").evaluate((form: HTMLFormElement) => form.submit()),
    ]);
    expect(formAnswer.status()).toBe(415);
    for (const email of emails) expect(await findRows("prospects", email, { timeoutMs: 1500 }), email).toEqual([]);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

test("the site's own pages still post (control for the test above)", async ({ page, request, baseURL }) => {
  const email = uniqueEmail("same.origin");
  await page.goto("/");
  const status = await page.evaluate(
    async ([url, body]) =>
      (await fetch(url!, { method: "POST", headers: { "Content-Type": "application/json" }, body })).status,
    [`${baseURL}/rest/v1/prospects`, JSON.stringify({ first_name: "Own", last_name: "Page", email })],
  );
  expect(status).toBe(201);
  expect(await findRows("prospects", email)).toHaveLength(1);
  // And a non-browser client (no Origin, no Sec-Fetch-Site) is not a cross-site request either.
  expect(
    (await request.post("/api/email-signups", { data: { email: uniqueEmail("cli"), list: "newsletter" } })).status(),
  ).toBe(201);
});
