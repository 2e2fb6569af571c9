import { z } from "zod";
import { PROJECT_CATEGORIES, SKILL_CATEGORIES } from "../../lib/entities";
import {
  applicationSchema,
  blogPostSchema,
  experienceSchema,
  projectSchema,
  skillSchema,
  ADMIN_FORM_MESSAGES,
  imagesWithoutAlt,
} from "../../lib/validation/admin-forms";
import { distinctCategories, existingCategory } from "../../lib/validation/categories";
import { sanitizePostHtml } from "../content/sanitize-html";
import type { SqlExecutor } from "../db/types";
import { json } from "../http";
import * as applicationsRepository from "../repositories/applications";
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
 * Projects, blog posts, experiences, skills and applications (docs/admin-api.md, "Admin"): list,
 * create, update (refused when stale) and delete, each as the admin's claims so RLS is the second
 * wall. Every resource is one declaration below; `crud` makes its handlers. A change that can show
 * on a public page requests a rebuild once committed, its reason "{name} created|updated|deleted:
 * {label}" (a skill is "added", a new order "{name}s reordered").
 */
interface Resource<S extends z.ZodObject, Row extends { id: string }> {
  /** The JSON key of one row; the list's key adds an "s". Also the rebuild reason's first word. */
  name: string;
  table: string;
  /** The column a rebuild reason names the row by. */
  label: keyof Row & string;
  /** Rows have a `published` flag: a draft changes no public page, so it requests no rebuild. */
  drafts?: boolean;
  /** No public page shows a row (the owner's own records): no change requests a rebuild. */
  private?: boolean;
  /** What the create form sends; an update body adds `expected_updated_at`. */
  input: S;
  /** The rebuild reason's verb for a new row. */
  created?: string;
  /** A step between validation and the transaction: the input as stored, or the answer refusing it. */
  prepare?: (input: z.output<S>) => z.output<S> | Response;
  /**
   * The owner puts the rows in order by hand (`display_order`): a new row takes the position its
   * display_order names (0, the default, is first) and the rows from there move down one; an
   * update keeps the stored order; `reorder` sets the order of every row at once.
   */
  ordered?: boolean;
  /**
   * The rows have a `category` chosen from a list: a name that matches one of these known
   * categories or a stored one, ignoring case and spaces, is stored in that spelling.
   */
  categories?: readonly string[];
  list: (sql: SqlExecutor) => Promise<Row[]>;
  create: (sql: SqlExecutor, input: z.output<S>, admin: AdminActor) => Promise<Row>;
  /** Writes only when updated_at still matches `expected`; undefined when stale. */
  update?: (sql: SqlExecutor, id: string, input: z.output<S>, expected: string) => Promise<Row | undefined>;
  /** GET of one item: the answer's body, or undefined when there is no such item (404). */
  read?: (sql: SqlExecutor, id: string) => Promise<Record<string, unknown> | undefined>;
}

type Id = [id: string | undefined];

/** What the reorder answers when its ids are not a list of distinct item ids, or not this list's. */
export const REORDER_ERRORS = {
  ids: "ids must list the id of every item once, in the new order",
  changed: "The list has changed since it was loaded. Reload it and put the items in order again.",
} as const;

/** A reorder body: every id of the list once, first to last. */
const reorderInput = z.object({
  ids: z
    .array(z.string(REORDER_ERRORS.ids).refine(isUuid, REORDER_ERRORS.ids), REORDER_ERRORS.ids)
    .max(10_000, REORDER_ERRORS.ids)
    .refine((ids) => new Set(ids).size === ids.length, REORDER_ERRORS.ids),
});

/**
 * The spelling a category is stored in: that of a known category or of another row's with the
 * same name ignoring case and spaces, else the name as given.
 */
async function storedCategory(
  sql: SqlExecutor,
  table: string,
  known: readonly string[],
  name: string,
  exceptId: string | null,
): Promise<string> {
  const rows = await sql.query<{ category: string }>(
    `select distinct category from ${table} where id is distinct from $1 order by category`,
    [exceptId],
  );
  return existingCategory(name, distinctCategories([...known, ...rows.map((row) => row.category)])) ?? name;
}

