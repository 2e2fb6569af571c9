import { createHash } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENTS_BUCKET } from "../../src/lib/storage-paths";
import { runAdminCommand } from "../../src/server/admin/admin-command";
import type { AdminDeps } from "../../src/server/admin/http";
import { removeDemoContent } from "../../src/server/admin/setup";
import {
  ARCHIVE_MESSAGES,
  ARCHIVED_TABLES,
  getSiteArchive,
  postSiteArchive,
  type SiteArchiveManifest,
} from "../../src/server/admin/site-archive";
import type { ServerContext } from "../../src/server/context";
import { SERVICE_CLAIMS } from "../../src/server/db/database";
import {
  adminDepsOf,
  adminRequest,
  bodyOf,
  createAdminCallers,
  lastRebuildId,
  rebuildsSince,
  type AdminCallers,
} from "../support/admin";
import { closeEmbeddedContext, useEmbeddedContext } from "../support/embedded";
import { answered } from "../support/pipeline";

/**
 * The site archive: exported from the demo, imported into the same install emptied (as a fresh
 * one is), it brings back every row and every stored file exactly; a damaged archive, one from a
 * newer schema and a file that is no archive are refused with a clear message, changing nothing.
 */
const handlers = answered({ getSiteArchive, postSiteArchive, removeDemoContent });

let server: ServerContext;
let deps: AdminDeps;
let callers: AdminCallers;

beforeAll(async () => {
  server = await useEmbeddedContext({ seed: true });
  deps = adminDepsOf(server);
  callers = await createAdminCallers(server);
});
afterAll(() => closeEmbeddedContext());

/** Every archived table's rows, as stored. */
const snapshot = () =>
  server.db.asServiceRole(async (sql) => {
    const tables: Record<string, unknown[]> = {};
    for (const table of ARCHIVED_TABLES) tables[table] = await sql.query(`select * from public.${table} order by 1`);
    return tables;
  });

const storedFiles = () =>
  server.db.asServiceRole((sql) =>
    sql.query<{ name: string }>("select name from storage.objects where bucket_id = $1 order by name", [
      DOCUMENTS_BUCKET,
    ]),
  );

async function exported(): Promise<Uint8Array> {
  const response = await handlers.getSiteArchive(adminRequest("/api/admin/site-archive"), callers.owner, deps);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/zip");
  expect(response.headers.get("content-disposition")).toMatch(
    /^attachment; filename="site-archive-\d{4}-\d\d-\d\d\.zip"$/,
  );
  return new Uint8Array(await response.arrayBuffer());
}

const imported = (archive: Uint8Array) =>
  handlers.postSiteArchive(
    adminRequest("/api/admin/site-archive", {
      method: "POST",
      raw: archive as BodyInit,
      headers: { "content-type": "application/zip" },
    }),
    callers.owner,
    deps,
  );

/** The archive with its manifest changed (and nothing else). */
function withManifest(archive: Uint8Array, change: (manifest: SiteArchiveManifest) => void): Uint8Array {
  const entries = unzipSync(archive);
  const manifest = JSON.parse(strFromU8(entries["manifest.json"]!)) as SiteArchiveManifest;
  change(manifest);
  return zipSync({ ...entries, "manifest.json": strToU8(JSON.stringify(manifest)) });
}

/**
 * The archive without these tables' counts, re-signed: as a schema without the tables made it
 * (no rows either), or with their rows left as an empty list (`emptyRows`).
 */
function withoutTables(archive: Uint8Array, tables: string[], emptyRows = false): Uint8Array {
  const entries = unzipSync(archive);
  const data = JSON.parse(strFromU8(entries["data.json"]!)) as Record<string, unknown>;
  const manifest = JSON.parse(strFromU8(entries["manifest.json"]!)) as SiteArchiveManifest;
  for (const table of tables) {
    if (emptyRows) data[table] = [];
    else delete data[table];
    delete manifest.tables[table];
  }
  const older = strToU8(JSON.stringify(data));
  manifest.dataSha256 = createHash("sha256").update(older).digest("hex");
  return zipSync({ ...entries, "data.json": older, "manifest.json": strToU8(JSON.stringify(manifest)) });
}

