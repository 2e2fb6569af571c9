/**
 * Runs an endpoint the way src/middleware.ts does: the request pipeline (the server's context,
 * session and admin check on `locals`, errors answered), then the route. The route's pattern is
 * taken to be the request's path unless given.
 */
import type { APIContext, APIRoute } from "astro";
import { errorResponse } from "../../src/server/http";
import { serverRoutes } from "../../src/server/pipeline";

export async function throughPipeline(route: APIRoute, context: object, routePattern?: string): Promise<Response> {
  const request = (context as { request: Request }).request;
  // Assigned, not spread: the context's clientAddress is a getter that must stay lazy.
  const full = Object.assign(context, {
    isPrerendered: false,
    routePattern: routePattern ?? new URL(request.url).pathname,
    locals: {},
  }) as unknown as APIContext;
  return (await serverRoutes(full, async () => route(full))) as Response;
}

/**
 * A module's handlers as the request pipeline answers them: what one throws becomes the answer
 * `errorResponse` gives for `route`. Anything that is not a function is passed through.
 */
export function answered<T extends object>(handlers: T, route = "/api/admin/"): T {
  return Object.fromEntries(
    Object.entries(handlers).map(([name, value]) => [
      name,
      typeof value === "function"
        ? async (...args: unknown[]) => {
            try {
              return (await value(...args)) as Response;
            } catch (error) {
              return errorResponse(error, route);
            }
          }
        : value,
    ]),
  ) as T;
}
