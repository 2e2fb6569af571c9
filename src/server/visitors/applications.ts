import { randomUUID } from "node:crypto";
import { z } from "zod";
import { VISIT_EVENT_KINDS } from "../../lib/applications";
import { APPLICATION_TOKEN } from "../../lib/application-visit";
import { authDeps } from "../auth/auth-deps";
import { isAdmin } from "../auth/session";
import type { ServerContext } from "../context";
import { actAs, ANON_CLAIMS, type Database } from "../db/database";
import { json } from "../http";
import { startNotificationDelivery } from "../notifications/worker";
import { isBot } from "./bots";
import { identifyClient, type ClientAddressSource } from "./client-identity";
import { takeRateLimit } from "./rate-limits";
import { handleVisitorWrite, type VisitorDeps } from "./visitor-write";

/**
 * An application's private link, `/a/<token>`, as visitors reach it: what the link shows, the
 * link checks (mail scanners and link previews fetching it) the server sees, and the events a
 * visit's browser sends. Nothing here stores an IP address, a cookie or a fingerprint: a visit is
 * the tab's own random id, a link check the checker's name from the list below.
 */

/** What one application's link shows besides the public site. */
export type ApplicationLink = {
  greeting: string | null;
  /** Project slugs shown first, in order (a project no longer published is skipped). */
  pinned_projects: string[];
  /** The résumé version sent with the application; null: the active one. */
  resume_path: string | null;
};

export const APPLICATION_LINK_ERRORS = {
  notFound: "Link not found",
} as const;

/** The link of a live token, read as a visitor; null for an unknown, deleted or malformed one. */
export async function findApplicationLink(db: Database, token: string): Promise<ApplicationLink | null> {
  if (!APPLICATION_TOKEN.test(token)) return null;
  const [row] = await db.asAnon((sql) =>
    sql.query<ApplicationLink>("select greeting, pinned_projects, resume_path from private.application_link($1)", [
      token,
    ]),
  );
  return row ?? null;
}

/**
 * Who fetched a link without being a person: mail security scanners and link previews fetch links
 * on arrival and run no script. Named by their User-Agent where it says; any other automated
 * client (the `isbot` list, or no User-Agent) is an "Automated client". Null: a browser.
 */
