/**
 * The receiver of the database's content-changed webhook (hosted only; Netlify Functions v2).
 *
 * Triggers on the content tables (migration 20261122001000_content_changed_webhook.sql) POST
 * every statement that changes content outside the admin, for example in Supabase's table editor,
 * with the shared secret in the `X-Webhook-Secret` header (a webhook created in Supabase's
 * dashboard, one row per request, works too when it sends that header). This function checks the secret, drops the
 * changes no public page shows (content-change-filter.ts), and POSTs the Netlify build hook,
 * titled with what changed. Admin writes are published by the admin's own API, so the trigger
 * leaves them out.
 *
 * URL: https://<site>/.netlify/functions/content-changed (Netlify's default route for a function
 * without a `path`: the Astro SSR function answers every custom path (`/*`), and a function's
 * default route is matched before any custom one). See docs/deploy.md.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { ContentWebhookBodySchema, decideContentWebhook } from "../../src/server/publishing/content-change-filter";
import { callNetlifyBuildHook } from "../../src/server/publishing/netlify-build-hook";
import { readAtMost } from "../../src/server/read-body";
import { securityHeaders } from "../../src/server/security/headers";

export const SECRET_HEADER = "x-webhook-secret";

/** A guessable secret would let anyone start deploys (`openssl rand -hex 32` gives 64 characters). */
const MIN_SECRET_LENGTH = 32;

/**
 * A statement's payload lists at most 20 row pairs; twenty blog posts of 50 000 characters, old
 * and new, stay well under this. Netlify itself caps buffered request bodies at 6 MB.
 */
const MAX_BODY_BYTES = 5_000_000;

export interface ContentChangedOptions {
  /** CONTENT_WEBHOOK_SECRET and NETLIFY_BUILD_HOOK_URL are read from here on every request. */
  env?: Record<string, string | undefined>;
  /** The network boundary towards Netlify's build hook. */
  fetch?: typeof fetch;
}

/** The handler, with its environment and network boundary injectable (tests). */
export function createContentChangedHandler(options: ContentChangedOptions = {}) {
  return async function contentChanged(req: Request): Promise<Response> {
    if (req.method !== "POST") return json(405, { error: "Method not allowed" }, { allow: "POST" });

    const env = options.env ?? process.env;
    const expected = env.CONTENT_WEBHOOK_SECRET?.trim();
    if (!expected || expected.length < MIN_SECRET_LENGTH) {
      console.error(
        `[content-changed] CONTENT_WEBHOOK_SECRET is ${expected ? "shorter than 32 characters" : "not set"}: every call is refused`,
      );
      return json(500, { error: "Webhook is not configured" });
    }
    if (!sameSecret(req.headers.get(SECRET_HEADER), expected)) return json(401, { error: "Unauthorized" });

    const declared = Number(req.headers.get("content-length") ?? 0);
    if (declared > MAX_BODY_BYTES) return json(413, { error: "Payload too large" });
    const bytes = await readAtMost(req.body, MAX_BODY_BYTES);
    if (!bytes) return json(413, { error: "Payload too large" });
    const body = new TextDecoder().decode(bytes);

    let data: unknown;
    try {
      data = JSON.parse(body);
    } catch {
      return json(400, { error: "Body must be JSON" });
    }
    const payload = ContentWebhookBodySchema.safeParse(data);
    if (!payload.success) return json(400, { error: "Not a database webhook payload" });

    const decision = decideContentWebhook(payload.data);
    const change = `${payload.data.type} ${payload.data.schema}.${payload.data.table}`;
    if (!decision.rebuild) {
      console.log(`[content-changed] ${change}: no rebuild (${decision.reason})`);
      return json(200, { triggered: false, reason: decision.reason });
    }

    const hookUrl = env.NETLIFY_BUILD_HOOK_URL?.trim();
    if (!hookUrl) {
      console.error(`[content-changed] ${change} needs a rebuild, but NETLIFY_BUILD_HOOK_URL is not set`);
      return json(500, { triggered: false, error: "Build hook is not configured" });
    }
    try {
      await callNetlifyBuildHook(hookUrl, decision.reason, options.fetch ?? fetch);
    } catch (error) {
      console.error(`[content-changed] ${change}: ${error instanceof Error ? error.message : String(error)}`);
      return json(502, { triggered: false, error: "The build hook failed" });
    }
    console.log(`[content-changed] ${change}: rebuild requested (${decision.reason})`);
    return json(200, { triggered: true, reason: decision.reason });
  };
}

export default createContentChangedHandler();

/**
 * Netlify reads this statically. No `path`: the function keeps its default route (see above).
 * Every method reaches it, so that anything but POST gets an explicit 405.
 */
export const config = {
  name: "Content changed (database webhook)",
};

/** Compares digests, so neither the length nor the content of the secret leaks through timing. */
function sameSecret(given: string | null, expected: string): boolean {
  if (!given) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given.trim()), digest(expected));
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      ...securityHeaders("api"),
      "content-type": "application/json; charset=utf-8",
      "cache-control": "no-store",
      ...headers,
    },
  });
}
