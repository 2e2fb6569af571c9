import type { ProjectFile } from "../../lib/entities";
import type { SqlExecutor } from "../db/types";
import type { WalkthroughStep } from "../../lib/model-view";
import { firstRow, updateUnlessStale, type EditableTable } from "./rows";

const COLUMNS = `id, project_slug, file_name, file_path, file_type, file_size::integer as file_size, description,
  downloads, walkthrough, prepared_path, poster_path, created_at, updated_at`;

export type ProjectFileInput = Pick<
  ProjectFile,
  "project_slug" | "file_name" | "file_path" | "file_type" | "file_size" | "description"
> & { walkthrough?: WalkthroughStep[]; prepared_path?: string | null; poster_path?: string | null };

/** What the owner edits of a stored file: a 3D model's walkthrough. */
const EDITABLE: EditableTable = { table: "public.project_files", columns: "walkthrough::jsonb", returning: COLUMNS };

/** Files of one project, newest first. */
export function listProjectFiles(sql: SqlExecutor, slug: string): Promise<ProjectFile[]> {
  return sql.query<ProjectFile & Record<string, unknown>>(
    `select ${COLUMNS} from public.project_files where project_slug = $1 order by created_at desc, id desc`,
    [slug],
  );
}

/** One file the caller may read (visitors: of a published project), or undefined. */
export function findProjectFile(sql: SqlExecutor, id: string): Promise<ProjectFile | undefined> {
  return firstRow<ProjectFile>(sql, `select ${COLUMNS} from public.project_files where id = $1`, [id]);
}

/** Every file the caller may read, newest first (the admin list; visitors: published projects). */
export function listAllProjectFiles(sql: SqlExecutor): Promise<ProjectFile[]> {
  return sql.query<ProjectFile & Record<string, unknown>>(
    `select ${COLUMNS} from public.project_files order by created_at desc, id desc`,
  );
}

export async function addProjectFile(sql: SqlExecutor, input: ProjectFileInput): Promise<ProjectFile> {
  const rows = await sql.query<ProjectFile & Record<string, unknown>>(
    `insert into public.project_files
       (project_slug, file_name, file_path, file_type, file_size, description, walkthrough, prepared_path, poster_path)
     values ($1, $2, $3, coalesce($4, 'application/octet-stream'), $5, $6, $7::jsonb, $8, $9)
     returning ${COLUMNS}`,
    [
      input.project_slug,
      input.file_name,
      input.file_path,
      input.file_type,
      input.file_size,
      input.description,
      JSON.stringify(input.walkthrough ?? []),
      input.prepared_path ?? null,
      input.poster_path ?? null,
    ],
  );
  return rows[0]!;
}

/** Saves a model's walkthrough unless the file changed since `expected`; undefined when gone or stale. */
export function updateProjectFileWalkthrough(
  sql: SqlExecutor,
  id: string,
  walkthrough: WalkthroughStep[],
  expected: string,
): Promise<ProjectFile | undefined> {
  return updateUnlessStale<ProjectFile>(sql, EDITABLE, id, { walkthrough: JSON.stringify(walkthrough) }, expected);
}

/** Deletes the record and returns it, so the caller can remove the stored file. */
export function deleteProjectFile(sql: SqlExecutor, id: string): Promise<ProjectFile | undefined> {
  return firstRow<ProjectFile>(sql, `delete from public.project_files where id = $1 returning ${COLUMNS}`, [id]);
}

/** One atomic download; the new count, or null when the file is not downloadable. */
export async function incrementFileDownloads(sql: SqlExecutor, fileId: string): Promise<number | null> {
  const rows = await sql.query<{ downloads: number | null }>(
    "select private.increment_file_downloads($1) as downloads",
    [fileId],
  );
  return rows[0]?.downloads ?? null;
}

/** What a model is prepared for viewing with: its meshes (GLB) and its poster (an image). */
export type PreparedPart = "prepared_path" | "poster_path";

/**
 * Records a model's prepared mesh or poster; answers the file with the path that part had before
 * (whose object the caller removes), or undefined when there is no such file. Run in the caller's
 * transaction.
 */
export async function setPreparedPart(
  sql: SqlExecutor,
  id: string,
  part: PreparedPart,
  objectPath: string,
): Promise<{ file: ProjectFile; previous: string | null } | undefined> {
  const before = await firstRow<Record<PreparedPart, string | null>>(
    sql,
    `select ${part} from public.project_files where id = $1 for update`,
    [id],
  );
  if (!before) return undefined;
  const file = await firstRow<ProjectFile>(
    sql,
    `update public.project_files set ${part} = $2 where id = $1 returning ${COLUMNS}`,
    [id, objectPath],
  );
  return file && { file, previous: before[part] };
}
