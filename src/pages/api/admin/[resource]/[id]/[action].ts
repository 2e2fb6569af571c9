import { namedAction, resourceRoute } from "../../../../../server/admin/resources";

export const prerender = false;

/** An action on one item: approve or reject a guestbook message, mark a message read (docs/admin-api.md). */
export const POST = resourceRoute((resource, params) => namedAction(resource.actions, params.action));
