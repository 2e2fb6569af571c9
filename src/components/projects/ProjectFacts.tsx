import { Layers, UserRound, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { Project } from "../../lib/entities";
import { BadgeList } from "../ui/Badge";
import { Card } from "../ui/Card";

interface Props {
  project: Pick<Project, "role" | "tech_stack">;
}

/** One side card: a section named by its heading, an accent icon before the title. */
function FactCard({
  id,
  icon: Icon,
  title,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <section aria-labelledby={id}>
        <h2 id={id} className="text-fg flex items-center gap-2.5 text-lg font-semibold">
          <Icon aria-hidden="true" className="text-accent size-5" />
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

/** The detail page's side cards: 'My Role' and 'Tech Stack'. */
export function ProjectFacts({ project }: Props) {
  return (
    <>
      <FactCard id="role-heading" icon={UserRound} title="My Role">
        <p className="text-fg-muted mt-3 text-sm leading-relaxed whitespace-pre-line">{project.role}</p>
      </FactCard>
      {project.tech_stack.length > 0 && (
        <FactCard id="tech-heading" icon={Layers} title="Tech Stack">
          <BadgeList
            items={project.tech_stack}
            tone="accent"
            className="mt-4 flex flex-wrap gap-2"
            badgeClassName="px-3 py-1"
          />
        </FactCard>
      )}
    </>
  );
}
