/** Categories in first-seen order, skills by display order then name. */
export function groupSkills<T extends { category: string; display_order: number; skill_name: string }>(
  skills: readonly T[],
): { category: string; skills: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const skill of skills) {
    const group = groups.get(skill.category);
    if (group) group.push(skill);
    else groups.set(skill.category, [skill]);
  }
  return [...groups].map(([category, list]) => ({
    category,
    skills: list.sort((a, b) => a.display_order - b.display_order || a.skill_name.localeCompare(b.skill_name)),
  }));
}
