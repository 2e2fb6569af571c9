import type { Database } from "./database";
import { isConnectionError } from "./errors";

/** At most this many calls share one transaction (bounds a statement's parameters). */
const MAX_BATCH = 100;

interface Pending<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (reason: unknown) => void;
}

/**
 * Group commit for small, independent writes (a visitor's rate-limit slot, a contact message).
 *
 * Calls wait for the end of the event loop's current turn (`setImmediate`), and then all calls
 * made meanwhile run together: one transaction and one statement for all of them, instead of one
 * transaction each. Calls made while a batch runs form the next batch. A quiet server therefore
 * adds no more than a loop turn, and a busy one pays a transaction's fixed cost once per batch.
 * That matters most on the embedded database: it answers within the same turn (its work is
 * synchronous under its promises), so fifty visitors writing at once would otherwise be fifty
 * transactions, each with its statements' fixed costs.
 *
 * Each caller's promise settles only after its batch has committed. When a batch fails (one row a
 * constraint refuses, say), nothing of it was stored, and each of its calls is run again on its
 * own, so every caller gets its own answer and one bad row costs the others nothing. A database
 * that cannot be reached fails the whole batch at once.
 */
export class GroupCommit<I, O> {
  private readonly queue: Pending<I, O>[] = [];
  private scheduled = false;
  private running = false;

  /** `runBatch` does the work for all items in one transaction and answers in their order. */
  constructor(private readonly runBatch: (items: readonly I[]) => Promise<O[]>) {}

  submit(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.running || this.queue.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.runNext();
    });
  }

  private async runNext(): Promise<void> {
    this.running = true;
    try {
      await this.runSettled(this.queue.splice(0, MAX_BATCH));
    } finally {
      this.running = false;
      this.schedule();
    }
  }

  private async runSettled(batch: Pending<I, O>[]): Promise<void> {
    let results: O[];
    try {
      results = await this.runBatch(batch.map((pending) => pending.item));
      if (results.length !== batch.length) {
        throw new Error(`group commit: ${results.length} answers for ${batch.length} calls`);
      }
    } catch (error) {
      // Alone, or with a database out of reach (each call alone would only wait to fail again).
      if (batch.length === 1 || isConnectionError(error)) {
        for (const pending of batch) pending.reject(error);
        return;
      }
      // Nothing of the batch was committed: each call alone, so only the faulty one fails.
      for (const pending of batch) await this.runSettled([pending]);
      return;
    }
    batch.forEach((pending, index) => pending.resolve(results[index]!));
  }
}

/**
 * A group commit per database (tests open many): `(db, item) → result`, batched with the other
 * calls on the same database.
 */
export function groupCommitPerDatabase<I, O>(
  runBatch: (db: Database, items: readonly I[]) => Promise<O[]>,
): (db: Database, item: I) => Promise<O> {
  const perDatabase = new WeakMap<Database, GroupCommit<I, O>>();
  return (db, item) => {
    let group = perDatabase.get(db);
    if (!group) {
      group = new GroupCommit((items) => runBatch(db, items));
      perDatabase.set(db, group);
    }
    return group.submit(item);
  };
}
