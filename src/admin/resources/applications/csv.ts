import { applicationLinkPath } from "../../../lib/applications";
import type { Application } from "../../../lib/entities";

const FIELDS = ["company", "role", "status", "applied_on", "posting_url", "contact"] as const;
const COUNTS = ["opens", "first_opened_at", "last_opened_at", "link_checks"] as const;

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, a comma or a line break. Text a
 * spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) gets a
 * ' in front.
 */
export function csvCell(value: string | number | null): string {
  const text = String(value ?? "").replace(/^[=+\-@\t\r]/, "'$&");
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The applications as CSV, one row each, with their private link made absolute with `origin`. */
export function applicationsCsv(applications: readonly Application[], origin: string): string {
  const rows = applications.map((application) => [
    ...[...FIELDS, ...COUNTS].map((column) => application[column]),
    origin + applicationLinkPath(application.token),
  ]);
  return [[...FIELDS, ...COUNTS, "link"], ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
