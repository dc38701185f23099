import type { SiteConfig } from "./config";

declare const __SITE_CONFIG__: SiteConfig;

/**
 * The site configuration this build was made with, for page and island code. astro.config.ts reads the environment
 * once (readSiteConfig) and defines it; vitest.setup.ts defines the defaults for tests. Server code reads the environment
 * itself (readSiteConfig), never this module.
 */
export const site: SiteConfig = __SITE_CONFIG__;
