/**
 * A project file's size as the project page shows it (isomorphic): MB with one decimal from 1 MB up,
 * otherwise KB with one decimal, and 'Unknown size' when the size is missing.
 */
const KB = 1024;
const MB = KB * 1024;

export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return "Unknown size";
  return bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${(bytes / KB).toFixed(1)} KB`;
}
