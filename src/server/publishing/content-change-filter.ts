import { z } from "zod";

/**
 * Decides whether a change reported by the database's content-changed webhook can alter a public
 * page, and so whether the hosted site must be rebuilt. Pure: the payload is all it reads.
 *
 * Two payload shapes, both with `type`, `table` and `schema`:
 * - one row, as Supabase's database webhooks send it (`supabase_functions.http_request`, created in
 *   the dashboard): `record` is the new row (null on DELETE), `old_record` the previous one (null
 *   on INSERT);
 * - one statement, as this project's trigger sends it (migration 20261122001000): the same pairs
 *   in `changes`, at most 20, and `truncated` when more rows changed.
 *
 * What visitors can see follows the row-level security in `supabase/migrations/`: published
 * projects and posts, every experience and skill, approved guestbook messages, the active resume
 * and portfolio, and project files. Counters move with every visit (blog `views`, file
 * `downloads`, `project_views` rows) and are refreshed on the page by islands: a change to them
 * alone never rebuilds, or every visit would start a deploy.
 */

const RowSchema = z.record(z.string(), z.unknown()).nullable().optional();

export const ContentChangePayloadSchema = z.object({
  type: z.enum(["INSERT", "UPDATE", "DELETE"]),
  table: z.string().min(1),
  schema: z.string().min(1),
  record: RowSchema,
  old_record: RowSchema,
});

export const ContentChangeBatchSchema = z.object({
  type: z.enum(["INSERT", "UPDATE", "DELETE"]),
  table: z.string().min(1),
  schema: z.string().min(1),
  changes: z.array(z.object({ record: RowSchema, old_record: RowSchema })),
  truncated: z.boolean().optional(),
});

/** Either shape; the statement shape is recognised by its `changes` list. */
export const ContentWebhookBodySchema = z.union([ContentChangeBatchSchema, ContentChangePayloadSchema]);

export type ContentChangePayload = z.infer<typeof ContentChangePayloadSchema>;
export type ContentChangeBatch = z.infer<typeof ContentChangeBatchSchema>;
export type ContentWebhookBody = z.infer<typeof ContentWebhookBodySchema>;
type Row = Record<string, unknown>;

export interface ContentChangeDecision {
  rebuild: boolean;
  /** Why, in a few words; when `rebuild` is true, the deploy's title. */
  reason: string;
}

/**
 * How each table's rows reach the public pages.
 * - `visible`: whether visitors can see the row (absent: every row is public).
 * - `ignored`: columns whose changes no page shows (counters, private columns, bookkeeping).
 * - `never`: nothing in the table is ever on a page.
 * - `appearsLive`: the page's island adds a row that becomes public by itself, so only a row that
 *   stops being public (still in the prebuilt HTML) needs a rebuild.
 */
interface TableRule {
  noun: string;
  label?: (row: Row) => string | undefined;
  visible?: (row: Row) => boolean;
  ignored?: readonly string[];
  never?: true;
  appearsLive?: true;
}

const text = (key: string) => (row: Row) => (typeof row[key] === "string" ? (row[key] as string) : undefined);

/** The resume and portfolio tables alike: visitors see the active version, named by its file. */
const documentVersions = (noun: string): TableRule => ({
  noun,
  label: text("file_name"),
  visible: (row) => row.is_active === true,
  ignored: ["uploaded_by"],
});

const TABLES: Record<string, TableRule> = {
  projects_dynamic: {
    noun: "project",
    label: text("slug"),
    visible: (row) => row.published === true,
    ignored: ["updated_at"],
  },
  blog_posts: {
    noun: "blog post",
    label: text("slug"),
    visible: (row) => row.published === true,
    // author_id is never granted to visitors; views is a counter shown live.
    ignored: ["views", "author_id", "updated_at"],
  },
  experiences: { noun: "experience", label: text("organization"), ignored: ["updated_at"] },
  skills: { noun: "skill", label: text("skill_name"), ignored: ["updated_at"] },
  project_files: { noun: "project file", label: text("file_name"), ignored: ["downloads", "updated_at"] },
  guestbook_messages: {
    noun: "guestbook message",
    label: text("name"),
    visible: (row) => row.status === "approved",
    appearsLive: true,
    // Visitors read id, name, message, status and created_at only.
    ignored: ["email", "approved_at", "approved_by", "idempotency_key", "updated_at"],
  },
  // Every page shows the settings (identity, copy); updated_at is bookkeeping.
  site_settings: { noun: "site settings", ignored: ["updated_at"] },
  resume_files: documentVersions("resume"),
  portfolio_files: documentVersions("portfolio"),
  contact_messages: { noun: "contact message", never: true },
  project_views: { noun: "project view", never: true },
  user_roles: { noun: "role grant", never: true },
};

const SUFFIX = "(changed outside the admin)";

/**
 * Decides a whole webhook body: one row, or a statement's rows. A statement rebuilds when any of
 * its rows would; when the list was truncated, the rows left out are unknown, so it rebuilds.
 */
