/**
 * Applications: what the owner sent where, each with a private link (`/a/<token>`) whose visits
 * the site counts. The words and rules the admin, the link's page, its events endpoint and the
 * owner's emails share. Isomorphic. (What every page's script needs of them: application-visit.ts.)
 */

export const APPLICATION_STATUSES = ["applied", "screening", "interview", "offer", "rejected", "withdrawn"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  applied: "Applied",
  screening: "Screening",
  interview: "Interview",
  offer: "Offer",
  rejected: "Rejected",
  withdrawn: "Withdrawn",
};

/**
 * What a visit through a link records: its open (the page ran its script and was visible for a
 * moment), each page, project, 3D model and file opened, and résumé downloads. Link checks (mail
 * scanners, link previews) are recorded by the server apart, never by a browser.
 */
export const VISIT_EVENT_KINDS = ["open", "page", "project", "model", "file", "resume"] as const;
export type VisitEventKind = (typeof VISIT_EVENT_KINDS)[number];
export type ApplicationEventKind = VisitEventKind | "link_check";

/** The path of an application's private link. */
export function applicationLinkPath(token: string): string {
  return `/a/${token}`;
}

/** An application whose link was first opened this many days ago, still Applied, is marked 'Follow up?'. */
export const FOLLOW_UP_AFTER_DAYS = 7;

export function needsFollowUp(
  application: { status: string; first_opened_at: string | null },
  now: Date = new Date(),
): boolean {
  if (application.status !== "applied" || application.first_opened_at === null) return false;
  const opened = new Date(application.first_opened_at).getTime();
  return now.getTime() - opened >= FOLLOW_UP_AFTER_DAYS * 24 * 60 * 60 * 1000;
}

/** The items whose slugs are pinned, in the pins' order, then the rest in their own order. */
export function pinnedFirst<T extends { slug: string }>(items: readonly T[], pinned: readonly string[]): T[] {
  const rank = (item: T) => {
    const index = pinned.indexOf(item.slug);
    return index === -1 ? pinned.length : index;
  };
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index)
    .map(({ item }) => item);
}
