import { ArrowRight, FolderOpen, SearchX, type LucideIcon } from "lucide-react";
import { useEffect, useState } from "react";
import type { CardProject } from "../../lib/card-project";
import { cn } from "../../lib/cn";
import { buttonStyles } from "../ui/button-styles";
import { Section } from "../ui/Section";
import { ProjectCard } from "./ProjectCard";
import { cardPlacement, PROJECT_GRID_CLASS } from "./project-grid";
import {
  filtersFor,
  PROJECT_SORTS,
  SEARCH_DEBOUNCE_MS,
  selectProjects,
  STAGGER_HOME_MS,
  STAGGER_PAGE_MS,
  type ProjectFilter,
  type ProjectSort,
} from "./project-filters";
import { ProjectSearch } from "./ProjectSearch";
import { useProjectListState } from "./use-project-list-state";

/** What the project list says when the owner has published no project (nothing to filter or search). */
export const NO_PROJECTS_TEXT = "No projects published yet.";

function emptyState(Icon: LucideIcon, title: string, hint?: string) {
  return (
    <div className="glass flex flex-col items-center rounded-2xl px-6 py-16 text-center">
      <span className="bg-accent/10 text-accent mb-4 grid size-14 place-items-center rounded-full">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <p className="text-fg text-lg font-semibold">{title}</p>
      {hint && <p className="text-fg-muted mt-1 text-sm">{hint}</p>}
    </div>
  );
}

interface Props {
  /** Published projects in display order (the server's order); `toCardProject` trims the props. */
  projects: CardProject[];
  /** "home": the home page's section (View All button); "page": the /projects page. */
  variant: "home" | "page";
}

/**
 * On /projects, only the first card's image loads eagerly: on a phone (one column) it is the only
 * card that can reach the first screen, and the others would take bandwidth from that screen.
 * The rest load lazily, as they near the viewport (on a wide screen, the first row at once).
 */
const EAGER_CARDS = 1;

/**
 * The project grid with its controls. On the home page: category buttons and, on All, a link to
 * /projects. On /projects: search (applied after a 300 ms pause), category and sort buttons and
 * a live count, all kept in the URL query. Prerendered, it shows every project in display order.
 */
export default function ProjectsSection({ projects, variant }: Props) {
  const onPage = variant === "page";
  const [state, update] = useProjectListState(onPage);
  const [input, setInput] = useState(state.query);
  const [syncedQuery, setSyncedQuery] = useState(state.query);
  // The URL's query wins whenever it changes (hydration with ?q=, back/forward).
  if (state.query !== syncedQuery) {
    setSyncedQuery(state.query);
    setInput(state.query);
  }

  useEffect(() => {
    if (input === state.query) return;
    const timer = window.setTimeout(() => update({ query: input }, "replace"), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [input, state.query, update]);

  const visible = selectProjects(projects, state);
  const staggerMs = onPage ? STAGGER_PAGE_MS : STAGGER_HOME_MS;

  const categoryButtons = (
    <div role="group" aria-label="Filter projects by category" className="flex flex-wrap gap-2">
      {filtersFor(projects).map((filter: ProjectFilter) => {
        const pressed = state.category === filter;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={pressed}
            onClick={() => update({ category: filter }, "push")}
            className={buttonStyles({ variant: pressed ? "primary" : "outline", size: "sm" })}
          >
            {filter}
          </button>
        );
      })}
    </div>
  );

  const grid =
    projects.length === 0 ? (
      emptyState(FolderOpen, NO_PROJECTS_TEXT)
    ) : visible.length > 0 ? (
      // Re-keyed on category and sort so that the cards stagger in again; search keeps the cards.
      // No card is left alone on the last row (project-grid.ts).
      <ul key={`${state.category}|${state.sort}`} className={PROJECT_GRID_CLASS}>
        {visible.map((project, index) => {
          const placement = cardPlacement(index, visible.length);
          return (
            <li key={project.slug} className={placement.className || undefined}>
              <ProjectCard
                project={project}
                index={index}
                staggerMs={staggerMs}
                eager={onPage && index < EAGER_CARDS}
                headingLevel={onPage ? "h2" : "h3"}
                imageSizes={placement.imageSizes}
              />
            </li>
          );
        })}
      </ul>
    ) : (
      emptyState(SearchX, "No projects found matching your criteria", "Try adjusting your search or filters")
    );

  if (!onPage) {
    return (
      <Section
        id="projects"
        eyebrow="Portfolio"
        title="Engineering Projects"
        subtitle="Mechanisms, sensors and production hardware, designed, built and tested."
      >
        {projects.length > 0 && <div className="mb-8">{categoryButtons}</div>}
        {grid}
        {state.category === "All" && projects.length > 0 && (
          <div className="mt-12 flex justify-center">
            <a href="/projects" className={buttonStyles({ variant: "outline", size: "lg" })}>
              {`View All Projects (${projects.length})`}
              <ArrowRight aria-hidden="true" />
            </a>
          </div>
        )}
      </Section>
    );
  }
  // No project at all: nothing to search, filter, sort or count.
  if (projects.length === 0) return grid;

  return (
    <div>
      <div className="glass mb-6 flex flex-col gap-4 rounded-2xl p-4 shadow-xl shadow-black/5 sm:p-5">
        <ProjectSearch
          value={input}
          onChange={setInput}
          onCommit={(query) => {
            setInput(query);
            update({ query }, "replace");
          }}
        />
        <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
          {categoryButtons}
          <div
            role="group"
            aria-label="Sort projects"
            className="bg-canvas-secondary/70 border-glass-border inline-flex self-start rounded-full border p-1"
          >
            {PROJECT_SORTS.map((sort: { value: ProjectSort; label: string }) => {
              const pressed = state.sort === sort.value;
              return (
                <button
                  key={sort.value}
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => update({ sort: sort.value }, "push")}
                  className={cn(
                    "h-8 rounded-full px-4 text-sm font-medium whitespace-nowrap transition-colors",
                    pressed ? "bg-accent text-accent-fg shadow" : "text-fg-muted hover:text-fg",
                  )}
                >
                  {sort.label}
                </button>
              );
            })}
          </div>
        </div>
      </div>
      <p aria-live="polite" className="text-fg-muted mb-6 text-sm">
        {`Showing ${visible.length} of ${projects.length} projects`}
      </p>
      {grid}
    </div>
  );
}
