import type { StatCounter } from "../../lib/site-settings";
import { staggerStyle } from "./home-data";

/**
 * A headline counter ("8+ Engineering Projects") on a glass tile; one term/description pair of
 * the parent's <dl>, read as "Engineering Projects: 8+" and shown number first.
 */
function StatTile({ stat, index }: { stat: StatCounter; index: number }) {
  return (
    <div
      className="glass stagger-in flex flex-col-reverse justify-end rounded-2xl px-4 py-5 text-center shadow-lg shadow-black/5"
      style={staggerStyle(index)}
    >
      <dt className="text-fg-muted mt-1 text-xs font-medium tracking-wide uppercase sm:text-sm">{stat.label}</dt>
      <dd className="from-accent to-accent-azure bg-gradient-to-r bg-clip-text text-3xl font-bold tracking-tight text-transparent sm:text-4xl">
        {stat.value}
      </dd>
    </div>
  );
}

/** The counters as one description list, a tile each, entering one after another. */
export function StatTiles({ stats, className }: { stats: readonly StatCounter[]; className: string }) {
  if (stats.length === 0) return null;
  return (
    <dl className={className}>
      {stats.map((stat, index) => (
        <StatTile key={stat.label} stat={stat} index={index} />
      ))}
    </dl>
  );
}
