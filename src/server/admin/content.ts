import {
  blogPostSchema,
  experienceSchema,
  projectSchema,
  skillSchema,
  ADMIN_FORM_MESSAGES,
} from "../../lib/validation/admin-forms";
import { sanitizePostHtml } from "../content/sanitize-html";
import type { SqlExecutor } from "../db/types";
import { json } from "../http";
import * as posts from "../repositories/blog-posts";
import * as experiences from "../repositories/experiences";
import * as projects from "../repositories/projects";
import * as skills from "../repositories/skills";
import {
  badRequest,
  expectedUpdatedAt,
  isUuid,
  noContent,
  notFound,
  readBody,
  rebuildAfter,
  staleSave,
  type AdminHandler,
} from "./http";

/**
 * Projects, blog posts, experiences and skills (docs/admin-api.md, "Admin"): list, create, update
 * (refused when stale) and delete, each as the admin's claims so RLS is the second wall. Changes
 * that can show on a public page request a rebuild once committed.
 */

const projectUpdate = projectSchema.extend({ expected_updated_at: expectedUpdatedAt });
const postUpdate = blogPostSchema.extend({ expected_updated_at: expectedUpdatedAt });
const experienceUpdate = experienceSchema.extend({ expected_updated_at: expectedUpdatedAt });

type EditOutcome<T> = { kind: "saved"; row: T; wasPublished: boolean } | { kind: "missing" } | { kind: "stale" };

/**
 * Locks the row, then lets `update` write it only if unchanged since the form loaded it (the
 * repositories compare updated_at). Tells a missing row (404) from a stale copy (409).
 */
async function saveEdit<T>(
  sql: SqlExecutor,
  table: string,
  id: string,
  update: () => Promise<T | undefined>,
): Promise<EditOutcome<T>> {
  const hasPublished = table === "public.projects_dynamic" || table === "public.blog_posts";
  const current = await sql.query<{ published: boolean }>(
    `select ${hasPublished ? "published" : "true as published"} from ${table} where id = $1 for update`,
    [id],
  );
  if (current.length === 0) return { kind: "missing" };
  const row = await update();
  return row ? { kind: "saved", row, wasPublished: current[0]!.published } : { kind: "stale" };
}

/** Deletes and tells whether the row was on a public page. */
async function deleteRow(
  sql: SqlExecutor,
  table: string,
  id: string,
): Promise<{ found: false } | { found: true; wasPublished: boolean; label: string }> {
  const hasPublished = table === "public.projects_dynamic" || table === "public.blog_posts";
  const label = table === "public.experiences" ? "role" : table === "public.skills" ? "skill_name" : "slug";
  const rows = await sql.query<{ published: boolean; label: string }>(
    `delete from ${table} where id = $1 returning ${hasPublished ? "published" : "true as published"}, ${label} as label`,
    [id],
  );
  return rows[0] ? { found: true, wasPublished: rows[0].published, label: rows[0].label } : { found: false };
}

// Projects ----------------------------------------------------------------------------------------

/** GET /api/admin/projects: every project, newest created first. */
export const listProjects: AdminHandler<[]> = async (_request, admin, deps) => {
  const rows = await deps.db.withClaims(admin.claims, projects.listAllProjects);
  return json({ projects: rows });
};

/** POST /api/admin/projects */
export const createProject: AdminHandler<[]> = async (request, admin, deps) => {
  const body = await readBody(request, projectSchema);
  if (!body.ok) return body.response;
  const project = await deps.db.withClaims(admin.claims, (sql) => projects.createProject(sql, body.data));
  if (project.published) await rebuildAfter(deps, admin, `project created: ${project.slug}`);
  return json({ project }, { status: 201 });
};

/** PUT /api/admin/projects/{id} */
export const updateProject: AdminHandler<[id: string | undefined]> = async (request, admin, deps, id) => {
  if (!isUuid(id)) return notFound();
  const body = await readBody(request, projectUpdate);
  if (!body.ok) return body.response;
  const { expected_updated_at, ...input } = body.data;
  const outcome = await deps.db.withClaims(admin.claims, (sql) =>
    saveEdit(sql, "public.projects_dynamic", id, () => projects.updateProject(sql, id, input, expected_updated_at)),
  );
  if (outcome.kind === "missing") return notFound();
  if (outcome.kind === "stale") return staleSave();
  if (outcome.wasPublished || outcome.row.published) {
    await rebuildAfter(deps, admin, `project updated: ${outcome.row.slug}`);
  }
  return json({ project: outcome.row });
};

/** DELETE /api/admin/projects/{id} */
export const deleteProject: AdminHandler<[id: string | undefined]> = async (_request, admin, deps, id) => {
  if (!isUuid(id)) return notFound();
  const deleted = await deps.db.withClaims(admin.claims, (sql) => deleteRow(sql, "public.projects_dynamic", id));
  if (!deleted.found) return notFound();
  if (deleted.wasPublished) await rebuildAfter(deps, admin, `project deleted: ${deleted.label}`);
  return noContent();
};

// Blog posts --------------------------------------------------------------------------------------

/**
 * Sanitises the content as it will be stored; answers the schema's words when sanitising leaves
 * nothing (only scripts, say) or makes it longer than the limit.
 */
function sanitisedPost<T extends { content: string }>(
  input: T,
): { ok: true; input: T } | { ok: false; response: Response } {
  const content = sanitizePostHtml(input.content).trim();
  if (content.length === 0) return { ok: false, response: badRequest(ADMIN_FORM_MESSAGES.contentRequired) };
  if (content.length > 50_000) return { ok: false, response: badRequest(ADMIN_FORM_MESSAGES.contentTooLong) };
  return { ok: true, input: { ...input, content } };
}

