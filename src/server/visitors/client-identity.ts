import { createHmac } from "node:crypto";
import ipaddr from "ipaddr.js";
import type { ServerEnv } from "../env";
import { keptSecret } from "../security/kept-secret";

/**
 * Who is asking, for rate limits: a keyed hash (HMAC-SHA-256) of the client's network. The
 * address itself is never stored or logged. Clients are grouped by network, not by single
 * address: IPv4 by its /24 and IPv6 by its /48, so that one machine or one site cannot become
 * many clients by using the neighbouring addresses it holds (an IPv6 site usually gets a whole
 * /48; an IPv4 host is often given several addresses of one /24).
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

/**
 * A request header that the proxies in front of the server fill in with the client's address
 * (CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_HOPS). Each proxy that appends to it adds the address it
 * was reached from at the right; whatever stands further left came with the request, and the
 * client can write anything there.
 */
export interface ClientAddressHeader {
  name: string;
  /**
   * Trusted proxies that append to the header: the client's address is this many values from
   * the right (1: the right-most value, which the proxy next to the server wrote).
   */
  hops: number;
}

/** The configured header and hop count, or undefined when the platform's address is used. */
export function clientAddressHeader(
  env: Pick<ServerEnv, "CLIENT_ADDRESS_HEADER" | "CLIENT_ADDRESS_HOPS">,
): ClientAddressHeader | undefined {
  return env.CLIENT_ADDRESS_HEADER ? { name: env.CLIENT_ADDRESS_HEADER, hops: env.CLIENT_ADDRESS_HOPS } : undefined;
}

const UNKNOWN_CLIENT = "unknown";

/**
 * The client's address: with a configured header, its value `hops` places from the right (the
 * left-most one when it has fewer values); without one, or when it is missing or empty, the
 * platform's.
 */
export function clientAddressOf(source: ClientAddressSource, header: ClientAddressHeader | undefined): string {
  if (header) {
    // Repeated headers arrive joined with ", ", so their values count as one list.
    const values = (source.request.headers.get(header.name) ?? "")
      .split(",")
      .map((value) => value.trim())
      .filter(Boolean);
    const forwarded = values[Math.max(0, values.length - header.hops)];
    if (forwarded) return forwarded;
  }
  try {
    return source.clientAddress() || UNKNOWN_CLIENT;
  } catch {
    return UNKNOWN_CLIENT;
  }
}

/**
 * The part of an address that identifies a client: IPv4 by its /24 network, IPv6 by its /48
 * (an IPv4-mapped IPv6 address counts as the IPv4 address), a port written after it dropped.
 * Anything that is not an address is kept as it is.
 */
export function addressKey(address: string): string {
  // Some proxies write the client's port too: `203.0.113.7:5555`, `[2001:db8::1]:5555`.
  const plain = address
    .trim()
    .replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, "$1")
    .replace(/^\[([^\]]+)\](?::\d+)?$/, "$1")
    .replace(/%.*$/, "");
  if (!ipaddr.isValid(plain)) return plain;
  const parsed = ipaddr.process(plain);
  if (parsed.kind() === "ipv4") {
    const [a, b, c] = (parsed as ipaddr.IPv4).octets;
    return `${a}.${b}.${c}.0/24`;
  }
  const [a = 0, b = 0, c = 0] = (parsed as ipaddr.IPv6).parts;
  return `${new ipaddr.IPv6([a, b, c, 0, 0, 0, 0, 0]).toString()}/48`;
}

export function identifyClient(source: ClientAddressSource, key: string, header?: ClientAddressHeader): ClientIdentity {
  const address = addressKey(clientAddressOf(source, header));
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
