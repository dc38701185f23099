import type { APIRoute } from "astro";
import { socialCards } from "~/seo/social-cards.server";
import { renderSocialImage } from "~/seo/social-image-render.server";
import { socialImagePath } from "~/seo/social-images";
import { site } from "~/settings/site";

/** /social/<page>.png: each blog post's, KPI's, feature's and landing page's 1200x630 image, rendered from its title. */
export async function getStaticPaths() {
  return (await socialCards()).map((card) => ({
    params: { file: socialImagePath(card.pagePath)!.replace(/^\/social\//, "") },
    props: { card },
  }));
}

export const GET: APIRoute = async ({ props }) => {
  const png = await renderSocialImage(props.card, site);
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
};