describe("the site archive", () => {
  let archive: Uint8Array;
  let before: Record<string, unknown[]>;
  let files: { name: string }[];

  it("holds every content table's rows and every stored file, each with its checksum, and the schema version", async () => {
    // The owner's own records too: an application, the date of each status it took, its link's events.
    await server.db.asServiceRole(async (sql) => {
      const [application] = await sql.query<{ id: string; token: string }>(
        "insert into public.applications (company, role, notes) values ('Acme Robotics', 'Design Engineer', 'Sent') returning id, token",
      );
      await sql.query("update public.applications set status = 'interview' where id = $1", [application!.id]);
      await sql.query(
        "select private.record_application_event($1, gen_random_uuid(), 'open', null, 'mail.example.com')",
        [application!.token],
      );
      await sql.query("select private.record_application_event($1, null, 'link_check', null, null, 'Slack')", [
        application!.token,
      ]);
    });
    before = await snapshot();
    expect(before.application_status_changes).toHaveLength(2);
    expect(before.application_events).toHaveLength(2);
    files = await storedFiles();
    archive = await exported();
    const entries = unzipSync(archive);
    const manifest = JSON.parse(strFromU8(entries["manifest.json"]!)) as SiteArchiveManifest;
    expect(manifest.format).toBe("portfolio-site-archive");
    expect(manifest.schemaVersion).toMatch(/^\d{14}$/);
    expect(manifest.tables.projects_dynamic).toBe(before.projects_dynamic!.length);
    expect(manifest.tables.projects_dynamic).toBeGreaterThan(0);
    expect(manifest.files.map((file) => file.path)).toEqual(files.map((file) => file.name));
    for (const file of manifest.files) expect(entries[`files/${file.path}`]!.byteLength).toBe(file.size);
  });

  it("imported into the install emptied as a fresh one is, restores every row and file exactly, and rebuilds", async () => {
    const removed = await handlers.removeDemoContent(
      adminRequest("/api/admin/demo-content", { method: "DELETE" }),
      callers.owner,
      deps,
    );
    expect(removed.status).toBe(200);
    expect((await snapshot()).projects_dynamic).toEqual([]);

    const since = await lastRebuildId(server);
    const response = await imported(archive);
    expect(response.status, JSON.stringify(await bodyOf(response.clone()))).toBe(200);
    expect(await snapshot()).toEqual(before);
    expect(await storedFiles()).toEqual(files);
    const first = files[0]!.name;
    const restored = await server.storage.download({ claims: SERVICE_CLAIMS }, DOCUMENTS_BUCKET, first);
    expect(restored!.body).toEqual(unzipSync(archive)[`files/${first}`]);
    expect((await rebuildsSince(server, since)).map((request) => request.reason)).toEqual(["site imported"]);
  });

  it("restores an archive made before applications existed, with none", async () => {
    const response = await imported(
      withoutTables(archive, ["applications", "application_status_changes", "application_events"]),
    );
    expect(response.status, JSON.stringify(await bodyOf(response.clone()))).toBe(200);
    expect(await snapshot()).toEqual({
      ...before,
      applications: [],
      application_status_changes: [],
      application_events: [],
    });
    // Put back as the tests after this one expect it.
    expect((await imported(archive)).status).toBe(200);
    expect(await snapshot()).toEqual(before);
  });

  it("follows its links to stored files to where this install serves them", async () => {
    const moved = withManifest(archive, (manifest) => {
      manifest.filesBase = "https://old-project.supabase.co/storage/v1/object/public/documents/";
    });
    // The rows link the files under the old base: rewritten, the archive is no longer the one signed.
    const entries = unzipSync(moved);
    const data = strFromU8(entries["data.json"]!).replaceAll(
      "/storage/v1/object/public/documents/",
      "https://old-project.supabase.co/storage/v1/object/public/documents/",
    );
    const manifest = JSON.parse(strFromU8(entries["manifest.json"]!)) as SiteArchiveManifest;
    manifest.dataSha256 = createHash("sha256").update(strToU8(data)).digest("hex");
    const resigned = zipSync({
      ...entries,
      "data.json": strToU8(data),
      "manifest.json": strToU8(JSON.stringify(manifest)),
    });
    expect((await imported(resigned)).status).toBe(200);
    expect(await snapshot()).toEqual(before);
  });

  it("imports from the command line too (npm run admin -- import-site), for a hosted site of any size", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "site-archive-"));
    const file = path.join(dir, "site.zip");
    await writeFile(file, archive);
    await server.db.asServiceRole((sql) => sql.query("delete from public.skills"));
    const out: string[] = [];
    const err: string[] = [];
    const io = {
      out: (line: string) => out.push(line),
      err: (line: string) => err.push(line),
      secret: async () => "",
      interactive: false,
    };
    expect(await runAdminCommand(["import-site", file], async () => server, io), err.join("\n")).toBe(0);
    expect(out).toEqual([
      expect.stringMatching(/^Imported \d+ rows and \d+ files\. The site rebuilds to publish them\.$/),
    ]);
    expect(await snapshot()).toEqual(before);

    await writeFile(file, zipSync({ ...unzipSync(archive), "data.json": strToU8("{}") }));
    expect(await runAdminCommand(["import-site", file], async () => server, io)).toBe(1);
    expect(err).toEqual([ARCHIVE_MESSAGES.damaged]);
    await rm(dir, { recursive: true });
  });

  it("refuses a damaged archive, one from a newer schema and a file that is none, changing nothing", async () => {
    const entries = unzipSync(archive);
    const path = Object.keys(entries).find((name) => name.startsWith("files/"))!;
    const flipped = entries[path]!.slice();
    flipped[0] = flipped[0]! ^ 0xff;
    const cases: [Uint8Array, string][] = [
      [zipSync({ ...entries, [path]: flipped }), ARCHIVE_MESSAGES.damaged],
      [zipSync({ ...entries, "data.json": strToU8("{}") }), ARCHIVE_MESSAGES.damaged],
      // Only the tables added since a schema may be missing from an archive, not the others.
      [withoutTables(archive, ["contact_messages"], true), ARCHIVE_MESSAGES.damaged],
      [
        withManifest(archive, (manifest) => {
          manifest.schemaVersion = "29991231235959";
        }),
        ARCHIVE_MESSAGES.newer("29991231235959", JSON.parse(strFromU8(entries["manifest.json"]!)).schemaVersion),
      ],
      [strToU8("%PDF-1.7 not a zip"), ARCHIVE_MESSAGES.notArchive],
    ];
    await server.db.asServiceRole((sql) => sql.query("delete from public.contact_messages"));
    const changed = await snapshot();
    for (const [bytes, message] of cases) {
      const response = await imported(bytes);
      expect(response.status).toBe(400);
      expect(await bodyOf(response)).toEqual({ error: message });
    }
    expect(await snapshot()).toEqual(changed);
    expect(await storedFiles()).toEqual(files);
  });
});
