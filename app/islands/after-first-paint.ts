/** What afterFirstPaint needs from the browser (the window, or a test's stand-in). */
export type PaintClock = Pick<typeof globalThis, "PerformanceObserver" | "requestAnimationFrame" | "setTimeout">;

/**
 * Calls `run` once: two frames after the browser reports the page's first contentful paint (the document is parsed
 * by then, so its largest paint is in those frames), or after 3 s if no paint is reported (a tab opened in the
 * background, a browser without paint timing). The page's own script starts the same way, from an inline copy of
 * this rule (server/site/after-paint-scripts.ts). Why: code fetched while the first screen is still painting shares
 * a slow line and a slow CPU with it (issue 39).
 */
export function afterFirstPaint(run: () => void, clock: PaintClock = globalThis): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  // The fallback first, so a browser without PerformanceObserver still runs it.
  clock.setTimeout(once, 3000);
  new clock.PerformanceObserver((_, observer) => {
    observer.disconnect();
    clock.requestAnimationFrame(() => clock.requestAnimationFrame(() => clock.setTimeout(once)));
  }).observe({ type: "paint", buffered: true });
}
