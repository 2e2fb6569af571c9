import postgres from "postgres";
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
  return new PostgresDriver(connect(options));
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

export class PostgresDriver implements DatabaseDriver {
  readonly kind = "postgres" as const;
  constructor(readonly sql: Sql) {}

  async transaction<T>(work: (sql: SqlExecutor) => Promise<T>): Promise<T> {
    const result = await this.sql.begin((tx) => work(executorFor(tx)));
    return result as T;
  }

  async execScript(script: string): Promise<void> {
    // The simple protocol runs many statements in one round trip.
    await this.sql.begin((tx) => tx.unsafe(script).simple());
  }

  async close(): Promise<void> {
    await this.sql.end({ timeout: 5 });
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
