import type { Experience } from "../../lib/entities";
import type { SqlExecutor } from "../db/types";
import { editableValues, updateUnlessStale, type EditableTable } from "./rows";

const COLUMNS = `id, role, organization, location, period_start, period_end, focus, impact, tags,
  display_order, created_at, updated_at`;

export type ExperienceInput = Omit<Experience, "id" | "created_at" | "updated_at">;

/** What the editor saves (create binds the same columns as $1…$9, in this order). */
const EDITABLE: EditableTable = {
  table: "public.experiences",
  columns: `role, organization, location, period_start, period_end, focus, impact::text[], tags::text[],
    display_order`,
  returning: COLUMNS,
};

/** Ordered by display_order ascending (public timeline and admin list alike). */
export function listExperiences(sql: SqlExecutor): Promise<Experience[]> {
  return sql.query<Experience & Record<string, unknown>>(
    `select ${COLUMNS} from public.experiences order by display_order, created_at, id`,
  );
}

export async function createExperience(sql: SqlExecutor, input: ExperienceInput): Promise<Experience> {
  const rows = await sql.query<Experience & Record<string, unknown>>(
    `insert into public.experiences (role, organization, location, period_start, period_end, focus, impact, tags, display_order)
     values ($1, $2, $3, $4, $5, $6, $7::text[], $8::text[], $9)
     returning ${COLUMNS}`,
    editableValues(EDITABLE, input),
  );
  return rows[0]!;
}

/** Saves an edit unless the row changed since `expectedUpdatedAt`; undefined when it is gone or stale. */
export const updateExperience = (sql: SqlExecutor, id: string, input: ExperienceInput, expectedUpdatedAt?: string) =>
  updateUnlessStale<Experience>(sql, EDITABLE, id, input, expectedUpdatedAt);
