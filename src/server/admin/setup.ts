import { site } from "../../config/site";
import type { SetupStatus } from "../../lib/api-types";
import { siteSettingsSchema, type SiteSettings } from "../../lib/site-settings";
import { DOCUMENTS_BUCKET } from "../../lib/storage-paths";
import type { SqlExecutor, SqlParam } from "../db/types";
import { serverEnv } from "../env";
import { json } from "../http";
import { notificationSettings, notificationsEnabled } from "../notifications/settings";
import { readSiteSettings, saveSiteSettings } from "../repositories/site-settings";
import * as demo from "../seed/demo-content";
import { readActionBody, rebuildAfter, storageActor, type AdminHandler } from "./http";

/**
 * The first-run checklist (docs/admin-api.md, "Setup") and 'Remove demo content'. Demo rows are
 * known by what the seed wrote (slugs, names, messages, file paths), so the owner's own rows are
 * never touched, and the demo's stored files by their paths.
 */

/** The keys the demo's rows are known by. */
const DEMO_KEYS = {
  projects: demo.demoProjects.map((project) => project.slug),
  posts: demo.demoBlogPosts.map((post) => post.slug),
  files: demo.demoProjectFiles.map((file) => file.object),
  versions: Object.values(demo.demoDocuments).map((document) => document.versionObject),
};

/** Every stored file of the demo: the paths its rows and the shipped settings name. */
export function demoObjectPaths(): string[] {
  const found = new Set<string>(DEMO_KEYS.versions);
  const walk = (value: unknown): void => {
    if (typeof value === "string") {
      if (value.startsWith("demo/")) found.add(value);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk([demo.demoProjects, demo.demoBlogPosts, demo.demoProjectFiles, demo.demoDocuments, site.documents]);
  return [...found].sort();
}

/** Deletes the demo's rows; answers how many of each went. */
async function deleteDemoRows(sql: SqlExecutor) {
  const count = async (text: string, params: readonly SqlParam[]) => (await sql.query(text, params)).length;
  /** The rows of `table` whose `column` is one of `values`. */
  const byKey = (table: string, column: string, values: string[]) =>
    count(`delete from public.${table} where ${column} = any($1::text[]) returning id`, [values]);
  /** The rows of `table` that match one of `rows` on both columns. */
  const byPair = <T>(table: string, rows: readonly T[], a: keyof T & string, b: keyof T & string) =>
    count(
      `delete from public.${table} where (${a}, ${b}) in (select * from unnest($1::text[], $2::text[])) returning id`,
      [a, b].map((key) => rows.map((row) => String(row[key as keyof T]))),
    );
  const { projects, posts, files, versions } = DEMO_KEYS;
  return {
    projects: await byKey("projects_dynamic", "slug", projects),
    posts: await byKey("blog_posts", "slug", posts),
    experiences: await byPair("experiences", demo.demoExperiences, "role", "organization"),
    skills: await byPair("skills", demo.demoSkills, "skill_name", "category"),
    projectFiles: await byKey("project_files", "file_path", files),
    guestbookMessages: await byPair("guestbook_messages", demo.demoGuestbookMessages, "name", "message"),
    contactMessages: await byPair("contact_messages", demo.demoContactMessages, "email", "message"),
    documents:
      (await byKey("resume_files", "storage_path", versions)) +
      (await byKey("portfolio_files", "storage_path", versions)),
  };
}

async function hasDemoRows(sql: SqlExecutor): Promise<boolean> {
  const [row] = await sql.query<{ present: boolean }>(
    `select exists (select 1 from public.projects_dynamic where slug = any($1::text[]))
         or exists (select 1 from public.blog_posts where slug = any($2::text[]))
         or exists (select 1 from public.project_files where file_path = any($3::text[])) as present`,
    [DEMO_KEYS.projects, DEMO_KEYS.posts, DEMO_KEYS.files],
  );
  return row?.present === true;
}

/** The settings a new owner writes their own of, by path, with the settings form's labels. */
const IDENTITY_FIELDS = {
  "owner.name": "Name",
  "owner.initials": "Initials",
  "owner.role": "Headline",
  "owner.tagline": "Tagline",
  "owner.email": "Email",
  "owner.phone": "Phone",
  "owner.profileUrl": "Profile URL",
  "owner.location": "Location",
  "owner.graduation": "Graduation",
  "hero.greeting": "Greeting",
  "hero.headline": "Hero headline",
  "hero.summary": "Summary",
  "seo.title": "Site title",
  "seo.description": "Site description",
  "footer.blurb": "Footer text",
} as const;

/**
 * The demo's own texts of the settings that now ship empty (derived from the name): an install
 * whose settings were saved before still holds them, and they are the demo's all the same.
 */
const EARLIER_DEMO_TEXTS: Record<string, string> = {
  "hero.greeting": "Hi, I'm Alex Rivera",
  "seo.title": "Alex Rivera — Mechanical Design Engineer",
  "seo.description":
    "Portfolio of Alex Rivera, a mechanical design engineer in robotics and manufacturing (M.S., December 2025): CAD, GD&T, FEA, DFM and hands-on prototyping. Open to full-time mechanical design roles.",
  "footer.blurb":
    "Mechanical design engineer building robots, sensors and manufacturable hardware. Graduating December 2025.",
};

/** The value at a dotted path ("owner.name"); the object itself at "". */
const valueAt = (settings: object, path: string): unknown =>
  path
    .split(".")
    .filter(Boolean)
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], settings);

