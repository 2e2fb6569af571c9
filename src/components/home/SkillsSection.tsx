import {
  BookOpen,
  CodeXml,
  Cpu,
  DraftingCompass,
  Factory,
  Layers,
  ThermometerSun,
  Wrench,
  type LucideIcon,
} from "lucide-react";
import type { SiteSettings } from "../../lib/site-settings";
import { Section } from "../ui/Section";
import { staggerStyle, type SkillGroup } from "./home-data";

const CATEGORY_ICONS: Record<string, LucideIcon> = {
  "Mechanical Design": DraftingCompass,
  "Manufacturing & Quality": Factory,
  "Mechatronics & Controls": Cpu,
  "Thermal/Fluids": ThermometerSun,
  "Programming/Data": CodeXml,
  Toolchain: Wrench,
};

interface Props {
  /** Skills grouped by category, in display order (see groupSkillsByCategory). */
  groups: SkillGroup[];
  site: SiteSettings;
}

/** Skills (anchor "skills"): one card per category, then the professional-development topics. */
export default function SkillsSection({ groups, site }: Props) {
  const topics = site.skills.professionalDevelopment;
  if (groups.length === 0 && topics.length === 0) return null;
  return (
    <Section id="skills" eyebrow="Toolkit" title="Skills & Expertise" subtitle={site.skills.intro}>
      <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {groups.map((group, index) => {
          // Own keys only: a category named like an inherited property ("constructor") is no icon.
          const Icon = Object.hasOwn(CATEGORY_ICONS, group.category) ? CATEGORY_ICONS[group.category]! : Layers;
          return (
            <li
              key={group.category}
              className="glass stagger-in flex flex-col rounded-2xl p-5 shadow-xl shadow-black/5 sm:p-6"
              style={staggerStyle(index)}
            >
              <div className="flex items-center gap-3">
                <span className="bg-accent/10 text-accent ring-accent/20 grid size-11 shrink-0 place-items-center rounded-xl ring-1">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h3 className="text-fg text-lg leading-tight font-semibold">{group.category}</h3>
                  <p className="text-fg-muted text-xs">
                    {group.skills.length} {group.skills.length === 1 ? "skill" : "skills"}
                  </p>
                </div>
              </div>
              <ul className="mt-5 flex flex-wrap gap-2">
                {group.skills.map((skill) => (
                  <li
                    key={skill}
                    className="border-glass-border bg-glass-secondary/70 text-fg rounded-lg border px-2.5 py-1 text-sm"
                  >
                    {skill}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>

      {topics.length > 0 && (
        <div className="glass-secondary stagger-in mt-8 rounded-2xl p-6 sm:p-8" style={staggerStyle(groups.length)}>
          <div className="flex items-center gap-3">
            <span className="bg-accent-azure/10 text-accent-azure ring-accent-azure/20 grid size-11 shrink-0 place-items-center rounded-xl ring-1">
              <BookOpen aria-hidden="true" className="size-5" />
            </span>
            <h3 className="text-fg text-lg font-semibold">Professional Development</h3>
          </div>
          <ul className="mt-5 grid gap-x-8 gap-y-3 md:grid-cols-2">
            {topics.map((topic) => (
              <li key={topic} className="text-fg-muted flex gap-3 text-sm leading-relaxed sm:text-base">
                <span aria-hidden="true" className="bg-accent-azure mt-2 size-1.5 shrink-0 rounded-full" />
                {topic}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Section>
  );
}
