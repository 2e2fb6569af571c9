import type { Row, SqlParam } from "./types";

/**
 * Makes parameters mean the same on both drivers: arrays become PostgreSQL array literals (cast
 * them in SQL, e.g. `$1::text[]`), dates ISO strings, plain objects JSON (cast `::jsonb`).
 */
export function toDriverParam(value: SqlParam | undefined): string | number | boolean | null {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return toArrayLiteral(value);
  if (typeof value === "object") return JSON.stringify(value);
  return value as string | number | boolean;
}

/** `['a b', 'c"d', null]` → `{"a b","c\"d",NULL}`; nested arrays become nested literals. */
export function toArrayLiteral(values: readonly unknown[]): string {
  const items = values.map((item) => {
    if (item === null || item === undefined) return "NULL";
    if (Array.isArray(item)) return toArrayLiteral(item);
    const text = item instanceof Date ? item.toISOString() : String(item);
    return `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
  });
  return `{${items.join(",")}}`;
}

/** Rows become plain, serialisable data: timestamps as ISO strings, safe bigints as numbers. */
export function normaliseRow<T extends Row>(row: Row): T {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) out[key] = normaliseValue(value);
  return out as T;
}

function normaliseValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "bigint") {
    return value <= BigInt(Number.MAX_SAFE_INTEGER) && value >= BigInt(Number.MIN_SAFE_INTEGER)
      ? Number(value)
      : value.toString();
  }
  if (Array.isArray(value)) return value.map(normaliseValue);
  return value;
}
