/**
 * When to refresh the session: automatically before the access token expires; a failed refresh
 * is retried after 200 ms, the wait doubling each time. Pure, so the timing is unit-tested.
 */

/** Refresh this long before the access token expires. */
export const REFRESH_MARGIN_MS = 60_000;
/** Never schedule sooner than this (a token that is about to expire, or already has). */
export const MIN_REFRESH_DELAY_MS = 1_000;
export const FIRST_RETRY_DELAY_MS = 200;
export const MAX_REFRESH_ATTEMPTS = 6;

/** Milliseconds from `now` until the refresh should run, or null when the session has no expiry. */
export function refreshDelayMs(expiresAtSeconds: number | null, nowMs: number): number | null {
  if (expiresAtSeconds === null || !Number.isFinite(expiresAtSeconds)) return null;
  const delay = expiresAtSeconds * 1000 - REFRESH_MARGIN_MS - nowMs;
  // A short-lived token: refresh at half its remaining life rather than immediately.
  const remaining = expiresAtSeconds * 1000 - nowMs;
  if (delay < MIN_REFRESH_DELAY_MS) return Math.max(MIN_REFRESH_DELAY_MS, Math.floor(remaining / 2));
  return delay;
}

/** The wait before retry number `attempt` (1-based): 200, 400, 800, … ms. */
export function retryDelayMs(attempt: number): number {
  return FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, attempt - 1);
}
