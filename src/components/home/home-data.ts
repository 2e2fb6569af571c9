/**
 * Pure helpers for the home page: grouping skills, formatting experience periods and the cards'
 * stagger style. Isomorphic (used while prerendering; no browser or server APIs).
 */
import type { CSSProperties } from "react";
import { SKILL_CATEGORIES, type Experience, type Skill } from "../../lib/entities";

export interface SkillGroup {
  category: string;
  skills: string[];
}

/**
 * Skills grouped by category, as visitors and the admin list them: the known categories first in
 * SKILL_CATEGORIES' order, then any other category alphabetically; each list in display_order (then
 * name, for a stable order).
 */
export function groupSkills<T extends Pick<Skill, "category" | "display_order" | "skill_name">>(
  skills: readonly T[],
): { category: string; skills: T[] }[] {
  const byCategory = new Map<string, T[]>();
  for (const skill of skills) {
    const list = byCategory.get(skill.category) ?? [];
    list.push(skill);
    byCategory.set(skill.category, list);
  }
  const known: readonly string[] = SKILL_CATEGORIES;
  const rank = (category: string) => {
    const index = known.indexOf(category);
    return index === -1 ? known.length : index;
  };
  return [...byCategory.keys()]
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((category) => ({
      category,
      skills: byCategory
        .get(category)!
        .sort((a, b) => a.display_order - b.display_order || a.skill_name.localeCompare(b.skill_name)),
    }));
}

/** The skills' names in their groups (groupSkills), as the pages show them. */
export const groupSkillsByCategory = (skills: readonly Skill[]): SkillGroup[] =>
  groupSkills(skills).map((group) => ({ category: group.category, skills: group.skills.map((s) => s.skill_name) }));

/** True when the experience is ongoing (an empty end means Present). */
export function isCurrentExperience(experience: Pick<Experience, "period_end">): boolean {
  return !experience.period_end?.trim();
}

/** "Jan 2025 – Present" / "Jun 2025 – Aug 2025". */
export function experiencePeriod(experience: Pick<Experience, "period_start" | "period_end">): string {
  const end = isCurrentExperience(experience) ? "Present" : experience.period_end!.trim();
  return `${experience.period_start.trim()} – ${end}`;
}

/** Home lists animate in with a 150 ms stagger per card (global.css `.stagger-in`). */
export const HOME_STAGGER_STEP = "150ms";

export function staggerStyle(index: number): CSSProperties {
  return { "--stagger-index": index, "--stagger-step": HOME_STAGGER_STEP } as CSSProperties;
}
