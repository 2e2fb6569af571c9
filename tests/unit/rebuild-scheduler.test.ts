import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { estimateSeconds, whenLive, type RebuildRun } from "../../src/lib/publishing";
import { RebuildScheduler, type RebuildBatch } from "../../src/server/publishing/rebuild-scheduler";

/** A rebuild that finishes when the test says so. */
function controllableRun() {
  const batches: RebuildBatch[] = [];
  const finishers: Array<(error?: Error) => void> = [];
  const run = (batch: RebuildBatch) =>
    new Promise<void>((resolve, reject) => {
      batches.push(batch);
      finishers.push((error) => (error ? reject(error) : resolve()));
    });
  return { run, batches, finish: (index: number, error?: Error) => finishers[index]!(error) };
}

describe("rebuild scheduler", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("several requests within the quiet window give one rebuild with every reason", async () => {
    const { run, batches, finish } = controllableRun();
    const scheduler = new RebuildScheduler({ debounceMs: 1000, run });
    scheduler.request("project updated: drifter");
    await vi.advanceTimersByTimeAsync(600);
    scheduler.request("post published: hello");
    await vi.advanceTimersByTimeAsync(600);
    scheduler.request("project updated: drifter");
    expect(batches).toHaveLength(0);
    expect(scheduler.state).toBe("waiting");

    await vi.advanceTimersByTimeAsync(1000);
    expect(batches).toEqual([{ reasons: ["project updated: drifter", "post published: hello"] }]);
    expect(scheduler.state).toBe("running");
    finish(0);
    await scheduler.whenIdle();
    expect(scheduler.state).toBe("idle");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(batches).toHaveLength(1);
  });

  it("a steady stream of requests still rebuilds once the longest wait is reached", async () => {
    const { run, batches } = controllableRun();
    const scheduler = new RebuildScheduler({ debounceMs: 1000, maxWaitMs: 3000, run });
    for (let i = 0; i < 5; i++) {
      scheduler.request(`edit ${i}`);
      await vi.advanceTimersByTimeAsync(800);
    }
    // 4 000 ms of edits 800 ms apart: the window never went quiet, the 3 000 ms cap fired.
    expect(batches).toHaveLength(1);
    expect(batches[0]!.reasons).toEqual(["edit 0", "edit 1", "edit 2", "edit 3"]);
  });

  it("requests during a rebuild give exactly one more rebuild after it", async () => {
    const { run, batches, finish } = controllableRun();
    const scheduler = new RebuildScheduler({ debounceMs: 500, run });
    scheduler.request("first");
    await vi.advanceTimersByTimeAsync(500);
    expect(batches).toHaveLength(1);

    scheduler.request("second");
    scheduler.request("third");
    await vi.advanceTimersByTimeAsync(5000);
    expect(batches).toHaveLength(1); // nothing starts while one runs
    expect(scheduler.hasPending).toBe(true);

    finish(0);
    await vi.advanceTimersByTimeAsync(500);
    expect(batches).toHaveLength(2);
    expect(batches[1]).toEqual({ reasons: ["second", "third"] });
    finish(1);
    await scheduler.whenIdle();
    await vi.advanceTimersByTimeAsync(5000);
    expect(batches).toHaveLength(2);
  });

  it("a failed rebuild is reported and later requests still rebuild", async () => {
    const { run, batches, finish } = controllableRun();
    const errors: unknown[] = [];
    const scheduler = new RebuildScheduler({ debounceMs: 100, run, onError: (error) => errors.push(error) });
    scheduler.request("a");
    await vi.advanceTimersByTimeAsync(100);
    finish(0, new Error("build failed"));
    await scheduler.whenIdle();
    expect(errors).toEqual([new Error("build failed")]);

    scheduler.request("b");
    await vi.advanceTimersByTimeAsync(100);
    expect(batches.map((batch) => batch.reasons)).toEqual([["a"], ["b"]]);
  });

  it("a request by hand skips the quiet window", async () => {
    const { run, batches } = controllableRun();
    const scheduler = new RebuildScheduler({ debounceMs: 5000, run });
    scheduler.request("requested by hand", { immediate: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toHaveLength(1);
  });

  it("cancelling forgets waiting requests", async () => {
    const { run, batches } = controllableRun();
    const scheduler = new RebuildScheduler({ debounceMs: 100, run });
    scheduler.request("a");
    scheduler.cancelPending();
    await scheduler.whenIdle();
    await vi.advanceTimersByTimeAsync(1000);
    expect(batches).toHaveLength(0);
  });
});

describe("the estimate of when a change goes live", () => {
  const run = (id: number, seconds: number, status: RebuildRun["status"] = "succeeded"): RebuildRun => ({
    id,
    publisher: "embedded",
    reasons: ["site settings updated"],
    status,
    started_at: "2026-11-29T10:00:00.000Z",
    finished_at: new Date(Date.parse("2026-11-29T10:00:00.000Z") + seconds * 1000).toISOString(),
    error: status === "failed" ? "boom" : null,
    build_id: null,
  });

  it("is the median of the last five successful rebuilds and the quiet window, rounded up to 5 s", () => {
    const runs = [run(7, 19), run(6, 300, "failed"), run(5, 21), run(4, 90), run(3, 18), run(2, 22), run(1, 400)];
    // 19, 21, 90, 18, 22 → median 21 s, plus 1 s of quiet: about 25 s.
    expect(estimateSeconds(runs, 1000)).toBe(25);
    expect(whenLive({ publisher: "embedded", estimateSeconds: 25 })).toBe("in about 25\u00a0s");
  });

  it("promises no number before a rebuild was measured, or where the server cannot measure it", () => {
    expect(estimateSeconds([run(1, 30, "failed")], 1000)).toBeNull();
    expect(whenLive({ publisher: "embedded", estimateSeconds: null })).toBe("once the site has rebuilt");
    expect(whenLive({ publisher: "netlify", estimateSeconds: null })).toBe(
      "once Netlify has built and deployed the site",
    );
    expect(whenLive({ publisher: "dev", estimateSeconds: null })).toBe("at once");
  });
});
