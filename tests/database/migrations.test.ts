import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listMigrations } from "../../src/server/db/migrations";
import { createTestDatabase, testBackends, type TestDatabase } from "../support/database";

describe.each(testBackends())("migrations on %s", (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend);
  });
  afterAll(() => t?.close());

  it("records every migration file as applied, in the Supabase CLI's table", async () => {
    const files = await listMigrations();
    const rows = await t.db.asOwner((sql) =>
      sql.query<{ version: string }>("select version from supabase_migrations.schema_migrations order by version"),
    );
    expect(rows.map((r) => r.version)).toEqual(files.map((f) => f.version));
  });

  it("enables row-level security on every table in public", async () => {
    const rows = await t.db.asOwner((sql) =>
      sql.query<{ relname: string; relrowsecurity: boolean }>(
        `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
      ),
    );
    expect(rows.map((r) => r.relname)).toEqual([
      "application_events",
      "application_status_changes",
      "applications",
      "blog_posts",
      "contact_messages",
      "experiences",
      "guestbook_messages",
      "portfolio_files",
      "project_files",
      "project_views",
      "projects_dynamic",
      "resume_files",
      "site_settings",
      "skills",
      "user_roles",
    ]);
    expect(rows.filter((r) => !r.relrowsecurity)).toEqual([]);
  });

  it("pins search_path on every function in public and private", async () => {
    const rows = await t.db.asOwner((sql) =>
      sql.query<{ proname: string }>(
        `select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname in ('public', 'private') and not exists (
           select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')`,
      ),
    );
    expect(rows).toEqual([]);
  });

  it("keeps every security definer function out of the schemas Supabase's Data API exposes", async () => {
    const rows = await t.db.asOwner((sql) =>
      sql.query<{ name: string }>(
        `select n.nspname || '.' || p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where p.prosecdef and n.nspname in ('public', 'graphql_public') order by 1`,
      ),
    );
    expect(rows).toEqual([]);
  });
});
