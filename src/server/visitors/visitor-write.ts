import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { databaseErrorMessage } from "../../lib/errors/database-error-message";
import { firstIssue } from "../../lib/validation/visitor-forms";
import type { ServerContext } from "../context";
import type { Database } from "../db/database";
import { isConnectionError, isPostgresError } from "../db/errors";
import { failure, json } from "../http";
import { clientHashKey, identifyClient, type ClientAddressSource, type ClientIdentity } from "./client-identity";
import { readJsonBody } from "./json-request";
import { takeRateLimit, type RateLimitBucket, type RateLimitRequest } from "./rate-limits";

/** What a visitor endpoint needs from the server: the database and how to tell clients apart. */
export interface VisitorDeps {
  db: Database;
  clientHashKey: string;
  clientAddressHeader?: string;
}

export function visitorDeps(context: ServerContext): VisitorDeps {
  return {
    db: context.db,
    clientHashKey: clientHashKey(context.env),
    clientAddressHeader: context.env.CLIENT_ADDRESS_HEADER,
  };
}

/** The honeypot field of the forms: invisible to people, filled in by form-spamming bots. */
export const HONEYPOT_FIELD = "website";

const IDEMPOTENCY_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const WRITE_ERRORS = {
  idempotencyKey: "Idempotency-Key must be a UUID",
  rateLimited: (seconds: number) =>
    `Too many requests. Please try again in ${seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`}.`,
} as const;

export interface WriteContext {
  client: ClientIdentity;
  /** The submission's Idempotency-Key (forms), or null. */
  idempotencyKey: string | null;
}

interface VisitorWriteRules<T> {
  /** Rate-limit bucket and log label. */
  bucket: RateLimitBucket;
  schema: z.ZodType<T>;
  /** Forms: a filled honeypot gets `decoy` (a normal-looking success) and nothing is stored. */
  honeypot?: { decoy: () => Response };
  /** Forms: accept an Idempotency-Key header, so a retried submission is stored once. */
  idempotent?: boolean;
  /** Refuse early, before any database work (bots that must not count). */
  skip?: (request: Request) => Response | null;
}

export type VisitorWrite<T> = VisitorWriteRules<T> &
  (
    | {
        /** Does the work once everything is checked; answers after the data is committed. */
        write: (input: T, context: WriteContext) => Promise<Response>;
        store?: never;
      }
    | {
        /**
         * Forms, instead of `write`: stores the input in the same transaction that takes the
         * request's rate-limit slot, with the other submissions of the same moment (group commit),
         * and answers `answer()` once that committed. `deliver` gets null for an input the schema
         * refused, which takes its slot all the same; it returns the rate limit's answer (0, or
         * seconds to wait).
         */
        store: {
          deliver: (db: Database, limit: RateLimitRequest, input: T | null, context: WriteContext) => Promise<number>;
          answer: () => Response;
        };
        write?: never;
      }
  );

/**
 * Every visitor write goes through here, in this order: JSON only and at most 16 KB (415, 413),
 * a JSON object (400); honeypot; Idempotency-Key shape (400); rate limit per hashed client (429
 * with Retry-After); the schema (400 with its first message; unknown fields are dropped, so a
 * visitor can never set status, ids, timestamps or counts); then the write (a form's store
 * commits together with the rate limit's slot). A database that cannot be reached answers 503
 * with Retry-After; a refused row answers with the database-error table's words; SQL and stacks
 * stay in the log.
 */
export async function handleVisitorWrite<T>(
  call: ClientAddressSource,
  deps: VisitorDeps,
  spec: VisitorWrite<T>,
): Promise<Response> {
  const skipped = spec.skip?.(call.request);
  if (skipped) return skipped;

  const parsed = await readJsonBody(call.request);
  if (!parsed.ok) return parsed.response;
  const { body } = parsed;

  if (spec.honeypot) {
    const trap = body[HONEYPOT_FIELD];
    if (typeof trap === "string" ? trap.trim() !== "" : trap !== undefined && trap !== null) {
      console.warn(`[api/${spec.bucket}] honeypot filled; answered as success, stored nothing`);
      return spec.honeypot.decoy();
    }
  }

  let idempotencyKey: string | null = null;
  if (spec.idempotent) {
    const header = call.request.headers.get("idempotency-key");
    if (header !== null) {
      if (!IDEMPOTENCY_KEY.test(header.trim())) {
        return json({ error: WRITE_ERRORS.idempotencyKey }, { status: 400 });
      }
      idempotencyKey = header.trim().toLowerCase();
    }
  }

  const client = identifyClient(call, deps.clientHashKey, deps.clientAddressHeader);
  const limit: RateLimitRequest = {
    bucket: spec.bucket,
    clientHash: client.hash,
    requestKey: idempotencyKey ?? randomUUID(),
  };
  const context: WriteContext = { client, idempotencyKey };
  try {
    // The schema is checked before the rate limit is taken (a form's valid input is stored with
    // it), but the answers keep their order: too many requests first, then the input's fault.
    const input = spec.schema.safeParse(body);
    const wait = spec.store
      ? await spec.store.deliver(deps.db, limit, input.success ? input.data : null, context)
      : await takeRateLimit(deps.db, limit.bucket, limit.clientHash, limit.requestKey);
    if (wait > 0) {
      return json({ error: WRITE_ERRORS.rateLimited(wait) }, { status: 429, headers: { "retry-after": String(wait) } });
    }
    if (!input.success) return json({ error: firstIssue(input.error) }, { status: 400 });
    return spec.store ? spec.store.answer() : await spec.write(input.data, context);
  } catch (error) {
    if (isPostgresError(error) && !isConnectionError(error) && error.code.startsWith("23")) {
      // A row the database's constraints refuse: the visitor's input, not our failure.
      console.warn(`[api/${spec.bucket}] refused by the database: ${error.code} ${error.message}`);
      return json({ error: databaseErrorMessage(error) }, { status: 400 });
    }
    return failure(error, `api/${spec.bucket}`);
  }
}
