export function formatKilobytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes)) return "Unknown size";
  return `${(bytes / 1024).toFixed(2)} KB`;
}

function formatTimestamp(iso: string | null | undefined, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso ?? "");
  return iso && !Number.isNaN(date.getTime()) ? date.toLocaleString(undefined, options) : "";
}

export const formatDateTime = (iso: string | null | undefined) =>
  formatTimestamp(iso, { dateStyle: "medium", timeStyle: "short" });

export const formatDate = (iso: string | null | undefined) => formatTimestamp(iso, { dateStyle: "medium" });

/** An error's own message, unmapped (a model reader's, say). */
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
