import { createHash } from "node:crypto";
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from "fflate";
import { z } from "zod";
import { DOCUMENTS_BUCKET, isSafeObjectPath } from "../../lib/storage-paths";
import { SERVICE_CLAIMS } from "../db/database";
import type { SqlExecutor } from "../db/types";
import { AdminRefusal, json } from "../http";
import { readAtMost } from "../read-body";
import { badRequest, rebuildAfter, type AdminDeps, type AdminHandler } from "./http";

/**
 * The site archive (docs/deploy.md, "Moving and backing up"): one zip with every content table's
 * rows (`data.json`), every stored file (`files/…`) and a manifest naming the schema version they
 * fit and a SHA-256 of each part. Exported from any install, imported into any install of the same
 * or a newer schema, where it replaces the content; it doubles as the owner's backup. Accounts are
 * not in it: each install keeps its own owner, who becomes the author of what is imported.
 */

export const ARCHIVE_FORMAT = "portfolio-site-archive";

/** The content tables, parents before children: restored in this order, emptied in the reverse. */
export const ARCHIVED_TABLES = [
  "site_settings",
  "projects_dynamic",
  "experiences",
  "skills",
  "blog_posts",
  "project_files",
  "project_views",
  "resume_files",
  "portfolio_files",
  "guestbook_messages",
  "contact_messages",
  "applications",
  "application_status_changes",
  "application_events",
] as const;

/** Tables an archive from an older schema may lack: it restores them empty. */
const ADDED_LATER: ReadonlySet<string> = new Set(["applications", "application_status_changes", "application_events"]);

/** Tables whose identity column continues after the restored rows. */
const IDENTITY_TABLES = ["project_views", "application_status_changes", "application_events"];

/** Columns naming a user of the exporting install, who is no user here: the importing owner. */
const USER_COLUMNS: Partial<Record<(typeof ARCHIVED_TABLES)[number], string>> = {
  blog_posts: "author_id",
  resume_files: "uploaded_by",
  portfolio_files: "uploaded_by",
  guestbook_messages: "approved_by",
};

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(1),
  schemaVersion: z.string().regex(/^\d{14}$/),
  createdAt: z.string(),
  /** Where the exporting install served its stored files: links in the rows start with it. */
  filesBase: z.string(),
  tables: z.record(z.string(), z.number().int().min(0)),
  dataSha256: z.string(),
  files: z.array(
    z.object({
      path: z.string().refine(isSafeObjectPath),
      size: z.number().int(),
      sha256: z.string(),
      type: z.string(),
    }),
  ),
});
export type SiteArchiveManifest = z.infer<typeof manifestSchema>;

export const ARCHIVE_MESSAGES = {
  notArchive: "This file is not a site archive.",
  damaged: "The archive is damaged: a checksum does not match. Nothing was changed.",
  newer: (archive: string, site: string) =>
    `This archive comes from a newer version of the site (schema ${archive}; this site has ${site}). Update this site first. Nothing was changed.`,
} as const;

async function schemaVersion(sql: SqlExecutor): Promise<string> {
  const [row] = await sql.query<{ version: string }>("select private.schema_version() as version");
  return row!.version;
}

/** The archive of this install's content and files. */
export async function exportSiteArchive(deps: Pick<AdminDeps, "db" | "storage">): Promise<Uint8Array> {
  const { data, version, objects } = await deps.db.asServiceRole(async (sql) => {
    const data: Record<string, unknown[]> = {};
    for (const table of ARCHIVED_TABLES) data[table] = await sql.query(`select * from public.${table} order by 1`);
    const objects = await sql.query<{ name: string }>(
      "select name from storage.objects where bucket_id = $1 order by name",
      [DOCUMENTS_BUCKET],
    );
    return { data, version: await schemaVersion(sql), objects };
  });
  const dataBytes = strToU8(JSON.stringify(data));
  const entries: Zippable = { "data.json": dataBytes };
  const files: SiteArchiveManifest["files"] = [];
  for (const { name } of objects) {
    const object = await deps.storage.download({ claims: SERVICE_CLAIMS }, DOCUMENTS_BUCKET, name);
    if (!object) continue;
    // Pictures and PDFs are compressed already.
    entries[`files/${name}`] = [object.body, { level: 0 }];
    files.push({ path: name, size: object.body.byteLength, sha256: sha256(object.body), type: object.contentType });
  }
  const manifest: SiteArchiveManifest = {
    format: ARCHIVE_FORMAT,
    version: 1,
    schemaVersion: version,
    createdAt: new Date().toISOString(),
    filesBase: deps.storage.publicUrl(DOCUMENTS_BUCKET, ""),
    tables: Object.fromEntries(ARCHIVED_TABLES.map((table) => [table, data[table]!.length])),
    dataSha256: sha256(dataBytes),
    files,
  };
  entries["manifest.json"] = strToU8(JSON.stringify(manifest, null, 2));
  return zipSync(entries);
}

