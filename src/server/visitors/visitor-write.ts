import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { firstIssue } from "../../lib/validation/visitor-forms";
import type { ServerContext } from "../context";
import type { Database } from "../db/database";
import type { SqlExecutor } from "../db/types";
import { json } from "../http";
import {
  clientAddressHeader,
  clientHashKey,
  identifyClient,
  type ClientAddressHeader,
  type ClientAddressSource,
  type ClientIdentity,
} from "./client-identity";
import { readJsonBody } from "./json-request";
import { takeRateLimit, type RateLimitBucket, type RateLimitRequest } from "./rate-limits";

/** What a visitor endpoint needs from the server: the database and how to tell clients apart. */
export interface VisitorDeps {
  db: Database;
  clientHashKey: string;
  clientAddressHeader?: ClientAddressHeader;
  /** Messages each form stores per hour for the whole site (VISITOR_MESSAGES_PER_HOUR). */
  messagesPerHour: number;
}

export function visitorDeps(context: ServerContext): VisitorDeps {
  return {
    db: context.db,
    clientHashKey: clientHashKey(context.env),
    clientAddressHeader: clientAddressHeader(context.env),
    messagesPerHour: context.env.VISITOR_MESSAGES_PER_HOUR,
  };
}

/** The honeypot field of the forms: invisible to people, filled in by form-spamming bots. */
export const HONEYPOT_FIELD = "website";

const IDEMPOTENCY_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const WRITE_ERRORS = {
  idempotencyKey: "Idempotency-Key must be a UUID",
  rateLimited: (seconds: number) => `Too many requests. Please try again in ${inWords(seconds)}.`,
  sitePaused:
    "So many messages arrived in the last hour that the site asks your browser for a quick check first. Please send again.",
} as const;

function inWords(seconds: number): string {
  return seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
}

/** 429 with Retry-After: the client's own window is full. */
export function tooManyRequests(seconds: number): Response {
  return json(
    { error: WRITE_ERRORS.rateLimited(seconds) },
    { status: 429, headers: { "retry-after": String(seconds) } },
  );
}

export interface WriteContext {
  client: ClientIdentity;
  /** The submission's Idempotency-Key (forms), or null. */
  idempotencyKey: string | null;
}

export interface VisitorWrite<T> {
  /** Rate-limit bucket and log label. */
  bucket: RateLimitBucket;
  schema: z.ZodType<T>;
  /** Forms: a filled honeypot gets `decoy` (a normal-looking success) and nothing is stored. */
  honeypot?: { decoy: () => Response };
  /** Forms: accept an Idempotency-Key header, so a retried submission is stored once. */
  idempotent?: boolean;
  /** Refuse early, before any database work (bots that must not count). */
  skip?: (request: Request) => Response | null;
  /**
   * The work, once the request's slot is taken and its input is valid, in the same transaction
   * (acting as service_role until it switches with `actAs`). Its answer is sent after the
   * transaction committed.
   */
  write: (sql: SqlExecutor, input: T, context: WriteContext) => Promise<Response>;
}

/**
 * Every visitor write goes through here, in this order: JSON only and at most 16 KB (415, 413),
 * a JSON object (400); honeypot; Idempotency-Key shape (400); then one transaction: rate limit per
 * hashed client (429 with Retry-After); the schema (400 with its first message; unknown fields are
 * dropped, so a visitor can never set status, ids, timestamps or counts); the write. What it
 * throws (a database that cannot be reached, a row its constraints refuse) is answered by
 * `errorResponse` (../http).
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
  return deps.db.asServiceRole(async (sql) => {
    const wait = await takeRateLimit(sql, limit);
    if (wait > 0) return tooManyRequests(wait);
    // Refused input keeps the slot it took: the transaction commits with it.
    const input = spec.schema.safeParse(body);
    if (!input.success) return json({ error: firstIssue(input.error) }, { status: 400 });
    return spec.write(sql, input.data, context);
  });
}
