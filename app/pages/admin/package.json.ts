import { cmsVersion } from "~/content/cms-assets.server";

/** Where the content editor checks for a newer release (content/cms-assets.server.ts): the installed version. */
export function GET() {
  return new Response(JSON.stringify(cmsVersion()), { headers: { "Content-Type": "application/json; charset=utf-8" } });
}
