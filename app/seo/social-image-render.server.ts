import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import type { SocialCard } from "./social-cards.server";

/**
 * Renders a page's 1200x630 social image at build time: satori lays out the card as SVG with Inter from
 * @fontsource (shipped in node_modules, nothing fetched), resvg turns the SVG into a PNG.
 */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

const require = createRequire(import.meta.url);
const font = (weight: 400 | 700 | 800) => ({
  name: "Inter",
  weight,
  style: "normal" as const,
  data: readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
});
const fonts = [font(400), font(700), font(800)];

// The brand mark of public/logo.png, as an image satori can embed.
const mark = `data:image/svg+xml;base64,${Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#047857"/><path d="M7 22.5 13 15l4.5 4.5L25 10" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/><circle cx="25" cy="10" r="2.2" fill="#a7f3d0"/></svg>`,
).toString("base64")}`;

type Node = {
  type: string;
  props: {
    style?: Record<string, unknown>;
    children?: (Node | string)[] | Node | string;
    src?: string;
    width?: number;
    height?: number;
  };
};
const el = (type: string, style: Record<string, unknown>, children?: Node["props"]["children"]): Node => ({
  type,
  props: { style, children },
});

/** Long titles get a smaller size so every title fits in at most four lines. */
export function titleFontSize(title: string): number {
  if (title.length <= 40) return 72;
  if (title.length <= 70) return 60;
  return 50;
}

const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;

export async function renderSocialImage(
  card: SocialCard,
  site: { brandName: string; primaryHost: string },
): Promise<Buffer> {
  const host = site.primaryHost.replace(/^https?:\/\//, "");
  const tree = el(
    "div",
    {
      width: "100%",
      height: "100%",
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: "64px 80px",
      color: "white",
      fontFamily: "Inter",
      backgroundImage: "linear-gradient(135deg, #064e3b 0%, #022c22 55%, #020617 100%)",
    },
    [
      el("div", { display: "flex", alignItems: "center", justifyContent: "space-between" }, [
        el("div", { display: "flex", alignItems: "center", fontSize: 36, fontWeight: 700 }, [
          { type: "img", props: { src: mark, width: 56, height: 56, style: { marginRight: 18 } } },
          site.brandName,
        ]),
        el(
          "div",
          {
            display: "flex",
            padding: "8px 22px",
            borderRadius: 999,
            backgroundColor: "#a7f3d0",
            color: "#064e3b",
            fontSize: 26,
            fontWeight: 700,
          },
          card.label,
        ),
      ]),
      el("div", { display: "flex", flexDirection: "column" }, [
        el(
          "div",
          { fontSize: titleFontSize(card.title), fontWeight: 800, lineHeight: 1.1, letterSpacing: -1.5 },
          clip(card.title, 110),
        ),
        el("div", { marginTop: 24, fontSize: 28, lineHeight: 1.35, color: "#a7f3d0" }, clip(card.subtitle, 120)),
      ]),
      el("div", { display: "flex", fontSize: 24, color: "#94a3b8" }, `${host}${card.pagePath}`),
    ],
  );
  const svg = await satori(tree as unknown as Parameters<typeof satori>[0], { ...SOCIAL_IMAGE_SIZE, fonts });
  return new Resvg(svg, { fitTo: { mode: "width", value: SOCIAL_IMAGE_SIZE.width } }).render().asPng();
}