/** The archive's parts, checked whole; refused (AdminRefusal, 400) before anything changes. */
function readArchive(bytes: Uint8Array, siteVersion: string) {
  const refuse = (message: string) => new AdminRefusal(badRequest(message));
  let entries: Record<string, Uint8Array>;
  let manifest: SiteArchiveManifest;
  try {
    entries = unzipSync(bytes);
    manifest = manifestSchema.parse(JSON.parse(strFromU8(entries["manifest.json"]!)));
  } catch {
    throw refuse(ARCHIVE_MESSAGES.notArchive);
  }
  if (manifest.schemaVersion > siteVersion) throw refuse(ARCHIVE_MESSAGES.newer(manifest.schemaVersion, siteVersion));
  const dataBytes = entries["data.json"];
  if (!dataBytes || sha256(dataBytes) !== manifest.dataSha256) throw refuse(ARCHIVE_MESSAGES.damaged);
  for (const file of manifest.files) {
    const body = entries[`files/${file.path}`];
    if (!body || body.byteLength !== file.size || sha256(body) !== file.sha256) throw refuse(ARCHIVE_MESSAGES.damaged);
  }
  return { manifest, entries, dataText: strFromU8(dataBytes) };
}

/**
 * Replaces this install's content and files with the archive's. Every check comes first; the rows
 * are replaced in one transaction, then the files are stored and the ones the archive does not
 * hold are removed.
 */
export async function importSiteArchive(
  deps: Pick<AdminDeps, "db" | "storage">,
  ownerId: string,
  bytes: Uint8Array,
): Promise<{ tables: Record<string, number>; files: number }> {
  const siteVersion = await deps.db.asServiceRole(schemaVersion);
  const { manifest, entries, dataText } = readArchive(bytes, siteVersion);
  // Links to stored files follow them to where this install serves them.
  const filesBase = deps.storage.publicUrl(DOCUMENTS_BUCKET, "");
  const data = JSON.parse(
    manifest.filesBase === filesBase ? dataText : dataText.replaceAll(manifest.filesBase, filesBase),
  ) as Record<string, Record<string, unknown>[] | undefined>;
  for (const table of ARCHIVED_TABLES) {
    // An archive from before a table existed has neither its rows nor their count: it restores none.
    const older = ADDED_LATER.has(table) && manifest.tables[table] === undefined && data[table] === undefined;
    const rows = older ? (data[table] = []) : data[table];
    if (!Array.isArray(rows) || rows.length !== (older ? 0 : manifest.tables[table])) {
      throw new AdminRefusal(badRequest(ARCHIVE_MESSAGES.damaged));
    }
    const column = USER_COLUMNS[table];
    if (column) for (const row of rows) if (row[column]) row[column] = ownerId;
  }

  const actor = { claims: SERVICE_CLAIMS };
  for (const file of manifest.files) {
    await deps.storage.upload(actor, DOCUMENTS_BUCKET, file.path, entries[`files/${file.path}`]!, {
      contentType: file.type,
      upsert: true,
    });
  }
  const stale = await deps.db.asServiceRole(async (sql) => {
    await sql.query("select set_config('portfolio.restoring', 'on', true)");
    for (const table of [...ARCHIVED_TABLES].reverse()) await sql.query(`delete from public.${table}`);
    for (const table of ARCHIVED_TABLES) {
      await sql.query(
        `insert into public.${table} overriding system value
         select * from jsonb_populate_recordset(null::public.${table}, $1::jsonb)`,
        [JSON.stringify(data[table])],
      );
    }
    for (const table of IDENTITY_TABLES) {
      await sql.query(
        `select setval(pg_get_serial_sequence('public.${table}', 'id'), coalesce(max(id), 0) + 1, false)
         from public.${table}`,
      );
    }
    const kept = new Set(manifest.files.map((file) => file.path));
    const stored = await sql.query<{ name: string }>("select name from storage.objects where bucket_id = $1", [
      DOCUMENTS_BUCKET,
    ]);
    return stored.map((row) => row.name).filter((name) => !kept.has(name));
  });
  if (stale.length > 0) {
    try {
      await deps.storage.remove(actor, DOCUMENTS_BUCKET, stale);
    } catch (error) {
      console.error("[admin] files the imported site does not hold could not be removed:", error);
    }
  }
  return { tables: manifest.tables, files: manifest.files.length };
}

/** GET /api/admin/site-archive: the archive, as a download. */
export const getSiteArchive: AdminHandler<[]> = async (_request, _admin, deps) => {
  const archive = await exportSiteArchive(deps);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(archive as BlobPart, {
    headers: {
      "content-type": "application/zip",
      "content-length": String(archive.byteLength),
      "content-disposition": `attachment; filename="site-archive-${day}.zip"`,
      "cache-control": "no-store",
    },
  });
};

/** At most this much archive is read in one request. */
export const MAX_ARCHIVE_BYTES = 512 * 1024 * 1024;

/** POST /api/admin/site-archive: the archive's bytes replace this install's content. */
export const postSiteArchive: AdminHandler<[]> = async (request, admin, deps) => {
  const bytes = await readAtMost(request.body, MAX_ARCHIVE_BYTES);
  if (!bytes) return json({ error: "The archive is larger than 512 MB." }, { status: 413 });
  try {
    const imported = await importSiteArchive(deps, admin.user.id, bytes);
    await rebuildAfter(deps, admin, "site imported");
    return json({ imported });
  } catch (error) {
    if (error instanceof AdminRefusal) return error.response;
    throw error;
  }
};
