import "@testing-library/jest-dom/vitest";
import { readSiteConfig } from "./app/site/config";

// The site configuration page code reads (app/site/site.ts), which a build defines: here, the defaults.
(globalThis as { __SITE_CONFIG__?: unknown }).__SITE_CONFIG__ = readSiteConfig({});
