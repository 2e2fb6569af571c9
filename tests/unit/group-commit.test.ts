import { describe, expect, it } from "vitest";
import { GroupCommit } from "../../src/server/db/group-commit";

/** A batch runner that records the batches it was given and answers each item doubled. */
function recordingRunner(options: { failWhen?: (items: readonly number[]) => boolean; delayMs?: number } = {}) {
  const batches: number[][] = [];
  const run = async (items: readonly number[]) => {
    batches.push([...items]);
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    if (options.failWhen?.(items)) throw new Error(`refused: ${items.join(",")}`);
    return items.map((item) => item * 2);
  };
  return { batches, run };
}

describe("group commit", () => {
  it("runs a lone call by itself and answers it", async () => {
    const { batches, run } = recordingRunner();
    const group = new GroupCommit(run);
    await expect(group.submit(21)).resolves.toBe(42);
    expect(batches).toEqual([[21]]);
  });

  it("runs calls made in the same turn together, and answers each caller its own result", async () => {
    const { batches, run } = recordingRunner();
    const group = new GroupCommit(run);
    const answers = await Promise.all([1, 2, 3, 4].map((item) => group.submit(item)));
    expect(answers).toEqual([2, 4, 6, 8]);
    expect(batches).toEqual([[1, 2, 3, 4]]);
  });

  it("gathers the calls made while a batch runs into the next batch", async () => {
    const { batches, run } = recordingRunner({ delayMs: 20 });
    const group = new GroupCommit(run);
    const first = group.submit(1);
    await new Promise((resolve) => setTimeout(resolve, 5)); // the first batch is running now
    const later = [2, 3, 4].map((item) => group.submit(item));
    expect(await Promise.all([first, ...later])).toEqual([2, 4, 6, 8]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it("when a batch fails, runs each of its calls alone, so only the faulty call fails", async () => {
    const { batches, run } = recordingRunner({ failWhen: (items) => items.includes(13) });
    const group = new GroupCommit(run);
    const answers = await Promise.allSettled([12, 13, 14].map((item) => group.submit(item)));
    expect(answers).toEqual([
      { status: "fulfilled", value: 24 },
      { status: "rejected", reason: new Error("refused: 13") },
      { status: "fulfilled", value: 28 },
    ]);
    expect(batches).toEqual([[12, 13, 14], [12], [13], [14]]);
  });

  it("fails the whole batch at once, without retrying each call, when the database cannot be reached", async () => {
    const batches: number[][] = [];
    const group = new GroupCommit(async (items: readonly number[]) => {
      batches.push([...items]);
      throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    });
    const answers = await Promise.allSettled([1, 2, 3].map((item) => group.submit(item)));
    expect(answers.map((answer) => answer.status)).toEqual(["rejected", "rejected", "rejected"]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it("keeps working after a failed batch", async () => {
    const { run } = recordingRunner({ failWhen: (items) => items.includes(0) });
    const group = new GroupCommit(run);
    await expect(group.submit(0)).rejects.toThrow("refused: 0");
    await expect(group.submit(5)).resolves.toBe(10);
  });

  it("fails every call of a batch whose runner answers the wrong number of results", async () => {
    const group = new GroupCommit(async () => [1]);
    const answers = await Promise.allSettled([group.submit(1), group.submit(2)]);
    // Alone, each call gets one answer, which is then right.
    expect(answers).toEqual([
      { status: "fulfilled", value: 1 },
      { status: "fulfilled", value: 1 },
    ]);
  });

  it("never puts more than a hundred calls in one batch", async () => {
    const { batches, run } = recordingRunner();
    const group = new GroupCommit(run);
    await Promise.all(Array.from({ length: 250 }, (_, i) => group.submit(i)));
    expect(batches.map((batch) => batch.length)).toEqual([100, 100, 50]);
  });
});
