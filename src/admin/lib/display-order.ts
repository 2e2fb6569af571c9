/**
 * The owner's order of the projects and of the experiences (display_order): set by hand in their
 * admin lists, never typed into a form. A new item goes first; an edit keeps the item's place.
 * Browser only.
 */
import { adminRequest, segment } from "../data/client";

/** Saves a list's order, every id once, first to last (`POST /api/admin/{resource}/reorder`). */
export const saveOrder = (resource: "projects" | "experiences", ids: string[]) =>
  adminRequest<unknown>("POST", `/api/admin/${segment(resource)}/reorder`, { ids });
