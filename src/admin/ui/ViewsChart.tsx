import type { DailyViews } from "../../lib/api-types";
import { fillDailySeries, niceMax } from "../lib/stats";

const WIDTH = 600;
const HEIGHT = 180;
const PAD = { top: 10, right: 8, bottom: 24, left: 32 };

/**
 * Views per day as a small bar chart (plain SVG, no chart library). Days without views are zero.
 * The picture is summarised for screen readers; each bar has a tooltip with its day and count.
 */
export function ViewsChart({ daily, days }: { daily: readonly DailyViews[]; days: number }) {
  const series = fillDailySeries(daily, days);
  const total = series.reduce((sum, entry) => sum + entry.views, 0);
  const peak = series.reduce((best, entry) => (entry.views > best.views ? entry : best), series[0]!);
  const top = niceMax(peak.views);
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const step = plotWidth / series.length;
  const barWidth = Math.max(2, step * 0.7);
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const label = (day: string) =>
    new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, { month: "short", day: "numeric", timeZone: "UTC" });
  const summary =
    total === 0
      ? `No views in the last ${days} days.`
      : `${total} views in the last ${days} days; busiest day ${label(peak.day)} with ${peak.views}.`;

  return (
    <figure>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={summary}
        className="text-fg-muted h-auto w-full"
        preserveAspectRatio="none"
      >
        {[0, top / 2, top].filter(Number.isInteger).map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke="currentColor"
              strokeOpacity={0.2}
              strokeDasharray={tick === 0 ? undefined : "3 4"}
            />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize={11} fill="currentColor">
              {tick}
            </text>
          </g>
        ))}
        {series.map((entry, index) => {
          const height = (entry.views / top) * plotHeight;
          return (
            <rect
              key={entry.day}
              x={PAD.left + index * step + (step - barWidth) / 2}
              y={PAD.top + plotHeight - height}
              width={barWidth}
              height={Math.max(height, entry.views > 0 ? 1 : 0)}
              rx={2}
              className="fill-accent"
            >
              <title>{`${label(entry.day)}: ${entry.views} ${entry.views === 1 ? "view" : "views"}`}</title>
            </rect>
          );
        })}
        {[0, Math.floor(series.length / 2), series.length - 1].map((index) => (
          <text
            key={index}
            x={PAD.left + index * step + step / 2}
            y={HEIGHT - 6}
            textAnchor={index === 0 ? "start" : index === series.length - 1 ? "end" : "middle"}
            fontSize={11}
            fill="currentColor"
          >
            {label(series[index]!.day)}
          </text>
        ))}
      </svg>
      <figcaption className="text-fg-muted mt-2 text-xs">{summary}</figcaption>
    </figure>
  );
}
