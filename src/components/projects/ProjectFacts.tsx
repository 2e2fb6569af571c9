import { Layers, UserRound } from "lucide-react";
import type { Project } from "../../lib/entities";
import { Badge } from "../ui/Badge";
import { Card } from "../ui/Card";

interface Props {
  project: Pick<Project, "role" | "tech_stack">;
}

/** The detail page's side cards: 'My Role' and 'Tech Stack'. */
export function ProjectFacts({ project }: Props) {
  return (
    <>
      <Card>
        <section aria-labelledby="role-heading">
          <h2 id="role-heading" className="text-fg flex items-center gap-2.5 text-lg font-semibold">
            <UserRound aria-hidden="true" className="text-accent size-5" />
            My Role
          </h2>
          <p className="text-fg-muted mt-3 text-sm leading-relaxed whitespace-pre-line">{project.role}</p>
        </section>
      </Card>
      {project.tech_stack.length > 0 && (
        <Card>
          <section aria-labelledby="tech-heading">
            <h2 id="tech-heading" className="text-fg flex items-center gap-2.5 text-lg font-semibold">
              <Layers aria-hidden="true" className="text-accent size-5" />
              Tech Stack
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {project.tech_stack.map((tech) => (
                <li key={tech}>
                  <Badge tone="accent" className="px-3 py-1">
                    {tech}
                  </Badge>
                </li>
              ))}
            </ul>
          </section>
        </Card>
      )}
    </>
  );
}
