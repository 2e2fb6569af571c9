/**
 * The weekly summary (docs/notifications.md): on Monday from 08:00 in the owner's time zone, one
 * email about the week before, Monday 00:00 to Monday 00:00 there.
 *
 * The schedule's run (delivery.ts) asks `enqueueWeeklySummary` first: once the week is over and
 * Monday 08:00 has come, it adds the week's outbox row, keyed by the local date of the Monday that
 * starts the summarised week (`summary_week`, unique): every run, process and server after the
 * first finds it there and adds nothing. The row is then claimed, sent and retried as any other
 * notification. A summary not sent by the next Monday 00:00 (the server was off all week) is left
 * out: only the last full week is ever due.
 *
 * Its figures are counted when it is sent, with the admin's own queries over the same window
 * (repositories/project-views.ts, repositories/activity.ts), so they equal what the admin counts
 * for those seven days.
 */
import {
  addDays,
  DEFAULT_TIME_ZONE,
  formatLocalDate,
  isTimeZone,
  parseLocalDate,
  startOfLocalDay,
  zonedDateTime,
} from "../../lib/time-zones";
import type { Database } from "../db/database";
import { isConnectionError, isPostgresError } from "../db/errors";
import type { SqlExecutor } from "../db/types";
import { applicationActivityBetween, messagesReceivedBetween } from "../repositories/activity";
import { topReferrersBetween, viewsPerProjectBetween, type TimeWindow } from "../repositories/project-views";
import type { WeeklySummaryNotice } from "./compose";
import { readSiteSettings } from "../repositories/site-settings";

/** The summary is due from this hour on Monday, in the owner's time zone. */
export const WEEKLY_SUMMARY_HOUR = 8;
/** As many referring sites as the admin's analytics list. */
export const SUMMARY_SOURCES = 10;

/** A week from Monday 00:00 to the next Monday 00:00 in a time zone. */
export interface SummaryWeek extends TimeWindow {
  /** Its Monday, "YYYY-MM-DD" (local). */
  week: string;
  timeZone: string;
}

/** The week that starts on the Monday `week` ("YYYY-MM-DD") in `timeZone`. */
export function summaryWeek(week: string, timeZone: string): SummaryWeek {
  const monday = parseLocalDate(week);
  return {
    week,
    timeZone,
    starts: startOfLocalDay(monday, timeZone),
    ends: startOfLocalDay(addDays(monday, 7), timeZone),
  };
}

/**
 * The week whose summary is due at `now` in `timeZone`: the last full week, from Monday
 * `WEEKLY_SUMMARY_HOUR`:00 on; null on Monday before then.
 */
export function dueSummaryWeek(now: Date, timeZone: string): SummaryWeek | null {
  const local = zonedDateTime(now, timeZone);
  const thisMonday = addDays(local, 1 - local.weekday);
  if (now.getTime() < startOfLocalDay(thisMonday, timeZone, WEEKLY_SUMMARY_HOUR).getTime()) return null;
  return summaryWeek(formatLocalDate(addDays(thisMonday, -7)), timeZone);
}

/**
 * Whether the owner wants the weekly summary (Settings → Identity), and their time zone: on and UTC
 * when the settings cannot be read as they are (the email still goes).
 */
async function ownerChoiceIn(sql: SqlExecutor): Promise<{ on: boolean; timeZone: string }> {
  try {
    const { owner } = (await readSiteSettings(sql)).settings;
    return { on: owner.weeklySummary, timeZone: isTimeZone(owner.timeZone) ? owner.timeZone : DEFAULT_TIME_ZONE };
  } catch (error) {
    if (isPostgresError(error) || isConnectionError(error)) throw error;
    return { on: true, timeZone: DEFAULT_TIME_ZONE };
  }
}

/**
 * Adds the due week's summary to the outbox unless it is there already (or was, within the 30
 * days finished rows are kept: longer than a week), or the owner turned the summary off. Answers
 * the week when this call added it.
 */
export async function enqueueWeeklySummary(db: Database, now: Date): Promise<SummaryWeek | null> {
  return db.asServiceRole(async (sql) => {
    const { on, timeZone } = await ownerChoiceIn(sql);
    const due = on ? dueSummaryWeek(now, timeZone) : null;
    if (!due) return null;
    const added = await sql.query(
      `insert into private.notification_outbox (kind, summary_week, summary_time_zone)
       values ('weekly_summary', $1::date, $2)
       on conflict (summary_week) do nothing
       returning id`,
      [due.week, due.timeZone],
    );
    return added.length > 0 ? due : null;
  });
}

/** A week's figures, counted now with the admin's queries over that window. */
export async function weeklyFigures(sql: SqlExecutor, week: SummaryWeek): Promise<WeeklySummaryNotice> {
  const perProject = await viewsPerProjectBetween(sql, week);
  return {
    week: week.week,
    time_zone: week.timeZone,
    starts: week.starts.toISOString(),
    ends: week.ends.toISOString(),
    views: { total: perProject.reduce((total, entry) => total + entry.views, 0), perProject },
    sources: await topReferrersBetween(sql, week, SUMMARY_SOURCES),
    applications: await applicationActivityBetween(sql, week),
    messages: await messagesReceivedBetween(sql, week),
  };
}
