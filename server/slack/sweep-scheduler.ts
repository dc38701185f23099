/**
 * When the outbox's next sweep runs: one sweep at a time; after each, the next is scheduled after the delay the job
 * names (a pause, a nudge that came during the sweep, or the poll interval); a nudge during a sweep runs another
 * once it ends; stop() ends the timer, signals the sweep in flight and waits for it. Knows nothing of Slack.
 */
export interface SweepJob<Result> {
  /** One sweep; `stopSignal` is aborted by stop(). */
  sweep(stopSignal: AbortSignal): Promise<Result>;
  /** A sweep threw: what to answer instead (the error is the job's to log). */
  failed(error: unknown): Result;
  /** Milliseconds until the next sweep, once one has ended; `nudgedMeanwhile`: new work may have arrived during it. */
  nextDelayMs(nudgedMeanwhile: boolean): number;
}

export class SweepScheduler<Result> {
  #running = false;
  #stop = new AbortController();
  #timer: NodeJS.Timeout | null = null;
  #inFlight: Promise<Result> | null = null;
  #nudgedDuringSweep = false;

  readonly #job: SweepJob<Result>;

  constructor(job: SweepJob<Result>) {
    this.#job = job;
  }

  get running(): boolean {
    return this.#running;
  }

  /** Sweeps now, then as nextDelayMs says, until stop(). */
  start(): void {
    if (this.#running) return;
    this.#running = true;
    if (this.#stop.signal.aborted) this.#stop = new AbortController();
    this.#schedule(0);
  }

  async stop(): Promise<void> {
    this.#running = false;
    this.#stop.abort();
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.#inFlight?.catch(() => undefined);
  }

  /**
   * Runs a sweep now, or joins the one in flight. `nudged`: new work may have arrived after the running sweep
   * looked, so look again once it ends.
   */
  run(nudged: boolean): Promise<Result> {
    if (this.#inFlight) {
      if (nudged) this.#nudgedDuringSweep = true;
      return this.#inFlight;
    }
    const sweep = (async () => {
      try {
        return await this.#job.sweep(this.#stop.signal);
      } catch (error) {
        return this.#job.failed(error);
      } finally {
        this.#inFlight = null;
        const nudgedMeanwhile = this.#nudgedDuringSweep;
        this.#nudgedDuringSweep = false;
        this.#schedule(this.#job.nextDelayMs(nudgedMeanwhile));
      }
    })();
    this.#inFlight = sweep;
    return sweep;
  }

  #schedule(delayMs: number): void {
    if (!this.#running) return;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.run(false), delayMs);
    // The worker must never keep the process alive on its own.
    this.#timer.unref();
  }
}
