import { cmsScript } from "~/content/cms-assets.server";

/** The content editor (Sveltia CMS), from its npm package. */
export function GET() {
  return new Response(cmsScript(), { headers: { "Content-Type": "text/javascript; charset=utf-8" } });
}
