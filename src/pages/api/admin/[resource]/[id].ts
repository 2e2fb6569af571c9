import { namedAction, resourceRoute } from "../../../../server/admin/resources";

export const prerender = false;

/** Reads one item: an application's activity (docs/admin-api.md). */
export const GET = resourceRoute((resource) => resource.read);

/** Saves an edit; 409 when the form's copy is stale (docs/admin-api.md). */
export const PUT = resourceRoute((resource) => resource.update);

/** Deletes an item (docs/admin-api.md). */
export const DELETE = resourceRoute((resource) => resource.remove);

/** An action on the whole list, the segment naming the action: reorder (docs/admin-api.md). */
export const POST = resourceRoute((resource, params) => namedAction(resource.collectionActions, params.id));
