import { afterEach, describe, expect, it, vi } from "vitest";
import { SweepScheduler } from "./sweep-scheduler";

afterEach(() => {
  vi.useRealTimers();
});

/** A job whose sweeps end when the test says so. */
function heldJob(nextDelayMs: (nudgedMeanwhile: boolean) => number = () => 1_000) {
  const releases: (() => void)[] = [];
  const signals: AbortSignal[] = [];
  const job = {
    sweep: vi.fn((signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<number>((resolve) => releases.push(() => resolve(releases.length)));
    }),
    failed: vi.fn(() => -1),
    nextDelayMs: vi.fn(nextDelayMs),
  };
  return { job, releases, signals };
}

describe("SweepScheduler", () => {
  it("runs one sweep at a time: a second call joins the one in flight", async () => {
    const { job, releases } = heldJob();
    const scheduler = new SweepScheduler(job);
    const first = scheduler.run(false);
    const second = scheduler.run(false);
    expect(job.sweep).toHaveBeenCalledTimes(1);
    releases[0]!();
    expect(await first).toBe(1);
    expect(await second).toBe(1);
  });

  it("after a sweep nudged while it ran, sweeps again at once; otherwise after the job's delay", async () => {
    vi.useFakeTimers();
    const { job, releases } = heldJob((nudged) => (nudged ? 0 : 15_000));
    const scheduler = new SweepScheduler(job);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(job.sweep).toHaveBeenCalledTimes(1);
    void scheduler.run(true);
    releases[0]!();
    await vi.advanceTimersByTimeAsync(0);
    expect(job.nextDelayMs).toHaveBeenLastCalledWith(true);
    expect(job.sweep).toHaveBeenCalledTimes(2);
    releases[1]!();
    await vi.advanceTimersByTimeAsync(14_999);
    expect(job.sweep).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(job.sweep).toHaveBeenCalledTimes(3);
    releases[2]!();
    await scheduler.stop();
  });

  it("answers the job's failure value when a sweep throws, and keeps sweeping", async () => {
    vi.useFakeTimers();
    const job = {
      sweep: vi.fn().mockRejectedValue(new Error("down")),
      failed: vi.fn(() => -1),
      nextDelayMs: () => 500,
    };
    const scheduler = new SweepScheduler(job);
    expect(await scheduler.run(false)).toBe(-1);
    expect(job.failed).toHaveBeenCalledWith(new Error("down"));
    scheduler.start();
    await vi.advanceTimersByTimeAsync(500);
    expect(job.sweep).toHaveBeenCalledTimes(3);
    await scheduler.stop();
  });

  it("stop() signals the sweep in flight, waits for it, and schedules nothing after it", async () => {
    vi.useFakeTimers();
    const { job, releases, signals } = heldJob(() => 0);
    const scheduler = new SweepScheduler(job);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(0);
    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    expect(signals[0]!.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    releases[0]!();
    await stopping;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(job.sweep).toHaveBeenCalledTimes(1);
    // Started again, it sweeps with a fresh signal.
    scheduler.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(signals[1]!.aborted).toBe(false);
    releases[1]!();
    await scheduler.stop();
  });
});