export function decideContentWebhook(body: ContentWebhookBody): ContentChangeDecision {
  if (!("changes" in body)) return decideContentChange(body);
  const { changes, truncated, ...change } = body;
  const decisions = changes.map((row) => decideContentChange({ ...change, ...row }));
  const rebuilding = decisions.filter((decision) => decision.rebuild);
  if (rebuilding.length > 0) {
    const extra = rebuilding.length - 1;
    if (!truncated && extra === 0) return rebuilding[0]!;
    const first = rebuilding[0]!.reason.replace(SUFFIX, "").trim();
    return rebuild(`${first} and ${truncated ? "more" : `${extra} more`} ${SUFFIX}`);
  }
  if (truncated) return rebuild(`many ${change.table} rows changed ${SUFFIX}`);
  if (decisions.length === 0) return skip("no rows changed");
  return decisions.length === 1
    ? decisions[0]!
    : skip(`${decisions.length} rows changed, none public (${decisions[0]!.reason})`);
}

/** True when the change can alter a public page (the webhook's question, as a predicate). */
export function canAlterPublicPage(body: ContentWebhookBody): boolean {
  return decideContentWebhook(body).rebuild;
}

/** Decides one row change (Supabase's single-row webhook payload). */
export function decideContentChange(payload: ContentChangePayload): ContentChangeDecision {
  const { type, table, schema } = payload;
  if (schema !== "public") return skip(`${schema}.${table} is not content`);
  // Own keys only: a table named like an inherited property ("constructor") is an unknown table.
  const rule = Object.hasOwn(TABLES, table) ? TABLES[table] : undefined;
  // A table this filter does not know was hooked on purpose: rebuild rather than miss a change.
  if (!rule) return rebuild(`${table} ${verb(type)} ${SUFFIX}`);
  if (rule.never) return skip(`${rule.noun}s are never on a public page`);

  const after = type === "DELETE" ? null : (payload.record ?? null);
  const before = type === "INSERT" ? null : (payload.old_record ?? (type === "DELETE" ? payload.record : null) ?? null);
  const isVisible = (row: Row | null) => row !== null && (rule.visible ? rule.visible(row) : true);
  const name = describe(rule, after ?? before);

  switch (type) {
    case "INSERT":
      if (!isVisible(after)) return skip(`${name} added but not public`);
      return rule.appearsLive ? skip(`${name} added, shown live by its page`) : rebuild(`${name} added ${SUFFIX}`);
    case "DELETE":
      // A sender that leaves out the deleted row gives nothing to go by: assume it was public.
      return before === null || isVisible(before)
        ? rebuild(`${name} deleted ${SUFFIX}`)
        : skip(`${name} deleted but was not public`);
    case "UPDATE": {
      if (after === null) return rebuild(`${name} updated ${SUFFIX}`);
      // Without the old row the change cannot be narrowed down: rebuild if the row is public now.
      if (before === null) {
        return isVisible(after) ? rebuild(`${name} updated ${SUFFIX}`) : skip(`${name} updated but not public`);
      }
      const wasVisible = isVisible(before);
      const nowVisible = isVisible(after);
      if (!wasVisible && !nowVisible) return skip(`${name} updated but not public`);
      if (nowVisible && !wasVisible && rule.appearsLive)
        return skip(`${name} ${becameVisible(rule)}, shown live by its page`);
      if (wasVisible !== nowVisible) {
        return rebuild(`${name} ${nowVisible ? becameVisible(rule) : becameHidden(rule)} ${SUFFIX}`);
      }
      const changed = changedColumns(before, after, rule.ignored ?? []);
      return changed.length > 0
        ? rebuild(`${name} updated ${SUFFIX}`)
        : skip(`${name}: only ${ignoredChangeNoun(before, after)} changed`);
    }
  }
}

/** Columns whose value differs between the two rows, leaving out the ignored ones. */
export function changedColumns(before: Row, after: Row, ignored: readonly string[]): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => !ignored.includes(key) && !sameValue(before[key], after[key])).sort();
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

function ignoredChangeNoun(before: Row, after: Row): string {
  const changed = changedColumns(before, after, []);
  return changed.length > 0 ? changed.join(", ") : "nothing";
}

function describe(rule: TableRule, row: Row | null): string {
  const label = row && rule.label ? rule.label(row) : undefined;
  return label ? `${rule.noun} "${label}"` : rule.noun;
}

function becameVisible(rule: TableRule): string {
  if (rule.noun === "guestbook message") return "approved";
  if (rule.noun === "resume" || rule.noun === "portfolio") return "set active";
  return "published";
}

function becameHidden(rule: TableRule): string {
  if (rule.noun === "guestbook message") return "no longer approved";
  if (rule.noun === "resume" || rule.noun === "portfolio") return "no longer active";
  return "unpublished";
}

function verb(type: ContentChangePayload["type"]): string {
  return type === "INSERT" ? "row added" : type === "DELETE" ? "row deleted" : "row updated";
}

function rebuild(reason: string): ContentChangeDecision {
  return { rebuild: true, reason };
}

function skip(reason: string): ContentChangeDecision {
  return { rebuild: false, reason };
}
