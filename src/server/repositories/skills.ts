import type { Skill } from "../../lib/entities";
import type { SqlExecutor } from "../db/types";

const COLUMNS = "id, skill_name, category, display_order, created_at, updated_at";

export type SkillInput = Pick<Skill, "skill_name" | "category" | "display_order">;

/** Ordered by category, then display_order. */
export function listSkills(sql: SqlExecutor): Promise<Skill[]> {
  return sql.query<Skill & Record<string, unknown>>(
    `select ${COLUMNS} from public.skills order by category, display_order, skill_name, id`,
  );
}

export async function createSkill(sql: SqlExecutor, input: SkillInput): Promise<Skill> {
  const rows = await sql.query<Skill & Record<string, unknown>>(
    `insert into public.skills (skill_name, category, display_order) values ($1, $2, $3) returning ${COLUMNS}`,
    [input.skill_name, input.category, input.display_order],
  );
  return rows[0]!;
}
