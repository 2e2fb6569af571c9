import type { Experience } from "../../lib/entities";
import type { SqlExecutor } from "../db/types";
import { firstRow } from "./rows";

const COLUMNS = `id, role, organization, location, period_start, period_end, focus, impact, tags,
  display_order, created_at, updated_at`;

export type ExperienceInput = Omit<Experience, "id" | "created_at" | "updated_at">;

/** The editable fields in column order; create binds them as $1…$9, update as $2…$10. */
function experienceParams(input: ExperienceInput) {
  return [
    input.role,
    input.organization,
    input.location,
    input.period_start,
    input.period_end,
    input.focus,
    input.impact,
    input.tags,
    input.display_order,
  ];
}

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
    experienceParams(input),
  );
  return rows[0]!;
}

export function updateExperience(
  sql: SqlExecutor,
  id: string,
  input: ExperienceInput,
  expectedUpdatedAt?: string,
): Promise<Experience | undefined> {
  return firstRow<Experience>(
    sql,
    `update public.experiences set role = $2, organization = $3, location = $4, period_start = $5,
       period_end = $6, focus = $7, impact = $8::text[], tags = $9::text[], display_order = $10
     where id = $1 and ($11::timestamptz is null or date_trunc('milliseconds', updated_at) = $11::timestamptz)
     returning ${COLUMNS}`,
    [id, ...experienceParams(input), expectedUpdatedAt ?? null],
  );
}
