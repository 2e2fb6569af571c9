import { json } from "../http";
import { readAtMost } from "../read-body";

/** Visitor writes are small: the largest valid contact message is about 8 KB of UTF-8. */
export const MAX_BODY_BYTES = 16 * 1024;

export type JsonBodyResult = { ok: true; body: Record<string, unknown> } | { ok: false; response: Response };

export const REQUEST_ERRORS = {
  contentType: "Content-Type must be application/json",
  tooLarge: "Request body is too large",
  invalidJson: "Request body must be a JSON object",
} as const;

/**
 * A visitor write's body: JSON only (415 otherwise), at most `maxBytes` (413, decided from
 * Content-Length before reading, and enforced while reading for bodies without one), a JSON
 * object (400 otherwise).
 */
export async function readJsonBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<JsonBodyResult> {
  const mediaType = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (mediaType !== "application/json") {
    return { ok: false, response: json({ error: REQUEST_ERRORS.contentType }, { status: 415 }) };
  }
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, response: tooLarge() };

  const bytes = await readAtMost(request.body, maxBytes);
  if (!bytes) return { ok: false, response: tooLarge() };

  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    body = undefined;
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, response: json({ error: REQUEST_ERRORS.invalidJson }, { status: 400 }) };
  }
  return { ok: true, body: body as Record<string, unknown> };
}

function tooLarge(): Response {
  return json({ error: REQUEST_ERRORS.tooLarge }, { status: 413 });
}
