/**
 * Calls the Netlify build hook (hosted publishing): a POST starts a build and deploy of the site;
 * `trigger_title` names the deploy after the reason. Throws on a refusal or no answer.
 * (Written by the lead as the publisher's dependency; the hosted-deployment work owns it.)
 */
export async function callNetlifyBuildHook(
  hookUrl: string,
  reason: string,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const url = new URL(hookUrl);
  url.searchParams.set("trigger_title", reason.slice(0, 200));
  let response: Response;
  try {
    response = await fetchImpl(url, { method: "POST", body: "{}", signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    throw new Error(
      `The Netlify build hook could not be reached: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  if (!response.ok) throw new Error(`The Netlify build hook answered ${response.status} ${response.statusText}`.trim());
}