const CHECKERS: readonly [RegExp, string][] = [
  [/slack/i, "Slack"],
  [/linkedinbot/i, "LinkedIn"],
  [/teams|skypeuripreview/i, "Microsoft Teams"],
  [/safe ?links/i, "Microsoft Safe Links"],
  [/outlook|microsoft office|msoffice|ms-office/i, "Outlook"],
  [/proofpoint/i, "Proofpoint"],
  [/mimecast/i, "Mimecast"],
  [/barracuda/i, "Barracuda"],
  [/googlebot|google-inspectiontool|googleimageproxy|google-safety/i, "Google"],
  [/bingbot|bingpreview/i, "Bing"],
  [/facebookexternalhit|facebot|whatsapp/i, "Meta link preview"],
  [/twitterbot/i, "X link preview"],
  [/discordbot/i, "Discord"],
  [/telegrambot/i, "Telegram"],
  [/^curl\//i, "curl"],
  [/^wget/i, "Wget"],
];

/**
 * Whether a request can be a person's browser. An open is defined by what the browser does (it ran
 * the page's script and showed the page for a moment), so a browser without a window (headless
 * Chrome, which the `isbot` list names) is a browser here: what fetches a link without running it
 * (crawlers, previews, command-line clients) is not.
 */
function isAutomated(userAgent: string | null): boolean {
  return isBot(userAgent) && !/\bHeadlessChrome\/\d/.test(userAgent ?? "");
}

export function linkChecker(request: Request): string | null {
  const userAgent = request.headers.get("user-agent");
  const named = userAgent ? CHECKERS.find(([pattern]) => pattern.test(userAgent))?.[1] : undefined;
  if (named) return named;
  // A browser never asks for a link's headers only.
  if (request.method === "HEAD") return "Automated client";
  return isAutomated(userAgent) ? "Automated client" : null;
}

/**
 * Records that `checker` fetched the link (kept apart from visits), within the client's window of
 * the events' rate limit: past it, nothing more is recorded. Nothing for an unknown token.
 */
export async function recordLinkCheck(
  call: ClientAddressSource,
  deps: VisitorDeps,
  token: string,
  checker: string,
): Promise<void> {
  const client = identifyClient(call, deps.clientHashKey, deps.clientAddressHeader);
  await deps.db.asServiceRole(async (sql) => {
    const wait = await takeRateLimit(sql, {
      bucket: "application-event",
      clientHash: client.hash,
      requestKey: randomUUID(),
    });
    if (wait > 0) return;
    await actAs(sql, ANON_CLAIMS);
    await sql.query("select private.record_application_event($1, null, 'link_check', null, null, $2)", [
      token,
      checker,
    ]);
  });
}

/** The host of a referrer URL, as the events table keeps it; null for none or one without a host. */
export function referrerHost(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  try {
    const { host, protocol } = new URL(referrer);
    if (protocol !== "http:" && protocol !== "https:") return null;
    return /^[a-z0-9.-]{1,253}(:[0-9]{1,5})?$/.test(host) ? host : null;
  } catch {
    return null;
  }
}

const eventBody = z.object({
  token: z.string("token is required").regex(APPLICATION_TOKEN, APPLICATION_LINK_ERRORS.notFound),
  visit: z.uuid("visit must be a UUID"),
  kind: z.enum(VISIT_EVENT_KINDS, `kind must be one of ${VISIT_EVENT_KINDS.join(", ")}`),
  target: z
    .string("target must be text")
    .trim()
    .min(1, "target must not be empty")
    .max(300, "target is too long")
    .nullish()
    .transform((value) => value ?? null),
  referrer: z
    .string("referrer must be text")
    .max(4096, "Referrer is too long")
    .nullish()
    .transform((value) => value ?? null),
});

/** Whether the request comes from the signed-in owner (an admin's access cookie): their visits never count. */
async function fromOwner(cookie: string | undefined, server: ServerContext): Promise<boolean> {
  if (!cookie) return false;
  const verified = await authDeps(server).provider.verifyAccessToken(cookie);
  return verified !== null && (await isAdmin(server.db, verified.claims));
}

/**
 * POST /api/applications/events: one event of a visit through an application's link (its open,
 * a page, project, 3D model or file opened, a résumé downloaded). 202 `{ recorded: true }` once
 * stored; `{ recorded: false }` for a bot or the signed-in owner, storing nothing; 404 for a token
 * that names no live application (a deleted one stops counting at once); 400 for bad input; 429
 * past the client's window. The link's first open queues the owner's email in the same
 * transaction (the database does), sent once the answer is committed.
 */
export async function recordApplicationEvent(
  call: ClientAddressSource,
  deps: VisitorDeps,
  server: ServerContext,
  accessCookie: string | undefined,
): Promise<Response> {
  const notCounted = () => json({ recorded: false }, { status: 202 });
  if (await fromOwner(accessCookie, server)) return notCounted();
  let firstOpen = false;
  const response = await handleVisitorWrite(call, deps, {
    bucket: "application-event",
    schema: eventBody,
    skip: (request) => (isAutomated(request.headers.get("user-agent")) ? notCounted() : null),
    write: async (sql, event) => {
      await actAs(sql, ANON_CLAIMS);
      const [row] = await sql.query<{ first: boolean | null }>(
        "select private.record_application_event($1, $2, $3, $4, $5, null) as first",
        [
          event.token,
          event.visit,
          event.kind,
          event.target,
          event.kind === "open" ? referrerHost(event.referrer) : null,
        ],
      );
      if (row?.first === null || row === undefined) {
        return json({ error: APPLICATION_LINK_ERRORS.notFound }, { status: 404 });
      }
      firstOpen = row.first;
      return json({ recorded: true }, { status: 202 });
    },
  });
  if (firstOpen && response.status === 202) startNotificationDelivery(deps.db, "application");
  return response;
}
