/**
 * The small proof of work a form solves by itself when the site asks for one (docs/api.md, "When
 * the site is busy"): the server answers 429 with a signed challenge (ALTCHA's protocol, PBKDF2 on
 * Web Crypto), the browser finds the counter that derives the challenge's key and sends the same
 * request again with the solution in a header. No third party is involved and nothing is stored in
 * the browser. The solver is loaded only when a challenge arrives.
 */
import type { Challenge, Payload } from "altcha-lib";

/** The request header that carries a solved challenge (base64 of ALTCHA's JSON payload). */
export const PROOF_OF_WORK_HEADER = "x-proof-of-work";

/** What a 429 that asks for a proof of work carries besides its `error`. */
export interface ProofOfWorkAnswer {
  error: string;
  proofOfWork: Challenge;
}

export function askedForProof(body: unknown): Challenge | null {
  const challenge = (body as Partial<ProofOfWorkAnswer> | null)?.proofOfWork;
  return challenge && typeof challenge === "object" && typeof challenge.parameters === "object" ? challenge : null;
}

/** Encodes a challenge and its solution for the header. */
export function encodeProof(payload: Payload): string {
  const bytes = new TextEncoder().encode(JSON.stringify(payload));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Solves a challenge in the browser (a second or two); null when it cannot be solved in time. */
export async function solveProof(challenge: Challenge): Promise<string | null> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import("altcha-lib"),
    import("altcha-lib/algorithms/web/pbkdf2"),
  ]);
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  return solution
    ? encodeProof({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } })
    : null;
}
