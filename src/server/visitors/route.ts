import type { APIContext } from "astro";
import { getServerContext, type ServerContext } from "../context";
import { failure } from "../http";
import type { ClientAddressSource } from "./client-identity";
import { visitorDeps, type VisitorDeps } from "./visitor-write";

/**
 * The glue of a visitor endpoint file: the request and the platform's client address, the
 * server's dependencies, and one answer for a server that cannot start (503 when its database
 * is unreachable). Endpoint files stay one line each.
 */
export async function visitorRoute(
  where: string,
  context: APIContext,
  run: (call: ClientAddressSource, deps: VisitorDeps, server: ServerContext) => Promise<Response>,
): Promise<Response> {
  try {
    const server = await getServerContext();
    const call: ClientAddressSource = { request: context.request, clientAddress: () => context.clientAddress };
    return await run(call, visitorDeps(server), server);
  } catch (error) {
    return failure(error, where);
  }
}
