import { z } from "zod";

/**
 * Zod compiles fast parsers with `new Function`, and probes for it when a schema is created. The site's
 * Content-Security-Policy forbids eval ('unsafe-eval' is not in script-src), so in the browser Zod is told
 * not to (it parses the same, a little slower) and the probe no longer reports a violation. Imported first
 * by app/root.tsx, before any schema module runs. The server keeps the compiled parsers.
 */
if (typeof document !== "undefined") z.config({ jitless: true });
