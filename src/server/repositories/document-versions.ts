import type { DocumentKind, DocumentVersion } from "../../lib/entities";
import type { SqlExecutor } from "../db/types";
import { firstRow } from "./rows";

/** resume_files and portfolio_files: one shape, one repository, the table chosen by kind. */
const TABLES: Record<DocumentKind, string> = {
  resume: "public.resume_files",
  portfolio: "public.portfolio_files",
};

const PUBLIC_COLUMNS = `id, file_name, file_path, storage_path, file_size::integer as file_size, mime_type,
  is_active, version, null::uuid as uploaded_by, created_at`;
const ADMIN_COLUMNS = `id, file_name, file_path, storage_path, file_size::integer as file_size, mime_type,
  is_active, version, uploaded_by, created_at`;

export interface DocumentVersionInput {
  file_name: string;
  file_path: string;
  storage_path: string;
  file_size: number;
  mime_type: string;
  uploaded_by: string | null;
}

/** The active version, if any (what visitors download). */
export function findActiveDocument(sql: SqlExecutor, kind: DocumentKind): Promise<DocumentVersion | undefined> {
  return firstRow<DocumentVersion>(sql, `select ${PUBLIC_COLUMNS} from ${TABLES[kind]} where is_active limit 1`);
}

/** Every version, newest first (admin). */
export function listDocumentVersions(sql: SqlExecutor, kind: DocumentKind): Promise<DocumentVersion[]> {
  return sql.query<DocumentVersion & Record<string, unknown>>(
    `select ${ADMIN_COLUMNS} from ${TABLES[kind]} order by created_at desc, version desc`,
  );
}

/** One version by id (admin), or undefined. */
export function findDocumentVersion(
  sql: SqlExecutor,
  kind: DocumentKind,
  id: string,
): Promise<DocumentVersion | undefined> {
  return firstRow<DocumentVersion>(sql, `select ${ADMIN_COLUMNS} from ${TABLES[kind]} where id = $1`, [id]);
}

/** Records an uploaded version, inactive; the database numbers it (highest + 1). */
export async function addDocumentVersion(
  sql: SqlExecutor,
  kind: DocumentKind,
  input: DocumentVersionInput,
): Promise<DocumentVersion> {
  const rows = await sql.query<DocumentVersion & Record<string, unknown>>(
    `insert into ${TABLES[kind]} (file_name, file_path, storage_path, file_size, mime_type, uploaded_by)
     values ($1, $2, $3, $4, $5, $6)
     returning ${ADMIN_COLUMNS}`,
    [input.file_name, input.file_path, input.storage_path, input.file_size, input.mime_type, input.uploaded_by],
  );
  return rows[0]!;
}

/**
 * 'Set Active': deactivate every version, then activate the chosen one, in the caller's
 * transaction. Returns false (and activates nothing) when the version does not exist.
 */
export async function activateDocumentVersion(sql: SqlExecutor, kind: DocumentKind, id: string): Promise<boolean> {
  const target = await sql.query(`select id from ${TABLES[kind]} where id = $1 for update`, [id]);
  if (target.length === 0) return false;
  await sql.query(`update ${TABLES[kind]} set is_active = false where is_active and id <> $1`, [id]);
  await sql.query(`update ${TABLES[kind]} set is_active = true where id = $1`, [id]);
  return true;
}

/** Deletes the record and returns it, so the caller can remove the stored file. */
export function deleteDocumentVersion(
  sql: SqlExecutor,
  kind: DocumentKind,
  id: string,
): Promise<DocumentVersion | undefined> {
  return firstRow<DocumentVersion>(sql, `delete from ${TABLES[kind]} where id = $1 returning ${ADMIN_COLUMNS}`, [id]);
}
