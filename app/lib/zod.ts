import { z } from "zod";

/**
 * The one import of Zod for app code (ESLint refuses `from "zod"` elsewhere, type imports aside; import it by
 * relative path, as astro.config.ts and the server load some of these modules without the ~ alias).
 * Zod compiles fast parsers with `new Function`, and probes for it when a schema is created. The site's
 * Content-Security-Policy forbids eval ('unsafe-eval' is not in script-src), so in the browser Zod is told
 * not to (it parses the same, a little slower) and the probe no longer reports a violation. Every module
 * that builds a schema imports `z` from here, so the switch runs before its first schema, and only pages
 * that use Zod load it. The server keeps the compiled parsers.
 */
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
