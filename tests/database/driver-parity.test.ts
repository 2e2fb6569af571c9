import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testBackends, type TestDatabase } from "../support/database";

/** The same SQL with the same parameters means the same on every driver. */
describe.each(testBackends())("query parameters and results on %s", (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend);
  });
  afterAll(() => t?.close());

  it("stores an object passed for a jsonb parameter as an object, not a string", async () => {
    const rows = await t.db.asOwner((sql) =>
      sql.query<{ kind: string; value: unknown }>("select jsonb_typeof($1::jsonb) as kind, $1::jsonb as value", [
        { mimetype: "application/pdf", size: 12 },
      ]),
    );
    expect(rows[0]).toEqual({ kind: "object", value: { mimetype: "application/pdf", size: 12 } });
  });

  it("passes arrays with quotes, commas and unicode intact", async () => {
    const tags = ['GD&T "Y14.5"', "a, b", "Zoë", "back\\slash"];
    const rows = await t.db.asOwner((sql) => sql.query<{ tags: string[] }>("select $1::text[] as tags", [tags]));
    expect(rows[0]!.tags).toEqual(tags);
  });

  it("returns timestamps as ISO strings and int8 as numbers", async () => {
    const rows = await t.db.asOwner((sql) =>
      sql.query<{ at: string; n: number }>("select timestamptz '2025-12-01 10:00:00+00' as at, 42::int8 as n"),
    );
    expect(rows[0]).toEqual({ at: "2025-12-01T10:00:00.000Z", n: 42 });
  });

  it("runs each unit of work as the role it names, and forgets it afterwards", async () => {
    const inside = await t.db.asAnon((sql) =>
      sql.query<{ role: string; claims: string }>(
        "select current_user as role, current_setting('request.jwt.claims', true) as claims",
      ),
    );
    expect(inside[0]).toEqual({ role: "anon", claims: '{"role":"anon"}' });
    const after = await t.db.asOwner((sql) =>
      sql.query<{ claims: string | null }>("select nullif(current_setting('request.jwt.claims', true), '') as claims"),
    );
    expect(after[0]!.claims).toBeNull();
  });

  it("refuses a role outside the API roles", async () => {
    await expect(t.db.withClaims({ role: "postgres" as never }, async () => 1)).rejects.toThrow(
      /Unknown database role/,
    );
  });
});
