import { z } from "zod";
import {
  countStatus,
  describeCounts,
  MAX_RESUME_BYTES,
  planResumeImport,
  previewOf,
  readResume,
  RESUME_IMPORT_MESSAGES,
  type ImportCounts,
  type ImportPlan,
  type JsonResumeInput,
} from "../../lib/resume-import";
import { firstAdminIssue } from "../../lib/validation/admin-forms";
import type { SqlExecutor } from "../db/types";
import { AdminRefusal, json } from "../http";
import * as experiencesRepository from "../repositories/experiences";
import * as skillsRepository from "../repositories/skills";
import { readJsonBody } from "../visitors/json-request";
import { badRequest, rebuildAfter, type AdminHandler } from "./http";

/**
 * Import JSON Resume (docs/admin-api.md, "Import JSON Resume"): `POST …/resume-import/preview`
 * answers what the file would add, skip and refuse, storing nothing; `POST …/resume-import` adds
 * the new entries in one transaction. Neither trusts the browser: each reads the file again, and
 * the import makes the plan again, inside its transaction, against the rows as they are then.
 */

const M = RESUME_IMPORT_MESSAGES;

/** The file, parsed by the browser and sent as it is; room for the envelope around it. */
const MAX_BODY_BYTES = MAX_RESUME_BYTES + 1024;

const count = z.number(M.notConfirmed).int(M.notConfirmed).min(0, M.notConfirmed);

const previewBody = z.object({ resume: z.unknown().optional() });

/** The import also carries what the owner confirmed: how many experiences and skills it adds. */
const importBody = previewBody.extend({
  expected: z.object({ experiences: count, skills: count }, M.notConfirmed),
});

type Body<S extends z.ZodType> =
  { ok: true; data: z.output<S>; resume: JsonResumeInput } | { ok: false; response: Response };

/** The body and the file in it: 413 past 1 MB, 400 when it is not a JSON Resume. */
async function readImportBody<S extends z.ZodType<{ resume?: unknown }>>(
  request: Request,
  schema: S,
): Promise<Body<S>> {
  const parsed = await readJsonBody(request, MAX_BODY_BYTES);
  if (!parsed.ok) {
    if (parsed.response.status !== 413) return parsed;
    return { ok: false, response: json({ error: M.tooLarge }, { status: 413 }) };
  }
  const body = schema.safeParse(parsed.body);
  if (!body.success) return { ok: false, response: badRequest(firstAdminIssue(body.error)) };
  const resume = readResume(body.data.resume);
  if (!resume.ok) return { ok: false, response: badRequest(resume.error) };
  return { ok: true, data: body.data, resume: resume.resume };
}

async function planAgainstStored(sql: SqlExecutor, resume: JsonResumeInput): Promise<ImportPlan> {
  const experiences = await experiencesRepository.listExperiences(sql);
  const skills = await skillsRepository.listSkills(sql);
  return planResumeImport(resume, { experiences, skills });
}

/** POST /api/admin/resume-import/preview: the plan, entry by entry; nothing is stored. */
export const previewResumeImport: AdminHandler<[]> = async (request, admin, deps) => {
  const body = await readImportBody(request, previewBody);
  if (!body.ok) return body.response;
  const plan = await deps.db.withClaims(admin.claims, (sql) => planAgainstStored(sql, body.resume));
  return json(previewOf(plan));
};

/**
 * POST /api/admin/resume-import: adds the file's new experiences (first in the owner's order, in
 * the file's order, the others moving down) and skills (display order 0), in one transaction that
 * first locks both lists so nothing changes between the plan and the writes. When the plan would
 * add other counts than the owner confirmed, or any write fails, nothing is stored (409 / the
 * error's answer). Answers the counts added, skipped and refused; requests a rebuild when it
 * added anything.
 */
export const importResume: AdminHandler<[]> = async (request, admin, deps) => {
  const body = await readImportBody(request, importBody);
  if (!body.ok) return body.response;
  const { expected } = body.data;
  const plan = await deps.db.withClaims(admin.claims, async (sql) => {
    await sql.query("lock table public.experiences, public.skills in share row exclusive mode");
    const planned = await planAgainstStored(sql, body.resume);
    const adding = countStatus(planned, "new");
    if (adding.experiences !== expected.experiences || adding.skills !== expected.skills) {
      throw new AdminRefusal(json({ error: M.changed }, { status: 409 }));
    }
    const experiences = planned.experiences.flatMap((item) => (item.data ? [item.data] : []));
    if (experiences.length > 0) {
      await sql.query("update public.experiences set display_order = display_order + $1", [experiences.length]);
    }
    for (const [index, experience] of experiences.entries()) {
      await experiencesRepository.createExperience(sql, { ...experience, display_order: index });
    }
    for (const item of planned.skills) {
      if (item.data) await skillsRepository.createSkill(sql, { ...item.data, display_order: 0 });
    }
    return planned;
  });
  const added: ImportCounts = countStatus(plan, "new");
  if (added.experiences + added.skills > 0) {
    await rebuildAfter(deps, admin, `resume imported: ${describeCounts(added)}`);
  }
  return json({ added, skipped: countStatus(plan, "exists"), invalid: countStatus(plan, "invalid") });
};
