/**
 * A process-wide embedded context for integration tests: an in-memory PGlite with the real
 * migrations, local storage in a temp folder, and (optionally) the demo content.
 */
import { inject } from "vitest";
import { closeServerContext, getServerContext, type ServerContext } from "../../src/server/context";
import { seedDemoContent } from "../../src/server/seed/seed-demo";

export async function useEmbeddedContext(options: { seed: boolean }): Promise<ServerContext> {
  process.env.DATA_DIR = ":memory:";
  // A copy of the run's migrated database (tests/support/pglite-template.ts).
  process.env.DATA_SNAPSHOT = inject("pgliteTemplate");
  delete process.env.DATABASE_URL;
  delete process.env.SUPABASE_URL;
  const ctx = await getServerContext();
  if (options.seed) await seedDemoContent(ctx.db, ctx.storage);
  return ctx;
}

export const closeEmbeddedContext = closeServerContext;