/** GET /api/admin/posts: every post, newest created first. */
export const listPosts: AdminHandler<[]> = async (_request, admin, deps) => {
  const rows = await deps.db.withClaims(admin.claims, posts.listAllPosts);
  return json({ posts: rows });
};

/** POST /api/admin/posts: content sanitised; published_at is the save time when published. */
export const createPost: AdminHandler<[]> = async (request, admin, deps) => {
  const body = await readBody(request, blogPostSchema);
  if (!body.ok) return body.response;
  const clean = sanitisedPost(body.data);
  if (!clean.ok) return clean.response;
  const post = await deps.db.withClaims(admin.claims, (sql) =>
    posts.createPost(sql, clean.input, { authorId: admin.user.id }),
  );
  if (post.published) await rebuildAfter(deps, admin, `post created: ${post.slug}`);
  return json({ post }, { status: 201 });
};

/** PUT /api/admin/posts/{id}: published_at set on first publish, kept later, cleared on unpublish. */
export const updatePost: AdminHandler<[id: string | undefined]> = async (request, admin, deps, id) => {
  if (!isUuid(id)) return notFound();
  const body = await readBody(request, postUpdate);
  if (!body.ok) return body.response;
  const { expected_updated_at, ...fields } = body.data;
  const clean = sanitisedPost(fields);
  if (!clean.ok) return clean.response;
  const outcome = await deps.db.withClaims(admin.claims, (sql) =>
    saveEdit(sql, "public.blog_posts", id, () => posts.updatePost(sql, id, clean.input, expected_updated_at)),
  );
  if (outcome.kind === "missing") return notFound();
  if (outcome.kind === "stale") return staleSave();
  if (outcome.wasPublished || outcome.row.published) {
    await rebuildAfter(deps, admin, `post updated: ${outcome.row.slug}`);
  }
  return json({ post: outcome.row });
};

/** DELETE /api/admin/posts/{id} */
export const deletePost: AdminHandler<[id: string | undefined]> = async (_request, admin, deps, id) => {
  if (!isUuid(id)) return notFound();
  const deleted = await deps.db.withClaims(admin.claims, (sql) => deleteRow(sql, "public.blog_posts", id));
  if (!deleted.found) return notFound();
  if (deleted.wasPublished) await rebuildAfter(deps, admin, `post deleted: ${deleted.label}`);
  return noContent();
};

// Experiences -------------------------------------------------------------------------------------

/** GET /api/admin/experiences: ordered by display_order. */
export const listExperiences: AdminHandler<[]> = async (_request, admin, deps) => {
  const rows = await deps.db.withClaims(admin.claims, experiences.listExperiences);
  return json({ experiences: rows });
};

/** POST /api/admin/experiences */
export const createExperience: AdminHandler<[]> = async (request, admin, deps) => {
  const body = await readBody(request, experienceSchema);
  if (!body.ok) return body.response;
  const experience = await deps.db.withClaims(admin.claims, (sql) => experiences.createExperience(sql, body.data));
  await rebuildAfter(deps, admin, `experience created: ${experience.role}`);
  return json({ experience }, { status: 201 });
};

/** PUT /api/admin/experiences/{id} */
export const updateExperience: AdminHandler<[id: string | undefined]> = async (request, admin, deps, id) => {
  if (!isUuid(id)) return notFound();
  const body = await readBody(request, experienceUpdate);
  if (!body.ok) return body.response;
  const { expected_updated_at, ...input } = body.data;
  const outcome = await deps.db.withClaims(admin.claims, (sql) =>
    saveEdit(sql, "public.experiences", id, () => experiences.updateExperience(sql, id, input, expected_updated_at)),
  );
  if (outcome.kind === "missing") return notFound();
  if (outcome.kind === "stale") return staleSave();
  await rebuildAfter(deps, admin, `experience updated: ${outcome.row.role}`);
  return json({ experience: outcome.row });
};

/** DELETE /api/admin/experiences/{id} */
export const deleteExperience: AdminHandler<[id: string | undefined]> = async (_request, admin, deps, id) => {
  if (!isUuid(id)) return notFound();
  const deleted = await deps.db.withClaims(admin.claims, (sql) => deleteRow(sql, "public.experiences", id));
  if (!deleted.found) return notFound();
  await rebuildAfter(deps, admin, `experience deleted: ${deleted.label}`);
  return noContent();
};

// Skills ------------------------------------------------------------------------------------------

/** The add form sends name and category; the display order is 0 on add. */
const skillAdd = skillSchema.pick({ skill_name: true, category: true });

/** GET /api/admin/skills: ordered by category, then display_order. */
export const listSkills: AdminHandler<[]> = async (_request, admin, deps) => {
  const rows = await deps.db.withClaims(admin.claims, skills.listSkills);
  return json({ skills: rows });
};

/** POST /api/admin/skills */
export const createSkill: AdminHandler<[]> = async (request, admin, deps) => {
  const body = await readBody(request, skillAdd);
  if (!body.ok) return body.response;
  const skill = await deps.db.withClaims(admin.claims, (sql) =>
    skills.createSkill(sql, { ...body.data, display_order: 0 }),
  );
  await rebuildAfter(deps, admin, `skill added: ${skill.skill_name}`);
  return json({ skill }, { status: 201 });
};

/** DELETE /api/admin/skills/{id} */
export const deleteSkill: AdminHandler<[id: string | undefined]> = async (_request, admin, deps, id) => {
  if (!isUuid(id)) return notFound();
  const deleted = await deps.db.withClaims(admin.claims, (sql) => deleteRow(sql, "public.skills", id));
  if (!deleted.found) return notFound();
  await rebuildAfter(deps, admin, `skill deleted: ${deleted.label}`);
  return noContent();
};
