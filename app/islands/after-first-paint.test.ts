import { describe, expect, it } from "vitest";
import { afterFirstPaint, type PaintClock } from "./after-first-paint";
import { manualPaintClock } from "./manual-paint-clock";

describe("afterFirstPaint", () => {
  it("runs two frames after the first contentful paint is reported, once, even when the 3 s fallback fires later", () => {
    const { clock, frames, timers, observed, reportPaint } = manualPaintClock();
    const runs: string[] = [];
    afterFirstPaint(() => runs.push("run"), clock);
    expect(observed).toEqual([{ type: "paint", buffered: true }]);
    expect(timers.map(({ ms }) => ms)).toEqual([3000]);

    reportPaint();
    frames.shift()!();
    frames.shift()!();
    expect(runs).toEqual([]);
    timers.find(({ ms }) => ms === 0)!.run();
    expect(runs).toEqual(["run"]);
    timers.find(({ ms }) => ms === 3000)!.run();
    expect(runs).toEqual(["run"]);
  });

  it("still runs after 3 s in a browser without PerformanceObserver", () => {
    const { clock, timers } = manualPaintClock();
    const runs: string[] = [];
    const withoutObserver = { ...clock, PerformanceObserver: undefined } as unknown as PaintClock;
    expect(() => afterFirstPaint(() => runs.push("run"), withoutObserver)).toThrow(TypeError);
    timers.find(({ ms }) => ms === 3000)!.run();
    expect(runs).toEqual(["run"]);
  });

  it("runs after 3 s when no paint is reported", () => {
    const { clock, timers } = manualPaintClock();
    const runs: string[] = [];
    afterFirstPaint(() => runs.push("run"), clock);
    timers.find(({ ms }) => ms === 3000)!.run();
    expect(runs).toEqual(["run"]);
  });
});
