import { readSiteConfig } from "./app/settings/config";

// The site configuration page code reads (app/settings/site.ts), which a build defines: here, the defaults.
(globalThis as { __SITE_CONFIG__?: unknown }).__SITE_CONFIG__ = readSiteConfig({});
