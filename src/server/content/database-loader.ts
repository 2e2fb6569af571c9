import type { Loader } from "astro/loaders";
import { getServerContext, type ServerContext } from "../context";
import type { SqlExecutor } from "../db/types";

/**
 * An Astro content loader that reads rows from the database as the visitor role (anon), so
 * row-level security decides what can ever reach a prebuilt page: drafts never can. A database
 * that cannot be read fails the build loudly instead of publishing an empty site. `render`, where
 * given, is an entry's HTML, made once here and read by every page and feed that shows it.
 */
export function databaseLoader<T extends object>(
  name: string,
  read: (sql: SqlExecutor, server: ServerContext) => Promise<T[]>,
  idOf: (row: T) => string,
  render?: (row: T) => string,
): Loader {
  return {
    name: `database:${name}`,
    async load({ store, parseData, generateDigest, logger }) {
      const server = await getServerContext();
      const rows = await server.db.asAnon((sql) => read(sql, server));
      store.clear();
      for (const row of rows) {
        const id = idOf(row);
        const data = await parseData({ id, data: row as Record<string, unknown> });
        const rendered = render ? { html: render(row) } : undefined;
        store.set({ id, data, digest: generateDigest(data), rendered });
      }
      logger.info(`${rows.length} ${name} read as anon`);
    },
  };
}
