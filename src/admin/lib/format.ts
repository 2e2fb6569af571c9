/** Formatting of dates and sizes in the admin lists. Isomorphic. */

/** The admin list's file size: kilobytes with two decimals ("12.35 KB"); 'Unknown size' when missing. */
export function formatKilobytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes)) return "Unknown size";
  return `${(bytes / 1024).toFixed(2)} KB`;
}

/** A timestamp as a short local date and time, e.g. "Nov 22, 2026, 6:40 AM". */
export function formatDateTime(iso: string | null | undefined, locale?: string): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" });
}

/** A timestamp as a date only. */
export function formatDate(iso: string | null | undefined, locale?: string): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleDateString(locale, { dateStyle: "medium" });
}
