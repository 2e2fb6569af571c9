/**
 * Coalesces rebuild requests into rebuilds: requests within `debounceMs` of each other
 * give one rebuild (a burst is cut off after `maxWaitMs`, so a steady stream of edits still
 * publishes); requests that arrive while a rebuild runs give exactly one more rebuild after it.
 * One rebuild runs at a time. The scheduler knows nothing of how a rebuild is done.
 */
export interface RebuildBatch {
  /** The reasons of every request the rebuild covers, oldest first, without repeats. */
  reasons: string[];
}

export type RebuildSchedulerState = "idle" | "waiting" | "running";

export interface RebuildSchedulerOptions {
  debounceMs: number;
  /** The longest a request waits while newer ones keep arriving (default 5 × debounceMs). */
  maxWaitMs?: number;
  /** Does one rebuild; a rejection is reported to `onError` and does not stop later rebuilds. */
  run: (batch: RebuildBatch) => Promise<void>;
  onError?: (error: unknown, batch: RebuildBatch) => void;
  now?: () => number;
}

export class RebuildScheduler {
  private readonly debounceMs: number;
  private readonly maxWaitMs: number;
  private readonly now: () => number;
  private pending: string[] = [];
  private firstPendingAt: number | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> | null = null;
  private idleWaiters: Array<() => void> = [];

  constructor(private readonly options: RebuildSchedulerOptions) {
    this.debounceMs = Math.max(0, options.debounceMs);
    this.maxWaitMs = Math.max(this.debounceMs, options.maxWaitMs ?? this.debounceMs * 5);
    this.now = options.now ?? Date.now;
  }

  get state(): RebuildSchedulerState {
    if (this.running) return "running";
    return this.pending.length > 0 ? "waiting" : "idle";
  }

  /** Whether requests are waiting for the next rebuild (while one runs: whether one more will follow). */
  get hasPending(): boolean {
    return this.pending.length > 0;
  }

  /** Asks for a rebuild; `immediate` skips the quiet window (a rebuild asked for by hand). */
  request(reason: string, { immediate = false }: { immediate?: boolean } = {}): void {
    if (!this.pending.includes(reason)) this.pending.push(reason);
    this.firstPendingAt ??= this.now();
    // While a rebuild runs, the pending requests wait for it; its end schedules one more.
    if (this.running) return;
    this.schedule(immediate ? 0 : this.debounceMs);
  }

  /** Resolves once nothing waits and nothing runs (tests; a server shutting down). */
  whenIdle(): Promise<void> {
    if (this.state === "idle") return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Forgets waiting requests (a server shutting down); a running rebuild is left to finish. */
  cancelPending(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending = [];
    this.firstPendingAt = null;
    this.notifyIfIdle();
  }

  private schedule(quietMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    const waited = this.firstPendingAt === null ? 0 : this.now() - this.firstPendingAt;
    const delay = Math.max(0, Math.min(quietMs, this.maxWaitMs - waited));
    this.timer = setTimeout(() => {
      this.timer = null;
      this.start();
    }, delay);
  }

  private start(): void {
    const batch: RebuildBatch = { reasons: this.pending };
    this.pending = [];
    this.firstPendingAt = null;
    this.running = this.options
      .run(batch)
      .catch((error: unknown) => this.options.onError?.(error, batch))
      .finally(() => {
        this.running = null;
        if (this.pending.length > 0) this.schedule(this.debounceMs);
        else this.notifyIfIdle();
      });
  }

  private notifyIfIdle(): void {
    if (this.state !== "idle") return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
