import type { APIRoute } from "astro";
import { contentResources } from "./content";
import {
  addProjectFile,
  deleteProjectFile,
  listProjectFiles,
  prepareProjectMesh,
  prepareProjectPoster,
  updateProjectFile,
  useProjectFilePoster,
} from "./files";
import { notFound, type AdminHandler } from "./http";
import {
  approveGuestbookMessage,
  deleteGuestbookMessage,
  listGuestbook,
  markMessageRead,
  rejectGuestbookMessage,
} from "./inbox";

type ById = AdminHandler<[id: string | undefined]>;

/** What /api/admin/{resource}, /{id} and /{id}/{action} do for one resource. */
export interface AdminResource {
  /** GET /api/admin/{resource} */
  list?: AdminHandler<[]>;
  /** POST /api/admin/{resource} */
  create?: AdminHandler<[]>;
  /** GET /api/admin/{resource}/{id} */
  read?: ById;
  /** PUT /api/admin/{resource}/{id} */
  update?: ById;
  /** DELETE /api/admin/{resource}/{id} */
  remove?: ById;
  /** POST /api/admin/{resource}/{id}/{action} */
  actions?: Record<string, ById>;
  /** POST /api/admin/{resource}/{action}: an action on the whole list (reorder). */
  collectionActions?: Record<string, AdminHandler<[]>>;
}

/** The handler an action's path segment names in `actions`, if it has one of its own. */
export function namedAction<H>(actions: Record<string, H> | undefined, name: string | undefined): H | undefined {
  return actions && name && Object.hasOwn(actions, name) ? actions[name] : undefined;
}

/**
 * The admin's resources by their path segment (docs/admin-api.md, "Admin"). Paths with a shape
 * of their own (overview, analytics, publishing, uploads, documents/{kind}) have route files of
 * their own; Astro prefers those to the [resource] routes.
 */
const ADMIN_RESOURCES: Record<string, AdminResource> = {
  ...contentResources,
  guestbook: {
    list: listGuestbook,
    remove: deleteGuestbookMessage,
    actions: { approve: approveGuestbookMessage, reject: rejectGuestbookMessage },
  },
  messages: { actions: { read: markMessageRead } },
  "project-files": {
    list: listProjectFiles,
    create: addProjectFile,
    update: updateProjectFile,
    remove: deleteProjectFile,
    actions: { prepare: prepareProjectMesh, poster: prepareProjectPoster, "project-image": useProjectFilePoster },
  },
};

/**
 * An endpoint of the [resource] routes: the handler `pick` finds for the route's resource (and
 * action), given the route's id; 404 when there is none. The request pipeline has put the admin
 * on `locals`.
 */
export function resourceRoute(
  pick: (
    resource: AdminResource,
    params: Record<string, string | undefined>,
  ) => AdminHandler<[string | undefined]> | undefined,
): APIRoute {
  return ({ request, locals, params }) => {
    const resource = Object.hasOwn(ADMIN_RESOURCES, params.resource ?? "")
      ? ADMIN_RESOURCES[params.resource!]
      : undefined;
    const handler = resource && pick(resource, params);
    return handler ? handler(request, locals.admin, locals.adminDeps, params.id) : Promise.resolve(notFound());
  };
}
