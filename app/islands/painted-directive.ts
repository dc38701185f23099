import type { ClientDirective } from "astro";
import { afterFirstPaint } from "./after-first-paint";

/**
 * `client:painted`: Astro's `client:idle` (hydrate when the browser is idle) that starts counting only once the page
 * has painted (after-first-paint.ts), so a tool's code is not fetched while its page's first screen paints.
 * Registered in astro.config.ts.
 */
const paintedDirective: ClientDirective = (load) => {
  const hydrate = async () => (await load())();
  afterFirstPaint(() => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(() => void hydrate());
    else setTimeout(() => void hydrate(), 200);
  });
};

export default paintedDirective;
