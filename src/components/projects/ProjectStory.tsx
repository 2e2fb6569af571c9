import { Lightbulb, ScanSearch, Target, Trophy, type LucideIcon } from "lucide-react";
import type { Project } from "../../lib/entities";
import { Card } from "../ui/Card";

interface Props {
  project: Pick<Project, "overview" | "challenge" | "approach" | "outcome">;
}

const SECTIONS: { key: keyof Props["project"]; heading: string; icon: LucideIcon }[] = [
  { key: "overview", heading: "Overview", icon: ScanSearch },
  { key: "challenge", heading: "Challenge", icon: Target },
  { key: "approach", heading: "Approach", icon: Lightbulb },
  { key: "outcome", heading: "Outcome", icon: Trophy },
];

/** Overview, Challenge, Approach and Outcome, each a card; line breaks in the text are kept. */
export function ProjectStory({ project }: Props) {
  return (
    <>
      {SECTIONS.filter(({ key }) => project[key].trim() !== "").map(({ key, heading, icon: Icon }) => (
        <Card key={key} className="p-6 sm:p-8">
          <section aria-labelledby={`${key}-heading`}>
            <h2 id={`${key}-heading`} className="text-fg flex items-center gap-3 text-xl font-semibold tracking-tight">
              <span className="bg-accent/10 text-accent grid size-9 shrink-0 place-items-center rounded-lg">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              {heading}
            </h2>
            <p className="text-fg-muted mt-4 leading-relaxed whitespace-pre-line">{project[key]}</p>
          </section>
        </Card>
      ))}
    </>
  );
}
