import { createHmac } from "node:crypto";
import type { ServerEnv } from "../env";
import { keptSecret } from "../security/kept-secret";

/**
 * Who is asking, for rate limits: a keyed hash (HMAC-SHA-256) of the client's address. The
 * address itself is never stored or logged. IPv6 clients are grouped by their /64 network, the
 * unit one household or machine usually gets.
 */
export interface ClientIdentity {
  /** 64 hex characters; stable for one address and key. */
  hash: string;
}

export interface ClientAddressSource {
  request: Request;
  /** The platform's client address (Astro's `clientAddress`); may be missing or throw. */
  clientAddress: () => string | undefined;
}

const UNKNOWN_CLIENT = "unknown";

/** The client's address: the configured proxy header's first value, else the platform's. */
export function clientAddressOf(source: ClientAddressSource, headerName: string | undefined): string {
  if (headerName) {
    const forwarded = source.request.headers.get(headerName)?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return source.clientAddress() || UNKNOWN_CLIENT;
  } catch {
    return UNKNOWN_CLIENT;
  }
}

/** The part of an address that identifies a client: IPv4 as is, IPv6 by its /64 prefix. */
export function addressKey(address: string): string {
  const plain = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const mappedV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain);
  if (mappedV4) return mappedV4[1]!;
  if (!plain.includes(":")) return plain;
  const [head = "", tail = ""] = plain.toLowerCase().split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = Math.max(0, 8 - headGroups.length - tailGroups.length);
  const groups = plain.includes("::") ? [...headGroups, ...Array(missing).fill("0"), ...tailGroups] : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

export function identifyClient(source: ClientAddressSource, key: string, headerName?: string): ClientIdentity {
  const address = addressKey(clientAddressOf(source, headerName));
  return { hash: createHmac("sha256", key).update(address).digest("hex") };
}

/**
 * The hashing key: CLIENT_HASH_SECRET when set. Otherwise, embedded: a random key kept in the data
 * folder (one per process for an in-memory database); own PostgreSQL or Supabase: derived from
 * DATABASE_URL, which holds the database password and is the same on every serverless instance
 * (set CLIENT_HASH_SECRET to decouple the two).
 */
export function clientHashKey(env: ServerEnv): string {
  return keptSecret(
    {
      name: "client-hash",
      configured: env.CLIENT_HASH_SECRET,
      derivedWarning: "[visitors] CLIENT_HASH_SECRET is not set; deriving the client-hash key from DATABASE_URL.",
    },
    env.DATABASE_URL,
    env.inMemory ? null : env.DATA_DIR,
  );
}
