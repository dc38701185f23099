import { z } from "~/lib/zod";
import { DEFAULT_SUPPORT_EMAIL } from "./support-email";

/**
 * Site configuration from the environment, with defaults that make a fresh clone work.
 * Read at build time (astro.config.ts) and by the server; pages and islands get it as the build-time constant of site.ts.
 */
const optionalUrl = z
  .url()
  .optional()
  .or(z.literal("").transform(() => undefined));

const envSchema = z.object({
  SITE_BRAND_NAME: z.string().min(1).default("MarginAtlas"),
  SITE_PRIMARY_HOST: z.url().default("https://marginatlas.com"),
  SUPPORT_EMAIL: z.email().default(DEFAULT_SUPPORT_EMAIL),
  SALES_EMAIL: z.email().default("sales@marginatlas.com"),
  LOGIN_APP_URL: z.url().default("https://app.marginatlas.com"),
  SCHEDULING_URL: z.url().default("https://cal.com/marginatlas/demo"),
  SOCIAL_LINKEDIN_URL: z.url().default("https://www.linkedin.com/company/marginatlas"),
  SOCIAL_X_URL: z.url().default("https://x.com/marginatlas"),
  SOCIAL_YOUTUBE_URL: z.url().default("https://www.youtube.com/@marginatlas"),
  /** Google Tag Manager container; GTM loads only when this is set. */
  GTM_CONTAINER_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Chat provider: "none" shows our own contact panel; "crisp" loads Crisp's widget only when opened. */
  CHAT_PROVIDER: z.enum(["none", "crisp"]).default("none"),
  CHAT_PROVIDER_ID: z.string().optional(),
  /** Optional product demo video (an .mp4 URL or a YouTube embed URL) shown in the demo modal. */
  DEMO_VIDEO_URL: optionalUrl,
  /** Optional video for the getting-started guide (an .mp4 URL or an embed URL); unset, the guide is text only. */
  GUIDE_VIDEO_URL: optionalUrl,
  /** The GitHub repository (owner/name) and branch the content editor at /admin/ commits to (docs/editing.md). */
  CMS_GITHUB_REPO: z
    .string()
    .regex(/^[\w.-]+\/[\w.-]+$/, "owner/name")
    .default("marginatlas/marginatlas-site"),
  CMS_BRANCH: z.string().min(1).default("main"),
  /**
   * An OAuth proxy for the editor's "Sign In with GitHub" (Sveltia's auth worker or any Decap-compatible one,
   * docs/deploy.md); unset, the editor offers only the access-token sign-in, which needs no server.
   */
  CMS_OAUTH_BASE_URL: optionalUrl,
});

/** The variables the site configuration reads (the pages and the server). */
export const SITE_ENV_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export type SiteConfig = {
  brandName: string;
  primaryHost: string;
  supportEmail: string;
  salesEmail: string;
  loginUrl: string;
  schedulingUrl: string;
  socialProfiles: { name: "LinkedIn" | "X" | "YouTube"; url: string }[];
  gtmContainerId: string | null;
  chat: { provider: "none" | "crisp"; id: string | null };
  demoVideoUrl: string | null;
  guideVideoUrl: string | null;
  foundingYear: 2023;
};

export function readSiteConfig(env: Record<string, string | undefined> = process.env): SiteConfig {
  const parsed = envSchema.parse(env);
  return {
    brandName: parsed.SITE_BRAND_NAME,
    // Canonical host never carries www or a trailing slash.
    primaryHost: parsed.SITE_PRIMARY_HOST.replace(/\/+$/, "").replace("://www.", "://"),
    supportEmail: parsed.SUPPORT_EMAIL,
    salesEmail: parsed.SALES_EMAIL,
    loginUrl: parsed.LOGIN_APP_URL,
    schedulingUrl: parsed.SCHEDULING_URL,
    socialProfiles: [
      { name: "LinkedIn", url: parsed.SOCIAL_LINKEDIN_URL },
      { name: "X", url: parsed.SOCIAL_X_URL },
      { name: "YouTube", url: parsed.SOCIAL_YOUTUBE_URL },
    ],
    gtmContainerId: parsed.GTM_CONTAINER_ID ?? null,
    chat: { provider: parsed.CHAT_PROVIDER, id: parsed.CHAT_PROVIDER_ID ?? null },
    demoVideoUrl: parsed.DEMO_VIDEO_URL ?? null,
    guideVideoUrl: parsed.GUIDE_VIDEO_URL ?? null,
    foundingYear: 2023,
  };
}

export type CmsSettings = {
  repository: string;
  branch: string;
  /** The OAuth proxy's origin for "Sign In with GitHub", or null: the access token only. */
  oauthBaseUrl: string | null;
};

/**
 * Where the content editor at /admin/ commits and how editors sign in (read when its config.yml is built). Not in
 * SiteConfig: that is inlined into the pages' scripts, which never need it.
 */
export function readCmsSettings(env: Record<string, string | undefined> = process.env): CmsSettings {
  const parsed = envSchema.pick({ CMS_GITHUB_REPO: true, CMS_BRANCH: true, CMS_OAUTH_BASE_URL: true }).parse(env);
  return {
    repository: parsed.CMS_GITHUB_REPO,
    branch: parsed.CMS_BRANCH,
    oauthBaseUrl: parsed.CMS_OAUTH_BASE_URL?.replace(/\/+$/, "") ?? null,
  };
}
