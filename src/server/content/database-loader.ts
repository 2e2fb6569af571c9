import type { Loader } from "astro/loaders";
import { getServerContext } from "../context";
import type { SqlExecutor } from "../db/types";

/**
 * An Astro content loader that reads rows from the database as the visitor role (anon), so
 * row-level security decides what can ever reach a prebuilt page: drafts never can. A database
 * that cannot be read fails the build loudly instead of publishing an empty site.
 */
export function databaseLoader<T extends object>(
  name: string,
  read: (sql: SqlExecutor) => Promise<T[]>,
  idOf: (row: T) => string,
): Loader {
  return {
    name: `database:${name}`,
    async load({ store, parseData, generateDigest, logger }) {
      const { db } = await getServerContext();
      const rows = await db.asAnon(read);
      store.clear();
      for (const row of rows) {
        const id = idOf(row);
        const data = await parseData({ id, data: row as Record<string, unknown> });
        store.set({ id, data, digest: generateDigest(data) });
      }
      logger.info(`${rows.length} ${name} read as anon`);
    },
  };
}
