import postgres from "postgres";
import { isConnectionError } from "./errors";
import { normaliseRow, toDriverParam } from "./params";
import type { DatabaseDriver, Row, SqlExecutor } from "./types";

export interface PostgresDriverOptions {
  url: string;
  /** Connections in the pool (serverless functions want few). */
  maxConnections?: number;
}

/**
 * A PostgreSQL server reached by URL: a plain PostgreSQL, or a Supabase database through its
 * pooler. Prepared statements are off because Supabase's transaction-mode pooler (port 6543)
 * cannot keep them across transactions; role and claims are set per transaction, which the
 * pooler keeps on one connection.
 */
export function createPostgresDriver(options: PostgresDriverOptions): PostgresDriver {
  return new PostgresDriver(options);
}

function connect(options: PostgresDriverOptions) {
  return postgres(options.url, {
    prepare: false,
    max: options.maxConnections ?? 5,
    idle_timeout: 20,
    connect_timeout: 10,
    onnotice: () => {},
    // int8 as a JS number (as PGlite does) when it fits; counts are cast to integer in SQL anyway.
    types: {
      bigint: {
        to: 20,
        from: [20],
        serialize: (value: unknown) => String(value),
        parse: (value: string) => {
          const n = Number(value);
          return Number.isSafeInteger(n) ? n : value;
        },
      },
      // Parameters arrive already as JSON text (params.ts); postgres.js would encode them a
      // second time and store a JSON string instead of the object.
      json: {
        to: 3802,
        from: [114, 3802],
        serialize: (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value)),
        parse: (value: string) => JSON.parse(value) as unknown,
      },
    },
  });
}

type Sql = ReturnType<typeof connect>;
type TransactionSql = postgres.TransactionSql<{ bigint: string | number; json: unknown }>;

/** A transaction that has neither finished nor failed after this long is abandoned (503). */
const OPERATION_TIMEOUT_MS = 30_000;

/**
 * The pool is replaced whenever the server cannot be reached: postgres.js (3.4) can leave queued
 * queries unsettled forever once more queries than connections meet a refused connection, after
 * which every later query hangs too (reproduced: 12 concurrent queries, `max: 5`, nothing
 * listening). Ending the old pool settles what it held; the next query connects afresh. A
 * transaction that never settles is abandoned after OPERATION_TIMEOUT_MS the same way, so a
 * database outage answers 503 instead of leaving visitors waiting.
 */
export class PostgresDriver implements DatabaseDriver {
  readonly kind = "postgres" as const;
  private pool: Sql;

  constructor(private readonly options: PostgresDriverOptions) {
    this.pool = connect(options);
  }

  /** The current pool (tests; direct maintenance). */
  get sql(): Sql {
    return this.pool;
  }

  async transaction<T>(work: (sql: SqlExecutor) => Promise<T>): Promise<T> {
    const pool = this.pool;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        this.replacePool(pool);
        reject(Object.assign(new Error("The database did not answer in time"), { code: "OPERATION_TIMEOUT" }));
      }, OPERATION_TIMEOUT_MS);
    });
    try {
      const result = await Promise.race([pool.begin((tx) => work(executorFor(tx))), deadline]);
      return result as T;
    } catch (error) {
      if (isConnectionError(error)) this.replacePool(pool);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  async execScript(script: string): Promise<void> {
    // The simple protocol runs many statements in one round trip.
    await this.pool.begin((tx) => tx.unsafe(script).simple());
  }

  async close(): Promise<void> {
    await this.pool.end({ timeout: 5 });
  }

  private replacePool(failed: Sql): void {
    if (this.pool !== failed) return;
    this.pool = connect(this.options);
    void failed.end({ timeout: 0 }).catch(() => undefined);
  }
}

function executorFor(tx: TransactionSql): SqlExecutor {
  return {
    async query<T extends Row>(text: string, params: readonly unknown[] = []) {
      const rows = await tx.unsafe(text, params.map((p) => toDriverParam(p as never)) as never[]);
      return Array.from(rows as Iterable<Row>, (row) => normaliseRow<T>(row));
    },
  };
}
