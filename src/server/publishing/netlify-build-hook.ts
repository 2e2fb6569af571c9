/**
 * Calls the Netlify build hook (hosted publishing): a POST to the hook's URL starts a build and
 * deploy of the site's production branch. The `trigger_title` query parameter replaces the default
 * deploy message, so the deploy list says why it was built
 * (https://docs.netlify.com/configure-builds/build-hooks/). Used by the publisher and by the
 * database webhook's function (netlify/functions/content-changed.ts).
 */

/** Netlify shows the title in the deploy list; a long one only clutters it. */
export const BUILD_HOOK_TITLE_MAX = 200;

/** How long Netlify may take to accept the hook before the call counts as failed. */
export const BUILD_HOOK_TIMEOUT_MS = 10_000;

/**
 * POSTs the build hook with `reason` as the deploy title. Resolves once Netlify has accepted
 * the request (any 2xx); throws an Error naming the status, or the network failure or timeout.
 * The hook's URL is a secret (anyone holding it can start builds), so it never appears in errors.
 */
export async function callNetlifyBuildHook(
  hookUrl: string,
  reason: string,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  let url: URL;
  try {
    url = new URL(hookUrl);
  } catch {
    throw new Error("The Netlify build hook URL (NETLIFY_BUILD_HOOK_URL) is not a valid URL");
  }
  const title = deployTitle(reason);
  if (title) url.searchParams.set("trigger_title", title);

  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
      signal: AbortSignal.timeout(BUILD_HOOK_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    throw new Error(
      timedOut
        ? `The Netlify build hook did not answer within ${BUILD_HOOK_TIMEOUT_MS / 1000} s`
        : `The Netlify build hook could not be reached: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  // The body is not needed; reading it frees the connection.
  await response.body?.cancel().catch(() => {});
  if (!response.ok) {
    throw new Error(`The Netlify build hook refused the request: ${response.status} ${response.statusText}`.trim());
  }
}

/** One line, trimmed, at most BUILD_HOOK_TITLE_MAX characters. */
export function deployTitle(reason: string): string {
  const line = reason.replace(/\s+/g, " ").trim();
  return line.length <= BUILD_HOOK_TITLE_MAX ? line : `${line.slice(0, BUILD_HOOK_TITLE_MAX - 1)}…`;
}
