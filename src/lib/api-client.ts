/**
 * The browser's side of the visitor write endpoints (docs/api.md; the browser never talks to
 * the database). Each call answers a plain result instead of throwing, and every failure carries a
 * message fit for a toast: the endpoint's own `error` text when it sent one, else the database-error
 * table's words for what went wrong (a network failure, an unreadable answer). Browser only.
 */
import { databaseErrorMessage } from "./errors/database-error-message";
import { askedForProof, PROOF_OF_WORK_HEADER, solveProof } from "./proof-of-work";

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | {
      ok: false;
      /** The HTTP status, or null when no answer arrived (offline, aborted, refused). */
      status: number | null;
      /** A user-facing message. */
      error: string;
      /** Seconds from a 429/503 `Retry-After` header, when present. */
      retryAfter: number | null;
    };

export interface PostOptions {
  /** Sent as `Idempotency-Key`, so a retried submission is stored once. */
  idempotencyKey?: string;
  fetch?: typeof fetch;
}

/** The request a write sends: JSON body, JSON answer, the idempotency key and a solved proof of work when given. */
export function buildJsonRequest(body: unknown, idempotencyKey?: string, proof?: string): RequestInit {
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  if (idempotencyKey) headers["idempotency-key"] = idempotencyKey;
  if (proof) headers[PROOF_OF_WORK_HEADER] = proof;
  return { method: "POST", headers, body: JSON.stringify(body), credentials: "same-origin" };
}

/** The user-facing text of a failed answer: its `error` when it is a non-empty string. */
export function describeErrorBody(body: unknown, fallbackCause: unknown): string {
  const error = (body as { error?: unknown } | null)?.error;
  return typeof error === "string" && error.trim() ? error : databaseErrorMessage(fallbackCause);
}

function retryAfterSeconds(response: Response): number | null {
  const header = response.headers.get("retry-after");
  if (!header) return null;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

/** One request and its answer's JSON (null, with the parse error, when it has none). */
async function exchange(fetchImpl: typeof fetch, url: string, init: RequestInit) {
  const response = await fetchImpl(url, init);
  try {
    return { response, json: (await response.json()) as unknown, parseError: null };
  } catch (error) {
    return { response, json: null, parseError: error as unknown };
  }
}

/**
 * POSTs JSON and reads the JSON answer. Never rejects. When the site asks for a proof of work (a
 * 429 with a challenge: it is busy), solves it and sends the same request once more with it.
 */
export async function postJson<T>(url: string, body: unknown, options: PostOptions = {}): Promise<ApiResult<T>> {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  let answer: Awaited<ReturnType<typeof exchange>>;
  try {
    answer = await exchange(fetchImpl, url, buildJsonRequest(body, options.idempotencyKey));
    const challenge = answer.response.status === 429 ? askedForProof(answer.json) : null;
    const proof = challenge ? await solveProof(challenge).catch(() => null) : null;
    if (proof) answer = await exchange(fetchImpl, url, buildJsonRequest(body, options.idempotencyKey, proof));
  } catch (error) {
    return { ok: false, status: null, error: databaseErrorMessage(error), retryAfter: null };
  }
  const { response, json, parseError } = answer;
  if (response.ok && parseError === null) return { ok: true, status: response.status, data: json as T };
  return {
    ok: false,
    status: response.status,
    error: describeErrorBody(json, parseError ?? new Error(`HTTP ${response.status}`)),
    retryAfter: retryAfterSeconds(response),
  };
}

/**
 * A fresh `Idempotency-Key`: crypto.randomUUID where the page is a secure context, else a v4 UUID
 * from getRandomValues (randomUUID is missing on plain-http hosts other than localhost).
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One key per submission: the same payload sent again after a failure reuses its key (so the
 * server stores it once); a different payload, or anything after a success, gets a new one.
 */
export class SubmissionKeys {
  private current: { key: string; payload: string } | null = null;

  constructor(private readonly create: () => string = newIdempotencyKey) {}

  keyFor(payload: unknown): string {
    const serialised = JSON.stringify(payload);
    if (this.current?.payload !== serialised) this.current = { key: this.create(), payload: serialised };
    return this.current.key;
  }

  /** Call after a success: the next submission is a new one, even with identical text. */
  succeeded(): void {
    this.current = null;
  }
}

const segment = (value: string) => encodeURIComponent(value);

/** Records one view of a project detail page (with the referrer); false when not counted. */
export async function recordProjectView(
  slug: string,
  referrer: string | null,
): Promise<ApiResult<{ recorded: boolean }>> {
  return postJson(`/api/projects/${segment(slug)}/views`, { referrer: referrer || null });
}

/** Raises a blog post's views by one; answers the new count. */
export async function recordBlogView(slug: string): Promise<ApiResult<{ views: number }>> {
  return postJson(`/api/blog/${segment(slug)}/views`, {});
}

/** Raises a project file's downloads by one; answers the new count and the file's public URL. */
export async function recordDownload(fileId: string): Promise<ApiResult<{ downloads: number; url: string }>> {
  return postJson(`/api/project-files/${segment(fileId)}/downloads`, {});
}
