/**
 * Plain async fetchers for every admin resource (docs/admin-api.md, Admin). Each throws an
 * AdminApiError with the server's message; the screens' hooks turn failures into error
 * toasts. Browser only.
 */
import type { Analytics, Overview } from "../../lib/api-types";
import type {
  BlogPost,
  ContactMessage,
  DocumentKind,
  DocumentVersion,
  Experience,
  GuestbookMessage,
  Project,
  ProjectFile,
  Skill,
} from "../../lib/entities";
import type {
  BlogPostFormData,
  ExperienceFormData,
  ProjectFormData,
  SkillFormData,
} from "../../lib/validation/admin-forms";
import { adminRequest, segment } from "./client";

/* Dashboard ------------------------------------------------------------------------------- */

export const fetchOverview = () => adminRequest<Overview>("GET", "/api/admin/overview");

export const markMessageRead = (id: string) =>
  adminRequest<{ message: ContactMessage }>("POST", `/api/admin/messages/${segment(id)}/read`, {}).then(
    (body) => body.message,
  );

export const fetchAnalytics = (days = 30) => adminRequest<Analytics>("GET", `/api/admin/analytics?days=${days}`);

/* Content with stale-save protection ------------------------------------------------------ */

/** What every update carries: the row's updated_at as the form loaded it. */
export interface StaleGuard {
  expected_updated_at: string;
}

export const fetchProjects = () =>
  adminRequest<{ projects: Project[] }>("GET", "/api/admin/projects").then((b) => b.projects);
export const createProject = (input: ProjectFormData) =>
  adminRequest<{ project: Project }>("POST", "/api/admin/projects", input).then((b) => b.project);
export const updateProject = (id: string, input: ProjectFormData & StaleGuard) =>
  adminRequest<{ project: Project }>("PUT", `/api/admin/projects/${segment(id)}`, input).then((b) => b.project);
export const deleteProject = (id: string) => adminRequest<null>("DELETE", `/api/admin/projects/${segment(id)}`);

export const fetchPosts = () => adminRequest<{ posts: BlogPost[] }>("GET", "/api/admin/posts").then((b) => b.posts);
export const createPost = (input: BlogPostFormData) =>
  adminRequest<{ post: BlogPost }>("POST", "/api/admin/posts", input).then((b) => b.post);
export const updatePost = (id: string, input: BlogPostFormData & StaleGuard) =>
  adminRequest<{ post: BlogPost }>("PUT", `/api/admin/posts/${segment(id)}`, input).then((b) => b.post);
export const deletePost = (id: string) => adminRequest<null>("DELETE", `/api/admin/posts/${segment(id)}`);

export const fetchExperiences = () =>
  adminRequest<{ experiences: Experience[] }>("GET", "/api/admin/experiences").then((b) => b.experiences);
export const createExperience = (input: ExperienceFormData) =>
  adminRequest<{ experience: Experience }>("POST", "/api/admin/experiences", input).then((b) => b.experience);
export const updateExperience = (id: string, input: ExperienceFormData & StaleGuard) =>
  adminRequest<{ experience: Experience }>("PUT", `/api/admin/experiences/${segment(id)}`, input).then(
    (b) => b.experience,
  );
export const deleteExperience = (id: string) => adminRequest<null>("DELETE", `/api/admin/experiences/${segment(id)}`);

export const fetchSkills = () => adminRequest<{ skills: Skill[] }>("GET", "/api/admin/skills").then((b) => b.skills);
export const createSkill = (input: Pick<SkillFormData, "skill_name" | "category">) =>
  adminRequest<{ skill: Skill }>("POST", "/api/admin/skills", input).then((b) => b.skill);
export const deleteSkill = (id: string) => adminRequest<null>("DELETE", `/api/admin/skills/${segment(id)}`);

/* Guestbook ------------------------------------------------------------------------------- */

export const fetchGuestbook = () =>
  adminRequest<{ messages: GuestbookMessage[] }>("GET", "/api/admin/guestbook").then((b) => b.messages);
export const approveGuestbook = (id: string) =>
  adminRequest<{ message: GuestbookMessage }>("POST", `/api/admin/guestbook/${segment(id)}/approve`, {}).then(
    (b) => b.message,
  );
export const rejectGuestbook = (id: string) =>
  adminRequest<{ message: GuestbookMessage }>("POST", `/api/admin/guestbook/${segment(id)}/reject`, {}).then(
    (b) => b.message,
  );
export const deleteGuestbook = (id: string) => adminRequest<null>("DELETE", `/api/admin/guestbook/${segment(id)}`);

/* Documents and files --------------------------------------------------------------------- */

export const fetchDocumentVersions = (kind: DocumentKind) =>
  adminRequest<{ versions: DocumentVersion[] }>("GET", `/api/admin/documents/${kind}`).then((b) => b.versions);
export const recordDocumentVersion = (kind: DocumentKind, storagePath: string, fileName: string) =>
  adminRequest<{ version: DocumentVersion }>("POST", `/api/admin/documents/${kind}`, {
    storagePath,
    file_name: fileName,
  }).then((b) => b.version);
export const activateDocumentVersion = (kind: DocumentKind, id: string) =>
  adminRequest<{ version: DocumentVersion }>("POST", `/api/admin/documents/${kind}/${segment(id)}/activate`, {}).then(
    (b) => b.version,
  );
export const deleteDocumentVersion = (kind: DocumentKind, id: string) =>
  adminRequest<null>("DELETE", `/api/admin/documents/${kind}/${segment(id)}`);

export const fetchProjectFiles = () =>
  adminRequest<{ files: ProjectFile[] }>("GET", "/api/admin/project-files").then((b) => b.files);
export const recordProjectFile = (input: {
  storagePath: string;
  file_name: string;
  project_slug: string;
  description: string | null;
}) => adminRequest<{ file: ProjectFile }>("POST", "/api/admin/project-files", input).then((b) => b.file);
export const deleteProjectFile = (id: string) =>
  adminRequest<null>("DELETE", `/api/admin/project-files/${segment(id)}`);
