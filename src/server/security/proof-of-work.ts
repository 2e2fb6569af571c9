import { createHmac, randomUUID } from "node:crypto";
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { ProofOfWorkAnswer } from "../../lib/proof-of-work";
import type { SqlExecutor } from "../db/types";
import { json } from "../http";
import { takeRateLimit } from "../visitors/rate-limits";

/**
 * The extra step asked of a request when a shared limit is reached (the site-wide ceiling on
 * visitor messages, the shared sign-in windows): a small proof of work that the page solves by
 * itself (ALTCHA's protocol; src/lib/proof-of-work.ts is the browser's side). A visitor waits a
 * second or two; a flood pays that CPU time for every request instead of closing the door for
 * everyone.
 *
 * Challenges are stateless until used: signed with a key derived from the client-hash key, for one
 * purpose, valid for PROOF_SECONDS. The counter that solves one is chosen at random, so the work is
 * bounded (about COUNTER_MAX × ITERATIONS PBKDF2 rounds at most) and the server checks a solution
 * with one HMAC, never by repeating the work. A solved challenge is accepted once: its nonce takes
 * the one slot of a `proof-of-work` window in the request's transaction.
 */
export type ProofPurpose = "contact" | "guestbook" | "signin";

export const PROOF_SECONDS = 600;
const ALGORITHM = "PBKDF2/SHA-256";
const ITERATIONS = 500;
const COUNTER_MIN = 1_500;
const COUNTER_MAX = 3_000;

function keys(clientHashKey: string) {
  const derive = (use: string) => createHmac("sha256", clientHashKey).update(`proof-of-work|${use}`).digest("hex");
  return { hmacSignatureSecret: derive("challenge"), hmacKeySignatureSecret: derive("key") };
}

/** A new challenge for one purpose. */
export async function proofChallenge(clientHashKey: string, purpose: ProofPurpose): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: ITERATIONS,
    counter: randomInt(COUNTER_MIN, COUNTER_MAX),
    deriveKey,
    data: { purpose },
    expiresAt: new Date(Date.now() + PROOF_SECONDS * 1000),
    ...keys(clientHashKey),
  });
}

/** The payload of the proof header, or null when it is not one. */
function readPayload(header: string): Payload | null {
  try {
    const payload = JSON.parse(Buffer.from(header, "base64").toString("utf8")) as Partial<Payload> | null;
    const { challenge, solution } = payload ?? {};
    if (!challenge || typeof challenge !== "object" || typeof challenge.parameters !== "object") return null;
    if (!solution || typeof solution !== "object") return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

/**
 * Whether the request's header holds a solved, unexpired challenge of this site for this purpose
 * that was never used before; a valid one is used up in `sql`'s transaction.
 */
export async function spendProof(
  sql: SqlExecutor,
  clientHashKey: string,
  purpose: ProofPurpose,
  header: string | null,
): Promise<boolean> {
  if (!header || header.length > 4096) return false;
  const payload = readPayload(header);
  if (!payload || payload.challenge.parameters.data?.purpose !== purpose) return false;
  if (payload.challenge.parameters.algorithm !== ALGORITHM) return false;
  const result = await verifySolution({ ...payload, deriveKey, ...keys(clientHashKey) }).catch(() => null);
  if (!result?.verified) return false;
  const wait = await takeRateLimit(sql, {
    bucket: "proof-of-work",
    clientHash: payload.challenge.parameters.nonce,
    requestKey: randomUUID(),
  });
  return wait === 0;
}

/**
 * 429 asking for the extra step: the error a page shows if it cannot solve the challenge, and the
 * challenge. No Retry-After: a solved request may be sent again at once.
 */
export async function proofRequired(clientHashKey: string, purpose: ProofPurpose, error: string): Promise<Response> {
  const answer: ProofOfWorkAnswer = { error, proofOfWork: await proofChallenge(clientHashKey, purpose) };
  return json(answer, { status: 429 });
}
