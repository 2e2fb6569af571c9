import { resourceRoute } from "../../../server/admin/resources";

export const prerender = false;

/** Lists a resource (docs/admin-api.md). */
export const GET = resourceRoute((resource) => resource.list);

/** Creates an item of a resource (docs/admin-api.md). */
export const POST = resourceRoute((resource) => resource.create);
