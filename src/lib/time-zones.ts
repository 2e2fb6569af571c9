/**
 * Time zones by their IANA names ("Europe/Paris"), as the owner's Time zone setting holds one: its
 * check, the names the admin offers, and the calendar arithmetic the weekly summary needs (a local
 * date's midnight as an instant, across daylight-saving changes). Everything goes through the
 * runtime's Intl (full ICU in Node and in browsers). Isomorphic: the settings schema uses it.
 */

/** The default: the owner's zone until they choose one. */
export const DEFAULT_TIME_ZONE = "UTC";

/** Whether Intl knows this zone (a canonical name, an alias such as "US/Pacific", or "UTC"). */
export function isTimeZone(name: string): boolean {
  if (!name || name.length > 100) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The name as Intl spells it ("europe/paris" → "Europe/Paris"); the name itself when unknown. */
export function canonicalTimeZone(name: string): string {
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return name;
  }
}

/** The zones to offer, UTC first (Intl's own list leaves it out). */
export function timeZoneNames(): string[] {
  const supported = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return [DEFAULT_TIME_ZONE, ...supported.filter((zone) => zone !== DEFAULT_TIME_ZONE)];
}

/** A calendar date, as "YYYY-MM-DD" says it. */
export interface LocalDate {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
}

export interface LocalDateTime extends LocalDate {
  hour: number;
  minute: number;
  /** 1 (Monday) .. 7 (Sunday), as ISO 8601 numbers them. */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The ISO weekday (1 Monday .. 7 Sunday) of a calendar date. */
export function isoWeekday({ year, month, day }: LocalDate): number {
  return ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;
}

/** What the wall clock in `zone` says at `instant`. */
export function zonedDateTime(instant: Date, zone: string): LocalDateTime {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(zone).formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  const date = { year: parts.year!, month: parts.month!, day: parts.day! };
  return { ...date, hour: parts.hour!, minute: parts.minute!, weekday: isoWeekday(date) };
}

/** The date `days` days after (or before) `date`. */
export function addDays({ year, month, day }: LocalDate, days: number): LocalDate {
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** "YYYY-MM-DD" */
export function formatLocalDate({ year, month, day }: LocalDate): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** "YYYY-MM-DD" read back. */
export function parseLocalDate(text: string): LocalDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) throw new Error(`Not a date: ${text}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

const dayNumber = ({ year, month, day }: LocalDate) => Date.UTC(year, month - 1, day);

/**
 * The instant `date` begins in `zone` (its local midnight), or with `hour`, the instant its clock
 * first reads `hour`:00 that day; where a daylight-saving change skips that time, the first minute
 * after it. Found by bisection over the 30 hours around the same wall time in UTC (every zone's
 * offset is within them), so it needs no offset table.
 */
export function startOfLocalDay(date: LocalDate, zone: string, hour = 0): Date {
  const target = dayNumber(date) + hour * 3_600_000;
  const reached = (minute: number) => {
    const local = zonedDateTime(new Date(minute * 60_000), zone);
    return dayNumber(local) + local.hour * 3_600_000 + local.minute * 60_000 >= target;
  };
  let lo = Math.floor(target / 60_000) - 15 * 60;
  let hi = Math.floor(target / 60_000) + 15 * 60;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (reached(mid)) hi = mid;
    else lo = mid + 1;
  }
  return new Date(lo * 60_000);
}