/** The identity settings that still hold the demo's text (an empty one, derived, never does). */
export function demoSettingsLeft(settings: SiteSettings): SetupStatus["demoSettings"] {
  return Object.entries(IDENTITY_FIELDS)
    .filter(([path]) => {
      const value = valueAt(settings, path);
      return value !== "" && (value === valueAt(site, path) || value === EARLIER_DEMO_TEXTS[path]);
    })
    .map(([path, label]) => ({ path, label }));
}

/**
 * The demo's own copy that 'Remove demo content' empties while a setting still holds it: its
 * awards, counts, education, story, highlights, availability and default documents would
 * otherwise speak of the demo owner under the new one's name (or link to files that are gone).
 * What the owner wrote stays, and so do the identity settings, which the checklist asks for.
 */
const DEMO_COPY: Record<string, unknown> = {
  "seo.keywords": [],
  "hero.badges": [],
  "hero.stats": [],
  "skills.professionalDevelopment": [],
  "about.paragraphs": [],
  "about.fastFacts": [],
  education: [],
  "resume.counters": [],
  "resume.highlights": [],
  "contact.intro": "",
  "contact.availability": [],
  "contact.currentStatus.lines": [],
  "documents.defaultResumeUrl": "",
  "documents.defaultPortfolioUrl": "",
  "documents.portfolioLastUpdatedText": "",
};

const SHIPPED = siteSettingsSchema.parse(site);

/** The settings with the demo's copy emptied and its reports dropped. */
export function withoutDemoCopy(settings: SiteSettings): SiteSettings {
  const next = structuredClone(settings);
  for (const [path, neutral] of Object.entries(DEMO_COPY)) {
    if (JSON.stringify(valueAt(next, path)) !== JSON.stringify(valueAt(SHIPPED, path))) continue;
    const keys = path.split(".");
    const parent = valueAt(next, keys.slice(0, -1).join(".")) as Record<string, unknown>;
    parent[keys.at(-1)!] = structuredClone(neutral);
  }
  const objects = demoObjectPaths();
  next.documents.reports = next.documents.reports.filter((report) => !objects.includes(report.storagePath));
  return next;
}

/** GET /api/admin/setup: which steps of the first-run checklist are done. */
export const getSetup: AdminHandler<[]> = async (_request, admin, deps) => {
  const { versions } = DEMO_KEYS;
  const status = await deps.db.withClaims(admin.claims, async (sql): Promise<SetupStatus> => {
    const [resume] = await sql.query<{ present: boolean }>(
      "select exists (select 1 from public.resume_files where storage_path <> all($1::text[])) as present",
      [versions],
    );
    const demoSettings = demoSettingsLeft((await readSiteSettings(sql)).settings);
    return {
      identity: demoSettings.length === 0,
      demoSettings,
      resume: resume?.present === true,
      demoContent: await hasDemoRows(sql),
      notifications: notificationsEnabled(notificationSettings(serverEnv())),
    };
  });
  return json(status);
};

/**
 * DELETE /api/admin/demo-content: every demo row in one transaction, with the demo's copy in the
 * settings (withoutDemoCopy), then the demo's files. A file that cannot be removed is logged: the rows
 * are gone either way, and nothing links to the file any more.
 */
export const removeDemoContent: AdminHandler<[]> = async (request, admin, deps) => {
  const refused = await readActionBody(request);
  if (refused) return refused;
  const objects = demoObjectPaths();
  const removed = await deps.db.withClaims(admin.claims, async (sql) => {
    const counts = await deleteDemoRows(sql);
    const { settings, updated_at } = await readSiteSettings(sql);
    const cleared = withoutDemoCopy(settings);
    if (JSON.stringify(cleared) !== JSON.stringify(settings)) await saveSiteSettings(sql, cleared, updated_at);
    return counts;
  });
  try {
    await deps.storage.remove(storageActor(admin), DOCUMENTS_BUCKET, objects);
  } catch (error) {
    console.error("[admin] some demo files could not be removed:", error);
  }
  await rebuildAfter(deps, admin, "demo content removed");
  return json({ removed });
};
