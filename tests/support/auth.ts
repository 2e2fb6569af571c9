/**
 * A tiny cookie-keeping client for the auth endpoints: real Requests, Astro's real cookie jar
 * (AstroCookies) per request, and the Set-Cookie headers it produces applied to a jar that honours
 * Path, as a browser would. One `AuthClient` is one browser at one address.
 */
// Astro's own cookie jar (not in its package exports; the same class endpoints get).
import { AstroCookies } from "../../node_modules/astro/dist/core/cookies/index.js";
import type { AuthDeps } from "../../src/server/auth/auth-deps";
import type { AuthHandler } from "../../src/server/auth/handlers";
import { hashPassword } from "../../src/server/auth/passwords";
import type { NewUser } from "../../src/server/auth/users";
import type { AuthRequestContext } from "../../src/server/auth/session";
import { errorResponse } from "../../src/server/http";

export const SITE = "http://localhost:4321";

export interface StoredCookie {
  value: string;
  path: string;
  attributes: string;
}

/** What `createUser` takes for an account: hash it before the transaction that inserts it. */
export async function newUser(account: { email: string; password: string }): Promise<NewUser> {
  return { email: account.email, passwordHash: await hashPassword(account.password) };
}

let nextAddress = 1;
/** A fresh client per call: a /48 network of its own, as clients are told apart by network. */
export const uniqueAddress = () => `2001:db8:${(0xa170 + nextAddress++).toString(16)}::1`;

export interface CallOptions {
  method?: string;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
  /** Defaults to the site's origin; null sends none. */
  origin?: string | null;
  base?: string;
}

export class AuthClient {
  readonly jar = new Map<string, StoredCookie>();
  constructor(
    readonly deps: AuthDeps,
    readonly address = uniqueAddress(),
  ) {}

  cookie(name: string): string | undefined {
    return this.jar.get(name)?.value;
  }

  /** Builds the request and Astro context a handler sees at `path`. */
  context(path: string, options: CallOptions = {}): { context: AuthRequestContext; cookies: AstroCookies } {
    const method = options.method ?? (options.body !== undefined || options.raw !== undefined ? "POST" : "GET");
    const headers = new Headers(options.headers);
    if (method !== "GET" && !headers.has("content-type")) headers.set("content-type", "application/json");
    const origin = options.origin === undefined ? SITE : options.origin;
    if (origin !== null && method !== "GET") headers.set("origin", origin);
    const sent = [...this.jar.entries()]
      .filter(([, cookie]) => path.startsWith(cookie.path))
      .map(([name, cookie]) => `${name}=${cookie.value}`);
    if (sent.length) headers.set("cookie", sent.join("; "));
    const request = new Request(`${options.base ?? SITE}${path}`, {
      method,
      headers,
      body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const cookies = new AstroCookies(request, { warn: (...args: unknown[]) => console.warn(...args) });
    return { context: { request, cookies, clientAddress: () => this.address }, cookies };
  }

  /**
   * Calls a handler as the request pipeline does (what it throws answered by `errorResponse`);
   * returns its response with Astro's Set-Cookie headers attached, jar updated.
   */
  async call(handler: AuthHandler, path: string, options: CallOptions = {}) {
    const { context, cookies } = this.context(path, options);
    const response = await handler(context, this.deps).catch((error: unknown) => errorResponse(error, path));
    const setCookies = [...cookies.headers()];
    this.absorb(setCookies);
    const headers = new Headers(response.headers);
    for (const line of setCookies) headers.append("set-cookie", line);
    return { response: new Response(response.body, { status: response.status, headers }), setCookies };
  }

  absorb(setCookies: Iterable<string>) {
    for (const line of setCookies) {
      const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
      const index = pair.indexOf("=");
      const name = pair.slice(0, index);
      const value = decodeURIComponent(pair.slice(index + 1));
      const path = attributes.find((part) => /^path=/i.test(part))?.slice(5) ?? "/";
      const expired = attributes.some((part) => /^expires=Thu, 01 Jan 1970/i.test(part) || /^max-age=0$/i.test(part));
      if (expired) this.jar.delete(name);
      else this.jar.set(name, { value, path, attributes: attributes.join("; ") });
    }
  }
}

export async function bodyOf(response: Response): Promise<Record<string, unknown>> {
  const text = await response.text();
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}
