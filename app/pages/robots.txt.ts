import { site } from "~/settings/site";

export function GET() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /handoff",
    "Disallow: /api/",
    "Disallow: /admin/",
    "",
    `Sitemap: ${site.primaryHost}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
