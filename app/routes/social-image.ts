import { socialCard } from "~/seo/social-cards.server";
import { pagePathOfSocialImage } from "~/seo/social-images";
import { readSiteConfig } from "~/site/config";
import type { Route } from "./+types/social-image";

// The prerender asks each resource route twice (its .data and the file itself): render each image once.
const rendered = new Map<string, Promise<Buffer>>();

/** /social/<page>.png: the page's social image, prerendered into build/client/social at build time. */
export async function loader({ params }: Route.LoaderArgs) {
  const pagePath = pagePathOfSocialImage(params.file);
  const card = pagePath && socialCard(pagePath);
  if (!card) throw new Response("Not found", { status: 404 });
  let png = rendered.get(params.file);
  if (!png) {
    // Loaded on demand so the server does not start satori and resvg unless an image is asked for.
    png = import("~/seo/social-image-render.server").then(({ renderSocialImage }) => renderSocialImage(card, readSiteConfig()));
    rendered.set(params.file, png);
  }
  return new Response(new Uint8Array(await png), { headers: { "Content-Type": "image/png", "Cache-Control": "public, max-age=86400" } });
}
