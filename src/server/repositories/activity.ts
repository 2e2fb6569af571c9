/**
 * What happened on the site within a time window, beyond project views (project-views.ts): what
 * the visitors of application links opened, and the messages that came in. Counted in SQL from
 * the rows' own timestamps; read as the admin (row-level security lets the admin read them all)
 * or as the server. The weekly summary's figures (src/server/notifications/weekly-summary.ts);
 * any admin screen showing the same figures for a window should call these.
 */
import type { SqlExecutor } from "../db/types";
import type { TimeWindow } from "./project-views";

/** One application's link activity within a window (link checks left out). */
export interface ApplicationActivity {
  application_id: string;
  company: string;
  role: string;
  /** Visits that opened the link. */
  opens: number;
  pages: number;
  projects: number;
  /** 3D models opened. */
  models: number;
  /** Project files and résumé downloads. */
  files: number;
  resumes: number;
}

/** Applications whose link had any visit event within the window, most opened first. */
export function applicationActivityBetween(sql: SqlExecutor, window: TimeWindow): Promise<ApplicationActivity[]> {
  return sql.query<ApplicationActivity & Record<string, unknown>>(
    `select a.id as application_id, a.company, a.role,
            (count(*) filter (where e.kind = 'open'))::int as opens,
            (count(*) filter (where e.kind = 'page'))::int as pages,
            (count(*) filter (where e.kind = 'project'))::int as projects,
            (count(*) filter (where e.kind = 'model'))::int as models,
            (count(*) filter (where e.kind = 'file'))::int as files,
            (count(*) filter (where e.kind = 'resume'))::int as resumes
     from public.application_events e
     join public.applications a on a.id = e.application_id
     where e.kind <> 'link_check' and e.created_at >= $1::timestamptz and e.created_at < $2::timestamptz
     group by a.id, a.company, a.role
     order by opens desc, a.company, a.role, a.id`,
    [window.starts.toISOString(), window.ends.toISOString()],
  );
}

export interface MessagesReceived {
  contact: number;
  guestbook: number;
}

/** Contact and guestbook messages stored within the window, whatever became of them since. */
export async function messagesReceivedBetween(sql: SqlExecutor, window: TimeWindow): Promise<MessagesReceived> {
  const [row] = await sql.query<MessagesReceived & Record<string, unknown>>(
    `select (select count(*) from public.contact_messages
              where created_at >= $1::timestamptz and created_at < $2::timestamptz)::int as contact,
            (select count(*) from public.guestbook_messages
              where created_at >= $1::timestamptz and created_at < $2::timestamptz)::int as guestbook`,
    [window.starts.toISOString(), window.ends.toISOString()],
  );
  return { contact: row?.contact ?? 0, guestbook: row?.guestbook ?? 0 };
}
