import type { GetStaticPaths } from "astro";
import { CMS_FONT_NAMES, cmsFont, type CmsFontName } from "~/content/cms-assets.server";

/** The content editor's fonts, from their npm packages (fontsource), so its page loads nothing from a CDN. */
export const getStaticPaths = (() => CMS_FONT_NAMES.map((font) => ({ params: { font } }))) satisfies GetStaticPaths;

export function GET({ params }: { params: { font: CmsFontName } }) {
  return new Response(new Uint8Array(cmsFont(params.font)), { headers: { "Content-Type": "font/woff2" } });
}
