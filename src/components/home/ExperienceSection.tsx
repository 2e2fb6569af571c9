import type { CSSProperties, ReactNode } from "react";
import { Building2, CalendarDays, ChevronRight, GraduationCap, MapPin, type LucideIcon } from "lucide-react";
import type { EducationCard } from "../../lib/site-settings";
import type { Experience } from "../../lib/entities";
import { cn } from "../../lib/cn";
import { Badge, BadgeList } from "../ui/Badge";
import { Section } from "../ui/Section";
import { experiencePeriod, isCurrentExperience, staggerStyle } from "./home-data";

/** What the section says while it has neither experience nor education (an owner starting out). */
export const NO_EXPERIENCE_TEXT = "No experience published yet.";

interface Props {
  /** The experiences in display_order. */
  experiences: Experience[];
  /** The education cards of the site settings. */
  education: readonly EducationCard[];
}

/** One line of an entry's details (its dates, its place): a small icon, then the text. */
function Detail({ icon: Icon, className, children }: { icon: LucideIcon; className?: string; children: ReactNode }) {
  return (
    <p className={cn("flex items-center gap-2", className)}>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {children}
    </p>
  );
}

/** The company or school, after an accent building. */
function Organization({ name, className }: { name: string; className: string }) {
  return (
    <p className={cn("text-fg flex items-start gap-2 text-sm font-medium", className)}>
      <Building2 aria-hidden="true" className="text-accent mt-0.5 size-4 shrink-0" />
      {name}
    </p>
  );
}

/** What an entry achieved or covered, a point a line after an accent chevron. */
function Points({ items, className }: { items: readonly string[]; className: string }) {
  return (
    <ul className="mt-4 space-y-2">
      {items.map((item) => (
        <li key={item} className={cn("flex gap-2 text-sm leading-relaxed", className)}>
          <ChevronRight aria-hidden="true" className="text-accent mt-0.5 size-4 shrink-0" />
          {item}
        </li>
      ))}
    </ul>
  );
}

function TimelineEntry({ experience, index }: { experience: Experience; index: number }) {
  const current = isCurrentExperience(experience);
  // Wide screens: a two-column grid where every card spans two rows and each card starts one
  // row below the previous one, on the other side of the line; neighbours overlap by about half
  // a card, so the timeline zig-zags without gaps whatever the cards' heights. Phones: one column.
  const onLeft = index % 2 === 0;
  return (
    <li
      className={cn(
        "glass stagger-in relative rounded-2xl p-5 shadow-xl shadow-black/5 sm:p-6 lg:[grid-row:var(--timeline-row)/span_2] lg:self-start",
        onLeft ? "lg:col-start-1" : "lg:col-start-2",
        current && "ring-accent/40 ring-1",
      )}
      style={{ ...staggerStyle(index), "--timeline-row": index + 1 } as CSSProperties}
    >
      <span
        aria-hidden="true"
        className={cn(
          "absolute top-6 left-[-1.9375rem] size-4 -translate-x-1/2 rounded-full border-2 sm:top-7",
          onLeft ? "lg:left-[calc(100%+2rem)]" : "lg:left-[-2rem]",
          current ? "border-accent bg-accent ring-accent/20 ring-4" : "border-accent bg-canvas",
        )}
      />
      <Detail icon={CalendarDays} className="text-accent font-mono text-sm font-semibold">
        {experiencePeriod(experience)}
        {current && (
          <Badge tone="emerald" className="ml-auto font-sans">
            Current
          </Badge>
        )}
      </Detail>
      <h3 className="text-fg mt-3 text-lg leading-snug font-semibold sm:text-xl">{experience.role}</h3>
      <Organization name={experience.organization} className="mt-2" />
      <Detail icon={MapPin} className="text-fg-muted mt-1 text-sm">
        {experience.location}
      </Detail>
      <p className="text-fg-muted mt-4 text-sm leading-relaxed">{experience.focus}</p>
      {experience.impact.length > 0 && <Points items={experience.impact} className="text-fg" />}
      {experience.tags.length > 0 && (
        <BadgeList items={experience.tags} tone="azure" label="Skills used" className="mt-5 flex flex-wrap gap-2" />
      )}
    </li>
  );
}

function EducationEntry({ card, index }: { card: EducationCard; index: number }) {
  return (
    <li className="glass stagger-in rounded-2xl p-6 shadow-xl shadow-black/5" style={staggerStyle(index)}>
      <div className="flex items-start justify-between gap-3">
        <div>
          <h4 className="text-fg text-lg leading-snug font-semibold">{card.degree}</h4>
          <p className="text-accent mt-0.5 text-sm font-medium">{card.field}</p>
        </div>
        <Badge tone="emerald" className="shrink-0 px-3 py-1 text-sm">
          GPA {card.gpa}
        </Badge>
      </div>
      <Organization name={card.institution} className="mt-4" />
      <div className="text-fg-muted mt-1 flex flex-wrap gap-x-5 gap-y-1 text-sm">
        <Detail icon={MapPin}>{card.location}</Detail>
        <Detail icon={CalendarDays}>{card.period}</Detail>
      </div>
      <Points items={card.highlights} className="text-fg-muted" />
    </li>
  );
}

/**
 * Experience (anchor "experience"): the experiences as a timeline alternating sides on wide
 * screens, then the two fixed education cards from the site configuration.
 */
export default function ExperienceSection({ experiences, education }: Props) {
  return (
    <Section
      id="experience"
      eyebrow="Career path"
      title="Experience & Education"
      subtitle="Labs, internships, a production floor and a competition pit: where the work in my portfolio was done."
    >
      {experiences.length === 0 && education.length === 0 && (
        <p className="glass text-fg-muted rounded-2xl p-8 text-center text-lg">{NO_EXPERIENCE_TEXT}</p>
      )}
      {experiences.length > 0 && (
        <div className="relative">
          <div
            aria-hidden="true"
            className="from-accent/70 via-accent-azure/40 absolute top-2 bottom-0 left-[0.8125rem] w-px -translate-x-1/2 bg-gradient-to-b to-transparent lg:left-1/2"
          />
          <ol className="grid gap-y-8 pl-11 lg:grid-cols-2 lg:gap-x-16 lg:gap-y-6 lg:pl-0">
            {experiences.map((experience, index) => (
              <TimelineEntry key={experience.id} experience={experience} index={index} />
            ))}
          </ol>
        </div>
      )}

      {education.length > 0 && (
        <div className="mt-16">
          <h3 className="text-fg flex items-center gap-3 text-2xl font-bold tracking-tight">
            <span className="bg-accent/10 text-accent ring-accent/20 grid size-10 place-items-center rounded-xl ring-1">
              <GraduationCap aria-hidden="true" className="size-5" />
            </span>
            Education
          </h3>
          <ul className="mt-6 grid gap-5 md:grid-cols-2">
            {education.map((card, index) => (
              <EducationEntry key={card.degree} card={card} index={index} />
            ))}
          </ul>
        </div>
      )}
    </Section>
  );
}
