import type { Analytics, Overview } from "../../lib/api-types";
import type {
  Application,
  ApplicationActivity,
  BlogPost,
  ContactMessage,
  DocumentKind,
  DocumentVersion,
  Experience,
  GuestbookMessage,
  ListedProjectFile,
  Project,
  ProjectFile,
  Skill,
} from "../../lib/entities";
import type {
  ApplicationFormData,
  BlogPostFormData,
  ExperienceFormData,
  ProjectFormData,
  SkillFormData,
} from "../../lib/validation/admin-forms";
import type { WalkthroughStep } from "../../lib/model-view";
import { adminRequest } from "./client";

/** What every update carries: the row's updated_at as the form loaded it, so a stale save is refused (409). */
export interface StaleGuard {
  expected_updated_at: string;
}

/** The requests of /api/admin/{path}, whose answers name a row `one` and the list `many`. */
function collection<Item, Input = never, Change = Input>(path: string, one: string, many: string) {
  const url = (...rest: string[]) => ["/api/admin", path, ...rest.map(encodeURIComponent)].join("/");
  const row = (body: Record<string, Item>) => body[one]!;
  const post = <Body>(id: string, action: string, body: object = {}) =>
    adminRequest<Body>("POST", url(id, action), body);
  return {
    list: () => adminRequest<Record<string, Item[]>>("GET", url()).then((body) => body[many]!),
    create: (input: Input) => adminRequest<Record<string, Item>>("POST", url(), input).then(row),
    update: (id: string, input: Change & StaleGuard) =>
      adminRequest<Record<string, Item>>("PUT", url(id), input).then(row),
    remove: (id: string) => adminRequest<null>("DELETE", url(id)),
    read: <Body>(id: string) => adminRequest<Body>("GET", url(id)),
    post,
    act: (id: string, action: string, body?: object) => post<Record<string, Item>>(id, action, body).then(row),
    reorder: (ids: string[]) => adminRequest<unknown>("POST", url("reorder"), { ids }),
  };
}

export type Collection<Item, Input = never, Change = Input> = ReturnType<typeof collection<Item, Input, Change>>;

export const fetchOverview = () => adminRequest<Overview>("GET", "/api/admin/overview");
export const fetchAnalytics = (days = 30) => adminRequest<Analytics>("GET", `/api/admin/analytics?days=${days}`);

export const messages = collection<ContactMessage>("messages", "message", "messages");
export const projects = collection<Project, ProjectFormData>("projects", "project", "projects");
export const posts = collection<BlogPost, BlogPostFormData>("posts", "post", "posts");
export const experiences = collection<Experience, ExperienceFormData>("experiences", "experience", "experiences");
export const skills = collection<Skill, Pick<SkillFormData, "skill_name" | "category">>("skills", "skill", "skills");
export const applications = collection<Application, ApplicationFormData>("applications", "application", "applications");
export const fetchApplicationActivity = (id: string) =>
  applications.read<{ activity: ApplicationActivity }>(id).then((body) => body.activity);
export const guestbook = collection<GuestbookMessage>("guestbook", "message", "messages");
/** An update of a file saves its 3D model's walkthrough (its steps in order). */
export const projectFiles = collection<
  ListedProjectFile,
  { storagePath: string; file_name: string; project_slug: string; description: string | null },
  { walkthrough: WalkthroughStep[] }
>("project-files", "file", "files");
/** Makes a 3D model's poster its project's main image; answers the project as saved. */
export const posterAsProjectImage = (file: ProjectFile) =>
  projectFiles.post<{ project: Project }>(file.id, "project-image").then((body) => body.project);
export const documentVersions = (kind: DocumentKind) =>
  collection<DocumentVersion, { storagePath: string; file_name: string }>(`documents/${kind}`, "version", "versions");
