/**
 * Filtering, search, sort and URL state of the project lists (isomorphic and pure: used by the
 * ProjectsSection island on the home page and on /projects, and by the unit tests).
 */
import { PROJECT_CATEGORIES, type Project } from "../../lib/entities";

/** The one category list of both project lists (home and /projects): All plus the five categories. */
export const PROJECT_FILTERS = ["All", ...PROJECT_CATEGORIES] as const;
export type ProjectFilter = (typeof PROJECT_FILTERS)[number];

/** The filters a list offers: All, and each category that has a project in it. */
export function filtersFor(projects: readonly Pick<Project, "category">[]): ProjectFilter[] {
  return PROJECT_FILTERS.filter(
    (filter) => filter === "All" || projects.some((project) => project.category === filter),
  );
}

/** 'Most Recent' keeps the owner's display_order; 'A-Z' sorts by title. */
export const PROJECT_SORTS = [
  { value: "recent", label: "Most Recent" },
  { value: "az", label: "A-Z" },
] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number]["value"];

/**
 * Timings of the project lists: the search waits 300 ms after the last keystroke, a hovered card
 * shows its next image every 3 s, and cards enter 150 ms (home) or 100 ms (/projects) apart.
 */
export const SEARCH_DEBOUNCE_MS = 300;
export const GALLERY_ROTATION_MS = 3000;
export const STAGGER_HOME_MS = 150;
export const STAGGER_PAGE_MS = 100;

export interface ProjectListState {
  category: ProjectFilter;
  /** The search text as typed (matching trims it). */
  query: string;
  sort: ProjectSort;
}

export const DEFAULT_LIST_STATE: ProjectListState = { category: "All", query: "", sort: "recent" };

function isFilter(value: string | null): value is ProjectFilter {
  return value !== null && (PROJECT_FILTERS as readonly string[]).includes(value);
}

/** Case-insensitive match of the trimmed query on title, overview or any tag; empty matches all. */
export function matchesSearch(project: Pick<Project, "title" | "overview" | "tags">, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === "") return true;
  const has = (text: string) => text.toLocaleLowerCase().includes(needle);
  return has(project.title) || has(project.overview) || project.tags.some(has);
}

export function matchesCategory(project: Pick<Project, "category">, category: ProjectFilter): boolean {
  return category === "All" || project.category === category;
}

const titleCollator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/** A new array; "recent" keeps the given (display_order) order, "az" orders by title. */
export function sortProjects<T extends Pick<Project, "title">>(projects: readonly T[], sort: ProjectSort): T[] {
  const copy = [...projects];
  return sort === "az" ? copy.sort((a, b) => titleCollator.compare(a.title, b.title)) : copy;
}

/** The visible list for a state: category, then search, then sort. */
export function selectProjects<T extends Pick<Project, "title" | "overview" | "tags" | "category">>(
  projects: readonly T[],
  state: ProjectListState,
): T[] {
  return sortProjects(
    projects.filter((project) => matchesCategory(project, state.category) && matchesSearch(project, state.query)),
    state.sort,
  );
}

/** Reads `?category=Robotics&q=gripper&sort=az`; unknown values fall back to the defaults. */
export function parseListState(search: string): ProjectListState {
  const params = new URLSearchParams(search);
  const category = params.get("category");
  return {
    category: isFilter(category) ? category : "All",
    query: params.get("q") ?? "",
    sort: params.get("sort") === "az" ? "az" : "recent",
  };
}

/**
 * The query string for a state ("" for the defaults), keeping any unrelated parameters of
 * `current` (e.g. analytics tags) so that they survive filtering.
 */
export function serializeListState(state: ProjectListState, current = ""): string {
  const params = new URLSearchParams(current);
  const set = (key: string, value: string | null) => (value === null ? params.delete(key) : params.set(key, value));
  set("category", state.category === "All" ? null : state.category);
  set("q", state.query.trim() === "" ? null : state.query);
  set("sort", state.sort === "recent" ? null : state.sort);
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
}

/** The card's '+N' for tags beyond the first three. */
export const VISIBLE_TAGS = 3;
export function splitTags(tags: readonly string[]): { shown: string[]; hidden: number } {
  return { shown: tags.slice(0, VISIBLE_TAGS), hidden: Math.max(0, tags.length - VISIBLE_TAGS) };
}

/**
 * The main image's alt text: the owner's, or the project's title for a project saved before alt
 * text existed (what visitors were given then).
 */
export function imageAlt(project: Pick<Project, "title"> & { image_alt?: string | null }): string {
  return project.image_alt?.trim() || project.title;
}

/** Images a card cycles through on hover: the cover first, then the other gallery images. */
export function cardImages(project: Pick<Project, "image" | "gallery">): string[] {
  const gallery = project.gallery ?? [];
  if (gallery.length <= 1) return [project.image];
  return [project.image, ...gallery.filter((url) => url !== project.image)];
}

/** Images of the detail page's gallery: the gallery list, shown only when it has more than one. */
export function galleryImages(project: Pick<Project, "gallery">): string[] {
  const gallery = project.gallery ?? [];
  return gallery.length > 1 ? gallery : [];
}

/** Previous/next in the gallery viewer wrap around: -1 is the last image, total the first. */
export function wrapIndex(index: number, total: number): number {
  return total > 0 ? ((index % total) + total) % total : 0;
}

/**
 * Alt text of one gallery image (also the viewer's): the owner's alt text, or the project's title
 * when the image has none, with its place in the gallery.
 */
export function galleryAlt(title: string, index: number, total: number, alt?: string | null): string {
  return `${alt?.trim() || title}, image ${index + 1} of ${total}`;
}
