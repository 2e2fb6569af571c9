import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testBackends, type TestDatabase } from "../support/database";

/**
 * The rules Supabase's database linter checks (and the house style asks for), as queries over
 * the migrated catalog, so a migration that breaks one fails CI here rather than in the
 * hosted project's advisor.
 */
describe.each(testBackends())("schema rules on %s", (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend);
  });
  afterAll(() => t?.close());

  const catalog = <T extends Record<string, unknown>>(text: string) => t.db.asOwner((sql) => sql.query<T>(text));

  it("has no write policy that lets visitors do anything unconditionally", async () => {
    const rows = await catalog<{ policy: string }>(
      `select tablename || ': ' || policyname as policy from pg_policies
       where schemaname in ('public', 'storage')
         and cmd in ('INSERT', 'UPDATE', 'DELETE', 'ALL')
         and roles && array['anon', 'public']::name[]
         and (coalesce(qual, 'true') = 'true' and coalesce(with_check, 'true') = 'true')`,
    );
    expect(rows).toEqual([]);
  });

  it("has at most one permissive policy per table, role and operation", async () => {
    const rows = await catalog<{ duplicate: string }>(
      `with expanded as (
         select schemaname, tablename, role, unnest(case when cmd = 'ALL' then array['SELECT','INSERT','UPDATE','DELETE'] else array[cmd] end) as command
         from pg_policies, unnest(roles) as role
         where schemaname = 'public' and permissive = 'PERMISSIVE')
       select tablename || ' ' || role || ' ' || command as duplicate from expanded
       group by tablename, role, command having count(*) > 1`,
    );
    expect(rows).toEqual([]);
  });

  it("evaluates auth.uid() and is_admin() once per statement in every policy", async () => {
    const rows = await catalog<{ policy: string; expression: string }>(
      `select tablename || ': ' || policyname as policy, coalesce(qual, '') || ' ' || coalesce(with_check, '') as expression
       from pg_policies where schemaname in ('public', 'storage')`,
    );
    const unwrapped = rows.filter(({ expression }) => {
      const calls = expression.match(/(auth\.uid|auth\.jwt|is_admin)\(\)/g) ?? [];
      const wrapped = expression.match(/SELECT (auth\.uid|auth\.jwt|private\.is_admin)\(\)/g) ?? [];
      return calls.length !== wrapped.length;
    });
    expect(unwrapped).toEqual([]);
  });

  it("indexes every foreign key", async () => {
    const rows = await catalog<{ fk: string }>(
      `select c.conrelid::regclass::text || '.' || c.conname as fk from pg_constraint c
       where c.contype = 'f' and c.connamespace = 'public'::regnamespace
         and not exists (
           select 1 from pg_index i
           where i.indrelid = c.conrelid
             and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] = c.conkey)`,
    );
    expect(rows).toEqual([]);
  });

  it("gives every table a primary key and a comment", async () => {
    const rows = await catalog<{ problem: string }>(
      `select c.relname || case when not exists (select 1 from pg_constraint p where p.conrelid = c.oid and p.contype = 'p')
                                then ' has no primary key' else ' has no comment' end as problem
       from pg_class c
       where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
         and (not exists (select 1 from pg_constraint p where p.conrelid = c.oid and p.contype = 'p')
              or obj_description(c.oid, 'pg_class') is null)`,
    );
    expect(rows).toEqual([]);
  });

  it("grants nothing to PUBLIC on any table, and every function's EXECUTE explicitly", async () => {
    const tables = await catalog<{ name: string }>(
      `select c.relname as name from pg_class c, aclexplode(coalesce(c.relacl, acldefault('r', c.relowner))) a
       where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and a.grantee = 0`,
    );
    const functions = await catalog<{ name: string }>(
      `select p.proname as name from pg_proc p, aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
       where p.pronamespace in ('public'::regnamespace, 'private'::regnamespace) and a.grantee = 0`,
    );
    expect(tables).toEqual([]);
    expect(functions).toEqual([]);
  });
});
