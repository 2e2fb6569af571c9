import type { DailyViews, ViewCount } from "../../../lib/api-types";

export function dashboardStats(messages: readonly { status: string }[], viewCounts: readonly ViewCount[]) {
  const top = sortedByViews(viewCounts)[0];
  return {
    totalMessages: messages.length,
    newMessages: messages.filter((message) => message.status === "new").length,
    totalViews: viewCounts.reduce((sum, entry) => sum + entry.views, 0),
    topProject: top && top.views > 0 ? top : null,
  };
}

/** Most viewed first; ties by slug, so the order is stable. */
export function sortedByViews<T extends { views: number; project_slug: string }>(counts: readonly T[]): T[] {
  return [...counts].sort((a, b) => b.views - a.views || a.project_slug.localeCompare(b.project_slug));
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Exactly `days` days ending today (UTC): days the server did not list are zero, so the x axis is even. */
export function fillDailySeries(daily: readonly DailyViews[], days: number, today: Date = new Date()): DailyViews[] {
  const byDay = new Map(daily.map((entry) => [entry.day.slice(0, 10), entry.views]));
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const series: DailyViews[] = [];
  for (let offset = days - 1; offset >= 0; offset -= 1) {
    const day = isoDay(new Date(end - offset * 86_400_000));
    series.push({ day, views: byDay.get(day) ?? 0 });
  }
  return series;
}

/** 1, 2, 5, 10, 20, 50, … */
export function niceMax(value: number): number {
  if (value <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * magnitude >= value) return step * magnitude;
  return 10 * magnitude;
}