/** The list, create, update and delete handlers of one resource, and reorder for an ordered one. */
function crud<S extends z.ZodObject, Row extends { id: string }>(resource: Resource<S, Row>) {
  const { name, table, label } = resource;
  const published = resource.private ? "false as published" : resource.drafts ? "published" : "true as published";
  const updateInput = resource.input.extend({ expected_updated_at: expectedUpdatedAt });
  const isPublic = (row: Row) => !resource.private && (row as { published?: boolean }).published !== false;
  const prepare = (input: z.output<S>) => (resource.prepare ? resource.prepare(input) : input);
  /** The input as stored: its category in the spelling of the category it names. */
  const resolve = async (sql: SqlExecutor, input: z.output<S>, id: string | null): Promise<z.output<S>> => {
    const { categories } = resource;
    const category = (input as { category?: unknown }).category;
    if (!categories || typeof category !== "string") return input;
    return { ...input, category: await storedCategory(sql, table, categories, category, id) };
  };

  const list: AdminHandler<[]> = async (_request, admin, deps) =>
    json({ [`${name}s`]: await deps.db.withClaims(admin.claims, resource.list) });

  const create: AdminHandler<[]> = async (request, admin, deps) => {
    const body = await readBody(request, resource.input);
    if (!body.ok) return body.response;
    const input = prepare(body.data);
    if (input instanceof Response) return input;
    const row = await deps.db.withClaims(admin.claims, async (sql) => {
      if (resource.ordered) {
        await sql.query(`update ${table} set display_order = display_order + 1 where display_order >= $1`, [
          (input as { display_order: number }).display_order,
        ]);
      }
      return resource.create(sql, await resolve(sql, input, null), admin);
    });
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
      const current = await sql.query<{ published: boolean; display_order: number | null }>(
        `select ${published}, ${resource.ordered ? "display_order" : "null as display_order"}
         from ${table} where id = $1 for update`,
        [id],
      );
      if (current.length === 0) return "missing" as const;
      const { published: wasPublished, display_order: order } = current[0]!;
      const stored = await resolve(sql, resource.ordered ? { ...input, display_order: order } : input, id);
      const row = await save(sql, id, stored, expected_updated_at);
      return row ? { row, wasPublished } : ("stale" as const);
    });
    if (outcome === "missing") return notFound();
    if (outcome === "stale") return staleSave();
    if (outcome.wasPublished || isPublic(outcome.row)) {
      await rebuildAfter(deps, admin, `${name} updated: ${outcome.row[label]}`);
    }
    return json({ [name]: outcome.row });
  };

  const read: AdminHandler<Id> = async (_request, admin, deps, id) => {
    if (!isUuid(id) || !resource.read) return notFound();
    const load = resource.read;
    const body = await deps.db.withClaims(admin.claims, (sql) => load(sql, id));
    return body ? json(body) : notFound();
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

  /**
   * Sets display_order of every row from the ids' order (0 for the first), in one transaction
   * that first locks the whole list: ids that are not exactly the stored rows' are refused with
   * 400 and nothing is written. Only rows whose position changes are written; a rebuild is
   * requested when the published rows' order changed. Answers the list in its new order.
   */
  const reorder: AdminHandler<[]> = async (request, admin, deps) => {
    const body = await readBody(request, reorderInput);
    if (!body.ok) return body.response;
    const { ids } = body.data;
    const outcome = await deps.db.withClaims(admin.claims, async (sql) => {
      const current = await sql.query<{ id: string; published: boolean }>(
        `select id, ${published} from ${table} order by display_order, created_at, id for update`,
      );
      const stored = new Set(current.map((row) => row.id));
      if (current.length !== ids.length || !ids.every((id) => stored.has(id))) return "changed" as const;
      await sql.query(
        `update ${table} as t set display_order = o.position - 1
         from unnest($1::uuid[]) with ordinality as o (id, position)
         where t.id = o.id and t.display_order <> o.position - 1`,
        [ids],
      );
      const publicIds = new Set(current.filter((row) => row.published).map((row) => row.id));
      const publicOrder = (order: string[]) => order.filter((id) => publicIds.has(id)).join();
      const moved = publicOrder(current.map((row) => row.id)) !== publicOrder(ids);
      return { rows: await resource.list(sql), moved };
    });
    if (outcome === "changed") return badRequest(REORDER_ERRORS.changed);
    if (outcome.moved) await rebuildAfter(deps, admin, `${name}s reordered`);
    return json({ [`${name}s`]: outcome.rows });
  };

  return {
    list,
    create,
    update,
    remove,
    ...(resource.read ? { read } : {}),
    ...(resource.ordered ? { collectionActions: { reorder } } : {}),
  };
}

const projects = crud({
  name: "project",
  table: "public.projects_dynamic",
  label: "slug",
  drafts: true,
  ordered: true,
  categories: PROJECT_CATEGORIES,
  input: projectSchema,
  list: projectsRepository.listAllProjects,
  create: projectsRepository.createProject,
  update: projectsRepository.updateProject,
});

/**
 * Posts: the content is sanitised as it will be stored, and refused with the schema's words when
 * that leaves nothing (only scripts, say), makes it longer than the limit, or (published) leaves
 * an image without alt text, read from the HTML as it will be stored. The repository sets
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
    if (input.published && imagesWithoutAlt(content) > 0) {
      return badRequest(ADMIN_FORM_MESSAGES.contentImageAltRequired);
    }
    return { ...input, content };
  },
  list: postsRepository.listAllPosts,
  create: (sql, input, admin) => postsRepository.createPost(sql, input, { authorId: admin.user.id }),
  update: postsRepository.updatePost,
});

/** Experiences, listed by display_order, which the owner sets by hand. */
const experiences = crud({
  name: "experience",
  table: "public.experiences",
  label: "role",
  ordered: true,
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
  categories: SKILL_CATEGORIES,
  input: skillSchema.pick({ skill_name: true, category: true }),
  list: skillsRepository.listSkills,
  create: (sql, input) => skillsRepository.createSkill(sql, { ...input, display_order: 0 }),
});

/**
 * The owner's job applications: private, so no change requests a rebuild. GET of one answers its
 * activity (statuses, visits, link checks).
 */
const applications = crud({
  name: "application",
  table: "public.applications",
  label: "company",
  private: true,
  input: applicationSchema,
  list: applicationsRepository.listApplications,
  create: applicationsRepository.createApplication,
  update: applicationsRepository.updateApplication,
  read: async (sql, id) => {
    const activity = await applicationsRepository.applicationActivity(sql, id);
    return activity && { activity };
  },
});

/** The content resources by their path segment under /api/admin. */
export const contentResources = { projects, posts, experiences, skills, applications };
