import type { PaintClock } from "./after-first-paint";

/**
 * For tests of the after-paint rule (after-first-paint.ts and its inline copy, server/site/after-paint-scripts.ts): a
 * clock whose paint report, frames and timers the test runs by hand, and which records what was observed.
 */
export function manualPaintClock() {
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const observed: unknown[] = [];
  let reportPaint = () => {};
  const clock = {
    PerformanceObserver: class {
      constructor(private callback: (list: unknown, observer: { disconnect(): void }) => void) {}
      observe(options: unknown) {
        observed.push(options);
        reportPaint = () => this.callback({}, { disconnect: () => {} });
      }
    },
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms = 0) => timers.push({ run, ms }),
  } as unknown as PaintClock;
  return { clock, frames, timers, observed, reportPaint: () => reportPaint() };
}
