import type { z } from "zod";
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
import * as postsRepository from "../repositories/blog-posts";
import * as experiencesRepository from "../repositories/experiences";
import * as projectsRepository from "../repositories/projects";
import * as skillsRepository from "../repositories/skills";
import {
  badRequest,
  expectedUpdatedAt,
  isUuid,
  noContent,
  notFound,
  readBody,
  rebuildAfter,
  staleSave,
  type AdminActor,
  type AdminHandler,
} from "./http";

/**
 * Projects, blog posts, experiences and skills (docs/admin-api.md, "Admin"): list, create, update
 * (refused when stale) and delete, each as the admin's claims so RLS is the second wall. Every
 * resource is one declaration below; `crud` makes its handlers. A change that can show on a public
 * page requests a rebuild once committed, its reason "{name} created|updated|deleted: {label}"
 * (a skill is "added").
 */
interface Resource<S extends z.ZodObject, Row extends { id: string }> {
  /** The JSON key of one row; the list's key adds an "s". Also the rebuild reason's first word. */
  name: string;
  table: string;
  /** The column a rebuild reason names the row by. */
  label: keyof Row & string;
  /** Rows have a `published` flag: a draft changes no public page, so it requests no rebuild. */
  drafts?: boolean;
  /** What the create form sends; an update body adds `expected_updated_at`. */
  input: S;
  /** The rebuild reason's verb for a new row. */
  created?: string;
  /** A step between validation and the transaction: the input as stored, or the answer refusing it. */
  prepare?: (input: z.output<S>) => z.output<S> | Response;
  list: (sql: SqlExecutor) => Promise<Row[]>;
  create: (sql: SqlExecutor, input: z.output<S>, admin: AdminActor) => Promise<Row>;
  /** Writes only when updated_at still matches `expected`; undefined when stale. */
  update?: (sql: SqlExecutor, id: string, input: z.output<S>, expected: string) => Promise<Row | undefined>;
}

type Id = [id: string | undefined];

/** The list, create, update and delete handlers of one resource. */
function crud<S extends z.ZodObject, Row extends { id: string }>(resource: Resource<S, Row>) {
  const { name, table, label } = resource;
  const published = resource.drafts ? "published" : "true as published";
  const updateInput = resource.input.extend({ expected_updated_at: expectedUpdatedAt });
  const isPublic = (row: Row) => (row as { published?: boolean }).published !== false;
  const prepare = (input: z.output<S>) => (resource.prepare ? resource.prepare(input) : input);

  const list: AdminHandler<[]> = async (_request, admin, deps) =>
    json({ [`${name}s`]: await deps.db.withClaims(admin.claims, resource.list) });

  const create: AdminHandler<[]> = async (request, admin, deps) => {
    const body = await readBody(request, resource.input);
    if (!body.ok) return body.response;
    const input = prepare(body.data);
    if (input instanceof Response) return input;
    const row = await deps.db.withClaims(admin.claims, (sql) => resource.create(sql, input, admin));
    if (isPublic(row)) await rebuildAfter(deps, admin, `${name} ${resource.created ?? "created"}: ${row[label]}`);
    return json({ [name]: row }, { status: 201 });
  };

  /** Locks the row first, so a missing row (404) is told from a stale copy (409). */
  const update: AdminHandler<Id> = async (request, admin, deps, id) => {
    if (!isUuid(id) || !resource.update) return notFound();
    const save = resource.update;
    const body = await readBody(request, updateInput);
    if (!body.ok) return body.response;
    const { expected_updated_at, ...fields } = body.data as z.output<S> & { expected_updated_at: string };
    const input = prepare(fields as z.output<S>);
    if (input instanceof Response) return input;
    const outcome = await deps.db.withClaims(admin.claims, async (sql) => {
      const current = await sql.query<{ published: boolean }>(
        `select ${published} from ${table} where id = $1 for update`,
        [id],
      );
      if (current.length === 0) return "missing" as const;
      const row = await save(sql, id, input, expected_updated_at);
      return row ? { row, wasPublished: current[0]!.published } : ("stale" as const);
    });
    if (outcome === "missing") return notFound();
    if (outcome === "stale") return staleSave();
    if (outcome.wasPublished || isPublic(outcome.row)) {
      await rebuildAfter(deps, admin, `${name} updated: ${outcome.row[label]}`);
    }
    return json({ [name]: outcome.row });
  };

  const remove: AdminHandler<Id> = async (_request, admin, deps, id) => {
    if (!isUuid(id)) return notFound();
    const [deleted] = await deps.db.withClaims(admin.claims, (sql) =>
      sql.query<{ published: boolean; label: string }>(
        `delete from ${table} where id = $1 returning ${published}, ${label} as label`,
        [id],
      ),
    );
    if (!deleted) return notFound();
    if (deleted.published) await rebuildAfter(deps, admin, `${name} deleted: ${deleted.label}`);
    return noContent();
  };

  return { list, create, update, remove };
}

const projects = crud({
  name: "project",
  table: "public.projects_dynamic",
  label: "slug",
  drafts: true,
  input: projectSchema,
  list: projectsRepository.listAllProjects,
  create: projectsRepository.createProject,
  update: projectsRepository.updateProject,
});

/**
 * Posts: the content is sanitised as it will be stored, and refused with the schema's words when
 * that leaves nothing (only scripts, say) or makes it longer than the limit. The repository sets
 * published_at on first publish, keeps it later and clears it on unpublish.
 */
const posts = crud({
  name: "post",
  table: "public.blog_posts",
  label: "slug",
  drafts: true,
  input: blogPostSchema,
  prepare: (input) => {
    const content = sanitizePostHtml(input.content).trim();
    if (content.length === 0) return badRequest(ADMIN_FORM_MESSAGES.contentRequired);
    if (content.length > 50_000) return badRequest(ADMIN_FORM_MESSAGES.contentTooLong);
    return { ...input, content };
  },
  list: postsRepository.listAllPosts,
  create: (sql, input, admin) => postsRepository.createPost(sql, input, { authorId: admin.user.id }),
  update: postsRepository.updatePost,
});

/** Experiences, listed by display_order. */
const experiences = crud({
  name: "experience",
  table: "public.experiences",
  label: "role",
  input: experienceSchema,
  list: experiencesRepository.listExperiences,
  create: experiencesRepository.createExperience,
  update: experiencesRepository.updateExperience,
});

/** Skills: the add form sends name and category (display order 0); there is no edit. */
const skills = crud({
  name: "skill",
  table: "public.skills",
  label: "skill_name",
  created: "added",
  input: skillSchema.pick({ skill_name: true, category: true }),
  list: skillsRepository.listSkills,
  create: (sql, input) => skillsRepository.createSkill(sql, { ...input, display_order: 0 }),
});

/** The content resources by their path segment under /api/admin. */
export const contentResources = { projects, posts, experiences, skills };
