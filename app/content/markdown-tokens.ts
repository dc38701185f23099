import type { SatteriProcessorOptions } from "@astrojs/markdown-satteri";
import { amazonFacts } from "~/product/amazon-facts";
import { productFacts } from "~/product/facts";
import type { SiteConfig } from "~/settings/config";
import { resolveSiteTokens, SITE_TOKENS } from "~/settings/site-tokens";

type MdastPlugin = NonNullable<SatteriProcessorOptions["mdastPlugins"]>[number];

/**
 * The copy tokens of Markdown ({brand}, {supportEmail}, {siteHost}, {fact:name}, {amazon:name}: settings/site-tokens.ts), resolved
 * while Astro renders it: an mdast plugin of Astro's Markdown processor (astro.config.ts) that rewrites every text,
 * code, raw HTML and link target it visits. An unknown {fact:name} or {amazon:name} throws, and blog.server.ts fails the build for a
 * post that did not render.
 */
export function markdownTokensPlugin(site: SiteConfig): MdastPlugin {
  const resolve = (value: string) => resolveSiteTokens(value, site);
  return {
    name: "site-tokens",
    text(node, ctx) {
      ctx.setProperty(node, "value", resolve(node.value));
    },
    inlineCode(node, ctx) {
      ctx.setProperty(node, "value", resolve(node.value));
    },
    code(node, ctx) {
      ctx.setProperty(node, "value", resolve(node.value));
    },
    html(node, ctx) {
      ctx.setProperty(node, "value", resolve(node.value));
    },
    link(node, ctx) {
      ctx.setProperty(node, "url", resolve(node.url));
      if (node.title) ctx.setProperty(node, "title", resolve(node.title));
    },
  };
}

/**
 * Every value a token can take, as one string. Astro's content layer keeps a rendered entry until its file changes;
 * the blog collection mixes this into each file's digest (content.config.ts), so a changed fact, brand or host
 * renders the posts again instead of serving the old words from the cache.
 */
export function tokenValuesDigestInput(site: SiteConfig): string {
  return JSON.stringify({
    site: Object.keys(SITE_TOKENS).map((token) => resolveSiteTokens(token, site)),
    facts: productFacts,
    amazonFacts,
  });
}
